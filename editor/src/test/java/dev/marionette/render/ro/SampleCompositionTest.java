package dev.marionette.render.ro;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.testing.SampleSprites;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.PlayerAnimation;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The official novice body, head #2 and golden laurel composed as the client draws them (skipped without samples). */
class SampleCompositionTest {

    private ActSprite body;
    private ActSprite head;
    private ActSprite laurel;
    private Composition character;

    @BeforeEach
    void load() throws IOException {
        body = SampleSprites.sprite("body_novice_m");
        head = SampleSprites.sprite("head_2_m");
        laurel = SampleSprites.sprite("hg_golden_laurel_m");
        character = Composition.builder(body, PartRole.BODY).front(head, PartRole.HEAD).front(laurel, PartRole.HEAD)
                .build();
    }

    @Test
    void everyAttachedAnchorLandsOnTheBodysAnchorInEveryFrame() {
        int checked = 0;
        for (int action = 0; action < PlayerAnimation.ACTION_COUNT; action++) {
            for (int frame = 0; frame < body.frameCount(action); frame++) {
                List<PlacedPart> parts = character.place(action, frame);
                assertThat(parts).hasSize(3);
                Anchor bodyAnchor = parts.get(0).frame().anchors().get(0);
                for (PlacedPart part : parts.subList(1, 3)) {
                    Anchor own = part.frame().anchors().get(0);
                    assertThat(own.x() + part.offsetX()).as("action %d frame %d", action, frame).isEqualTo(bodyAnchor.x());
                    assertThat(own.y() + part.offsetY()).as("action %d frame %d", action, frame).isEqualTo(bodyAnchor.y());
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(2 * body.act().frameCount());
    }

    @Test
    void idleHeadsTurnWithTheBodysFrames() {
        // Body idle frames 0, 1, 2 are the head directions; the head shows the same frame number.
        int idleSouth = PlayerAnimation.IDLE.action(Direction.SOUTH);
        for (int frame = 0; frame < 3; frame++) {
            assertThat(character.place(idleSouth, frame).get(1).frameIndex()).isEqualTo(frame);
        }
    }

    @Test
    void headSitsOnTheNeckAndTheLaurelOnTheHead() {
        for (Direction direction : Direction.values()) {
            int action = PlayerAnimation.IDLE.action(direction);
            List<PlacedPart> parts = character.place(action, 0);
            Rectangle bodyBox = pixels(parts.get(0));
            Rectangle headBox = pixels(parts.get(1));
            Rectangle laurelBox = pixels(parts.get(2));
            // The head's lower part overlaps the body's top (the neck), and it is above the body's middle.
            assertThat(headBox.intersects(bodyBox)).as(direction.toString()).isTrue();
            assertThat(headBox.getCenterY()).as(direction.toString()).isLessThan(bodyBox.y + 8);
            assertThat(Math.abs(headBox.getCenterX() - bodyBox.getCenterX())).as(direction.toString()).isLessThan(8);
            // The laurel is a wreath around the head: its centre is inside the head's box.
            assertThat(headBox.contains(laurelBox.getCenterX(), laurelBox.getCenterY())).as(direction.toString())
                    .isTrue();
        }
    }

    @Test
    void composedPixelsAreTheHeadOverTheBody() {
        int action = PlayerAnimation.IDLE.action(Direction.SOUTH);
        Rectangle area = FrameRenderer.pixelBounds(character.bounds(action, 0).orElseThrow());
        BufferedImage all = character.renderToImage(action, 0, area);
        List<PlacedPart> parts = character.place(action, 0);
        BufferedImage bodyOnly = render(parts.get(0), area);
        BufferedImage headOnly = render(parts.get(1), area);
        BufferedImage laurelOnly = render(parts.get(2), area);
        int headPixels = 0;
        for (int y = 0; y < area.height; y++) {
            for (int x = 0; x < area.width; x++) {
                int expected = opaque(laurelOnly, x, y) ? laurelOnly.getRGB(x, y)
                        : opaque(headOnly, x, y) ? headOnly.getRGB(x, y) : bodyOnly.getRGB(x, y);
                assertThat(all.getRGB(x, y)).as("pixel (%d, %d)", x, y).isEqualTo(expected);
                headPixels += opaque(headOnly, x, y) ? 1 : 0;
            }
        }
        assertThat(headPixels).isGreaterThan(300);
    }

    @Test
    void officialBodyDirectionsFiveToSevenMirrorOneToThree() {
        // Idle and walk of the novice body: the eastern actions are the western ones mirrored about x = 0.
        for (PlayerAnimation animation : List.of(PlayerAnimation.IDLE, PlayerAnimation.WALK)) {
            for (Direction west : List.of(Direction.SOUTH_WEST, Direction.WEST, Direction.NORTH_WEST)) {
                int from = animation.action(west);
                int to = animation.action(west.mirrored());
                for (int frame = 0; frame < body.frameCount(from); frame++) {
                    assertMirrored(body.frame(from, frame), body.frame(to, frame), animation + " " + west + " " + frame);
                }
            }
        }
    }

    private void assertMirrored(ActFrame west, ActFrame east, String what) {
        Rectangle area = new Rectangle(-40, -90, 80, 100);
        BufferedImage a = body.renderer().renderToImage(west, area);
        BufferedImage b = body.renderer().renderToImage(east, area);
        for (int y = 0; y < area.height; y++) {
            for (int x = 0; x < area.width; x++) {
                assertThat(b.getRGB(area.width - 1 - x, y)).as("%s pixel (%d, %d)", what, x, y).isEqualTo(a.getRGB(x, y));
            }
        }
    }

    private static Rectangle pixels(PlacedPart part) {
        Rectangle2D bounds = FrameRenderer.union(part.layers()).orElseThrow();
        return FrameRenderer.pixelBounds(bounds);
    }

    private static BufferedImage render(PlacedPart part, Rectangle area) {
        BufferedImage image = new BufferedImage(area.width, area.height, BufferedImage.TYPE_INT_ARGB_PRE);
        var g = image.createGraphics();
        g.translate(-area.x, -area.y);
        FrameRenderer.paintLayers(g, part.layers());
        g.dispose();
        return image;
    }

    private static boolean opaque(BufferedImage image, int x, int y) {
        return image.getRGB(x, y) >>> 24 != 0;
    }
}
