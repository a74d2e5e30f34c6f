package dev.marionette.editor.ro.sprites;

import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Reads PNG, GIF and BMP pictures and makes SPR images of them: an RGBA image as it is, or an indexed one
 * matched to the sheet's palette ({@link PaletteMatcher}, optionally dithered). Reading runs on a worker.
 */
public final class SpriteImport {

    private SpriteImport() {
    }

    /** The picture in {@code file} as an RGBA image (its first frame for an animated GIF). */
    public static RgbaImage read(Path file) throws IOException {
        BufferedImage image = ImageIO.read(file.toFile());
        if (image == null) {
            throw new IOException(file.getFileName() + " is not a PNG, GIF or BMP picture this runtime can read.");
        }
        int w = image.getWidth();
        int h = image.getHeight();
        if (w > 0xFFFF || h > 0xFFFF) {
            throw new IOException(file.getFileName() + " is " + w + "x" + h + "; SPR images are at most 65535 pixels"
                    + " wide and high.");
        }
        return new RgbaImage(w, h, image.getRGB(0, 0, w, h, null, 0, w));
    }

    /** The SPR image to add: RGBA as is, or indexed with {@code palette} (null palette: RGBA). */
    public static Object convert(RgbaImage image, boolean indexed, boolean dither, Palette palette) {
        if (!indexed || palette == null) {
            return image;
        }
        return new PaletteMatcher(palette).toIndexed(image, dither);
    }

    /** A picture of an SPR image for export: its pixels with the palette applied, transparent where index 0 is. */
    public static BufferedImage toPicture(BufferedImage drawn) {
        BufferedImage out = new BufferedImage(drawn.getWidth(), drawn.getHeight(), BufferedImage.TYPE_INT_ARGB);
        out.getGraphics().drawImage(drawn, 0, 0, null);
        return out;
    }
}
