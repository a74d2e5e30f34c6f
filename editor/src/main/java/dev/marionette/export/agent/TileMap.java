package dev.marionette.export.agent;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrameImage;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/**
 * The picture a web character draws from: one frame-size tile per distinct image placement, each holding the
 * image drawn where the frame puts it (its offset, as Agent draws it, clipped to the frame) on the transparent
 * colour. A frame's tiles stacked bottom first give exactly the frame Agent composites. Tiles with the same
 * pixels are stored once, whatever image and offset made them. They are laid out in a grid about as wide as
 * high, row by row, in the order first used; the map is an 8-bit PNG in the character's palette with its
 * transparent colour transparent.
 */
final class TileMap {

    private final AgentCharacter character;
    private final int scale;
    private final int width;
    private final int height;
    private final Map<AgentFrameImage, Integer> byPlacement = new HashMap<>();
    private final Map<Pixels, Integer> byPixels = new HashMap<>();
    private final List<byte[]> tiles = new ArrayList<>();
    private int columns = 1;

    /** An empty map for {@code character}'s frames, enlarged {@code scale} times. */
    TileMap(AgentCharacter character, int scale) {
        this.character = character;
        this.scale = scale;
        this.width = character.frameWidth() * scale;
        this.height = character.frameHeight() * scale;
    }

    /** A tile's pixels, compared by content. */
    private record Pixels(byte[] indices, int hash) {
        static Pixels of(byte[] indices) {
            return new Pixels(indices, Arrays.hashCode(indices));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Pixels p && hash == p.hash && Arrays.equals(indices, p.indices);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** The tile of {@code image} placed as a frame places it, added when new. */
    int tile(AgentFrameImage image) {
        Integer known = byPlacement.get(image);
        if (known != null) {
            return known;
        }
        byte[] canvas = AgentCompositor.blank(character);
        if (image.imageIndex() < character.images().size()) {
            AgentCompositor.draw(character, canvas, character.images().get(image.imageIndex()), image.x(), image.y());
        }
        byte[] topDown = enlarge(AgentFrames.topDown(canvas, character.frameWidth(), character.frameHeight()));
        Integer same = byPixels.get(Pixels.of(topDown));
        int id;
        if (same != null) {
            id = same;
        } else {
            id = tiles.size();
            tiles.add(topDown);
            byPixels.put(Pixels.of(topDown), id);
        }
        byPlacement.put(image, id);
        return id;
    }

    private byte[] enlarge(byte[] indices) {
        if (scale == 1) {
            return indices;
        }
        int w = character.frameWidth();
        byte[] out = new byte[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out[y * width + x] = indices[y / scale * w + x / scale];
            }
        }
        return out;
    }

    /** The number of distinct tiles. */
    int size() {
        return tiles.size();
    }

    /** A tile's pixels: palette indices, top row first. */
    byte[] pixels(int tile) {
        return tiles.get(tile);
    }

    /** Tile width and height (the frame size, enlarged). */
    int tileWidth() {
        return width;
    }

    int tileHeight() {
        return height;
    }

    /**
     * Fixes the grid once every tile is known: as many columns as make the map about square. Every cell but
     * fewer than one row's worth holds a tile.
     */
    void layOut() {
        int n = Math.max(1, tiles.size());
        columns = Math.max(1, (int) Math.ceil(Math.sqrt((double) n * height / width)));
        columns = Math.min(columns, n);
    }

    int columns() {
        return columns;
    }

    int rows() {
        return Math.max(1, (tiles.size() + columns - 1) / columns);
    }

    /** Where a tile's top-left corner is in the map. */
    Point position(int tile) {
        return new Point(tile % columns * width, tile / columns * height);
    }

    /** The map as an 8-bit PNG in the character's palette, its transparent colour transparent. */
    byte[] png() throws IOException {
        BufferedImage image = image();
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            writer.setOutput(out);
            ImageWriteParam param = writer.getDefaultWriteParam();
            writer.write(null, new IIOImage(image, null, null), param);
        } finally {
            writer.dispose();
        }
        return bytes.toByteArray();
    }

    /** The map as an indexed image. */
    BufferedImage image() {
        int[] rgb = AgentFrames.palette(character);
        byte[] r = new byte[256];
        byte[] g = new byte[256];
        byte[] b = new byte[256];
        for (int i = 0; i < 256; i++) {
            r[i] = (byte) (rgb[i] >>> 16);
            g[i] = (byte) (rgb[i] >>> 8);
            b[i] = (byte) rgb[i];
        }
        IndexColorModel model = new IndexColorModel(8, 256, r, g, b, character.transparentIndex());
        int mapWidth = columns * width;
        int mapHeight = rows() * height;
        BufferedImage image = new BufferedImage(mapWidth, mapHeight, BufferedImage.TYPE_BYTE_INDEXED, model);
        byte[] data = ((DataBufferByte) image.getRaster().getDataBuffer()).getData();
        Arrays.fill(data, (byte) character.transparentIndex());
        for (int t = 0; t < tiles.size(); t++) {
            Point at = position(t);
            byte[] tile = tiles.get(t);
            for (int y = 0; y < height; y++) {
                System.arraycopy(tile, y * width, data, (at.y + y) * mapWidth + at.x, width);
            }
        }
        return image;
    }
}
