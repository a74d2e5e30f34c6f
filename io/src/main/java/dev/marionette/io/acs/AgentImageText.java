package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.io.textform.DataLines;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextWriter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentRegion;
import dev.marionette.model.acs.StoredImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The text lines of one ACS image block (acs.md 4.4):
 *
 * <pre>
 * image #12 61x40 checksum=0x1a2b3c4d pixels=lz region=lz block=0x5a5a5a5a
 *   00*20 0a0b0c …          one line per pixel row, top-down, two hex digits per palette index
 *   region                  only when the stored region is not the one generated from the pixels (acs.md 4.5)
 *     20000000…             its RGNDATA bytes in hex
 * image #13 empty checksum=0x00000000
 * </pre>
 *
 * {@code pixels} and {@code region} say whether each part is stored compressed ({@code lz}) or raw; {@code kept}
 * is compressed by another compressor than Microsoft's (its first tokens differ from Microsoft's rule), the block
 * kept in base64 under the image ({@code lz-pixels}, {@code lz-region}) and used again while it decodes to the
 * rows; a region is
 * generated from the pixels and the character's transparent index unless given, with {@code rgnsize=N} when its
 * nRgnSize is not 16 per rectangle, and {@code region=none} stores no region at all. {@code padded} means the
 * rows show the padding bytes up to the stride, because some are not zero. {@code block} is the CRC-32 of the
 * stored block: a build compresses with Microsoft's rule, and with the smallest encoding when that is what gives
 * the stored block back (a file Marionette saved with "smallest"); an image whose pixels were edited gets
 * Microsoft's rule.
 */
final class AgentImageText {

    private AgentImageText() {
    }

    /** Writes image {@code index}; {@code reuse} is an array the caller keeps for decoding into (or null). */
    static byte[] show(TextWriter out, int index, AgentImage image, int transparentIndex, byte[] reuse)
            throws IOException {
        StoredImage stored = image.stored();
        out.line(0, "image").label(index);
        if (!image.isPresent()) {
            out.word("empty").hex32("checksum", image.checksum()).end();
            return reuse;
        }
        int width = image.width();
        int height = image.height();
        int stride = AgentImage.stride(width);
        ImageBlockCodec.Parts parts = stored != null ? ImageBlockCodec.parts(stored, reuse)
                : new ImageBlockCodec.Parts(false, image.pixels(), false, -1, null, null, null, 0);
        byte[] pixels = parts.pixels();
        boolean padded = false;
        for (int y = 0; y < height && !padded && stride > width; y++) {
            for (int x = width; x < stride; x++) {
                padded |= pixels[y * stride + x] != 0;
            }
        }
        out.word(width + "x" + height).hex32("checksum", image.checksum());
        if (padded) {
            out.word("padded");
        }
        int storedLength = stride * height;
        byte[] keptPixels = parts.compressed()
                && !MicrosoftEncoder.prefixAgrees(pixels, storedLength, parts.pixelStream(), 0, parts.pixelStream().length)
                ? parts.pixelStream() : null;
        out.field("pixels", keptPixels != null ? "kept" : parts.compressed() ? "lz" : "raw");
        byte[] keptRegion = null;
        byte[] explicitRegion = null;
        if (parts.region() == null) {
            out.field("region", "raw");
        } else if (parts.region().length == 0) {
            out.field("region", "none");
        } else {
            keptRegion = parts.regionCompressed() && !MicrosoftEncoder.prefixAgrees(parts.region(),
                    parts.region().length, parts.regionStream(), 0, parts.regionStream().length)
                    ? parts.regionStream() : null;
            out.field("region", keptRegion != null ? "kept" : parts.regionCompressed() ? "lz" : "raw");
            long rgnSize = generatedRgnSize(width, height, pixels, transparentIndex, parts.region());
            if (rgnSize < 0) {
                explicitRegion = parts.region();
            } else if (rgnSize != 16L * regionCount(parts.region())) {
                out.field("rgnsize", rgnSize);
            }
        }
        if (stored != null && (parts.compressed() || parts.regionCompressed())) {
            out.hex32("block", parts.crc());
        }
        out.end();
        int shown = padded ? stride : width;
        for (int y = 0; y < height; y++) {
            DataLines.writeRow(out, 1, pixels, (height - 1 - y) * stride, shown, 1);
        }
        if (explicitRegion != null) {
            out.line(1, "region").end();
            DataLines.writeHex(out, 2, explicitRegion);
        }
        if (keptPixels != null) {
            out.line(1, "lz-pixels").end();
            DataLines.writeBase64(out, 2, keptPixels);
        }
        if (keptRegion != null) {
            out.line(1, "lz-region").end();
            DataLines.writeBase64(out, 2, keptRegion);
        }
        return stored != null ? pixels : reuse;
    }

    /**
     * The nRgnSize of {@code region} when its rectangles and bound are the ones generated from the pixels (so
     * the text need not list them), or -1 when they are not.
     */
    private static long generatedRgnSize(int width, int height, byte[] pixels, int transparentIndex, byte[] region) {
        if (region.length < RegionCodec.HEADER) {
            return -1;
        }
        long rgnSize = u32(region, 12);
        AgentRegion generated = AgentRegion.fromPixels(width, height,
                pixels.length == (long) AgentImage.stride(width) * height ? pixels
                        : Arrays.copyOf(pixels, AgentImage.stride(width) * height), transparentIndex);
        byte[] expected = RegionCodec.encode(AgentRegion.of(generated.rects(), generated.bound(), rgnSize));
        return Arrays.equals(expected, region) ? rgnSize : -1;
    }

    private static long regionCount(byte[] region) {
        return u32(region, 8);
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
    }

