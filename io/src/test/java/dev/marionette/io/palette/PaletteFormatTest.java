package dev.marionette.io.palette;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.testing.SprFixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Palettes saved as the game's .pal, JASC-PAL and GIMP .gpl, read back; malformed text palettes named exactly. */
class PaletteFormatTest {

    @TempDir
    Path dir;

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    private static Palette rgbOnly(Palette p) {
        int[] rgb = new int[256];
        for (int i = 0; i < 256; i++) {
            rgb[i] = p.argb(i) & 0xFFFFFF;
        }
        return Palette.fromRgb(rgb);
    }

    @ParameterizedTest
    @EnumSource(PaletteFormat.class)
    void everyFormatSavesAll256ColoursAndReadsBack(PaletteFormat format) throws IOException {
        Palette palette = SprFixtures.palette();
        Path file = dir.resolve("dye." + format.extension());
        format.save(palette, file);
        PaletteFiles.PaletteFile back = PaletteFiles.readFile(Files.readAllBytes(file), file.toString());
        assertThat(back.colours()).isEqualTo(256);
        assertThat(back.shortWarning()).isEmpty();
        if (format == PaletteFormat.RAGNAROK_PAL) {
            assertThat(Files.size(file)).isEqualTo(1024);
            assertThat(back.palette()).as("fourth bytes too").isEqualTo(palette);
        } else {
            assertThat(back.palette()).as("text formats hold R, G, B").isEqualTo(rgbOnly(palette));
        }
    }

    @Test
    void theTextFormatsLookAsTheirProgramsWriteThem() {
        Palette palette = SprFixtures.palette();
        String jasc = new String(PaletteFormat.JASC_PAL.bytes(palette, "x"), StandardCharsets.US_ASCII);
        assertThat(jasc).startsWith("JASC-PAL\r\n0100\r\n256\r\n255 255 255\r\n1 254 7\r\n");
        String gpl = new String(PaletteFormat.GIMP_GPL.bytes(palette, "body\nnovice"), StandardCharsets.UTF_8);
        assertThat(gpl).startsWith("GIMP Palette\nName: body novice\nColumns: 16\n#\n255 255 255\tIndex 0\n  1 254"
                + "   7\tIndex 1\n");
        assertThat(gpl.lines().count()).isEqualTo(4 + 256);
    }

    @Test
    void fileNamesChooseTheFormat() {
        assertThat(PaletteFormat.forFileName("a.GPL")).contains(PaletteFormat.GIMP_GPL);
        assertThat(PaletteFormat.forFileName("poring_1.pal")).contains(PaletteFormat.RAGNAROK_PAL);
        assertThat(PaletteFormat.forFileName("a.png")).isEmpty();
    }

    @Test
    void gimpPalettesSkipTheirHeaderCommentsAndColourNames() throws FormatException {
        String gpl = "GIMP Palette\nName: Dye 3\nColumns: 4\n# made by hand\n\n255   0 255\tMagenta\n  1\t2 3 my"
                + " colour\n#\n10 20 30\n";
        PaletteFiles.PaletteFile read = PaletteFiles.readFile(ascii(gpl), "dye.gpl");
        assertThat(read.colours()).isEqualTo(3);
        assertThat(read.palette().argb(1) & 0xFFFFFF).isEqualTo(0x010203);
        assertThat(read.palette().argb(2) & 0xFFFFFF).isEqualTo(0x0A141E);
        assertThat(read.shortWarning()).contains("dye.gpl: holds 3 colours (entries 0-2), not 256; entries 3-255"
                + " are black");
    }

    @Test
    void malformedGimpPalettesNameTheLineColumnAndField() {
        assertThatThrownBy(() -> PaletteFiles.read(ascii("GIMP Palette\nName: x\n1 2 3\n4 500 6\n"), "bad.gpl"))
                .isInstanceOf(FormatException.class)
                .hasMessage("bad.gpl: line 4, column 3, colour 1 green: expected a number 0-255, found \"500\"");
        assertThatThrownBy(() -> PaletteFiles.read(ascii("GIMP Palette\n7 8\n"), "short.gpl"))
                .hasMessage("short.gpl: line 2, column 4, colour 0 blue: expected a number 0-255, found the end of"
                        + " the line");
        assertThatThrownBy(() -> PaletteFiles.read(ascii("GIMP Palette\n1 two 3\n"), "word.gpl"))
                .hasMessageContaining("line 2, column 3, colour 0 green");
        assertThatThrownBy(() -> PaletteFiles.read(ascii("GIMP Palette\nName: empty\n"), "none.gpl"))
                .hasMessageContaining("none.gpl: line 2").hasMessageContaining("colours: expected at least one");
        assertThatThrownBy(() -> PaletteFiles.read(ascii("GIMP Palette\n" + "1 2 3\n".repeat(257)), "big.gpl"))
                .hasMessageContaining("big.gpl: line 258").hasMessageContaining("at most 256 colours");
    }

    @Test
    void malformedJascPalettesNameTheLineColumnAndField() {
        assertThatThrownBy(() -> PaletteFiles.read(ascii("JASC-PAL\r\n0200\r\n1\r\n1 2 3\r\n"), "v.pal"))
                .hasMessage("v.pal: line 2, column 1, JASC-PAL version: expected 0100, found \"0200\"");
        assertThatThrownBy(() -> PaletteFiles.read(ascii("JASC-PAL\n0100\nmany\n"), "c.pal"))
                .hasMessage("c.pal: line 3, column 1, colour count: expected a number, found \"many\"");
        assertThatThrownBy(() -> PaletteFiles.read(ascii("JASC-PAL\n0100\n300\n"), "n.pal"))
                .hasMessage("n.pal: line 3, column 1, colour count: expected 1 to 256, found 300");
        assertThatThrownBy(() -> PaletteFiles.read(ascii("JASC-PAL\n0100\n2\n1 2 3\n4 5 -6\n"), "x.pal"))
                .hasMessage("x.pal: line 5, column 5, colour 1 blue: expected a number 0-255, found \"-6\"");
        assertThatThrownBy(() -> PaletteFiles.read(ascii("JASC-PAL\n"), "cut.pal"))
                .hasMessageContaining("cut.pal: line 2, column 1, JASC-PAL version");
    }

    @Test
    void aShortJascPaletteWarnsAndAFullOneDoesNot() throws FormatException {
        PaletteFiles.PaletteFile one = PaletteFiles.readFile(ascii("JASC-PAL\n0100\n1\n9 9 9\n"), "one.pal");
        assertThat(one.shortWarning()).contains("one.pal: holds 1 colour (entry 0), not 256; entries 1-255 are"
                + " black");
        assertThat(PaletteFiles.readFile(new byte[1024], "full.pal").shortWarning()).isEmpty();
    }
}
