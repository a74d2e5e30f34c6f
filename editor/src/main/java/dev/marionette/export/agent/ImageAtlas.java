package dev.marionette.export.agent;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * The pictures of a web character for the player: every image a frame or a mouth overlay uses, once, in one
 * 8-bit PNG in the character's palette (its transparent colour transparent), as the player draws them: at
 * their offsets, like Agent. Each image is cut to the box of its visible pixels, and images with the same
 * pixels share one place. An image's entry is {@code [x, y, width, height, dx, dy]}: where its visible box
 * lies in the atlas, and where that box lies in the image. Boxes are packed in shelves, tallest first, the
 * atlas about square.
 */
final class ImageAtlas {

    /** Where each image of the character is: {x, y, w, h, dx, dy}, or null when nothing of it is drawn. */
    private final int[][] entries;
    private final BufferedImage image;

    private ImageAtlas(int[][] entries, BufferedImage image) {
        this.entries = entries;
        this.image = image;
    }

    /** The box of an image's visible pixels and those pixels, top row first. */
    private record Cut(int dx, int dy, int width, int height, byte[] pixels) {
        Key key() {
            return new Key(width, height, pixels, Arrays.hashCode(pixels));
        }
    }

    private record Key(int width, int height, byte[] pixels, int hash) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && width == k.width && height == k.height && hash == k.hash
                    && Arrays.equals(pixels, k.pixels);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** The atlas of the images {@code used} marks (indices into the character's images). */
    static ImageAtlas of(AgentCharacter c, BitSet used) {
        int transparent = c.transparentIndex();
        List<AgentImage> images = c.images();
        int[][] entries = new int[images.size()][];
        Map<Key, Integer> placed = new HashMap<>();
        List<Cut> distinct = new ArrayList<>();
        int[] slot = new int[images.size()];
        Arrays.fill(slot, -1);
        for (int i = used.nextSetBit(0); i >= 0 && i < images.size(); i = used.nextSetBit(i + 1)) {
            Cut cut = cut(images.get(i), transparent);
            if (cut == null) {
                continue;
            }
            Integer known = placed.putIfAbsent(cut.key(), distinct.size());
            if (known == null) {
                known = distinct.size();
                distinct.add(cut);
            }
            slot[i] = known;
            entries[i] = new int[] {0, 0, cut.width(), cut.height(), cut.dx(), cut.dy()};
        }
        int[][] at = pack(distinct);
        int width = 1;
        int height = 1;
        for (int k = 0; k < distinct.size(); k++) {
            width = Math.max(width, at[k][0] + distinct.get(k).width());
            height = Math.max(height, at[k][1] + distinct.get(k).height());
        }
        BufferedImage atlas = new BufferedImage(width, height, BufferedImage.TYPE_BYTE_INDEXED, colours(c));
        byte[] data = ((DataBufferByte) atlas.getRaster().getDataBuffer()).getData();
        Arrays.fill(data, (byte) transparent);
        for (int k = 0; k < distinct.size(); k++) {
            Cut cut = distinct.get(k);
            for (int y = 0; y < cut.height(); y++) {
                System.arraycopy(cut.pixels(), y * cut.width(), data, (at[k][1] + y) * width + at[k][0], cut.width());
            }
        }
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] != null) {
                entries[i][0] = at[slot[i]][0];
                entries[i][1] = at[slot[i]][1];
            }
        }
        return new ImageAtlas(entries, atlas);
    }

    /** The visible part of an image, or null when it shows nothing. */
    private static Cut cut(AgentImage image, int transparent) {
        if (!image.isPresent() || image.width() == 0 || image.height() == 0) {
            return null;
        }
        int w = image.width();
        int h = image.height();
        byte[] rows = AgentFrames.topDown(image.pixels(), w, h);
        int left = w;
        int right = -1;
        int top = h;
        int bottom = -1;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if ((rows[y * w + x] & 0xFF) != transparent) {
                    left = Math.min(left, x);
                    right = Math.max(right, x);
                    top = Math.min(top, y);
                    bottom = Math.max(bottom, y);
                }
            }
        }
        if (right < 0) {
            return null;
        }
        int cw = right - left + 1;
        int ch = bottom - top + 1;
        byte[] pixels = new byte[cw * ch];
        for (int y = 0; y < ch; y++) {
            System.arraycopy(rows, (top + y) * w + left, pixels, y * cw, cw);
        }
        return new Cut(left, top, cw, ch, pixels);
    }

    /** Shelf packing, tallest boxes first, rows about as long as the atlas is high. One position per box. */
    private static int[][] pack(List<Cut> boxes) {
        long area = 0;
        int widest = 1;
        for (Cut b : boxes) {
            area += (long) b.width() * b.height();
            widest = Math.max(widest, b.width());
        }
        int rowWidth = Math.max(widest, (int) Math.ceil(Math.sqrt(area * 1.08)));
        Integer[] order = new Integer[boxes.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> boxes.get(b).height() != boxes.get(a).height()
                ? boxes.get(b).height() - boxes.get(a).height() : Integer.compare(a, b));
        int[][] at = new int[boxes.size()][];
        int x = 0;
        int y = 0;
        int shelf = 0;
        for (int k : order) {
            Cut b = boxes.get(k);
            if (x + b.width() > rowWidth) {
                x = 0;
                y += shelf;
                shelf = 0;
            }
            at[k] = new int[] {x, y};
            x += b.width();
            shelf = Math.max(shelf, b.height());
        }
        return at;
    }

    private static IndexColorModel colours(AgentCharacter c) {
        int[] rgb = AgentFrames.palette(c);
        byte[] r = new byte[256];
        byte[] g = new byte[256];
        byte[] b = new byte[256];
        for (int i = 0; i < 256; i++) {
            r[i] = (byte) (rgb[i] >>> 16);
            g[i] = (byte) (rgb[i] >>> 8);
            b[i] = (byte) rgb[i];
        }
        return new IndexColorModel(8, 256, r, g, b, c.transparentIndex());
    }

    /** Image {@code index}'s entry {x, y, w, h, dx, dy}, or null when it draws nothing. */
    int[] entry(int index) {
        return index >= 0 && index < entries.length ? entries[index] : null;
    }

    /** The number of image entries (the character's image count). */
    int size() {
        return entries.length;
    }

    BufferedImage image() {
        return image;
    }

    /** The atlas as a PNG. */
    byte[] png() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (!ImageIO.write(image, "png", out)) {
            throw new IOException("no PNG writer for the atlas");
        }
        return out.toByteArray();
    }
}
