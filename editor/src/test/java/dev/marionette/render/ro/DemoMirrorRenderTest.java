package dev.marionette.render.ro;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.DemoCharacter;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.MonsterAnimation;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The demo's eastern directions, drawn by the renderer, are the western ones mirrored about x = 0, pixel for
 * pixel, in every frame of every animation. This checks the demo's mirrored layers (flag, odd-width shift,
 * reversed rotations) and the renderer's UV-flip mirror against each other.
 */
class DemoMirrorRenderTest {

    /** Symmetric about x = 0 (columns -48..47) and tall enough for the whole character. */
    private static final Rectangle AREA = new Rectangle(-48, -64, 96, 80);

    private final ActSprPair demo = DemoCharacter.create();
    private final FrameRenderer renderer = new FrameRenderer(demo.sheet());

    @Test
    void easternDirectionsAreExactMirrorsOfWesternOnes() {
        int frames = 0;
        for (MonsterAnimation animation : MonsterAnimation.values()) {
            for (Direction west : List.of(Direction.SOUTH_WEST, Direction.WEST, Direction.NORTH_WEST)) {
                List<ActFrame> westFrames = demo.act().animations().get(animation.action(west)).frames();
                List<ActFrame> eastFrames = demo.act().animations().get(animation.action(west.mirrored())).frames();
                for (int f = 0; f < westFrames.size(); f++) {
                    BufferedImage a = renderer.renderToImage(westFrames.get(f), AREA);
                    BufferedImage b = renderer.renderToImage(eastFrames.get(f), AREA);
                    assertThat(drawnPixels(a)).as("%s %s frame %d draws", animation, west, f).isGreaterThan(400);
                    assertMirrored(a, b, animation + " " + west + " frame " + f);
                    frames++;
                }
            }
        }
        assertThat(frames).isEqualTo(3 * 20);
    }

    @Test
    void everyDemoFrameFitsTheArea() {
        for (var action : demo.act().animations()) {
            for (ActFrame frame : action.frames()) {
                Rectangle bounds = FrameRenderer.pixelBounds(renderer.bounds(frame, 0, 0).orElseThrow());
                assertThat(AREA.contains(bounds)).as("%s", bounds).isTrue();
            }
        }
    }

    @Test
    void westAndEastDifferSoTheMirrorTestMeansSomething() {
        int walk = MonsterAnimation.WALK.action(Direction.WEST);
        BufferedImage west = renderer.renderToImage(demo.act().animations().get(walk).frames().get(0), AREA);
        BufferedImage sameFrame = renderer.renderToImage(demo.act().animations().get(walk).frames().get(0), AREA);
        assertThat(mismatches(west, sameFrame, false)).isZero();
        assertThat(mismatches(west, sameFrame, true)).isGreaterThan(100);
    }

    private static void assertMirrored(BufferedImage west, BufferedImage east, String what) {
        assertThat(mismatches(west, east, true)).as(what).isZero();
    }

    private static int mismatches(BufferedImage a, BufferedImage b, boolean mirrored) {
        int count = 0;
        int w = a.getWidth();
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < w; x++) {
                if (a.getRGB(x, y) != b.getRGB(mirrored ? w - 1 - x : x, y)) {
                    count++;
                }
            }
        }
        return count;
    }

    private static int drawnPixels(BufferedImage image) {
        int count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                count += image.getRGB(x, y) >>> 24 != 0 ? 1 : 0;
            }
        }
        return count;
    }
}
