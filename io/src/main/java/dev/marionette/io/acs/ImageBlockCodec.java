package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentRegion;
import dev.marionette.model.acs.StoredImage;
import java.io.IOException;
import java.util.Arrays;

/**
 * ACS image blocks (acs.md 4.4):
 *
 * <pre>
 * u8 present (0: empty image, nothing follows)   u16 width   u16 height   u8 compressed
 * u32 byteCount   pixels (LZ block, or raw stride*height bytes, bottom-up rows)
 * u32 regionCompressedSize (0: stored raw)   u32 regionUncompressedSize   region bytes (LZ or raw RGNDATA)
 * </pre>
 *
 * Opening parses and checks only the header fields (sizes within the block, declared sizes a compressed block
 * can produce); the pixels and region are decoded when first needed.
 */
final class ImageBlockCodec {

    /** Largest decoded pixel buffer accepted (a 8192 x 8192 image). */
    static final long MAX_PIXELS = 64L << 20;

    private ImageBlockCodec() {
    }

    /** Where the parts of a block are, relative to its start. */
    private record Layout(int width, int height, boolean compressed, int pixelOffset, int pixelLength,
            int regionOffset, int regionLength, int regionSize, boolean regionCompressed, long fileOffset,
            String name) implements StoredImage.Decoder {

        @Override
        public byte[] decodePixels(byte[] data, int start, byte[] reuse) throws FormatException {
            int expected = AgentImage.stride(width) * height;
            if (compressed) {
                return AgentDecompressor.decompress(data, start + pixelOffset, pixelLength, expected, reuse,
                        name + " pixels", fileOffset + pixelOffset);
            }
            byte[] out = reuse != null && reuse.length >= pixelLength ? reuse : new byte[pixelLength];
            System.arraycopy(data, start + pixelOffset, out, 0, pixelLength);
            return out;
        }

        @Override
        public AgentRegion decodeRegion(byte[] data, int start) throws FormatException {
            byte[] rgn = regionCompressed
                    ? AgentDecompressor.decompress(data, start + regionOffset, regionLength, regionSize,
                            name + " region", fileOffset + regionOffset)
                    : Arrays.copyOfRange(data, start + regionOffset, start + regionOffset + regionLength);
            return RegionCodec.decode(rgn, 0, rgn.length, name + " region");
        }
    }

    /** Decodes nothing for an empty image. */
    private record Empty() implements StoredImage.Decoder {
        @Override
        public byte[] decodePixels(byte[] data, int start, byte[] reuse) {
            return new byte[0];
        }

        @Override
        public AgentRegion decodeRegion(byte[] data, int start) {
            return AgentRegion.EMPTY;
        }
    }

    /**
     * Parses the block {@code file[off, off+size)} (bounds already checked) into a stored image.
     *
     * @param name names the image in errors, e.g. "Peedy.acs image 12"
     * @param transparentIndex the character's, which the stored region was made for
     */
    static StoredImage parse(byte[] file, int off, int size, String source, String name, int transparentIndex,
            FieldTrace t) throws FormatException {
        LittleEndianReader r = new LittleEndianReader(source, file, off, off + size);
        boolean present = AgentBinary.flag(r, name + " present flag");
        if (!present) {
            r.expectEnd(name + " (empty image)");
            return new StoredImage(file, off, size, name, off, 0, 0, false, transparentIndex, new Empty());
        }
        t.field(r.offset(), 2, name + " width");
        int width = r.u16(name + " width");
        t.field(r.offset(), 2, name + " height");
        int height = r.u16(name + " height");
        boolean compressed = AgentBinary.flag(r, name + " compressed flag");
        int countAt = r.offset();
        int byteCount = AgentBinary.size(r, t, name + " pixel byte count");
        long expected = (long) AgentImage.stride(width) * height;
        if (expected > MAX_PIXELS) {
            throw new FormatException(source, off + 1, name + " size", "at most " + MAX_PIXELS + " pixel bytes",
                    width + "x" + height);
        }
        if (compressed) {
            AgentBinary.checkExpansion(r, off + 1, expected, byteCount, name + " size " + width + "x" + height);
        } else if (byteCount != expected) {
            throw new FormatException(source, countAt, name + " pixel byte count", expected + " (stride x height)",
                    Integer.toString(byteCount));
        }
        int pixelOffset = r.offset() - off;
        r.skip(byteCount, name + " pixels");
        int sizesAt = r.offset();
        int regionCompressedSize = AgentBinary.size(r, t, name + " region compressed size");
        t.field(r.offset(), 4, name + " region size");
        long regionSize = r.u32(name + " region size");
        int regionLength;
        if (regionCompressedSize == 0) {
            regionLength = r.checkCount(regionSize, AgentBinary.MAX_BLOCK, 1, sizesAt + 4, name + " region size");
        } else {
            regionLength = regionCompressedSize;
            AgentBinary.checkExpansion(r, sizesAt + 4, regionSize, regionLength, name + " region size");
        }
        int regionOffset = r.offset() - off;
        r.skip(regionLength, name + " region");
        r.expectEnd(name + " (block size from the image directory)");
        Layout layout = new Layout(width, height, compressed, pixelOffset, byteCount, regionOffset, regionLength,
                (int) regionSize, regionCompressedSize != 0, off, name);
        return new StoredImage(file, off, size, name, off, width, height, true, transparentIndex, layout);
    }

