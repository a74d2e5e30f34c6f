package dev.marionette.io.acd;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.image.PaletteMapper;
import dev.marionette.model.acs.AgentImage;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import javax.imageio.ImageIO;

/**
 * The frame pictures of an ACD project. Marionette writes 8-bit uncompressed BMPs whose colour table is the
 * character's palette and whose rows are the image's rows byte for byte (BMP and Agent images share the layout:
 * bottom-up rows padded to four bytes). Reading takes such a BMP's indices as they are; any other picture (another
 * depth, another palette, RLE, GIF) has its colours mapped onto the palette with {@link PaletteMapper} (exact
 * colours keep their index; the transparent colour becomes the transparent index) and says so in a warning.
 */
final class BmpCodec {

    /** An image read, and what was done to fit it to the palette (null when nothing). */
    record Decoded(AgentImage image, String warning) {
    }

    private BmpCodec() {
    }

    /** Reads a picture file's bytes onto {@code palette} ({@code 0x00RRGGBB} entries, reserved byte above). */
    static Decoded read(byte[] data, int[] palette, int transparentIndex) throws BadFileException {
        if (data.length >= 2 && data[0] == 'B' && data[1] == 'M') {
            Decoded exact = readIndexed(data, palette);
            if (exact != null) {
                return exact;
            }
        }
        BufferedImage picture;
        try {
            picture = ImageIO.read(new ByteArrayInputStream(data));
        } catch (IOException | RuntimeException e) {
            throw new BadFileException("not a readable BMP or GIF picture (" + e.getMessage() + ")");
        }
        if (picture == null) {
            throw new BadFileException("not a BMP or GIF picture");
        }
        if ((long) AgentImage.stride(picture.getWidth()) * picture.getHeight() > AcdLimits.MAX_PIXELS
                || picture.getWidth() > 0xFFFF || picture.getHeight() > 0xFFFF) {
            throw new BadFileException(picture.getWidth() + "x" + picture.getHeight() + " pixels is too large");
        }
        return mapped(picture, palette, transparentIndex);
    }

