package dev.marionette.io.palette;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.spr.Palette;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A folder of dye palettes: in counting order, filtered by name, bad files named and left out. */
class PaletteFolderTest {

    @TempDir
    Path dir;

    private static Palette grey(int level) {
        int[] rgb = new int[Palette.SIZE];
        java.util.Arrays.fill(rgb, level << 16 | level << 8 | level);
        return Palette.fromRgb(rgb);
    }

    @Test
    void palettesComeInCountingOrderAndBadOnesAreNamed() throws Exception {
        Files.write(dir.resolve("body_10.pal"), grey(10).toBytes());
        Files.write(dir.resolve("body_2.pal"), grey(2).toBytes());
        Files.write(dir.resolve("head_1.pal"), grey(1).toBytes());
        Files.write(dir.resolve("short.pal"), "JASC-PAL\r\n0100\r\n2\r\n1 2 3\r\n4 5 6\r\n".getBytes(
                StandardCharsets.US_ASCII));
        Files.write(dir.resolve("broken.pal"), new byte[] {1, 2, 3});
        Files.write(dir.resolve("notes.txt"), new byte[] {1});
        Files.createDirectories(dir.resolve("sub.pal"));

        PaletteFolder.Read all = PaletteFolder.read(dir, "");
        assertThat(all.palettes().stream().map(PaletteFiles.PaletteFile::source))
                .containsExactly("body_2.pal", "body_10.pal", "head_1.pal", "short.pal");
        assertThat(all.palettes().get(1).palette()).isEqualTo(grey(10));
        assertThat(all.problems()).hasSize(2);
        assertThat(all.problems().get(0)).startsWith("broken.pal: left out: ");
        assertThat(all.problems().get(1)).startsWith("short.pal: holds 2 colours");

        PaletteFolder.Read bodies = PaletteFolder.read(dir, "BODY");
        assertThat(bodies.palettes().stream().map(PaletteFiles.PaletteFile::source))
                .containsExactly("body_2.pal", "body_10.pal");
        assertThat(bodies.problems()).isEmpty();
    }
}