    /**
     * The parts of a stored block, decoded, as a text form shows them.
     *
     * @param compressed       whether the pixels are stored compressed
     * @param pixels           the pixels, bottom-up rows of stride bytes
     * @param regionCompressed whether the region is stored compressed
     * @param regionSize       the region's declared (uncompressed) size
     * @param region           the region's RGNDATA bytes (uncompressed)
     * @param pixelStream      the pixels' compressed block as stored, or null when they are stored raw
     * @param regionStream     the region's compressed block as stored, or null when it is stored raw
     * @param crc              the CRC-32 of the whole stored block
     */
    record Parts(boolean compressed, byte[] pixels, boolean regionCompressed, long regionSize, byte[] region,
            byte[] pixelStream, byte[] regionStream, long crc) {
    }

    /** The parts of a stored block that is not empty; {@code reuse} may hold the pixels (see decodePixels). */
    static Parts parts(StoredImage stored, byte[] reuse) throws IOException {
        if (!(stored.decoder() instanceof Layout layout)) {
            throw new IllegalArgumentException(stored.name() + " is empty or not an ACS image block");
        }
        byte[] block = stored.bytes();
        byte[] pixels = stored.decodePixels(reuse);
        byte[] region = layout.regionCompressed()
                ? AgentDecompressor.decompress(block, layout.regionOffset(), layout.regionLength(),
                        layout.regionSize(), layout.name() + " region", layout.fileOffset() + layout.regionOffset())
                : Arrays.copyOfRange(block, layout.regionOffset(), layout.regionOffset() + layout.regionLength());
        byte[] pixelStream = layout.compressed() ? Arrays.copyOfRange(block, layout.pixelOffset(),
                layout.pixelOffset() + layout.pixelLength()) : null;
        byte[] regionStream = layout.regionCompressed() ? Arrays.copyOfRange(block, layout.regionOffset(),
                layout.regionOffset() + layout.regionLength()) : null;
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(block);
        return new Parts(layout.compressed(), pixels, layout.regionCompressed(), layout.regionSize(), region,
                pixelStream, regionStream, crc.getValue());
    }

    /**
     * The block of the given parts: each compressed with {@code encoder} when it is to be stored compressed.
     *
     * @param pixels bottom-up rows of stride bytes
     * @param region the RGNDATA bytes (uncompressed)
     */
    static byte[] assemble(int width, int height, boolean compressed, byte[] pixels, boolean regionCompressed,
            byte[] region, BlockEncoder encoder, String name) throws AgentWriteException {
        return assemble(width, height, compressed, pixels, null, regionCompressed, region, null, encoder, name);
    }

    /**
     * {@link #assemble} with compressed blocks kept from a file (or null): each is used as it is when it decodes to
     * exactly its part, so a block another compressor made comes back unchanged while its pixels are.
     */
    static byte[] assemble(int width, int height, boolean compressed, byte[] pixels, byte[] keptPixels,
            boolean regionCompressed, byte[] region, byte[] keptRegion, BlockEncoder encoder, String name)
            throws AgentWriteException {
        byte[] packedPixels = !compressed ? pixels : decodesTo(keptPixels, pixels) ? keptPixels
                : encodeChecked(encoder, pixels, name + " pixels");
        byte[] packedRegion = !regionCompressed ? region : decodesTo(keptRegion, region) ? keptRegion
                : encodeChecked(encoder, region, name + " region");
        // acs.md 4.4: present, width, height, compressed, byteCount, pixels, region sizes, region
        LittleEndianWriter w = new LittleEndianWriter(packedPixels.length + packedRegion.length + 18);
        w.u8(1).u16(width).u16(height).u8(compressed ? 1 : 0);
        w.u32(packedPixels.length).bytes(packedPixels);
        w.u32(regionCompressed ? packedRegion.length : 0).u32(region.length).bytes(packedRegion);
        return w.toByteArray();
    }

