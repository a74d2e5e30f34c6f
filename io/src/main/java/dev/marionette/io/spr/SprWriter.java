package dev.marionette.io.spr;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes Ragnarok SPR files in the sheet's version (or another chosen one), in the layout
 * {@link SprReader} reads. Indexed images read from RLE data are written with the bytes they were read
 * from; others are encoded canonically ({@link SprRle#encode}). The palette is written when the sheet has
 * one, so RGBA-only sheets keep their "palette or none" as read.
 *
 * <p>Before writing, {@link #problems} lists everything the chosen version cannot hold, and the write
 * methods throw a {@link WriteLimitException} with that list rather than produce a broken file:
 * <ul>
 * <li>RGBA images in a version before 0x200, which has no RGBA block;</li>
 * <li>an image width or height over 65,535 (16-bit fields), or more than 65,535 images of a kind;</li>
 * <li>an indexed image of more than 65,535 pixels, the limit of the official client and of the common
 *     editor (large images belong in the RGBA block);</li>
 * <li>in 0x201, an image whose RLE data exceeds 65,535 bytes (its size field is 16-bit);</li>
 * <li>indexed images without a palette in a version that stores one.</li>
 * </ul>
 */
public final class SprWriter {

    /** Largest indexed image, in pixels. */
    public static final int MAX_INDEXED_PIXELS = 0xFFFF;

    private SprWriter() {
    }

    /** The file bytes of {@code sheet} in its own version. */
    public static byte[] toBytes(SpriteSheet sheet) throws WriteLimitException {
        return toBytes(sheet, sheet.version());
    }

    /** The file bytes of {@code sheet} in {@code version}. */
    public static byte[] toBytes(SpriteSheet sheet, int version) throws WriteLimitException {
        List<byte[]> encoded = encoded(sheet, version);
        ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(Integer.MAX_VALUE - 8,
                size(sheet, version, encoded)));
        try {
            write(sheet, version, encoded, out);
        } catch (IOException e) {
            throw new UncheckedIOException("a byte array cannot fail", e);
        }
        return out.toByteArray();
    }

    /**
     * Writes {@code sheet} in its own version to {@code out}, the bytes {@link #toBytes} gives, without holding
     * them: besides the sheet, only the run-length data of its indexed images is held (a large sheet built from
     * pictures is not held twice).
     *
     * @return the bytes written
     */
    public static long write(SpriteSheet sheet, OutputStream out) throws IOException {
        int version = sheet.version();
        List<byte[]> encoded = encoded(sheet, version);
        BufferedOutputStream buffered = new BufferedOutputStream(out, 64 * 1024);
        write(sheet, version, encoded, buffered);
        buffered.flush();
        return size(sheet, version, encoded);
    }

    /** Each indexed image's RLE bytes (null where none are written), after checking what the version holds. */
    private static List<byte[]> encoded(SpriteSheet sheet, int version) throws WriteLimitException {
        List<byte[]> encoded = new ArrayList<>();
        List<String> problems = check(sheet, version, encoded);
        if (!problems.isEmpty()) {
            throw new WriteLimitException(String.format("SPR version 0x%X", version), problems);
        }
        return encoded;
    }

    /** Writes {@code sheet} in its own version to {@code file}, atomically. */
    public static void write(SpriteSheet sheet, Path file) throws IOException {
        SafeFileWriter.write(file, toBytes(sheet));
    }

    /** What {@code version} cannot hold of {@code sheet}, in words; empty when it can be written. */
    public static List<String> problems(SpriteSheet sheet, int version) {
        return check(sheet, version, new ArrayList<>());
    }

    /** Validates and, for RLE versions, fills {@code encoded} with each indexed image's RLE bytes. */
    private static List<String> check(SpriteSheet sheet, int version, List<byte[]> encoded) {
        List<String> problems = new ArrayList<>();
        String v = String.format("0x%X", version);
        if (!SprVersion.isKnown(version)) {
            problems.add("unknown SPR version " + v + " (supported: 0x100, 0x101, 0x200, 0x201)");
            return problems;
        }
        List<IndexedImage> indexed = sheet.indexedImages();
        List<RgbaImage> rgba = sheet.rgbaImages();
        if (indexed.size() > 0xFFFF) {
            problems.add(indexed.size() + " indexed images; the count is a 16-bit field (at most 65535)");
        }
        if (rgba.size() > 0xFFFF) {
            problems.add(rgba.size() + " RGBA images; the count is a 16-bit field (at most 65535)");
        }
        if (!rgba.isEmpty() && !SprVersion.hasRgbaImages(version)) {
            problems.add(rgba.size() + " RGBA images; version " + v + " has no RGBA images (use 0x200 or later)");
        }
        if (!indexed.isEmpty() && !sheet.hasPalette() && version != SprVersion.V1_0) {
            problems.add(indexed.size() + " indexed images but no palette; readers would take the last 1024"
                    + " bytes of the file as one");
        }
        for (int i = 0; i < indexed.size(); i++) {
            IndexedImage image = indexed.get(i);
            String name = "indexed image " + i + " (" + image.width() + "x" + image.height() + ")";
            boolean sizeOk = checkSize(name, image.width(), image.height(), problems);
            long pixels = (long) image.width() * image.height();
            byte[] rle = null;
            if (pixels > MAX_INDEXED_PIXELS) {
                problems.add(name + " has " + pixels + " pixels; indexed images hold at most " + MAX_INDEXED_PIXELS
                        + " (the official client and the common editor refuse more): store it as an RGBA image");
            } else if (sizeOk && SprVersion.usesRle(version)) {
                rle = image.hasSourceRle() ? image.sourceRle() : SprRle.encode(image.pixels());
                if (rle.length > 0xFFFF) {
                    problems.add(name + " encodes to " + rle.length + " RLE bytes; the size field is 16-bit"
                            + " (at most 65535)");
                }
            }
            // Kept index-aligned with the images; null where nothing is encoded.
            encoded.add(rle);
        }
        for (int i = 0; i < rgba.size(); i++) {
            RgbaImage image = rgba.get(i);
            checkSize("RGBA image " + i + " (" + image.width() + "x" + image.height() + ")", image.width(),
                    image.height(), problems);
        }
        return problems;
    }

    private static boolean checkSize(String name, int width, int height, List<String> problems) {
        if (width > 0xFFFF || height > 0xFFFF) {
            problems.add(name + ": width and height are 16-bit fields (at most 65535)");
            return false;
        }
        return true;
    }

    /** The size of the file {@link #write} writes. */
    private static long size(SpriteSheet sheet, int version, List<byte[]> encoded) {
        long size = SprVersion.hasRgbaImages(version) ? 8 : 6;
        boolean rle = SprVersion.usesRle(version);
        for (int i = 0; i < sheet.indexedImages().size(); i++) {
            IndexedImage image = sheet.indexedImages().get(i);
            size += 4 + (rle ? 2 + encoded.get(i).length : (long) image.width() * image.height());
        }
        for (RgbaImage image : sheet.rgbaImages()) {
            size += 4 + 4L * image.width() * image.height();
        }
        return size + (sheet.hasPalette() ? 1024 : 0);
    }

    private static void write(SpriteSheet sheet, int version, List<byte[]> encoded, OutputStream stream)
            throws IOException {
        LittleEndianWriter out = new LittleEndianWriter(16);
        // Header: "SP", minor byte, major byte, u16 indexed count, (0x200+) u16 RGBA count.
        out.u8('S').u8('P').u8(version & 0xFF).u8(version >>> 8);
        out.u16(sheet.indexedImages().size());
        if (SprVersion.hasRgbaImages(version)) {
            out.u16(sheet.rgbaImages().size());
        }
        stream.write(out.toByteArray());
        boolean rle = SprVersion.usesRle(version);
        for (int i = 0; i < sheet.indexedImages().size(); i++) {
            IndexedImage image = sheet.indexedImages().get(i);
            LittleEndianWriter head = new LittleEndianWriter(6).u16(image.width()).u16(image.height());
            if (rle) {
                byte[] data = encoded.get(i);
                stream.write(head.u16(data.length).toByteArray());
                stream.write(data);
            } else {
                stream.write(head.toByteArray());
                stream.write(image.pixels());
            }
        }
        for (RgbaImage image : sheet.rgbaImages()) {
            writeRgba(stream, image);
        }
        if (sheet.hasPalette()) {
            stream.write(sheet.palette().toBytes());
        }
    }

    private static void writeRgba(OutputStream out, RgbaImage image) throws IOException {
        int width = image.width();
        int height = image.height();
        out.write(new LittleEndianWriter(4).u16(width).u16(height).toByteArray());
        byte[] row = new byte[width * 4];
        // Rows bottom-up, each pixel as bytes A, B, G, R; read pixel by pixel, so the image is not copied.
        for (int y = height - 1; y >= 0; y--) {
            for (int x = 0; x < width; x++) {
                int p = image.argb(x, y);
                row[x * 4] = (byte) (p >>> 24);
                row[x * 4 + 1] = (byte) p;
                row[x * 4 + 2] = (byte) (p >>> 8);
                row[x * 4 + 3] = (byte) (p >>> 16);
            }
            out.write(row);
        }
    }
}
