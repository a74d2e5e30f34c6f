package dev.marionette.render.ro;

import static dev.marionette.render.ro.LetterSprites.frame;
import static dev.marionette.render.ro.LetterSprites.image;
import static dev.marionette.render.ro.LetterSprites.layer;
import static dev.marionette.render.ro.LetterSprites.letters;
import static dev.marionette.render.ro.LetterSprites.rows;
import static dev.marionette.render.ro.LetterSprites.sheet;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import java.awt.Rectangle;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Anchor compositing (act-spr.md section 3): every part is moved by d = body anchor - its own anchor. Grids
 * show x = -4..3 and y = -6..3. The body is a 2x4 block of B spanning x -1..0, y -2..1 with its anchor at
 * (0, -2); the head a 2x2 block of H at (0, -1) with its anchor at (0, 0); the headgear a 2x1 strip of G at
 * (0, -2) with its anchor at (0, 0).
 */
class CompositionGoldenTest {

    private static final Rectangle AREA = new Rectangle(-4, -6, 8, 10);

    private final ActSprite body = sprite(image("BB", "BB", "BB", "BB"), 0, 0, 0, -2);
    private final ActSprite head = sprite(image("HH", "HH"), 0, -1, 0, 0);
    private final ActSprite headgear = sprite(image("GG"), 0, -2, 0, 0);

    @Test
    void headAndHeadgearSitOnTheBodysAnchor() {
        // Head: d = (0,-2) - (0,0) -> spans y -4..-3. Headgear: d = (0,-2) -> its row -3 moves to -5.
        assertThat(render(character())).isEqualTo(rows(
                "........",
                "...GG...",
                "...HH...",
                "...HH...",
                "...BB...",
                "...BB...",
                "...BB...",
                "...BB...",
                "........",
                "........"));
    }

    @Test
    void movingTheBodysAnchorMovesEverythingAttached() {
        body.act().animations().get(0).frames().get(0).anchors().get(0).setX(2);
        assertThat(render(character())).isEqualTo(rows(
                "........",
                ".....GG.",
                ".....HH.",
                ".....HH.",
                "...BB...",
                "...BB...",
                "...BB...",
                "...BB...",
                "........",
                "........"));
    }

    @Test
    void headgearAttachesToTheBodyNotToTheHead() {
        // The head's anchor moves to (0, 1): the head goes up by one (d = (0,-3)), the headgear stays where the
        // body puts it and is drawn over the head's top row.
        head.act().animations().get(0).frames().get(0).anchors().get(0).setY(1);
        assertThat(render(character()).subList(0, 5)).containsExactly(
                "........",
                "...GG...",
                "...HH...",
                "........",
                "...BB...");
    }

    @Test
    void partsBehindAreDrawnFirst() {
        head.act().animations().get(0).frames().get(0).anchors().get(0).setY(-1);
        // d = (0,-1): the head spans y -3..-2 and overlaps the body's top row.
        Composition front = Composition.builder(body, PartRole.BODY).front(head, PartRole.HEAD).build();
        Composition behind = Composition.builder(body, PartRole.BODY).behind(head, PartRole.HEAD).build();
        assertThat(render(front).subList(3, 5)).containsExactly("...HH...", "...HH...");
        assertThat(render(behind).subList(3, 5)).containsExactly("...HH...", "...BB...");
    }

    @Test
    void anyPartCanDriveAndTheBodyStaysTheBase() {
        // Editing the headgear with body and head as references behind it gives the same picture.
        Composition editingHeadgear = Composition.builder(headgear, PartRole.HEAD)
                .behind(body, PartRole.BODY).behind(head, PartRole.HEAD).build();
        assertThat(render(editingHeadgear)).isEqualTo(render(character()));
        List<PlacedPart> parts = editingHeadgear.place(0, 0);
        assertThat(parts).extracting(PlacedPart::driver).containsExactly(false, false, true);
        assertThat(parts.get(2).offsetX()).isZero();
        assertThat(parts.get(2).offsetY()).isEqualTo(-2);
    }