    /**
     * The stored block with every compressed part (pixels, region) decoded and encoded again with
     * {@code encoder}; parts stored raw stay raw, and the header keeps its values. Counts what it did.
     */
    static byte[] recompress(StoredImage stored, BlockEncoder encoder, RecompressStats stats)
            throws IOException {
        if (!(stored.decoder() instanceof Layout layout)) {
            return stored.bytes();
        }
        byte[] block = stored.bytes();
        byte[] pixels = Arrays.copyOfRange(block, layout.pixelOffset(), layout.pixelOffset() + layout.pixelLength());
        if (layout.compressed()) {
            byte[] raw = layout.decodePixels(block, 0, null);
            pixels = encodeChecked(encoder, raw, layout.name() + " pixels");
            stats.add(raw.length, layout.pixelLength(), pixels.length);
        }
        byte[] region = Arrays.copyOfRange(block, layout.regionOffset(),
                layout.regionOffset() + layout.regionLength());
        if (layout.regionCompressed()) {
            byte[] raw = AgentDecompressor.decompress(block, layout.regionOffset(), layout.regionLength(),
                    layout.regionSize(), layout.name() + " region", layout.fileOffset() + layout.regionOffset());
            region = encodeChecked(encoder, raw, layout.name() + " region");
            stats.add(raw.length, layout.regionLength(), region.length);
        }
        // acs.md 4.4: present, width, height, compressed, byteCount, pixels, region sizes, region
        LittleEndianWriter w = new LittleEndianWriter(pixels.length + region.length + 18);
        w.u8(1).u16(layout.width()).u16(layout.height()).u8(layout.compressed() ? 1 : 0);
        w.u32(pixels.length).bytes(pixels);
        w.u32(layout.regionCompressed() ? region.length : 0).u32(layout.regionSize()).bytes(region);
        return w.toByteArray();
    }

    /**
     * The block for a new or modified image: pixels and the region generated from them (nRgnSize = 16 x
     * count, or the value the image records for the transparent index), both compressed with {@code encoder}, or both raw when it is null.
     */
    static byte[] encode(AgentImage image, int transparentIndex, BlockEncoder encoder, String name)
            throws AgentWriteException {
        if (!image.isPresent()) {
            return new byte[] {0};
        }
        byte[] pixels = image.pixels();
        AgentRegion generated = AgentRegion.fromPixels(image.width(), image.height(), pixels, transparentIndex);
        long rgnSize = image.regionSize(transparentIndex);
        if (rgnSize >= 0) {
            // acs.md 4.5: older compilers stored other nRgnSize values; a source project keeps the original.
            generated = AgentRegion.of(generated.rects(), generated.bound(), rgnSize);
        }
        byte[] region = RegionCodec.encode(generated);
        byte[] packedPixels = encoder == null ? pixels : encodeChecked(encoder, pixels, name + " pixels");
        byte[] packedRegion = encoder == null ? region : encodeChecked(encoder, region, name + " region");
        LittleEndianWriter w = new LittleEndianWriter(packedPixels.length + packedRegion.length + 18);
        w.u8(1).u16(image.width()).u16(image.height()).u8(encoder == null ? 0 : 1);
        w.u32(packedPixels.length).bytes(packedPixels);
        w.u32(encoder == null ? 0 : packedRegion.length).u32(region.length).bytes(packedRegion);
        return w.toByteArray();
    }

    /** Whether {@code block} (null: no) is a compressed block of exactly {@code raw}. */
    static boolean decodesTo(byte[] block, byte[] raw) {
        if (block == null) {
            return false;
        }
        try {
            return Arrays.equals(AgentDecompressor.decompress(block, raw.length, "kept block"), raw);
        } catch (FormatException e) {
            return false;
        }
    }

    /** Encodes and decodes back, so a faulty encoder is caught before anything is written. */
    static byte[] encodeChecked(BlockEncoder encoder, byte[] raw, String what) throws AgentWriteException {
        byte[] block = encoder.encode(raw);
        try {
            byte[] back = AgentDecompressor.decompress(block, raw.length, what);
            if (!Arrays.equals(back, raw)) {
                throw new AgentWriteException("compressed data", java.util.List.of(what
                        + ": the encoder's block does not decode to the data"));
            }
        } catch (FormatException e) {
            throw new AgentWriteException("compressed data", java.util.List.of(what
                    + ": the encoder produced an invalid block (" + e.getMessage() + ")"));
        }
        return block;
    }
}
