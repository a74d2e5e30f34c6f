package dev.marionette.editor.ro.palette;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Copied colours as text other programs take, and such text read back. */
class PaletteClipboardTest {

    @Test
    void coloursGoOutAsHexLinesAndComeBackFromAnyText() {
        String text = PaletteClipboard.text(new int[] {0x102030, 0xFFFFFF});
        assertThat(text).isEqualTo(String.format("#102030%n#FFFFFF%n"));
        assertThat(PaletteClipboard.parse(text)).containsExactly(0x102030, 0xFFFFFF);
        assertThat(PaletteClipboard.parse("skin #a0b0c0, hair #0A0B0C and #12345 or #1234567"))
                .containsExactly(0xA0B0C0, 0x0A0B0C);
    }
}
