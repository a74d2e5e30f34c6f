package dev.marionette.io.image;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.palette.PaletteFormat;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.SprFixtures;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** A sheet extracted to PNGs and a .pal, and built back: the same images, indices, palette and bytes. */
class SprImageFolderTest {

    @TempDir
    Path dir;

    /** Extracts {@code sheet} as {@code name} into a new folder and returns the folder. */
    private Path extract(SpriteSheet sheet, String name) throws IOException {
        Path folder = Files.createDirectories(dir.resolve(name + "-" + System.nanoTime()));
        for (Map.Entry<String, byte[]> f : SprImageFolder.extract(sheet, name).files().entrySet()) {
            Files.write(folder.resolve(f.getKey()), f.getValue());
        }
        return folder;
    }

    /** A palette whose entries 2, 3, 16 and 19 are all black, as the novice body's is. */
    static Palette duplicateBlacks() {
        byte[] bytes = SprFixtures.palette().toBytes();
        for (int i : new int[] {2, 3, 16, 19}) {
            bytes[i * 4] = 0;
            bytes[i * 4 + 1] = 0;
            bytes[i * 4 + 2] = 0;
        }
        return Palette.fromBytes(bytes);
    }

    static Stream<Arguments> fixtures() {
        SpriteSheet duplicates = SprFixtures.indexed(SprVersion.V2_1, true);
        duplicates.setPalette(duplicateBlacks());
        duplicates.indexedImages().add(new IndexedImage(4, 1, new byte[] {2, 3, 16, 19}));
        return Stream.of(
                Arguments.of("indexed with duplicate colours", duplicates),
                Arguments.of("indexed and RGBA, 0x200", SprFixtures.indexed(SprVersion.V2_0, true)),
                Arguments.of("RGBA only with a palette", SprFixtures.rgbaOnly(SprVersion.V2_1, true)),
                Arguments.of("RGBA only without a palette", SprFixtures.rgbaOnly(SprVersion.V2_1, false)),
                Arguments.of("RGBA only, 0x200", SprFixtures.rgbaOnly(SprVersion.V2_0, false)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void extractThenBuildGivesTheSameSheetAndBytes(String what, SpriteSheet sheet) throws IOException {
        Path folder = extract(sheet, "fixture");
        SprImageFolder.Built built = SprImageFolder.build(folder, sheet.version());
        assertThat(built.sheet()).isEqualTo(sheet);
        assertThat(built.sheet().hasPalette()).isEqualTo(sheet.hasPalette());
        assertThat(SprWriter.toBytes(built.sheet())).isEqualTo(SprWriter.toBytes(sheet));
        assertThat(built.warnings()).isEmpty();
    }

    @Test
    void theNamesFollowTheSheetOrderIndexedFirstAndThePaletteIsTheGamesFormat() throws IOException {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V2_1, true);
        SprImageFolder.Extracted extracted = SprImageFolder.extract(sheet, "body");
        assertThat(extracted.files().keySet()).containsExactly("body_0000.png", "body_0001.png", "body_0002.png",
                "body_0003.png", "body_0004.png", "body_0005.png", "body_0006.png", "body_0007.png", "body.pal");
        assertThat(PngHeader.read(extracted.files().get("body_0004.png"), "4").isPalette()).isTrue();
        assertThat(PngHeader.read(extracted.files().get("body_0005.png"), "5").isPalette()).as("RGBA image 0")
                .isFalse();
        assertThat(extracted.files().get("body.pal")).hasSize(1024).isEqualTo(sheet.palette().toBytes());
    }

    @Test
    void theDefaultVersionIsTheNewestAndAnOlderOneIsKept() throws IOException {
        SpriteSheet old = SprFixtures.indexed(SprVersion.V2_0, true);
        Path folder = extract(old, "old");
        assertThat(SprImageFolder.build(folder, null).sheet().version()).isEqualTo(SprVersion.V2_1);
        assertThat(SprWriter.toBytes(SprImageFolder.build(folder, SprVersion.V2_0).sheet()))
                .isEqualTo(SprWriter.toBytes(old));
    }

    @Test
    void imagesWhoseRunsOverflow0x201AreBuiltAs0x200UnlessAsked() throws IOException {
        // 255 x 257 alternating transparent and coloured pixels: about 98,000 run-length bytes.
        byte[] pixels = new byte[255 * 257];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (byte) (i % 2);
        }
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(SprFixtures.palette());
        sheet.indexedImages().add(new IndexedImage(255, 257, pixels));
        Path folder = extract(sheet, "noisy");
        SprImageFolder.Built built = SprImageFolder.build(folder, null);
        assertThat(built.sheet().version()).isEqualTo(SprVersion.V2_0);
        assertThat(built.warnings()).singleElement().asString().contains("noisy_0000.png").contains("0x201");
        assertThatThrownBy(() -> SprImageFolder.build(folder, SprVersion.V2_1)).isInstanceOf(FormatException.class)
                .hasMessageContaining("noisy_0000.png").hasMessageContaining("0x201 holds at most 65535");
    }

    @Test
    void aSheetWithoutPaletteGoesOutGreyAndComesBackWithItsIndices() throws IOException {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V1_0, false);
        SprImageFolder.Extracted extracted = SprImageFolder.extract(sheet, "v1");
        assertThat(extracted.notes()).singleElement().asString().contains("grey");
        assertThat(extracted.files()).doesNotContainKey("v1.pal");
        SpriteSheet back = SprImageFolder.build(extract(sheet, "v1"), null).sheet();
        assertThat(back.indexedImages()).isEqualTo(sheet.indexedImages());
    }

