package dev.marionette.io.spr;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.ReadIssues;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads Ragnarok SPR files, versions 0x100, 0x101, 0x200 and 0x201. Little-endian layout:
 *
 * <pre>
 * "SP", u8 minor, u8 major, u16 indexedCount, [0x200+: u16 rgbaCount]
 * indexed image: u16 width, u16 height, then
 *                before 0x201: u8 index &times; width*height (rows top-down)
 *                0x201:        u16 rleSize, u8 rle[rleSize] (see {@link SprRle})
 * RGBA image:    u16 width, u16 height, u8 A,B,G,R &times; width*height (rows bottom-up)
 * palette:       256 &times; u8 R,G,B,X at the very end, when present
 * </pre>
 *
 * Whether a palette is present is decided by what is left after the images: 1024 bytes is a palette, none
 * is no palette (RGBA-only sheets saved by the common editor have none; official ones have one). Anything
 * else is an error, or a warning when reading leniently. RGBA pixels are converted to the model's
 * top-down ARGB layout here.
 */
public final class SprReader {

    private final LittleEndianReader in;
    private final ReadIssues issues;
    private int version;

    private SprReader(LittleEndianReader in, ReadIssues issues) {
        this.in = in;
        this.issues = issues;
    }

    /** Reads {@code file} strictly. */
    public static ReadResult<SpriteSheet> read(Path file) throws IOException {
        return read(file, ReadOptions.STRICT);
    }

    /** Reads {@code file}; the file name appears in every error and warning. */
    public static ReadResult<SpriteSheet> read(Path file, ReadOptions options) throws IOException {
        return read(FileBytes.read(file, options), file.toString(), options);
    }

    /** Reads an SPR held in memory; {@code source} names it in errors. */
    public static ReadResult<SpriteSheet> read(byte[] data, String source, ReadOptions options)
            throws FormatException {
        ReadIssues issues = new ReadIssues(source, options);
        SprReader reader = new SprReader(new LittleEndianReader(source, data), issues);
        SpriteSheet sheet = reader.readSheet();
        return new ReadResult<>(sheet, issues.warnings());
    }

    /** Reads an SPR held in memory strictly and returns the sheet alone. */
    public static SpriteSheet read(byte[] data, String source) throws FormatException {
        return read(data, source, ReadOptions.STRICT).value();
    }

    private SpriteSheet readSheet() throws FormatException {
        SpriteSheet sheet = new SpriteSheet();
        int first = in.u8("signature");
        int second = in.u8("signature");
        if (first != 'S' || second != 'P') {
            throw in.errorAt(0, "signature", "\"SP\"", String.format("%02X %02X", first, second));
        }
        // Minor byte first: bytes 01 02 are version 0x201.
        int versionAt = in.offset();
        int minor = in.u8("version (minor)");
        int major = in.u8("version (major)");
        version = major << 8 | minor;
        if (!SprVersion.isKnown(version)) {
            throw in.errorAt(versionAt, "version", "one of 0x100, 0x101, 0x200, 0x201",
                    String.format("0x%X (an SPR of unsupported version %d.%d)", version, major, minor));
        }
        sheet.setVersion(version);

        boolean rle = SprVersion.usesRle(version);
        int indexedCount = in.u16Count(0xFFFF, rle ? 6 : 4, "indexed image count");
        int rgbaCount = 0;
        if (SprVersion.hasRgbaImages(version)) {
            rgbaCount = in.u16Count(0xFFFF, 4, "RGBA image count");
        }
        for (int i = 0; i < indexedCount; i++) {
            sheet.indexedImages().add(rle ? readRleImage(i) : readRawImage(i));
        }
        for (int i = 0; i < rgbaCount; i++) {
            sheet.rgbaImages().add(readRgbaImage(i));
        }
        readPalette(sheet);
        return sheet;
    }

    private IndexedImage readRawImage(int index) throws FormatException {
        String where = "indexed image " + index;
        int width = in.u16(where + " width");
        int height = in.u16(where + " height");
        byte[] pixels = in.bytes((long) width * height, where + " pixels (" + width + "x" + height + ")");
        return new IndexedImage(width, height, pixels);
    }

