package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.image.SpritePng;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/** {@code sprite extract} and {@code sprite build} as a user runs them: exact round trips, one line per bad input. */
class SpriteCommandTest extends CommandLineTest {

    /** 256 colours with black at 2, 3, 16 and 19 (as the novice body has), entry 0 magenta, fourth bytes 0. */
    static Palette palette() {
        int[] rgb = new int[256];
        for (int i = 0; i < 256; i++) {
            rgb[i] = (i * 37 % 256) << 16 | i << 8 | (255 - i);
        }
        rgb[0] = 0xFF00FF;
        for (int i : new int[] {2, 3, 16, 19}) {
            rgb[i] = 0;
        }
        return Palette.fromRgb(rgb);
    }

    /** Two indexed images using the duplicate blacks and one RGBA image with partial alpha. */
    static SpriteSheet sheet() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(palette());
        sheet.indexedImages().add(new IndexedImage(4, 2, new byte[] {0, 2, 3, 16, 19, 0, 0, (byte) 255}));
        sheet.indexedImages().add(new IndexedImage(1, 1, new byte[] {19}));
        sheet.rgbaImages().add(new RgbaImage(2, 1, new int[] {0x80FF0000, 0x00123456}));
        return sheet;
    }

    private Path spr(String name, SpriteSheet sheet) throws IOException {
        return Files.write(dir.resolve(name), SprWriter.toBytes(sheet));
    }

    @Test
    void extractWritesPalettePngsAndThePalAndBuildGivesBackTheSameBytes() throws IOException {
        Path spr = spr("body.spr", sheet());
        Path folder = dir.resolve("body");
        assertThat(run("sprite", "extract", "-o", folder.toString(), spr.toString())).as(err).isZero();
        assertThat(this.out.strip()).isEqualTo(folder + ": 2 indexed and 1 RGBA images (body_0000.png to"
                + " body_0002.png), palette body.pal from " + spr);
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted())
                    .containsExactly("body.pal", "body_0000.png", "body_0001.png", "body_0002.png");
        }
        assertThat(Files.readAllBytes(folder.resolve("body.pal"))).isEqualTo(palette().toBytes());
        Path rebuilt = dir.resolve("rebuilt.spr");
        assertThat(run("sprite", "build", "-o", rebuilt.toString(), folder.toString())).as(err).isZero();
        assertThat(this.out.strip()).startsWith(rebuilt + ": version 0x201, 2 indexed and 1 RGBA images, palette"
                + " from " + folder.resolve("body.pal"));
        assertThat(Files.readAllBytes(rebuilt)).isEqualTo(Files.readAllBytes(spr));
        assertThat(err).isEmpty();
    }

    @Test
    void everySampleSheetComesBackByteForByte() throws IOException {
        Path folder = Samples.folder("ro");
        List<Path> sheets;
        try (Stream<Path> files = Files.list(folder)) {
            sheets = files.filter(p -> p.toString().toLowerCase().endsWith(".spr")).sorted().toList();
        }
        assertThat(sheets).isNotEmpty();
        for (Path spr : sheets) {
            Path extracted = dir.resolve(spr.getFileName() + ".d");
            assertThat(run("sprite", "extract", "-o", extracted.toString(), spr.toString())).as(spr + ": " + err)
                    .isZero();
            String version = String.format("0x%X", SprReader.read(spr).value().version());
            Path rebuilt = dir.resolve(spr.getFileName().toString());
            assertThat(run("sprite", "build", "--version", version, "-o", rebuilt.toString(), extracted.toString()))
                    .as(spr + ": " + err).isZero();
            assertThat(Files.readAllBytes(rebuilt)).as(spr.toString()).isEqualTo(Files.readAllBytes(spr));
        }
    }

    @Test
    void versionIsChosenOrTheNewest() throws IOException {
        Path folder = dir.resolve("v");
        assertThat(run("sprite", "extract", "-o", folder.toString(), spr("v.spr", sheet()).toString())).isZero();
        Path old = dir.resolve("old.spr");
        assertThat(run("sprite", "build", "--version", "0x200", "-o", old.toString(), folder.toString())).as(err)
                .isZero();
        assertThat(SprReader.read(old).value().version()).isEqualTo(0x200);
        assertThat(run("sprite", "build", "--version", "0x205", "-o", old.toString(), folder.toString())).isEqualTo(2);
        assertThat(err.strip()).isEqualTo("marionette sprite build: --version must be 0x200 or 0x201, not 0x205");
    }

    /** A PNG of these chunks with right CRCs. */
    private static byte[] png(String type, byte[] data) {
        ByteBuffer b = ByteBuffer.allocate(8 + 12 + data.length + 12);
        b.put(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
        for (Object[] chunk : new Object[][] {{type, data}, {"IEND", new byte[0]}}) {
            byte[] t = ((String) chunk[0]).getBytes(StandardCharsets.ISO_8859_1);
            byte[] d = (byte[]) chunk[1];
            CRC32 crc = new CRC32();
            crc.update(t);
            crc.update(d);
            b.putInt(d.length).put(t).put(d).putInt((int) crc.getValue());
        }
        return b.array();
    }

    private static byte[] ihdr(int width, int height, int depth, int colourType) {
        return ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) depth).put((byte) colourType)
                .put(new byte[3]).array();
    }

    /** Builds {@code folder} with {@code bad} added as {@code name}; expects exit 2 and one line naming it. */
    private void refused(String name, byte[] bad, String... said) throws IOException {
        Path folder = Files.createTempDirectory(dir, "bad-");
        assertThat(run("sprite", "extract", "-o", folder.toString(), spr("ok.spr", sheet()).toString())).isZero();
        Files.write(folder.resolve(name), bad);
        Path target = dir.resolve("never.spr");
        assertThat(run("sprite", "build", "-o", target.toString(), folder.toString())).as(err).isEqualTo(2);
        assertThat(err.strip().split("\\R")).singleElement().asString().startsWith(folder.resolve(name) + ": ")
                .contains(said);
        assertThat(target).doesNotExist();
    }

    @Test
    void badPicturesGetOneLineNamingTheFileAndExitTwo() throws IOException {
        refused("ok_0003.png", "GIF89a, not a PNG".getBytes(StandardCharsets.US_ASCII), "PNG signature",
                "(not a PNG)");
        refused("ok_0003.png", png("IHDR", ihdr(4, 4, 16, 2)), "bit depth", "16 bits: save it as an 8-bit PNG");
        refused("ok_0003.png", png("IHDR", ihdr(65536, 2, 8, 6)), "size", "65536x2");
        refused("ok_0001.png", SpritePng.indexed(new IndexedImage(256, 256, new byte[65536]), palette()), "size",
                "256x256 = 65536 pixels: save it as an RGBA PNG");
        refused("ok_0001.png", SpritePng.indexed(new IndexedImage(1, 1, new byte[] {19}),
                palette().withColor(19, 0x010101)), "palette entry 19", "its entry 19 is #010101 where");
    }

    @Test
    void aFolderOrSprThatIsNotThereOrNotAnSprIsOneLine() throws IOException {
        assertThat(run("sprite", "build", "-o", dir.resolve("x.spr").toString(), dir.resolve("none").toString()))
                .isEqualTo(2);
        assertThat(err.strip()).isEqualTo(dir.resolve("none") + ": not a folder");
        Path junk = Files.writeString(dir.resolve("junk.spr"), "AC nothing of a sprite");
        assertThat(run("sprite", "extract", "-o", dir.resolve("j").toString(), junk.toString())).isEqualTo(2);
        assertThat(err.strip().split("\\R")).singleElement().asString().startsWith(junk + ": at offset 0")
                .contains("signature");
        assertThat(dir.resolve("j")).doesNotExist();
    }

    @Test
    void extractWillNotMixTwoSheetsInOneFolder() throws IOException {
        Path folder = dir.resolve("shared");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("notes.txt"), "mine");
        Files.write(folder.resolve("other_0000.png"), new byte[] {1});
        assertThat(run("sprite", "extract", "-o", folder.toString(), spr("body.spr", sheet()).toString())).isEqualTo(1);
        assertThat(err.strip()).isEqualTo(folder + ": holds other_0000.png, which 'sprite build' would take in too;"
                + " extract into a new or empty folder");
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted()).containsExactly("notes.txt",
                    "other_0000.png");
        }
        Files.delete(folder.resolve("other_0000.png"));
        assertThat(run("sprite", "extract", "-o", folder.toString(), dir.resolve("body.spr").toString())).isZero();
        assertThat(run("sprite", "extract", "-o", folder.toString(), dir.resolve("body.spr").toString())).as(
                "extracting the same sheet again replaces its files").isZero();
    }

    @Test
    void aShortPaletteIsAWarningAndTheSheetIsBuilt() throws IOException {
        Path folder = dir.resolve("short");
        assertThat(run("sprite", "extract", "-o", folder.toString(), spr("s.spr", sheet()).toString())).isZero();
        StringBuilder gpl = new StringBuilder("GIMP Palette\n");
        for (int i = 0; i < 20; i++) {
            gpl.append(palette().red(i)).append(' ').append(palette().green(i)).append(' ')
                    .append(palette().blue(i)).append('\n');
        }
        Files.delete(folder.resolve("s.pal"));
        Files.writeString(folder.resolve("s.pal"), gpl);
        Files.write(folder.resolve("s_0000.png"), SpritePng.indexed(new IndexedImage(2, 1, new byte[] {3, 19}),
                palette()));
        assertThat(run("sprite", "build", "-o", dir.resolve("s2.spr").toString(), folder.toString())).as(err).isZero();
        assertThat(err.strip()).isEqualTo(folder + ": warning: " + folder.resolve("s.pal") + ": holds 20 colours"
                + " (entries 0-19), not 256; entries 20-255 are black");
    }
}