    static Stream<Arguments> samples() {
        return Samples.asArguments("ro", "spr");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void everySampleSheetComesBackByteForByte(Path spr) throws IOException {
        Samples.require(spr);
        byte[] original = Files.readAllBytes(spr);
        SpriteSheet sheet = SprReader.read(original, spr.toString());
        Path folder = extract(sheet, "sample");
        SprImageFolder.Built built = SprImageFolder.build(folder, sheet.version());
        assertThat(built.sheet()).isEqualTo(sheet);
        assertThat(SprWriter.toBytes(built.sheet())).as("every sample was written with the standard encoding")
                .isEqualTo(original);
    }

    @Test
    void aPalettePngWithOtherColoursThanThePalFileNamesItAndTheFirstIndex() throws IOException {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(SprFixtures.palette());
        sheet.indexedImages().add(new IndexedImage(3, 1, new byte[] {0, 9, 5}));
        Path folder = extract(sheet, "hat");
        Palette other = SprFixtures.palette().withColor(5, 0x123456).withColor(7, 0x654321);
        Files.write(folder.resolve("hat.pal"), PaletteFormat.RAGNAROK_PAL.bytes(other, "hat"));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null)).isInstanceOf(FormatException.class)
                .hasMessageStartingWith(folder.resolve("hat_0000.png") + ": at offset " + (41 + 15))
                .hasMessageContaining("palette entry 5: its entry 5 is " + SheetPaletteRule.hex(
                        SprFixtures.palette().argb(5)) + " where " + folder.resolve("hat.pal") + " has #123456");
        Files.write(folder.resolve("hat.pal"), PaletteFormat.RAGNAROK_PAL.bytes(SprFixtures.palette()
                .withColor(7, 0x654321), "hat"));
        assertThat(SprImageFolder.build(folder, null).sheet().indexedImages()).as("entry 7 is used by no pixel")
                .isEqualTo(sheet.indexedImages());
    }

    @Test
    void withoutAPalFileThePalettePngsMustAgreeWithEachOther() throws IOException {
        SpriteSheet a = new SpriteSheet();
        a.setPalette(SprFixtures.palette());
        a.indexedImages().add(new IndexedImage(2, 1, new byte[] {1, 5}));
        Path folder = extract(a, "x");
        Files.delete(folder.resolve("x.pal"));
        SpriteSheet b = new SpriteSheet();
        b.setPalette(SprFixtures.palette().withColor(5, 0xABCDEF));
        b.indexedImages().add(new IndexedImage(1, 1, new byte[] {5}));
        Files.write(folder.resolve("x_0001.png"), SprImageFolder.extract(b, "x").files().get("x_0000.png"));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null)).isInstanceOf(FormatException.class)
                .hasMessageContaining("x_0001.png").hasMessageContaining("its entry 5 is #ABCDEF where x_0000.png has");
    }

    @Test
    void thePaletteComesFromThePngsWhenThereIsNoPalFile() throws IOException {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V2_1, true);
        Path folder = extract(sheet, "nopal");
        Files.delete(folder.resolve("nopal.pal"));
        SprImageFolder.Built built = SprImageFolder.build(folder, null);
        assertThat(built.paletteSource()).isEqualTo("the PNGs");
        Palette rgbOnly = Palette.fromRgb(rgbOf(sheet.palette()));
        assertThat(built.sheet().palette()).as("the PNGs carry no fourth bytes").isEqualTo(rgbOnly);
        assertThat(built.sheet().indexedImages()).isEqualTo(sheet.indexedImages());
    }

    private static int[] rgbOf(Palette p) {
        int[] rgb = new int[256];
        for (int i = 0; i < 256; i++) {
            rgb[i] = p.argb(i) & 0xFFFFFF;
        }
        return rgb;
    }

    @Test
    void aShortPalFileIsAWarningNotAnError() throws IOException {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(SprFixtures.palette());
        sheet.indexedImages().add(new IndexedImage(2, 1, new byte[] {0, 1}));
        Path folder = extract(sheet, "s");
        StringBuilder jasc = new StringBuilder("JASC-PAL\r\n0100\r\n2\r\n");
        for (int i = 0; i < 2; i++) {
            Palette p = sheet.palette();
            jasc.append(p.red(i)).append(' ').append(p.green(i)).append(' ').append(p.blue(i)).append("\r\n");
        }
        Files.writeString(folder.resolve("s.pal"), jasc);
        SprImageFolder.Built built = SprImageFolder.build(folder, null);
        assertThat(built.warnings()).singleElement().asString().contains("s.pal").contains("holds 2 colours")
                .contains("entries 2-255 are black");
        assertThat(built.sheet().indexedImages()).isEqualTo(sheet.indexedImages());
    }

    @Test
    void badPngsAreRefusedNamingTheFileTheOffsetAndTheField() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("bad"));
        Path text = folder.resolve("a_0000.png");
        Files.writeString(text, "not a picture");
        assertThatThrownBy(() -> SprImageFolder.build(folder, null)).isInstanceOf(FormatException.class)
                .hasMessageStartingWith(text + ": at offset 0 (0x0), PNG signature");
        Files.delete(text);

        Path deep = folder.resolve("b_0000.png");
        Files.write(deep, PngHeaderTest.png("IHDR", PngHeaderTest.ihdr(2, 2, 16, 6), "IEND", new byte[0]));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null)).isInstanceOf(FormatException.class)
                .hasMessage(deep + ": at offset 24 (0x18), bit depth: expected 8 bits per channel or fewer (SPR"
                        + " images hold 8), found 16 bits: save it as an 8-bit PNG");
        Files.delete(deep);

        Path wide = folder.resolve("c_0000.png");
        Files.write(wide, PngHeaderTest.png("IHDR", PngHeaderTest.ihdr(70000, 1, 8, 6), "IEND", new byte[0]));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null)).hasMessageContaining(wide + ": at offset 16")
                .hasMessageContaining("size: expected at most 65535 x 65535 (SPR sizes are 16-bit), found 70000x1");
        Files.delete(wide);

        Path many = folder.resolve("d_0000.png");
        Files.write(many, SpritePng.indexed(new IndexedImage(300, 300, new byte[90000]), SprFixtures.palette()));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null)).hasMessageContaining(many.toString())
                .hasMessageContaining("at most 65535 pixels for a palette PNG")
                .hasMessageContaining("300x300 = 90000 pixels: save it as an RGBA PNG");
    }

    @Test
    void severalPalFilesAreAmbiguous() throws IOException {
        Path folder = extract(SprFixtures.indexed(SprVersion.V2_1, true), "two");
        Files.copy(folder.resolve("two.pal"), folder.resolve("dye.pal"));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null))
                .isInstanceOf(SprImageFolder.FolderException.class)
                .hasMessageContaining("holds 2 palette files (dye.pal, two.pal)");
    }

    @Test
    void aPalettePngAfterAnRgbaOneIsBuiltWithAWarningThatTheNumbersShift() throws IOException {
        Path folder = extract(SprFixtures.indexed(SprVersion.V2_1, true), "mix");
        // An RGBA picture where indexed image 2 was: the indexed images after it move down.
        Files.write(folder.resolve("mix_0002.png"), SpritePng.rgba(new RgbaImage(1, 1, new int[] {0xFF00FF00})));
        SprImageFolder.Built built = SprImageFolder.build(folder, null);
        assertThat(built.warnings()).singleElement().asString()
                .contains("mix_0003.png, a palette PNG, comes after the RGBA PNG mix_0002.png");
        assertThat(built.sheet().indexedImages()).hasSize(4);
        assertThat(built.sheet().rgbaImages()).hasSize(4);
    }

    @Test
    void picturesFromAPixelEditorWithTrueColourAndFewerIndexBitsAreTaken() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("edited"));
        BufferedImage rgb = new BufferedImage(2, 1, BufferedImage.TYPE_INT_RGB);
        rgb.setRGB(0, 0, 0x102030);
        rgb.setRGB(1, 0, 0xFFFFFF);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(rgb, "png", out);
        Files.write(folder.resolve("e_0000.png"), out.toByteArray());
        SpriteSheet built = SprImageFolder.build(folder, null).sheet();
        assertThat(built.hasPalette()).isFalse();
        assertThat(built.rgbaImages()).containsExactly(new RgbaImage(2, 1, new int[] {0xFF102030, 0xFFFFFFFF}));
    }

    @Test
    void aFolderWithoutPicturesIsRefusedNamingIt() throws IOException {
        Path empty = extract(SprFixtures.empty(SprVersion.V2_1), "empty");
        assertThatThrownBy(() -> SprImageFolder.build(empty, null))
                .isInstanceOf(SprImageFolder.FolderException.class)
                .hasMessage(empty + ": holds no PNG picture to build a sheet of ('sprite extract' writes"
                        + " NAME_0000.png, NAME_0001.png... and NAME.pal)");
        Files.writeString(empty.resolve("notes.txt"), "not a picture");
        Files.write(empty.resolve("x.pal"), PaletteFormat.RAGNAROK_PAL.bytes(SprFixtures.palette(), "x"));
        assertThatThrownBy(() -> SprImageFolder.build(empty, null)).hasMessageContaining("holds no PNG picture");
    }

    @Test
    void gapsAndRepeatsInThePictureNumbersAreRefusedWithTheirNames() throws IOException {
        Path folder = extract(fourIndexed(), "s");
        assertThat(SprImageFolder.build(folder, null).sheet().indexedImages()).hasSize(4);
        Files.move(folder.resolve("s_0001.png"), folder.resolve("moved.png.bak"));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null))
                .isInstanceOf(SprImageFolder.FolderException.class)
                .hasMessage(folder + ": the numbers ending the PNGs' names are the image numbers ACT layers use, so"
                        + " they must run from 0 without gaps or repeats: s_0001.png is missing (after s_0000.png)");
        Files.move(folder.resolve("moved.png.bak"), folder.resolve("s_0001.png"));
        Files.copy(folder.resolve("s_0002.png"), folder.resolve("copy of s_2.png"));
        Files.delete(folder.resolve("s_0000.png"));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null))
                .hasMessageEndingWith("s_0000.png is missing (picture numbers start at 0); copy of s_2.png and"
                        + " s_0002.png are all picture 2");
        Files.delete(folder.resolve("copy of s_2.png"));
        Files.copy(folder.resolve("s_0001.png"), folder.resolve("s_0000.png"));
        Files.copy(folder.resolve("s_0001.png"), folder.resolve("cover.png"));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null))
                .hasMessageEndingWith("cover.png has no picture number while the others do (s_0000.png)");
        Files.delete(folder.resolve("cover.png"));
        Files.move(folder.resolve("s_0003.png"), folder.resolve("s_0009.png"));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null))
                .hasMessageEndingWith("s_0003.png to s_0008.png are missing (after s_0002.png)");
    }

    /** Four indexed images of different sizes, with a palette. */
    private static SpriteSheet fourIndexed() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(SprFixtures.palette());
        for (int i = 1; i <= 4; i++) {
            sheet.indexedImages().add(new IndexedImage(i, 1, new byte[i]));
        }
        return sheet;
    }

    @Test
    void picturesAreTakenInTheOrderOfTheirNumbersWhateverTheirNamesSay() throws IOException {
        SpriteSheet sheet = fourIndexed();
        Path folder = extract(sheet, "s");
        // Renamed by hand in another tool: the numbers stay, the words before them differ.
        Files.move(folder.resolve("s_0000.png"), folder.resolve("z_walk_0.png"));
        Files.move(folder.resolve("s_0003.png"), folder.resolve("a_3.png"));
        assertThat(SprImageFolder.build(folder, null).sheet()).isEqualTo(sheet);
    }

    @Test
    void aDamagedChunkIsRefusedNamingItsCrc() throws IOException {
        Path folder = extract(SprFixtures.indexed(SprVersion.V2_1, true), "c");
        Path png = folder.resolve("c_0001.png");
        byte[] bytes = Files.readAllBytes(png);
        // The last chunk is IEND (12 bytes); the CRC of the one before it (IDAT) ends 12 bytes from the end.
        bytes[bytes.length - 13] ^= 0x40;
        Files.write(png, bytes);
        assertThatThrownBy(() -> SprImageFolder.build(folder, null)).isInstanceOf(FormatException.class)
                .hasMessageStartingWith(png + ": at offset " + (bytes.length - 16) + " (0x"
                        + Integer.toHexString(bytes.length - 16) + "), IDAT chunk CRC: expected ")
                .hasMessageEndingWith("(the chunk is damaged)");
    }

    @Test
    void picturesThatNeedMoreMemoryThanThereIsAreRefusedBeforeAnyIsDecoded() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("big"));
        // 4000 x 4000 RGBA: 61 MiB once decoded, a few bytes as a file.
        Files.write(folder.resolve("big_0000.png"), PngHeaderTest.png("IHDR", PngHeaderTest.ihdr(4000, 4000, 8, 6),
                "IDAT", new byte[] {1, 2, 3}, "IEND", new byte[0]));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null, 100L << 20))
                .isInstanceOf(SprImageFolder.FolderException.class)
                .hasMessage(folder + ": its 1 picture needs about 139 MiB of memory once decoded (the largest,"
                        + " big_0000.png, 62 MiB), more than the 100 MiB Java has left here; give it more with"
                        + " JAVA_OPTS=-Xmx... (e.g. -Xmx512m)");
        // With the memory, the header passes and decoding is what refuses these three bytes of pixels.
        assertThatThrownBy(() -> SprImageFolder.build(folder, null, 1L << 30)).isInstanceOf(FormatException.class)
                .hasMessageContaining("pixels (IDAT)");
    }

    @Test
    void aSheetLargerThanMarionetteReadsBackIsRefusedBeforeAnyPictureIsDecoded() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("huge"));
        // 4096 x 4096 RGBA: 64 MiB of pixels stored as they are, past the 64 MiB a file is read within.
        Files.write(folder.resolve("huge_0000.png"), PngHeaderTest.png("IHDR", PngHeaderTest.ihdr(4096, 4096, 8,
                6), "IDAT", new byte[] {1, 2, 3}, "IEND", new byte[0]));
        assertThatThrownBy(() -> SprImageFolder.build(folder, null, 1L << 30))
                .isInstanceOf(SprImageFolder.FolderException.class)
                .hasMessage(folder + ": the SPR would be at least 67108876 bytes, more than the 67108864 bytes (64"
                        + " MiB) Marionette reads back, so it could not be opened or extracted again: huge_0000.png"
                        + " alone holds 67108864 bytes of pixels");
    }

    @Test
    void namesAreInCountingOrder() {
        List<String> names = new ArrayList<>(List.of("b_10000.png", "b_9999.png", "B_0002.png", "b_0001.png",
                "a.png"));
        names.sort(SprImageFolder::compareNames);
        assertThat(names).containsExactly("a.png", "b_0001.png", "B_0002.png", "b_9999.png", "b_10000.png");
    }
}
