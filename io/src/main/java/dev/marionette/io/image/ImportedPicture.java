package dev.marionette.io.image;

import dev.marionette.model.spr.RgbaImage;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.awt.image.Raster;
import java.util.Objects;

/**
 * A picture read for import: its pixels as ARGB and, for a palette picture (an 8-bit or smaller indexed PNG,
 * a GIF, an indexed BMP), the index of every pixel and the picture's own palette, so that a picture drawn with
 * the sheet's palette can keep its indices exactly ({@link SheetPaletteRule}).
 *
 * @param name    the file name, for messages
 * @param argb    the pixels as ARGB, row by row
 * @param indices the palette index of every pixel, row by row, or null for a true-colour picture
 * @param palette the picture's palette as ARGB (alpha from its transparency), or null
 */
public record ImportedPicture(String name, RgbaImage argb, byte[] indices, int[] palette) {

    public ImportedPicture {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(argb, "argb");
        if ((indices == null) != (palette == null)) {
            throw new IllegalArgumentException("indices and palette come together");
        }
    }

    /** The picture in {@code image}; its indices and palette too when it is a palette picture. */
    public static ImportedPicture of(String name, BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        RgbaImage argb = new RgbaImage(w, h, image.getRGB(0, 0, w, h, null, 0, w));
        if (!(image.getColorModel() instanceof IndexColorModel icm) || icm.getMapSize() > 256
                || image.getRaster().getNumBands() != 1) {
            return new ImportedPicture(name, argb, null, null);
        }
        int[] palette = new int[icm.getMapSize()];
        icm.getRGBs(palette);
        Raster raster = image.getRaster();
        byte[] indices = new byte[w * h];
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            raster.getSamples(0, y, w, 1, 0, row);
            for (int x = 0; x < w; x++) {
                indices[y * w + x] = (byte) row[x];
            }
        }
        return new ImportedPicture(name, argb, indices, palette);
    }

    /** True for a palette picture. */
    public boolean hasPalette() {
        return indices != null;
    }

    public int width() {
        return argb.width();
    }

    public int height() {
        return argb.height();
    }
}
