package dev.marionette.io.palette;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.marionette.io.FormatException;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.spr.Palette;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class PaletteFilesTest {

    @Test
    void ragnarokPalFilesAreTheSprPaletteLayoutFourthBytesKept() throws FormatException {
        byte[] pal = new byte[1024];
        pal[4] = 10;
        pal[5] = 20;
        pal[6] = 30;
        pal[7] = (byte) 255;
        Palette p = PaletteFiles.read(pal, "dye.pal");
        assertThat(p.argb(1) & 0xFFFFFF).isEqualTo(0x0A141E);
        assertThat(p.reserved(1)).isEqualTo(255);
    }

    @Test
    void adobeColourTablesWithAndWithoutACount() throws FormatException {
        byte[] act = new byte[772];
        act[3] = (byte) 0xFF;
        act[767] = 9;
        act[769] = 2;
        Palette two = PaletteFiles.read(act, "colours.act");
        assertThat(two.argb(1) & 0xFFFFFF).isEqualTo(0xFF0000);
        assertThat(two.argb(255) & 0xFFFFFF).as("only 2 colours count").isZero();
        Palette all = PaletteFiles.read(java.util.Arrays.copyOf(act, 768), "colours.act");
        assertThat(all.argb(255) & 0xFFFFFF).isEqualTo(9);
    }

    @Test
    void jascAndRiffPalettes() throws FormatException {
        String text = "JASC-PAL\r\n0100\r\n3\r\n255 0 255\r\n1 2 3\r\n250 251 252\r\n";
        Palette jasc = PaletteFiles.read(text.getBytes(StandardCharsets.US_ASCII), "gimp.pal");
        assertThat(jasc.argb(2) & 0xFFFFFF).isEqualTo(0xFAFBFC);
        byte[] riff = new byte[24 + 8];
        System.arraycopy("RIFF".getBytes(StandardCharsets.US_ASCII), 0, riff, 0, 4);
        System.arraycopy("PAL data".getBytes(StandardCharsets.US_ASCII), 0, riff, 8, 8);
        riff[16] = 12;
        riff[20] = 0;
        riff[21] = 3;
        riff[22] = 2;
        riff[28] = 7;
        riff[29] = 8;
        riff[30] = 9;
        Palette windows = PaletteFiles.read(riff, "win.pal");
        assertThat(windows.argb(1) & 0xFFFFFF).isEqualTo(0x070809);
        assertThatThrownBy(() -> PaletteFiles.read("JASC-PAL\n0100\n2\n1 2 3\n".getBytes(StandardCharsets.US_ASCII),
                "short.pal")).isInstanceOf(FormatException.class).hasMessageStartingWith("short.pal: line 3");
        assertThatThrownBy(() -> PaletteFiles.read(new byte[100], "odd.bin")).isInstanceOf(FormatException.class)
                .hasMessageContaining("odd.bin").hasMessageContaining("100 bytes");
    }

    @Test
    void filesSayHowManyColoursTheyHold() throws FormatException {
        String text = "JASC-PAL\n0100\n16\n" + "1 2 3\n".repeat(16);
        PaletteFiles.PaletteFile sixteen = PaletteFiles.readFile(text.getBytes(StandardCharsets.US_ASCII), "16.pal");
        assertThat(sixteen.colours()).isEqualTo(16);
        assertThat(sixteen.isShort()).isTrue();
        assertThat(sixteen.palette().argb(16) & 0xFFFFFF).as("the rest is black").isZero();
        byte[] act = new byte[772];
        act[769] = 2;
        assertThat(PaletteFiles.readFile(act, "two.act").colours()).isEqualTo(2);
        assertThat(PaletteFiles.readFile(new byte[768], "all.act").colours()).isEqualTo(256);
        PaletteFiles.PaletteFile pal = PaletteFiles.readFile(new byte[1024], "dye.pal");
        assertThat(pal.colours()).isEqualTo(256);
        assertThat(pal.isShort()).isFalse();
    }

    @Test
    void anSprGivesItsPalette() throws IOException {
        assumeTrue(Samples.rootOrNull() != null, "samples are not present");
        Path spr = Samples.folder("ro").resolve("mon_poring.spr");
        byte[] data = Files.readAllBytes(spr);
        assertThat(PaletteFiles.read(data, "mon_poring.spr"))
                .isEqualTo(SprReader.read(spr).value().palette());
    }
}
