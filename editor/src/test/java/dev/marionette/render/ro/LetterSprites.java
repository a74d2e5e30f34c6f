package dev.marionette.render.ro;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Tiny synthetic sprites for golden-image tests, written as letters: in images and in expected renderings
 * {@code '.'} is palette index 0 (transparent) and {@code 'A'..'Z'} are indices 1..26, each with its own
 * opaque colour. A rendering is read back as letters, {@code '.'} for fully transparent pixels and
 * {@code '?'} for anything that is not exactly one of the palette's colours.
 */
final class LetterSprites {

    /** The model rectangle rendered by {@link #render}: x and y in [-4, 4). */
    static final Rectangle AREA = new Rectangle(-4, -4, 8, 8);

    private LetterSprites() {
    }

    /** Colour of letter index {@code i} (1..26): distinct red and green ramps, blue constant. */
    static int rgb(int index) {
        return (index * 9) << 16 | (250 - index * 9) << 8 | 0x40;
    }

    /** The palette: index 0 is opaque magenta (it must still draw transparent), 1..26 the letters. */
    static Palette palette() {
        int[] colours = new int[Palette.SIZE];
        colours[0] = 0xFF00FF;
        for (int i = 1; i <= 26; i++) {
            colours[i] = rgb(i);
        }
        return Palette.fromRgb(colours);
    }

    /** An indexed image from rows of letters. */
    static IndexedImage image(String... rows) {
        int w = rows[0].length();
        byte[] pixels = new byte[w * rows.length];
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < w; x++) {
                char c = rows[y].charAt(x);
                pixels[y * w + x] = (byte) (c == '.' ? 0 : c - 'A' + 1);
            }
        }
        return new IndexedImage(w, rows.length, pixels);
    }

    /** A sheet with the letter palette and these indexed images. */
    static SpriteSheet sheet(IndexedImage... images) {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(palette());
        sheet.indexedImages().addAll(List.of(images));
        return sheet;
    }

    /** An indexed layer showing image {@code index} at (x, y). */
    static SpriteLayer layer(int index, int x, int y) {
        return new SpriteLayer(x, y, index, SpriteLayer.TYPE_INDEXED);
    }

    /** A frame of these layers. */
    static ActFrame frame(SpriteLayer... layers) {
        ActFrame frame = new ActFrame();
        frame.layers().addAll(List.of(layers));
        return frame;
    }

    /** Renders {@code frame} over {@link #AREA} and reads it back as letter rows. */
    static List<String> render(ActFrame frame, SpriteSheet sheet) {
        return letters(FrameRenderer.renderToImage(frame, sheet, AREA));
    }

    /** An image read back as letter rows. */
    static List<String> letters(BufferedImage image) {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < image.getHeight(); y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < image.getWidth(); x++) {
                row.append(letter(image.getRGB(x, y)));
            }
            rows.add(row.toString());
        }
        return rows;
    }

    private static char letter(int argb) {
        if (argb >>> 24 == 0) {
            return '.';
        }
        if (argb >>> 24 == 0xFF) {
            for (int i = 1; i <= 26; i++) {
                if ((argb & 0xFFFFFF) == rgb(i)) {
                    return (char) ('A' + i - 1);
                }
            }
        }
        return '?';
    }

    /** Expected rows, for readable assertions. */
    static List<String> rows(String... rows) {
        return List.of(rows);
    }

    /** The premultiplied ARGB value stored at (x, y), unconverted. */
    static int rawPremultiplied(BufferedImage image, int x, int y) {
        return ((int[]) image.getRaster().getDataElements(x, y, null))[0];
    }
}