    /** An 8-bit uncompressed BMP on the palette, or null when it is some other kind of BMP. */
    private static Decoded readIndexed(byte[] d, int[] palette) throws BadFileException {
        if (d.length < 54) {
            throw new BadFileException("a BMP file of only " + d.length + " bytes");
        }
        long offBits = u32(d, 10);
        long headerSize = u32(d, 14);
        if (headerSize < 40 || 14 + headerSize > d.length) {
            return null;
        }
        int width = (int) u32(d, 18);
        int rawHeight = (int) u32(d, 22);
        int bits = u16(d, 28);
        long compression = u32(d, 30);
        long used = u32(d, 46);
        if (bits != 8 || compression != 0) {
            return null;
        }
        if (width < 0 || width > 0xFFFF || rawHeight == Integer.MIN_VALUE || Math.abs(rawHeight) > 0xFFFF) {
            throw new BadFileException("its size " + width + "x" + rawHeight + " is out of range");
        }
        int height = Math.abs(rawHeight);
        long stride = AgentImage.stride(width);
        if (stride * height > AcdLimits.MAX_PIXELS) {
            throw new BadFileException(width + "x" + height + " pixels is too large");
        }
        int colours = used == 0 || used > 256 ? 256 : (int) used;
        long tableAt = 14 + headerSize;
        if (tableAt + 4L * colours > d.length || offBits > d.length || offBits + stride * height > d.length) {
            throw new BadFileException("it is cut short (" + d.length + " bytes for a " + width + "x" + height
                    + " 8-bit BMP)");
        }
        int[] table = new int[colours];
        for (int i = 0; i < colours; i++) {
            table[i] = (int) u32(d, (int) tableAt + 4 * i);
        }
        byte[] px = new byte[(int) (stride * height)];
        for (int y = 0; y < height; y++) {
            int from = (int) (offBits + (long) (rawHeight < 0 ? height - 1 - y : y) * stride);
            System.arraycopy(d, from, px, (int) (y * stride), (int) stride);
        }
        boolean[] usedIndex = new boolean[256];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                usedIndex[px[(int) (y * stride) + x] & 0xFF] = true;
            }
        }
        boolean same = true;
        for (int i = 0; i < 256 && same; i++) {
            same = !usedIndex[i] || i < table.length && i < palette.length
                    && (table[i] & 0xFF_FFFF) == (palette[i] & 0xFF_FFFF);
        }
        if (same) {
            return new Decoded(AgentImage.of(width, height, px), null);
        }
        return null;
    }

    private static Decoded mapped(BufferedImage picture, int[] palette, int transparentIndex) {
        int key = transparentIndex < palette.length ? palette[transparentIndex] & 0xFF_FFFF : 0xFF00FF;
        PaletteMapper mapper = new PaletteMapper(palette, transparentIndex);
        byte[] indices = mapper.map(picture, new PaletteMapper.Options(false, PaletteMapper.Transparency.COLOR, key));
        // Colours that are exactly in the palette keep their index when the picture has one.
        if (picture.getColorModel() instanceof IndexColorModel icm
                && picture.getRaster().getDataBuffer() instanceof DataBufferByte && icm.getPixelSize() <= 8) {
            int w = picture.getWidth();
            for (int y = 0; y < picture.getHeight(); y++) {
                for (int x = 0; x < w; x++) {
                    int index = picture.getRaster().getSample(x, y, 0);
                    int rgb = icm.getRGB(index) & 0xFF_FFFF;
                    if (index < palette.length && index != transparentIndex && icm.getAlpha(index) >= 128
                            && (palette[index] & 0xFF_FFFF) == rgb) {
                        indices[y * w + x] = (byte) index;
                    }
                }
            }
        }
        String kind = picture.getColorModel() instanceof IndexColorModel icm
                ? icm.getPixelSize() + "-bit picture with its own palette" : picture.getColorModel().getPixelSize()
                        + "-bit picture";
        return new Decoded(AgentImage.fromTopDown(picture.getWidth(), picture.getHeight(), indices),
                "a " + kind + ": its colours were mapped onto the colour table");
    }

    /** The colour table of a BMP with one (8 bits or fewer per pixel): its entries as stored. */
    static int[] colourTable(byte[] d) throws BadFileException {
        if (d.length < 54 || d[0] != 'B' || d[1] != 'M') {
            throw new BadFileException("not a BMP file");
        }
        long headerSize = u32(d, 14);
        if (headerSize < 40 || 14 + headerSize > d.length) {
            throw new BadFileException("not a Windows BMP (header of " + headerSize + " bytes)");
        }
        int bits = u16(d, 28);
        long used = u32(d, 46);
        if (bits < 1 || bits > 8) {
            throw new BadFileException("a " + bits + "-bit BMP has no colour table (an 8-bit BMP is needed)");
        }
        int colours = used == 0 || used > (1 << bits) ? 1 << bits : (int) used;
        long at = 14 + headerSize;
        if (at + 4L * colours > d.length) {
            throw new BadFileException("its colour table is cut short");
        }
        int[] table = new int[colours];
        for (int i = 0; i < colours; i++) {
            table[i] = (int) u32(d, (int) at + 4 * i);
        }
        return table;
    }

    /**
     * An 8-bit BMP: {@code pixels} are bottom-up rows of {@link AgentImage#stride} bytes, written as they are;
     * the colour table is {@code palette} (RGBQUADs with their reserved bytes; padded to 256 entries with black
     * when shorter, and given all its entries).
     */
    static byte[] write(int width, int height, byte[] pixels, int[] palette) {
        int colours = palette.length == 0 ? 256 : palette.length;
        int[] table = Arrays.copyOf(palette, colours);
        int offBits = 14 + 40 + 4 * colours;
        int size = offBits + pixels.length;
        LittleEndianWriter w = new LittleEndianWriter(size);
        // BITMAPFILEHEADER
        w.u8('B').u8('M').u32(size).u16(0).u16(0).u32(offBits);
        // BITMAPINFOHEADER: bottom-up, 1 plane, 8 bits, BI_RGB
        w.u32(40).i32(width).i32(height).u16(1).u16(8).u32(0).u32(pixels.length).i32(0).i32(0).u32(colours).u32(0);
        for (int p : table) {
            w.i32(p);
        }
        w.bytes(pixels);
        return w.toByteArray();
    }

    /** An image as a BMP; an empty image as 1x1 of the transparent index. */
    static byte[] write(AgentImage image, int[] palette, int transparentIndex) {
        if (!image.isPresent()) {
            byte[] px = new byte[4];
            px[0] = (byte) transparentIndex;
            return write(1, 1, px, palette);
        }
        return write(image.width(), image.height(), image.pixels(), palette);
    }

    /** The palette as a 16x16 BMP whose pixel i has colour i (the Character Editor reads its colour table). */
    static byte[] colourTableFile(int[] palette) {
        byte[] px = new byte[16 * 16];
        int last = Math.max(0, Math.min(256, palette.length) - 1);
        for (int i = 0; i < 256; i++) {
            int row = 15 - i / 16;
            px[row * 16 + i % 16] = (byte) Math.min(i, last);
        }
        return write(16, 16, px, palette);
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8;
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
    }
}
