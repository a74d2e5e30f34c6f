package dev.marionette.editor.ro.sprites;

import dev.marionette.io.FileBytes;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.image.ImportedPicture;
import dev.marionette.io.image.PngHeader;
import dev.marionette.io.image.SheetPaletteRule;
import dev.marionette.io.image.SpritePng;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import javax.imageio.ImageIO;

/**
 * Reads PNG, GIF and BMP pictures and makes SPR images of them, and writes SPR images as PNG pictures. An
 * indexed image is made from a palette picture drawn with the sheet's palette by keeping its indices
 * ({@link SheetPaletteRule}), from anything else by matching colours to the palette ({@link PaletteMatcher},
 * optionally dithered); an RGBA image takes the pixels as they are. Exported indexed images are palette PNGs
 * with the sheet's palette (index 0 transparent), so they come back with the same indices; RGBA images are
 * RGBA PNGs ({@link SpritePng}, which {@code sprite extract} writes too). PNGs of 8 bits or fewer are read by
 * {@link SpritePng} (the palette exactly as stored, grey values as stored); other pictures by the JDK. Reading
 * and writing run on a worker.
 */
public final class SpriteImport {

    private SpriteImport() {
    }

    /**
     * An SPR image made of a picture.
     *
     * @param image         an {@link IndexedImage} or an {@link RgbaImage}
     * @param keptIndices   an indexed image holding exactly the picture's indices
     * @param matchedReason for an indexed image matched by colour from a palette picture, why its indices could
     *                      not be kept; else empty
     */
    public record Conversion(Object image, boolean keptIndices, Optional<String> matchedReason) {
    }

    /** The picture in {@code file} (its first frame for an animated GIF). */
    public static ImportedPicture read(Path file) throws IOException {
        byte[] data = FileBytes.read(file, ReadOptions.STRICT);
        if (PngHeader.isPng(data)) {
            PngHeader header = PngHeader.read(data, String.valueOf(file.getFileName()));
            if (header.bitDepth() <= 8) {
                checkSize(file, header.width(), header.height());
                return SpritePng.decode(data, header);
            }
        }
        BufferedImage image = ImageIO.read(new java.io.ByteArrayInputStream(data));
        if (image == null) {
            throw new IOException(file.getFileName() + " is not a PNG, GIF or BMP picture this runtime can read.");
        }
        checkSize(file, image.getWidth(), image.getHeight());
        return ImportedPicture.of(String.valueOf(file.getFileName()), image);
    }

    private static void checkSize(Path file, int w, int h) throws IOException {
        if (w > 0xFFFF || h > 0xFFFF) {
            throw new IOException(file.getFileName() + " is " + w + "x" + h + "; SPR images are at most 65535 pixels"
                    + " wide and high.");
        }
    }

    /** The SPR image to add: RGBA as is, or indexed with {@code palette} (null palette: RGBA). */
    public static Conversion convert(ImportedPicture picture, boolean indexed, boolean dither, Palette palette) {
        if (!indexed || palette == null) {
            return new Conversion(picture.argb(), false, Optional.empty());
        }
        Optional<String> mismatch = SheetPaletteRule.mismatch(picture, palette);
        if (mismatch.isEmpty()) {
            return new Conversion(SheetPaletteRule.keepIndices(picture), true, Optional.empty());
        }
        IndexedImage matched = new PaletteMatcher(palette).toIndexed(picture.argb(), dither);
        return new Conversion(matched, false, picture.hasPalette() ? mismatch : Optional.empty());
    }

    /**
     * Image {@code ref} as a Java picture, for writers other than PNG (GIF, BMP): an indexed image as an 8-bit
     * palette picture with the sheet's 256 colours, index 0 transparent; an RGBA image as an ARGB picture. The
     * image must have pixels (an SPR may hold a 0 &times; 0 one, which no picture can show). PNG files are
     * written by {@link #writePng}, exactly.
     */
    public static BufferedImage toPicture(SpriteSheet sheet, ImageRef ref) {
        if (ref.type() == SpriteLayer.TYPE_INDEXED) {
            return indexedPicture(sheet.indexedImages().get(ref.index()), sheet.palette());
        }
        RgbaImage rgba = sheet.rgbaImages().get(ref.index());
        BufferedImage out = new BufferedImage(rgba.width(), rgba.height(), BufferedImage.TYPE_INT_ARGB);
        out.setRGB(0, 0, rgba.width(), rgba.height(), rgba.pixels(), 0, rgba.width());
        return out;
    }

    private static BufferedImage indexedPicture(IndexedImage image, Palette palette) {
        byte[] r = new byte[Palette.SIZE];
        byte[] g = new byte[Palette.SIZE];
        byte[] b = new byte[Palette.SIZE];
        byte[] a = new byte[Palette.SIZE];
        for (int i = 0; i < Palette.SIZE; i++) {
            r[i] = (byte) palette.red(i);
            g[i] = (byte) palette.green(i);
            b[i] = (byte) palette.blue(i);
            a[i] = (byte) (i == Palette.TRANSPARENT_INDEX ? 0 : 0xFF);
        }
        IndexColorModel model = new IndexColorModel(8, Palette.SIZE, r, g, b, a);
        BufferedImage out = new BufferedImage(image.width(), image.height(), BufferedImage.TYPE_BYTE_INDEXED, model);
        byte[] target = ((DataBufferByte) out.getRaster().getDataBuffer()).getData();
        System.arraycopy(image.pixels(), 0, target, 0, image.width() * image.height());
        return out;
    }

    /**
     * Writes image {@code ref} as a PNG file, atomically: an indexed image as an 8-bit palette PNG with the sheet's
     * 256 colours and index 0 transparent, exactly (whatever the palette looks like), an RGBA image as an RGBA PNG.
     */
    public static void writePng(SpriteSheet sheet, ImageRef ref, Path target) throws IOException {
        byte[] png = ref.type() == SpriteLayer.TYPE_INDEXED
                ? SpritePng.indexed(sheet.indexedImages().get(ref.index()), sheet.palette())
                : SpritePng.rgba(sheet.rgbaImages().get(ref.index()));
        SafeFileWriter.write(target, png);
    }
}
