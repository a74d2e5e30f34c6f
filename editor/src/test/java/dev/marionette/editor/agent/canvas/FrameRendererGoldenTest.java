package dev.marionette.editor.agent.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentTestCharacters;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Golden pictures of frame compositing, written by hand as letters (see {@link AgentTestCharacters}): images
 * drawn last to first at their offsets, transparent pixels see-through, clipped at the frame's edge, mouths
 * drawn over the frame or in place of its topmost image.
 */
class FrameRendererGoldenTest {

    private final AgentCharacter c = AgentTestCharacters.wave();

    /** The picture as letters: '.' fully transparent, else the palette entry's letter. */
    private static List<String> letters(BufferedImage image) {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < image.getHeight(); y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < image.getWidth(); x++) {
                int argb = image.getRGB(x, y);
                if (argb >>> 24 == 0) {
                    row.append('.');
                    continue;
                }
                int index = -1;
                for (int i = 0; i < AgentTestCharacters.PALETTE.length; i++) {
                    if ((argb & 0xFFFFFF) == AgentTestCharacters.PALETTE[i]) {
                        index = i;
                    }
                }
                assertThat(argb >>> 24).as("opaque pixels are fully opaque").isEqualTo(0xFF);
                row.append((char) ('A' + index - 1));
            }
            rows.add(row.toString());
        }
        return rows;
    }

    private AgentFrame frame(int f) {
        return c.animations().get(0).frames().get(f);
    }

    @Test
    void theFirstImageIsOnTopAndImagesSitAtTheirOffsets() {
        assertThat(letters(FrameRenderer.render(c, frame(0), -1))).containsExactly(
                ".CCC..",
                ".AAAA.",
                ".ABAA.",
                ".AAAA.");
    }

    @Test
    void imagesAreClippedAtTheFrameEdgesOnEverySide() {
        assertThat(letters(FrameRenderer.render(c, frame(1), -1))).containsExactly(
                "......",
                "..AAAA",
                "..ABAA",
                "..AAAA");
        assertThat(letters(FrameRenderer.render(c, frame(2), -1))).containsExactly(
                "AAA...",
                "BAA...",
                "AAA...",
                "......");
    }

    @Test
    void aMouthIsDrawnOverTheFrame() {
        assertThat(letters(FrameRenderer.render(c, frame(0), 0))).containsExactly(
                ".CCC..",
                ".AAAA.",
                ".ABAA.",
                ".AEEA.");
    }

    @Test
    void aMouthThatReplacesTheTopImageLeavesItOut() {
        assertThat(letters(FrameRenderer.render(c, frame(0), 1))).containsExactly(
                "......",
                ".AAAA.",
                ".ADDA.",
                ".AAAA.");
    }

    @Test
    void aMouthTypeTheFrameLacksShowsThePlainFrame() {
        assertThat(letters(FrameRenderer.render(c, frame(0), 5))).isEqualTo(letters(FrameRenderer.render(c,
                frame(0), -1)));
    }

    @Test
    void theTransparentIndexDependsOnTheCharacterNotOnTheColour() {
        c.setTransparentIndex(1);
        assertThat(letters(FrameRenderer.render(c, frame(0), -1))).containsExactly(
                ".CCC..",
                "......",
                "..B...",
                "......");
    }
}
