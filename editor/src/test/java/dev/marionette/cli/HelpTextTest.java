package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Help laid out for 80 columns: words kept whole (".anim" too), hanging indents, aligned columns. */
class HelpTextTest {

    @Test
    void paragraphsWrapBetweenWordsWithAHangingIndent() {
        List<String> lines = HelpText.wrap("The Sims skills (CMX, BCF, CFP, The Sims Online .anim) and Gabriel Knight"
                + " 3 animations (ACT), and more words to go past eighty columns.", "  ", "      ");
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("  The Sims").hasSizeLessThanOrEqualTo(80);
        assertThat(lines.get(1)).startsWith("      ");
        assertThat(String.join(" ", lines).replaceAll("\\s+", " ")).contains("Online .anim)");
    }

    @Test
    void tablesAlignColumnsAndWrapTheLastUnderItself() {
        List<String> lines = HelpText.table(List.of(new String[] {"gif", ".gif", "Animated GIF"},
                new String[] {"sprite", ".act", "Sprite reference frames, a description long enough to wrap onto a"
                        + " second line"}), "    ");
        assertThat(lines.get(0)).isEqualTo("    gif     .gif  Animated GIF");
        assertThat(lines.get(1)).startsWith("    sprite  .act  Sprite reference frames,").hasSizeLessThanOrEqualTo(80);
        assertThat(lines.get(2)).startsWith(" ".repeat(18)).doesNotStartWith(" ".repeat(19));
    }

    @Test
    void listsBreakBetweenItemsOnly() {
        List<String> lines = HelpText.list(List.of("Gabriel Knight 3 ACT", "Acclaim ASF skeleton", "Acclaim AMC motion",
                "The Sims CMX (text)", "The Sims BCF (binary)"), ":", "  ");
        assertThat(lines).containsExactly("  Gabriel Knight 3 ACT, Acclaim ASF skeleton, Acclaim AMC motion,",
                "  The Sims CMX (text), The Sims BCF (binary):");
    }

    @Test
    void longLinesAreRewrappedKeepingTheirIndentAndPercentSignsSurvivePicocli() {
        String longLine = "  " + "word ".repeat(30).strip();
        assertThat(HelpText.rewrap(List.of("short", longLine))).hasSize(3).allSatisfy(l -> assertThat(l)
                .hasSizeLessThanOrEqualTo(80)).element(2).asString().startsWith("  word");
        assertThat(HelpText.forPicocli(List.of("100% done"))).containsExactly("100%% done");
    }
}
