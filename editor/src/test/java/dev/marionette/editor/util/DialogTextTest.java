package dev.marionette.editor.util;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Dialog messages wrap at words, each list item under its own indent, never inside a word. */
class DialogTextTest {

    @Test
    void longLinesWrapAtWordsAndIndentedItemsKeepTheirIndent() {
        String message = "Could not save wave.acs:\n4 files of the wave.acd project are missing or unreadable:"
                + " compiling would put placeholders (red crosses, silent sounds) in their place:\n"
                + "    Images\\0000.bmp\n    a very long item that goes on and on beyond the width of the dialog\n"
                + "Nothing was written.";
        assertThat(DialogText.wrap(message, 40)).isEqualTo("""
                Could not save wave.acs:
                4 files of the wave.acd project are
                missing or unreadable: compiling would
                put placeholders (red crosses, silent
                sounds) in their place:
                    Images\\0000.bmp
                    a very long item that goes on and on
                    beyond the width of the dialog
                Nothing was written.""");
        assertThat(DialogText.wrap("short\n\nlines", 40)).isEqualTo("short\n\nlines");
        assertThat(DialogText.wrap("a " + "x".repeat(50) + " b", 40)).isEqualTo("a\n" + "x".repeat(50) + "\nb");
    }
}
