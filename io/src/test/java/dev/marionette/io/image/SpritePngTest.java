package dev.marionette.io.image;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.testing.SprFixtures;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.junit.jupiter.api.Test;

/** SPR images as PNG files: palette PNGs exactly as the sheet has them, RGBA PNGs, empty images, grey pictures. */
class SpritePngTest {

    /** The chunks of a PNG by type (the first of each), their data. */
    static Map<String, byte[]> chunks(byte[] png) {
        Map<String, byte[]> chunks = new LinkedHashMap<>();
        int at = 8;
        while (at < png.length) {
            int length = ByteBuffer.wrap(png, at, 4).getInt();
            String type = new String(png, at + 4, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
            chunks.putIfAbsent(type, Arrays.copyOfRange(png, at + 8, at + 8 + length));
            at += 12 + length;
        }
        return chunks;
    }

    static Palette greyRamp() {
        int[] rgb = new int[256];
        for (int i = 0; i < 256; i++) {
            rgb[i] = i << 16 | i << 8 | i;
        }
        return Palette.fromRgb(rgb);
    }

    static IndexedImage everyIndex() {
        byte[] pixels = new byte[16 * 16];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (byte) i;
        }
        return new IndexedImage(16, 16, pixels);
    }

    @Test
    void anIndexedImageIsAPalettePngWithAll256ColoursAndOnlyIndexZeroTransparent() throws IOException {
        Palette palette = SprFixtures.palette();
        byte[] png = SpritePng.indexed(everyIndex(), palette);
        Map<String, byte[]> chunks = chunks(png);
        assertThat(chunks.get("IHDR")[8]).as("bit depth").isEqualTo((byte) 8);
        assertThat(chunks.get("IHDR")[9]).as("colour type: palette").isEqualTo((byte) 3);
        byte[] plte = chunks.get("PLTE");
        assertThat(plte).hasSize(768);
        for (int i = 0; i < 256; i++) {
            assertThat(new int[] {plte[i * 3] & 0xFF, plte[i * 3 + 1] & 0xFF, plte[i * 3 + 2] & 0xFF})
                    .containsExactly(palette.red(i), palette.green(i), palette.blue(i));
        }
        assertThat(chunks.get("tRNS")).containsExactly(0);
        ImportedPicture back = SpritePng.decode(png, PngHeader.read(png, "x.png"));
        assertThat(back.indices()).isEqualTo(everyIndex().pixels());
        assertThat(back.palette()).hasSize(256);
        assertThat(back.palette()[0]).isEqualTo(palette.argb(0) & 0xFFFFFF);
        assertThat(back.palette()[200]).isEqualTo(palette.argb(200));
    }

    @Test
    void aGreyRampPaletteStaysAPalettePng() throws IOException {
        // The JDK's writer left to itself stores such a palette as grey + alpha (colour type 4), losing the indices.
        byte[] png = SpritePng.indexed(everyIndex(), greyRamp());
        assertThat(chunks(png).get("IHDR")[9]).as("colour type").isEqualTo((byte) 3);
        ImportedPicture back = SpritePng.decode(png, PngHeader.read(png, "grey.png"));
        assertThat(SheetPaletteRule.firstMismatch(back, greyRamp())).isEmpty();
        assertThat(SheetPaletteRule.keepIndices(back)).isEqualTo(everyIndex());
    }

    @Test
    void rgbaKeepsPartialAlphaAndTheColourOfClearPixels() throws IOException {
        RgbaImage image = new RgbaImage(3, 1, new int[] {0x00123456, 0x80FEDCBA, 0xFF000001});
        byte[] png = SpritePng.rgba(image);
        assertThat(chunks(png).get("IHDR")[9]).as("colour type: RGBA").isEqualTo((byte) 6);
        ImportedPicture back = SpritePng.decode(png, PngHeader.read(png, "x.png"));
        assertThat(back.hasPalette()).isFalse();
        assertThat(back.argb()).isEqualTo(image);
    }

