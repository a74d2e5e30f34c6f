package dev.marionette.model.acs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AgentRegionTest {

    private static final int T = 9;

    /** Rows top-down as strings: '.' transparent, anything else opaque. */
    private static AgentImage image(String... rows) {
        int w = rows[0].length();
        byte[] px = new byte[w * rows.length];
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < w; x++) {
                px[y * w + x] = (byte) (rows[y].charAt(x) == '.' ? T : 1);
            }
        }
        return AgentImage.fromTopDown(w, rows.length, px);
    }

    private static AgentRegion region(String... rows) {
        return image(rows).generatedRegion(T);
    }

    @Test
    void anEmptyImageHasNoRectanglesAndAZeroBound() {
        AgentRegion r = region("....", "....");
        assertThat(r.count()).isZero();
        assertThat(r.bound()).containsExactly(0, 0, 0, 0);
        assertThat(r.rgnSize()).isZero();
    }

    @Test
    void runsPerRowAndIdenticalRowsMergeIntoBands() {
        AgentRegion r = region(
                ".XX..X",
                ".XX..X",
                "......",
                "XXXXXX",
                ".XX..X");
        assertThat(r.rects()).containsExactly(
                1, 0, 3, 2, 5, 0, 6, 2,
                0, 3, 6, 4,
                1, 4, 3, 5, 5, 4, 6, 5);
        assertThat(r.bound()).containsExactly(0, 0, 6, 5);
        assertThat(r.rgnSize()).isEqualTo(16 * 5);
        assertThat(r.contains(5, 1)).isTrue();
        assertThat(r.contains(4, 1)).isFalse();
        assertThat(r.contains(0, 2)).isFalse();
    }

    @Test
    void rowsSeparatedByAGapDoNotMerge() {
        assertThat(region("X.", "..", "X.").rects()).containsExactly(0, 0, 1, 1, 0, 2, 1, 3);
    }

    @Test
    void rowPaddingIsIgnored() {
        byte[] px = {1, 1, 1, 1, 1, T, 1, 1};
        assertThat(AgentRegion.fromPixels(2, 2, px, T).rects()).containsExactly(0, 0, 1, 1, 0, 1, 2, 2);
    }

    @Test
    void equalityComparesRectanglesBoundAndSize() {
        AgentRegion a = region("XX", ".X");
        AgentRegion stored = AgentRegion.of(a.rects(), a.bound(), 1234);
        assertThat(stored.sameArea(a)).isTrue();
        assertThat(stored).isNotEqualTo(a);
        assertThat(AgentRegion.of(a.rects(), a.bound(), a.rgnSize())).isEqualTo(a).hasSameHashCodeAs(a);
    }
}
