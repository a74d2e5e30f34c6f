package dev.marionette.editor.agent;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;

/**
 * A palette taken from a PNG: an indexed (8-bit or fewer) PNG gives its colour table as it is, with its
 * transparent entry as the transparent index; another PNG gives its colours in the order they first appear,
 * when there are at most 256 of them, and the transparency colour (magenta) after them when there is room.
 */
final class PngPalette {

    /**
     * @param transparentIndex the index to use for transparency
     */
    record Result(int[] palette, int transparentIndex) {
    }

    private PngPalette() {
    }

    static Result read(Path file) throws IOException {
        BufferedImage image = ImageIO.read(file.toFile());
        if (image == null) {
            throw new IOException(file.getFileName() + " is not a picture Java can read");
        }
        if (image.getColorModel() instanceof IndexColorModel icm) {
            int n = Math.min(256, icm.getMapSize());
            int[] palette = new int[n];
            int transparent = icm.getTransparentPixel();
            for (int i = 0; i < n; i++) {
                palette[i] = icm.getRGB(i) & 0xFF_FFFF;
                if (transparent < 0 && icm.getAlpha(i) == 0) {
                    transparent = i;
                }
            }
            return withTransparency(palette, transparent);
        }
        Set<Integer> colours = new LinkedHashSet<>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int argb = image.getRGB(x, y);
                if (argb >>> 24 >= 128) {
                    colours.add(argb & 0xFF_FFFF);
                    if (colours.size() > 256) {
                        throw new IOException(file.getFileName() + " has more than 256 colours; a palette holds 256."
                                + " Save it as an indexed (8-bit) PNG first.");
                    }
                }
            }
        }
        if (colours.isEmpty()) {
            throw new IOException(file.getFileName() + " has no opaque colours to make a palette of");
        }
        List<Integer> list = new ArrayList<>(colours);
        return withTransparency(list.stream().mapToInt(Integer::intValue).toArray(), -1);
    }

    private static Result withTransparency(int[] palette, int transparent) {
        if (transparent >= 0) {
            return new Result(palette, transparent);
        }
        for (int i = 0; i < palette.length; i++) {
            if (palette[i] == 0xFF00FF) {
                return new Result(palette, i);
            }
        }
        if (palette.length < 256) {
            int[] more = java.util.Arrays.copyOf(palette, palette.length + 1);
            more[palette.length] = 0xFF00FF;
            return new Result(more, palette.length);
        }
        return new Result(palette, Math.min(10, palette.length - 1));
    }
}