    @Test
    void imagesWithoutPixelsGoOutAsOneClearPixelAndComeBackWithTheirSize() throws IOException {
        for (IndexedImage empty : new IndexedImage[] {new IndexedImage(0, 0, new byte[0]),
            new IndexedImage(0, 7, new byte[0])}) {
            byte[] png = SpritePng.indexed(empty, SprFixtures.palette());
            PngHeader header = PngHeader.read(png, "e.png");
            assertThat(header.width()).isEqualTo(1);
            assertThat(header.text()).containsEntry(SpritePng.SIZE_KEYWORD, empty.width() + "x" + empty.height());
            assertThat(SheetPaletteRule.keepIndices(SpritePng.decode(png, header))).isEqualTo(empty);
        }
        RgbaImage empty = new RgbaImage(3, 0, new int[0]);
        byte[] png = SpritePng.rgba(empty);
        assertThat(SpritePng.decode(png, PngHeader.read(png, "e.png")).argb()).isEqualTo(empty);
    }

    @Test
    void aSizeTextOnAPixelThatShowsIsNotAnEmptyImage() throws IOException {
        byte[] png = SpritePng.indexed(new IndexedImage(0, 0, new byte[0]), SprFixtures.palette());
        // The same PNG, text chunk kept, with its one pixel painted index 5 (as a pixel editor might).
        ImageReader reader = ImageIO.getImageReadersByFormatName("png").next();
        reader.setInput(ImageIO.createImageInputStream(new ByteArrayInputStream(png)));
        IIOImage image = reader.readAll(0, null);
        ((BufferedImage) image.getRenderedImage()).getRaster().setSample(0, 0, 0, 5);
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.write(image);
        }
        byte[] painted = out.toByteArray();
        PngHeader header = PngHeader.read(painted, "p.png");
        assertThat(header.text()).containsKey(SpritePng.SIZE_KEYWORD);
        ImportedPicture back = SpritePng.decode(painted, header);
        assertThat(back.width()).isEqualTo(1);
        assertThat(back.indices()).containsExactly(5);
    }

    @Test
    void greyPicturesAreTakenAsStoredNotDarkenedByColourConversion() throws IOException {
        BufferedImage grey = new BufferedImage(256, 1, BufferedImage.TYPE_BYTE_GRAY);
        for (int x = 0; x < 256; x++) {
            grey.getRaster().setSample(x, 0, 0, x);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(grey, "png", out);
        byte[] png = out.toByteArray();
        ImportedPicture back = SpritePng.decode(png, PngHeader.read(png, "grey.png"));
        for (int x = 0; x < 256; x++) {
            assertThat(back.argb().argb(x, 0)).as("grey " + x).isEqualTo(0xFF00_0000 | x << 16 | x << 8 | x);
        }
    }

    @Test
    void fewerBitsPerIndexKeepTheIndicesAndTheShortPalette() throws IOException {
        byte[] r = new byte[16];
        byte[] g = new byte[16];
        byte[] b = new byte[16];
        for (int i = 0; i < 16; i++) {
            r[i] = (byte) (i * 16);
            g[i] = (byte) (255 - i);
            b[i] = (byte) i;
        }
        BufferedImage four = new BufferedImage(5, 2, BufferedImage.TYPE_BYTE_BINARY,
                new IndexColorModel(4, 16, r, g, b));
        for (int i = 0; i < 10; i++) {
            four.getRaster().setSample(i % 5, i / 5, 0, 15 - i);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(four, "png", out);
        byte[] png = out.toByteArray();
        PngHeader header = PngHeader.read(png, "four.png");
        assertThat(header.bitDepth()).isEqualTo(4);
        ImportedPicture back = SpritePng.decode(png, header);
        assertThat(back.indices()).containsExactly(15, 14, 13, 12, 11, 10, 9, 8, 7, 6);
        assertThat(back.palette()).as("as stored, not padded").hasSize(16);
        assertThat(back.palette()[15]).isEqualTo(0xFFF0F00F);
    }

    @Test
    void undecodablePixelsNameTheFileAndTheirOffset() throws IOException {
        byte[] png = SpritePng.rgba(new RgbaImage(2, 2, new int[] {1, 2, 3, 4}));
        PngHeader header = PngHeader.read(png, "broken.png");
        int idat = (int) header.pixelsOffset();
        Arrays.fill(png, idat + 8, idat + 14, (byte) 0x55);
        assertThatThrownBy(() -> SpritePng.decode(png, header)).isInstanceOf(FormatException.class)
                .hasMessageStartingWith("broken.png: at offset " + idat).hasMessageContaining("pixels (IDAT)");
    }
}