    @Test
    void withoutAnchorsNothingMoves() {
        head.act().animations().get(0).frames().get(0).anchors().clear();
        // The head is drawn where its own layer says: (0, -1) spans y -2..-1, over the body's top rows.
        assertThat(render(character()).subList(3, 7)).containsExactly(
                "........",
                "...HH...",
                "...HH...",
                "...BB...");
    }

    @Test
    void idleHeadFramesFollowTheBodysHeadDirection() {
        // Idle (action 0): body with 3 frames (one per head direction), head with 6 (3 directions x 2 steps).
        ActSprite body3 = framesOf(3);
        ActSprite head6 = framesOf(6);
        Composition c = Composition.builder(body3, PartRole.BODY).front(head6, PartRole.HEAD).build();
        assertThat(c.place(0, 0).get(1).frameIndex()).isZero();
        assertThat(c.place(0, 1).get(1).frameIndex()).isEqualTo(2);
        assertThat(c.place(0, 2).get(1).frameIndex()).isEqualTo(4);
        // As role OTHER the same sprite just loops with the driver's frame number.
        Composition other = Composition.builder(body3, PartRole.BODY).front(head6, PartRole.OTHER).build();
        assertThat(other.place(0, 2).get(1).frameIndex()).isEqualTo(2);
    }

    @Test
    void partsLackingTheActionAreLeftOut() {
        ActSprite shortAct = framesOf(1);
        Composition c = Composition.builder(body, PartRole.BODY).front(shortAct, PartRole.OTHER).build();
        assertThat(c.place(5, 0)).isEmpty();
        assertThat(c.place(0, 0)).hasSize(2);
    }

    @Test
    void hitTestsFindTheDriversLayersWhereTheyAreDrawn() {
        Composition editingHead = Composition.builder(head, PartRole.HEAD).behind(body, PartRole.BODY).build();
        // The head is drawn at y -4..-3 (moved up by 2); its own layer position alone would say -2..-1.
        assertThat(editingHead.driverLayerAt(0, 0, -0.5, -3.5)).isZero();
        assertThat(editingHead.driverLayerAt(0, 0, -0.5, -1.5)).isEqualTo(-1);
        assertThat(head.renderer().layerAt(head.frame(0, 0), 0, -2, -0.5, -3.5)).isZero();
    }

    @Test
    void boundsCoverEveryPart() {
        assertThat(character().bounds(0, 0)).hasValueSatisfying(b ->
                assertThat(FrameRenderer.pixelBounds(b)).isEqualTo(new Rectangle(-1, -5, 2, 7)));
    }

    private Composition character() {
        return Composition.builder(body, PartRole.BODY).front(head, PartRole.HEAD).front(headgear, PartRole.HEAD)
                .build();
    }

    private static List<String> render(Composition composition) {
        return letters(composition.renderToImage(0, 0, AREA));
    }

    /** A one-action, one-frame sprite: one layer showing {@code image} at (x, y), anchor at (ax, ay). */
    private static ActSprite sprite(dev.marionette.model.spr.IndexedImage image, int x, int y, int ax, int ay) {
        ActFrame frame = frame(layer(0, x, y));
        frame.anchors().add(new Anchor(ax, ay));
        ActAnimation animation = new ActAnimation();
        animation.frames().add(frame);
        ActDocument act = new ActDocument();
        act.animations().add(animation);
        return new ActSprite(act, sheet(image));
    }

    /** A sprite whose action 0 has {@code n} frames, each with a zero anchor. */
    private static ActSprite framesOf(int n) {
        ActAnimation animation = new ActAnimation();
        for (int i = 0; i < n; i++) {
            ActFrame frame = frame(layer(0, 0, 0));
            frame.anchors().add(new Anchor());
            animation.frames().add(frame);
        }
        ActDocument act = new ActDocument();
        act.animations().add(animation);
        return new ActSprite(act, sheet(image("A")));
    }
}
