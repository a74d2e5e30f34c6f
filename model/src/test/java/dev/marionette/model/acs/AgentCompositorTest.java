package dev.marionette.model.acs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AgentCompositorTest {

    private static final int T = 0;

    private static AgentCharacter character() {
        AgentCharacter c = new AgentCharacter();
        c.setFrameSize(3, 2);
        c.setTransparentIndex(T);
        c.setPalette(new int[] {0xFF00FF, 0x112233, 0x445566, 0x778899});
        c.images().add(AgentImage.fromTopDown(2, 1, new byte[] {1, T}));     // 0: one opaque pixel
        c.images().add(AgentImage.fromTopDown(3, 2, new byte[] {2, 2, 2, 2, 2, 2}));   // 1: full
        c.images().add(AgentImage.fromTopDown(1, 1, new byte[] {3}));        // 2: mouth
        return c;
    }

    /** Top-down rows of a frame-size result. */
    private static byte[] topDown(byte[] px) {
        return new byte[] {px[4], px[5], px[6], px[0], px[1], px[2]};
    }

    @Test
    void theFirstImageIsOnTopAndTransparentPixelsAreSkipped() {
        AgentCharacter c = character();
        AgentFrame f = new AgentFrame();
        f.images().add(new AgentFrameImage(0, 1, 1));
        f.images().add(new AgentFrameImage(1, 0, 0));
        assertThat(topDown(AgentCompositor.renderFrame(c, f))).containsExactly(2, 2, 2, 2, 1, 2);
    }

    @Test
    void imagesAreClippedToTheFrame() {
        AgentCharacter c = character();
        byte[] px = AgentCompositor.compose(c, List.of(new AgentFrameImage(0, 2, -1), new AgentFrameImage(0, -1, 1)));
        assertThat(topDown(px)).containsExactly(T, T, T, T, T, T);
        px = AgentCompositor.compose(c, List.of(new AgentFrameImage(0, 2, 0), new AgentFrameImage(1, 1, 1)));
        assertThat(topDown(px)).containsExactly(T, T, 1, T, 2, 2);
    }

    @Test
    void aReplacingMouthLeavesOutTheTopImage() {
        AgentCharacter c = character();
        AgentFrame f = new AgentFrame();
        f.images().add(new AgentFrameImage(0, 0, 0));
        f.images().add(new AgentFrameImage(1, 0, 0));
        AgentMouth over = AgentMouth.of(0, false, 2, 2, 1, 0, 0);
        AgentMouth replacing = AgentMouth.of(0, true, 2, 2, 1, 0, 0);
        assertThat(topDown(AgentCompositor.renderWithMouth(c, f, over))).containsExactly(1, 2, 2, 2, 2, 3);
        assertThat(topDown(AgentCompositor.renderWithMouth(c, f, replacing))).containsExactly(2, 2, 2, 2, 2, 3);
    }

    @Test
    void argbUsesThePaletteAndMakesTheTransparentIndexClear() {
        AgentCharacter c = character();
        byte[] px = AgentCompositor.compose(c, List.of(new AgentFrameImage(0, 0, 0)));
        int[] argb = AgentCompositor.toArgb(c, px, 3, 2);
        assertThat(argb).containsExactly(0xFF112233, 0, 0, 0, 0, 0);
    }
}
