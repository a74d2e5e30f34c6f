package dev.marionette.io.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.Printable;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.sims.CmxReader;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, defect 8: error messages copied raw NUL bytes and bytes that are not UTF-8 from the file into the
 * terminal. They are written {@code \xNN} now; UTF-8 text in a file still reads as itself.
 */
class MessageEscapesTest {

    private static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object p : parts) {
            if (p instanceof String s) {
                out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
            } else {
                out.writeBytes((byte[]) p);
            }
        }
        return out.toByteArray();
    }

    @Test
    void aTokenWithBytesThatAreNotUtf8IsShownWithEscapes() {
        byte[] amc = bytes("1\nroot 1 2 x", new byte[] {(byte) 0xFE}, "y", new byte[] {(byte) 0xFF, 0},
                " 4 5 6\n");
        assertThatThrownBy(() -> AmcReader.read(amc, "x.amc", null)).isInstanceOf(FormatException.class)
                .hasMessage("x.amc: line 2, column 10, value 3 of root: expected a number, found \"x\\xfey\\xff\\x00\"")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\u0000", "\u00fe", "\u00ff"));
    }

    @Test
    void aNulInANumberIsEscaped() {
        byte[] amc = bytes("1\nroot 1 2", new byte[] {0}, "3 4 5 6\n");
        assertThatThrownBy(() -> AmcReader.read(amc, "x.amc", ReadOptions.STRICT, null))
                .hasMessageEndingWith("value 2 of root: expected a number, found \"2\\x003\"");
    }

    @Test
    void utf8TextStaysReadable() {
        assertThat(Printable.bytes(new String(bytes("Bj\u00f6rn"), StandardCharsets.ISO_8859_1))).isEqualTo(
                "Bj\u00f6rn");
        assertThat(Printable.bytes(new String(bytes("a\u20acb"), StandardCharsets.ISO_8859_1))).isEqualTo("a\u20acb");
        assertThat(Printable.bytes("caf\u00e9")).as("a lone Latin-1 byte is not UTF-8").isEqualTo("caf\\xe9");
        assertThat(Printable.bytes("tab\there\u001b[2J")).isEqualTo("tab\\x09here\\x1b[2J");
    }

    @Test
    void aCmxLineWithRawBytesIsEscaped() {
        byte[] cmx = bytes("// Character File\r\nversion 300\r\n1\r\nadult\r\nx", new byte[] {(byte) 0x90, 0x07},
                "\r\n");
        assertThatThrownBy(() -> CmxReader.read(cmx, "x.cmx", ReadOptions.STRICT))
                .hasMessageContaining("found \"x\\x90\\x07\"");
    }

    @Test
    void everyMessageAndWarningHasItsControlCharactersEscaped() {
        FormatException e = new FormatException("x", 3, "field\r\n", "a\u0000b", "c\u0085d\ud800");
        assertThat(e.getMessage()).isEqualTo("x: at offset 3 (0x3), field\\x0d\\x0a: expected a\\x00b, found"
                + " c\\x85d\\ud800");
        assertThat(new ReadWarning("x", 0, "f", "bell\u0007").detail()).isEqualTo("at offset 0 (0x0), f: bell\\x07");
    }
}