    // ---- build ------------------------------------------------------------------------------------------------

    /** An image line read, waiting to be encoded (the slow part, done in parallel by the caller). */
    record Parsed(TextNode node, int width, int height, boolean present, long checksum, boolean compressed,
            byte[] pixels, String regionMode, long rgnSize, byte[] explicitRegion, long blockCrc, byte[] keptPixels,
            byte[] keptRegion) {
    }

    static Parsed parse(TextNode node) throws FormatException {
        String first = node.word(0, "image size (WIDTHxHEIGHT) or empty");
        long checksum = node.u32("checksum");
        if (first.equals("empty")) {
            node.finish();
            return new Parsed(node, 0, 0, false, checksum, false, null, "none", -1, null, -1, null, null);
        }
        int[] size = node.sizeValue("image size", first, 0xFFFF);
        int width = size[0];
        int height = size[1];
        boolean padded = node.optionalWord(1).map("padded"::equals).orElse(false);
        if (node.optionalWord(padded ? 2 : 1).isPresent()) {
            throw node.error("image", "WIDTHxHEIGHT, then \"padded\" when the rows show their padding",
                    node.optionalWord(padded ? 2 : 1).get());
        }
        String pixelMode = node.choice("pixels", "lz", "kept", "raw");
        boolean compressed = !pixelMode.equals("raw");
        String regionMode = node.choice("region", "lz", "kept", "raw", "none");
        long rgnSize = node.has("rgnsize") ? node.u32("rgnsize") : -1;
        long blockCrc = node.has("block") ? node.integer("block", 0, 0xFFFF_FFFFL) : -1;
        int stride = AgentImage.stride(width);
        if ((long) stride * height > ImageBlockCodec.MAX_PIXELS) {
            throw node.error("image size", "at most " + ImageBlockCodec.MAX_PIXELS + " pixel bytes", first);
        }
        byte[] pixels = new byte[stride * height];
        List<TextNode> rows = new ArrayList<>();
        TextNode regionNode = null;
        TextNode keptPixelsNode = null;
        TextNode keptRegionNode = null;
        for (TextNode child : node.dataChildren()) {
            switch (child.kind()) {
                case "region" -> regionNode = child;
                case "lz-pixels" -> keptPixelsNode = child;
                case "lz-region" -> keptRegionNode = child;
                default -> rows.add(child);
            }
        }
        byte[] keptPixels = kept(node, keptPixelsNode, pixelMode.equals("kept"), "pixels");
        byte[] keptRegion = kept(node, keptRegionNode, regionMode.equals("kept"), "region");
        if (rows.size() != height) {
            throw node.error("pixel rows", height + " rows (the image's height)", rows.size() + " rows");
        }
        int shown = padded ? stride : width;
        for (int y = 0; y < height; y++) {
            DataLines.readRow(rows.get(y), pixels, (height - 1 - y) * stride, shown, 1);
        }
        byte[] explicit = null;
        if (regionNode != null) {
            if (regionMode.equals("none")) {
                throw regionNode.error("region", "no region lines with region=none", "some");
            }
            explicit = DataLines.readHex(regionNode, regionNode.dataChildren(), -1);
            regionNode.finish();
        }
        node.finish();
        return new Parsed(node, width, height, true, checksum, compressed, pixels, regionMode, rgnSize, explicit,
                blockCrc, keptPixels, keptRegion);
    }

    /** The compressed block kept under an image, which {@code kept} says is there. */
    private static byte[] kept(TextNode image, TextNode node, boolean kept, String part) throws FormatException {
        if (node == null) {
            if (kept) {
                throw image.error(part, "an lz-" + part + " block under the image (" + part + "=kept)", "none");
            }
            return null;
        }
        if (!kept) {
            throw node.error("lz-" + part, "no lz-" + part + " block unless " + part + "=kept", "one");
        }
        byte[] block = DataLines.readBase64(node, node.dataChildren());
        node.finish();
        return block;
    }

    /** The stored block of a parsed image. */
    static byte[] block(Parsed p, int transparentIndex) throws AgentWriteException {
        if (!p.present()) {
            return new byte[] {0};
        }
        byte[] region;
        if (p.regionMode().equals("none")) {
            region = new byte[0];
        } else if (p.explicitRegion() != null) {
            region = p.explicitRegion();
        } else {
            AgentRegion generated = AgentRegion.fromPixels(p.width(), p.height(), p.pixels(), transparentIndex);
            long rgnSize = p.rgnSize() >= 0 ? p.rgnSize() : 16L * generated.count();
            region = RegionCodec.encode(AgentRegion.of(generated.rects(), generated.bound(), rgnSize));
        }
        boolean regionCompressed = p.regionMode().equals("lz") || p.regionMode().equals("kept");
        String name = "image line " + p.node().line();
        byte[] block = ImageBlockCodec.assemble(p.width(), p.height(), p.compressed(), p.pixels(), p.keptPixels(),
                regionCompressed, region, p.keptRegion(), BlockEncoder.microsoft(), name);
        if (p.blockCrc() >= 0 && crc(block) != p.blockCrc() && (p.compressed() || regionCompressed)) {
            byte[] smallest = ImageBlockCodec.assemble(p.width(), p.height(), p.compressed(), p.pixels(),
                    p.keptPixels(), regionCompressed, region, p.keptRegion(), BlockEncoder.smallest(), name);
            if (crc(smallest) == p.blockCrc()) {
                return smallest;
            }
        }
        return block;
    }

    private static long crc(byte[] b) {
        CRC32 crc = new CRC32();
        crc.update(b);
        return crc.getValue();
    }
}
