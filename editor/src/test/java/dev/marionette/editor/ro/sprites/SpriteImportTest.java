package dev.marionette.editor.ro.sprites;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.image.ImportedPicture;
import dev.marionette.io.image.SheetPaletteRule;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.IndexColorModel;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Pictures in and out of the sprite sheet: palette pictures drawn with the sheet's palette keep their indices. */
class SpriteImportTest {

    @TempDir
    Path dir;

    /** A palette whose entries 2, 3, 16 and 19 are all black, the rest distinct greys and colours. */
    static Palette duplicateBlacks() {
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

    static SpriteSheet sheet() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(duplicateBlacks());
        // 8 rows: the JDK's GIF reader loses rows of interlaced pictures only 2 rows high
        byte[] pixels = new byte[4 * 8];
        byte[] pattern = {0, 19, 2, 3, 16, (byte) 250, 0, 19, 7};
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = pattern[i % pattern.length];
        }
        sheet.indexedImages().add(new IndexedImage(4, 8, pixels));
        sheet.rgbaImages().add(new RgbaImage(2, 1, new int[] {0x80FF0000, 0x00000000}));
        return sheet;
    }

    private ImportedPicture roundTrip(BufferedImage picture, String format) throws Exception {
        Path file = dir.resolve("picture." + format);
        assertThat(ImageIO.write(picture, format, file.toFile())).as(format + " writer").isTrue();
        return SpriteImport.read(file);
    }

    @ParameterizedTest
    @ValueSource(strings = {"png", "gif", "bmp"})
    void anExportedIndexedImageComesBackWithTheSameIndices(String format) throws Exception {
        SpriteSheet sheet = sheet();
        ImportedPicture picture = roundTrip(SpriteImport.toPicture(sheet, ImageRef.indexed(0)), format);
        SpriteImport.Conversion back = SpriteImport.convert(picture, true, false, sheet.palette());
        assertThat(back.keptIndices()).isTrue();
        assertThat(back.image()).isEqualTo(sheet.indexedImages().get(0));
        assertThat(SpriteImport.convert(picture, true, true, sheet.palette()).image()).as("dithering too")
                .isEqualTo(sheet.indexedImages().get(0));
    }

    @Test
    void matchingByColourWouldMergeTheDuplicates() throws Exception {
        SpriteSheet sheet = sheet();
        ImportedPicture picture = roundTrip(SpriteImport.toPicture(sheet, ImageRef.indexed(0)), "png");
        IndexedImage matched = new PaletteMatcher(sheet.palette()).toIndexed(picture.argb(), false);
        assertThat(matched.index(1, 0)).as("what colour matching makes of 19").isEqualTo(2);
    }

    @Test
    void aPalettePictureWithOtherColoursIsMatchedAndSaysWhichEntryDiffers() {
        SpriteSheet sheet = sheet();
        int[] colours = new int[256];
        for (int i = 0; i < 256; i++) {
            colours[i] = sheet.palette().argb(i);
        }
        colours[0] &= 0xFFFFFF;
        colours[250] = 0xFF123456;
        BufferedImage picture = new BufferedImage(4, 8, BufferedImage.TYPE_BYTE_INDEXED,
                new IndexColorModel(8, 256, colours, 0, true, -1, DataBuffer.TYPE_BYTE));
        picture.getRaster().setDataElements(0, 0, 4, 8, sheet.indexedImages().get(0).pixels());
        SpriteImport.Conversion c = SpriteImport.convert(ImportedPicture.of("x.png", picture), true, false,
                sheet.palette());
        assertThat(c.keptIndices()).isFalse();
        assertThat(c.matchedReason()).contains("its entry 250 is #123456 where the sheet has "
                + String.format("#%06X", sheet.palette().argb(250) & 0xFFFFFF));
    }

    @Test
    void opaqueIndexZeroInAnotherColourAndTransparentEntriesAreNotTheSheetsPalette() {
        Palette palette = duplicateBlacks();
        int[] colours = new int[256];
        for (int i = 0; i < 256; i++) {
            colours[i] = palette.argb(i);
        }
        colours[0] = 0xFF000000;
        ImportedPicture opaqueZero = new ImportedPicture("a.bmp", new RgbaImage(1, 1, new int[] {colours[0]}),
                new byte[] {0}, colours.clone());
        assertThat(SheetPaletteRule.mismatch(opaqueZero, palette)).contains("its index 0 is opaque #000000, not"
                + " transparent");
        colours[0] = palette.argb(0);
        ImportedPicture sheetsZero = new ImportedPicture("b.bmp", new RgbaImage(1, 1, new int[] {colours[0]}),
                new byte[] {0}, colours.clone());
        assertThat(SheetPaletteRule.mismatch(sheetsZero, palette)).as("a BMP stores entry 0 in the sheet's colour")
                .isEmpty();
        colours[7] = 0x00000000;
        ImportedPicture clearSeven = new ImportedPicture("c.gif", new RgbaImage(1, 1, new int[] {0}),
                new byte[] {7}, colours.clone());
        assertThat(SheetPaletteRule.mismatch(clearSeven, palette)).contains("its entry 7 is transparent");
    }

    @Test
    void aShortenedPaletteQualifiesWhenTheEntriesUsedMatch() {
        Palette palette = duplicateBlacks();
        int[] colours = new int[20];
        for (int i = 0; i < colours.length; i++) {
            colours[i] = palette.argb(i);
        }
        colours[0] = 0;
        ImportedPicture picture = new ImportedPicture("short.png", new RgbaImage(3, 1, new int[3]),
                new byte[] {0, 19, 3}, colours);
        assertThat(SheetPaletteRule.mismatch(picture, palette)).isEmpty();
        assertThat(SpriteImport.convert(picture, true, false, palette).image())
                .isEqualTo(new IndexedImage(3, 1, new byte[] {0, 19, 3}));
    }

    @Test
    void rgbaImagesGoOutAndComeBackAsRgba() throws Exception {
        SpriteSheet sheet = sheet();
        BufferedImage out = SpriteImport.toPicture(sheet, ImageRef.rgba(0));
        assertThat(out.getColorModel().hasAlpha()).isTrue();
        ImportedPicture picture = roundTrip(out, "png");
        SpriteImport.Conversion c = SpriteImport.convert(picture, false, false, sheet.palette());
        assertThat(c.image()).isEqualTo(sheet.rgbaImages().get(0));
        assertThat(picture.hasPalette()).isFalse();
        assertThat(SpriteImport.convert(picture, true, false, sheet.palette()).matchedReason())
                .as("a true-colour picture is matched without excuses").isEmpty();
    }

    @Test
    void aGreyRampPaletteIsExportedAsAPalettePngAndComesBackWithItsIndices() throws Exception {
        int[] rgb = new int[256];
        for (int i = 0; i < 256; i++) {
            rgb[i] = i << 16 | i << 8 | i;
        }
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(Palette.fromRgb(rgb));
        sheet.indexedImages().add(new IndexedImage(2, 2, new byte[] {0, 1, (byte) 128, (byte) 255}));
        Path file = dir.resolve("grey.png");
        SpriteImport.writePng(sheet, ImageRef.indexed(0), file);
        ImportedPicture back = SpriteImport.read(file);
        assertThat(back.hasPalette()).as("a palette PNG, not grey and alpha").isTrue();
        SpriteImport.Conversion c = SpriteImport.convert(back, true, false, sheet.palette());
        assertThat(c.keptIndices()).isTrue();
        assertThat(c.image()).isEqualTo(sheet.indexedImages().get(0));
    }

    @Test
    void aGreyPngIsImportedWithTheGreysItHolds() throws Exception {
        BufferedImage grey = new BufferedImage(4, 1, BufferedImage.TYPE_BYTE_GRAY);
        int[] values = {0, 64, 128, 255};
        for (int x = 0; x < values.length; x++) {
            grey.getRaster().setSample(x, 0, 0, values[x]);
        }
        Path file = dir.resolve("grey.png");
        assertThat(ImageIO.write(grey, "png", file.toFile())).isTrue();
        SpriteImport.Conversion c = SpriteImport.convert(SpriteImport.read(file), false, false, null);
        assertThat(c.image()).as("not darkened by the JDK's grey colour space")
                .isEqualTo(new RgbaImage(4, 1, new int[] {0xFF000000, 0xFF404040, 0xFF808080, 0xFFFFFFFF}));
    }
}
