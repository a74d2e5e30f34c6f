package dev.marionette.model.acclaim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Lines keep their bytes; a token replaced leaves everything around it as it was. */
class TextEditsTest {

    @Test
    void textLinesKeepEveryTerminatorAndReplaceOneToken() {
        TextLines lines = TextLines.of("a b\r\n  (x, y)  # z\rlast");
        assertThat(lines.size()).isEqualTo(3);
        assertThat(lines.tokens(1)).containsExactly("x", "y");
        assertThat(lines.withToken(1, 1, "longer").text()).isEqualTo("a b\r\n  (x, longer)  # z\rlast");
        assertThat(lines.text()).isEqualTo("a b\r\n  (x, y)  # z\rlast");
        assertThat(lines.content(0)).isEqualTo("a b");
    }

    @Test
    void lineTextReplacesATokenKeepingSpacesAndTheLinesBefore() {
        byte[] data = "\n\nlfemur  1 2\t3 \r\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        LineText line = new LineText(data, 0, 2, data.length);
        assertThat(line.line()).isEqualTo("lfemur  1 2\t3 ");
        assertThat(line.withToken(2, "-12.5").toString()).isEqualTo("\n\nlfemur  1 -12.5\t3 \r\n");
        assertThat(line.withToken(0, "thigh").toString()).isEqualTo("\n\nthigh  1 2\t3 \r\n");
        assertThat(line.withToken(0, "thigh").line()).isEqualTo("thigh  1 2\t3 ");
        assertThat(line.length()).isEqualTo(data.length);
    }
}
