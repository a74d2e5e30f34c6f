package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A diagnostic scanner that lists the compressed blocks of an ACS 2.x file (image pixels and image regions)
 * without reading the rest of the character. It serves the codec's tests, the benchmarks and tools that
 * recompress a file; it is not the ACS reader. Every offset and size is checked against the file: a bad one
 * is a {@link FormatException} naming the image and field.
 *
 * <pre>
 * header (acs.md 4.1): u32 0xABCDABC3, then locators {u32 offset, u32 size} of
 *                      character info, animation directory, image directory, sound directory
 * image directory:     u32 n; n x {u32 offset; u32 size; u32 checksum}
 * image block (4.4):   u8 present (0 = empty, nothing follows), u16 width, u16 height, u8 compressed,
 *                      u32 byteCount, pixels (LZ block when compressed = 1, else raw),
 *                      u32 regionCompressedSize, u32 regionUncompressedSize,
 *                      region (LZ block, or raw RGNDATA when regionCompressedSize = 0)
 * pixels decompress to ((width + 3) &amp; ~3) * height bytes (8-bpp rows padded to 4 bytes)
 * </pre>
 */
public final class AcsBlockScanner {

    /** ACS 2.x signature. */
    public static final long SIGNATURE = 0xABCDABC3L;

    /** What a block holds. */
    public enum Kind {
        /** An image's 8-bpp pixel raster. */
        PIXELS,
        /** An image's RGNDATA region. */
        REGION
    }

    /**
     * One compressed block, in place in the file's bytes (not copied).
     *
     * @param source           the file name given to {@link #scan}
     * @param image            index of the image in the image directory
     * @param kind             pixels or region
     * @param file             the whole file (shared, not copied)
     * @param offset           where the block starts in the file
     * @param length           the block's size in bytes
     * @param decompressedSize what it expands to
     */
    public record Block(String source, int image, Kind kind, byte[] file, int offset, int length,
                        int decompressedSize) {

        /** A copy of the block's bytes. */
        public byte[] compressed() {
            return Arrays.copyOfRange(file, offset, offset + length);
        }

        /** How errors and reports name the block, e.g. "Peedy.acs image 12 pixels". */
        public String name() {
            return source + " image " + image + (kind == Kind.PIXELS ? " pixels" : " region");
        }

        /** Decodes the block (strictly, see {@link AgentDecompressor}). */
        public byte[] decompress() throws FormatException {
            return AgentDecompressor.decompress(file, offset, length, decompressedSize, name(), offset);
        }
    }

    private AcsBlockScanner() {
    }

    /** Lists every compressed block of an ACS 2.x file, in image order, pixels before region. */
    public static List<Block> scan(byte[] file, String source) throws FormatException {
        LittleEndianReader header = new LittleEndianReader(source, file);
        long signature = header.u32("signature");
        if (signature != SIGNATURE) {
            throw header.errorAt(0, "signature", "0xABCDABC3 (ACS 2.x)", String.format("0x%08X", signature));
        }
        header.skip(16, "character info and animation directory locators");
        int dirAt = header.offset();
        long dirOffset = header.u32("image directory offset");
        long dirSize = header.u32("image directory size");
        if (dirOffset + dirSize > file.length) {
            throw header.errorAt(dirAt, "image directory locator", "a range within the " + file.length
                    + "-byte file", dirOffset + "+" + dirSize);
        }
        LittleEndianReader dir = new LittleEndianReader(source, file, (int) dirOffset,
                (int) (dirOffset + dirSize));
        int count = dir.u32Count(Integer.MAX_VALUE, 12, "image count");
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int entryAt = dir.offset();
            long offset = dir.u32("image " + i + " offset");
            long size = dir.u32("image " + i + " size");
            dir.u32("image " + i + " checksum");
            if (offset + size > file.length) {
                throw dir.errorAt(entryAt, "image " + i + " location", "a range within the " + file.length
                        + "-byte file", offset + "+" + size);
            }
            readImage(new LittleEndianReader(source, file, (int) offset, (int) (offset + size)), i, blocks);
        }
        return blocks;
    }

    private static void readImage(LittleEndianReader r, int image, List<Block> blocks) throws FormatException {
        String what = "image " + image;
        if (r.u8(what + " present flag") == 0) {
            return;
        }
        int width = r.u16(what + " width");
        int height = r.u16(what + " height");
        int compressedAt = r.offset();
        int compressed = r.u8(what + " compressed flag");
        if (compressed > 1) {
            throw r.errorAt(compressedAt, what + " compressed flag", "0 or 1", Integer.toString(compressed));
        }
        long pixelBytes = r.u32(what + " pixel byte count");
        int pixelsAt = r.offset();
        r.skip(pixelBytes, what + " pixels");
        long rasterSize = (long) ((width + 3) & ~3) * height;
        if (compressed == 1) {
            if (rasterSize > Integer.MAX_VALUE - 8) {
                throw r.errorAt(pixelsAt - 9, what + " size", "a raster under 2 GB", width + "x" + height);
            }
            blocks.add(new Block(r.source(), image, Kind.PIXELS, r.data(), pixelsAt, (int) pixelBytes,
                    (int) rasterSize));
        }
        long regionCompressed = r.u32(what + " region compressed size");
        int sizeAt = r.offset();
        long regionSize = r.u32(what + " region size");
        int regionAt = r.offset();
        if (regionCompressed != 0) {
            if (regionSize > Integer.MAX_VALUE - 8) {
                throw r.errorAt(sizeAt, what + " region size", "under 2 GB", Long.toString(regionSize));
            }
            r.skip(regionCompressed, what + " region");
            blocks.add(new Block(r.source(), image, Kind.REGION, r.data(), regionAt, (int) regionCompressed,
                    (int) regionSize));
        } else {
            r.skip(regionSize, what + " region (stored)");
        }
    }
}
