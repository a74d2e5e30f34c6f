package dev.marionette.editor.agent.shared;

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
 * A palette taken from a picture: an indexed (8-bit or fewer) PNG gives its colour table (its PLTE chunk, entry for
 * entry) with its first fully transparent entry (tRNS) as the transparent index; an indexed BMP or GIF its colour
 * table; another picture gives its opaque colours in the order they first appear, when there are at most 256 of
 * them. For a new character ({@link #read}), when no entry is transparent, the transparency colour (magenta) is
 * added after the colours if there is room; {@link #colours} gives the picture's colours alone.
 */
public final class PngPalette {

    /**
     * @param transparentIndex the index to use for transparency
     */
    public record Result(int[] palette, int transparentIndex) {
    }

    private PngPalette() {
    }

    /** The picture's colours ({@code 0xRRGGBB}, 1 to 256 of them), nothing added. */
    public static int[] colours(Path file) throws IOException {
        return scan(file).palette();
    }

    public static Result read(Path file) throws IOException {
        Result found = scan(file);
        return withTransparency(found.palette(), found.transparentIndex());
    }

    /** The colours and the first transparent entry (-1 for none) of the picture. */
    private static Result scan(Path file) throws IOException {
        Result indexed = plte(file);
        if (indexed != null) {
            return indexed;
        }
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
            return new Result(palette, transparent);
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
        return new Result(list.stream().mapToInt(Integer::intValue).toArray(), -1);
    }

    /** The PLTE and tRNS chunks of an indexed PNG, or null for a PNG without a palette. */
    private static Result plte(Path file) throws IOException {
        try (javax.imageio.stream.ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            java.util.Iterator<javax.imageio.ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
            if (readers == null || !readers.hasNext()) {
                throw new IOException(file.getFileName() + " is not a picture Java can read");
            }
            javax.imageio.ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, false);
                javax.imageio.metadata.IIOMetadata metadata = reader.getImageMetadata(0);
                if (metadata == null || !java.util.Arrays.asList(metadata.getMetadataFormatNames())
                        .contains("javax_imageio_png_1.0")) {
                    return null;
                }
                org.w3c.dom.Node root = metadata.getAsTree("javax_imageio_png_1.0");
                int[] palette = null;
                int transparent = -1;
                for (org.w3c.dom.Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
                    if (n.getNodeName().equals("PLTE")) {
                        List<Integer> entries = new ArrayList<>();
                        for (org.w3c.dom.Node e = n.getFirstChild(); e != null && entries.size() < 256;
                                e = e.getNextSibling()) {
                            entries.add(value(e, "red") << 16 | value(e, "green") << 8 | value(e, "blue"));
                        }
                        palette = entries.stream().mapToInt(Integer::intValue).toArray();
                    } else if (n.getNodeName().equals("tRNS")) {
                        org.w3c.dom.Node alphas = n.getFirstChild();
                        if (alphas != null && alphas.getNodeName().equals("tRNS_Palette")) {
                            for (org.w3c.dom.Node e = alphas.getFirstChild(); e != null; e = e.getNextSibling()) {
                                if (value(e, "alpha") == 0) {
                                    transparent = value(e, "index");
                                    break;
                                }
                            }
                        }
                    }
                }
                return palette == null || palette.length == 0 ? null : new Result(palette,
                        transparent < palette.length ? transparent : -1);
            } finally {
                reader.dispose();
            }
        }
    }

    private static int value(org.w3c.dom.Node n, String attribute) {
        org.w3c.dom.Node a = n.getAttributes() == null ? null : n.getAttributes().getNamedItem(attribute);
        try {
            return a == null ? 0 : Integer.parseInt(a.getNodeValue()) & 0xFF;
        } catch (NumberFormatException e) {
            return 0;
        }
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
