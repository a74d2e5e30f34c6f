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
 * The pictures of a web character for the player: every image a frame or a mouth overlay uses, once, in 8-bit
 * PNGs in the character's palette (its transparent colour transparent), as the player draws them: at their
 * offsets, like Agent. Each image is cut to the box of its visible pixels, and images with the same pixels share
 * one place. An image's entry is {@code [sheet, x, y, width, height, dx, dy]}: the sheet, where its visible box
 * lies in it, and where that box lies in the image. Boxes are packed in shelves, tallest first, each sheet about
 * square.
 *
 * <p>Sheet 0 holds the images of the animations the character shows itself with, sheet 1 all the others: a page
 * draws the first frame as soon as the small sheet is decoded, while the large one is still on its way (decoding
 * a whole character's pictures takes longer than the first frame may wait).
 */
final class ImageAtlas {

    /** Where each image of the character is: {sheet, x, y, w, h, dx, dy}, or null when nothing of it is drawn. */
    private final int[][] entries;
    private final List<BufferedImage> sheets;

    private ImageAtlas(int[][] entries, List<BufferedImage> sheets) {
        this.entries = entries;
        this.sheets = sheets;
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

    /** One sheet: the atlas of the images {@code used} marks (indices into the character's images). */
    static ImageAtlas of(AgentCharacter c, BitSet used) {
        return of(c, used, new BitSet());
    }

    /**
     * The images {@code used} marks, those {@code first} marks in sheet 0 and the others in sheet 1 (only one
     * sheet when either set is empty).
     */
    static ImageAtlas of(AgentCharacter c, BitSet used, BitSet first) {
        int transparent = c.transparentIndex();
        List<AgentImage> images = c.images();
        int[][] entries = new int[images.size()][];
        Map<Key, int[]> placed = new HashMap<>();
        List<List<Cut>> bySheet = List.of(new ArrayList<>(), new ArrayList<>());
        int[][] slot = new int[images.size()][];
        BitSet firstUsed = (BitSet) first.clone();
        firstUsed.and(used);
        BitSet rest = (BitSet) used.clone();
        rest.andNot(firstUsed);
        boolean split = !firstUsed.isEmpty() && !rest.isEmpty();
        for (BitSet part : split ? List.of(firstUsed, rest) : List.of(used)) {
            int sheet = part == rest ? 1 : 0;
            for (int i = part.nextSetBit(0); i >= 0 && i < images.size(); i = part.nextSetBit(i + 1)) {
                Cut cut = cut(images.get(i), transparent);
                if (cut == null) {
                    continue;
                }
                int[] known = placed.get(cut.key());
                if (known == null) {
                    known = new int[] {sheet, bySheet.get(sheet).size()};
                    bySheet.get(sheet).add(cut);
                    placed.put(cut.key(), known);
                }
                slot[i] = known;
                entries[i] = new int[] {known[0], 0, 0, cut.width(), cut.height(), cut.dx(), cut.dy()};
            }
        }
        List<BufferedImage> sheets = new ArrayList<>();
        List<int[][]> positions = new ArrayList<>();
        for (List<Cut> cuts : bySheet) {
            if (cuts.isEmpty() && !sheets.isEmpty()) {
                continue;
            }
            int[][] at = pack(cuts);
            positions.add(at);
            sheets.add(draw(c, cuts, at));
        }
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] != null) {
                int[] at = positions.get(slot[i][0])[slot[i][1]];
                entries[i][1] = at[0];
                entries[i][2] = at[1];
            }
        }
        return new ImageAtlas(entries, List.copyOf(sheets));
    }

    /** The sheet holding {@code cuts} at their places. */
    private static BufferedImage draw(AgentCharacter c, List<Cut> cuts, int[][] at) {
        int width = 1;
        int height = 1;
        for (int k = 0; k < cuts.size(); k++) {
            width = Math.max(width, at[k][0] + cuts.get(k).width());
            height = Math.max(height, at[k][1] + cuts.get(k).height());
        }
        BufferedImage sheet = new BufferedImage(width, height, BufferedImage.TYPE_BYTE_INDEXED, colours(c));
        byte[] data = ((DataBufferByte) sheet.getRaster().getDataBuffer()).getData();
        Arrays.fill(data, (byte) c.transparentIndex());
        for (int k = 0; k < cuts.size(); k++) {
            Cut cut = cuts.get(k);
            for (int y = 0; y < cut.height(); y++) {
                System.arraycopy(cut.pixels(), y * cut.width(), data, (at[k][1] + y) * width + at[k][0], cut.width());
            }
        }
        return sheet;
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

    /** Image {@code index}'s entry {sheet, x, y, w, h, dx, dy}, or null when it draws nothing. */
    int[] entry(int index) {
        return index >= 0 && index < entries.length ? entries[index] : null;
    }

    /** The number of image entries (the character's image count). */
    int size() {
        return entries.length;
    }

    /** The sheets: one, or two when the first images have a sheet of their own. */
    List<BufferedImage> sheets() {
        return sheets;
    }

    /** How many images have a place of their own (images with the same pixels share one). */
    int distinct() {
        java.util.Set<List<Integer>> places = new java.util.HashSet<>();
        for (int[] e : entries) {
            if (e != null) {
                places.add(List.of(e[0], e[1], e[2]));
            }
        }
        return places.size();
    }

    /** Sheet {@code index} as a PNG. */
    byte[] png(int index) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (!ImageIO.write(sheets.get(index), "png", out)) {
            throw new IOException("no PNG writer for the atlas");
        }
        return out.toByteArray();
    }
}