    private IndexedImage readRleImage(int index) throws FormatException {
        String where = "indexed image " + index;
        int width = in.u16(where + " width");
        int height = in.u16(where + " height");
        int size = in.u16(where + " RLE size");
        int start = in.offset();
        in.require(size, where + " RLE data");
        String field = where + " RLE data (" + width + "x" + height + ")";
        long pixelCount = (long) width * height;
        if (pixelCount > (long) SprRle.MAX_PIXELS_PER_BYTE * size + 1) {
            // Checked before allocating: 00 FF (255 pixels in 2 bytes) is the densest encoding there is.
            throw in.errorAt(start, field, "at most " + ((long) SprRle.MAX_PIXELS_PER_BYTE * size + 1)
                    + " pixels from " + size + " RLE bytes", pixelCount + " pixels (" + width + "x" + height + ")");
        }
        SprRle.Decoded decoded = SprRle.decode(in.data(), start, size, (int) pixelCount, in.source(), field);
        if (decoded.emptyRuns() > 0) {
            issues.warn(decoded.firstEmptyRunAt(), where + " RLE data", decoded.emptyRuns()
                    + " '00 00' pairs, read as 0 pixels (other readers count 1 or 2); the bytes are kept as read");
        }
        byte[] rleBytes = in.bytes(size, where + " RLE data");
        return IndexedImage.decodedFrom(width, height, decoded.pixels(), rleBytes);
    }

    private RgbaImage readRgbaImage(int index) throws FormatException {
        String where = "RGBA image " + index;
        int width = in.u16(where + " width");
        int height = in.u16(where + " height");
        long bytes = (long) width * height * 4;
        in.require(bytes, where + " pixels (" + width + "x" + height + ")");
        byte[] data = in.data();
        int base = in.offset();
        int[] argb = new int[width * height];
        // Stored rows run bottom-up, each pixel as bytes A, B, G, R.
        for (int fileRow = 0; fileRow < height; fileRow++) {
            int y = height - 1 - fileRow;
            for (int x = 0; x < width; x++) {
                int p = base + (fileRow * width + x) * 4;
                int a = data[p] & 0xFF;
                int b = data[p + 1] & 0xFF;
                int g = data[p + 2] & 0xFF;
                int r = data[p + 3] & 0xFF;
                argb[y * width + x] = a << 24 | r << 16 | g << 8 | b;
            }
        }
        in.skip(bytes, where + " pixels");
        return new RgbaImage(width, height, argb);
    }

    private void readPalette(SpriteSheet sheet) throws FormatException {
        int left = in.remaining();
        int at = in.offset();
        if (left == Palette.BYTES) {
            sheet.setPalette(Palette.fromBytes(in.bytes(Palette.BYTES, "palette")));
            if (version == SprVersion.V1_0) {
                issues.warn(at, "palette", "0x100 files normally have no palette; this one has 1024 bytes"
                        + " after the images, kept as its palette (some readers ignore it)");
            }
        } else if (left > Palette.BYTES) {
            // Most readers take the palette from the last 1024 bytes; lenient reading does the same.
            issues.tolerate(at, "palette", "0 or 1024 bytes after the images",
                    left + " bytes", "the last 1024 are read as the palette and the "
                            + (left - Palette.BYTES) + " before them are ignored (not written back)");
            in.skip(left - Palette.BYTES, "bytes before the palette");
            sheet.setPalette(Palette.fromBytes(in.bytes(Palette.BYTES, "palette")));
        } else if (left > 0) {
            issues.tolerate(at, "palette", "0 or 1024 bytes after the images", left + " bytes",
                    "ignored: no palette (they are not written back)");
            in.skip(left, "bytes after the images");
        }
        if (!sheet.hasPalette() && !sheet.indexedImages().isEmpty() && version != SprVersion.V1_0) {
            issues.tolerate(at, "palette", "a 1024-byte palette for the " + sheet.indexedImages().size()
                    + " indexed images", "none", "the indexed images have no colours; such a sheet cannot be"
                            + " written back until a palette is set");
        }
    }
}
