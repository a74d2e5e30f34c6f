package dev.marionette.io.palette;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.spr.SprReader;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Reads a 256-colour palette from the files palettes come in, recognised by their content:
 * <ul>
 * <li>an SPR sprite sheet: its palette (the 1024 bytes at its end);</li>
 * <li>a Ragnarok {@code .pal} (the client's dye palettes): exactly 1024 bytes, R, G, B and a fourth byte per
 *     entry, the SPR palette layout; the fourth bytes are kept;</li>
 * <li>an Adobe colour table ({@code .act}): 768 bytes of R, G, B, optionally followed by a big-endian u16
 *     colour count and a u16 transparent index (772 bytes);</li>
 * <li>a JASC-PAL text file (Paint Shop Pro, GIMP, Aseprite): {@code JASC-PAL}, {@code 0100}, the count, then
 *     one {@code R G B} line per colour;</li>
 * <li>a GIMP palette ({@code .gpl}): {@code GIMP Palette}, optional {@code Name:} and {@code Columns:} lines,
 *     then one {@code R G B [name]} line per colour ({@link TextPalettes});</li>
 * <li>a RIFF palette ({@code RIFF....PAL data}, Windows): version 0x300, a u16 count, then R, G, B, flags.</li>
 * </ul>
 * Files with fewer than 256 colours fill the rest with black; {@link #readFile} says how many the file
 * holds ({@link PaletteFile#shortWarning()} in words), so the caller can warn, or offer to keep the rest of a
 * palette instead. Anything else is a {@link FormatException} naming the file and the offset (for text files the
 * line and column) and the field. Entry 0 is taken as the file has it (it draws transparent in sprites anyway).
 * Palettes are written by {@link PaletteFormat}.
 */
public final class PaletteFiles {

    private PaletteFiles() {
    }

    /**
     * A palette read from a file.
     *
     * @param palette 256 entries: the file's colours, then black
     * @param colours how many colours the file holds (1 to 256): entries from there on are filled in
     * @param source  the file, as named when it was read
     */
    public record PaletteFile(Palette palette, int colours, String source) {
        /** True when the file holds fewer than 256 colours. */
        public boolean isShort() {
            return colours < Palette.SIZE;
        }

        /** For a short file, a warning saying so and what the other entries became; else empty. */
        public Optional<String> shortWarning() {
            if (!isShort()) {
                return Optional.empty();
            }
            return Optional.of(source + ": holds " + colours + (colours == 1 ? " colour (entry 0)" : " colours"
                    + " (entries 0-" + (colours - 1) + ")") + ", not 256; entries " + colours + "-255 are black");
        }
    }

    /** The palette in {@code data}; {@code source} names the file in errors. */
    public static Palette read(byte[] data, String source) throws FormatException {
        return readFile(data, source).palette();
    }

    /** The palette in {@code data} and how many colours the file holds; {@code source} names the file. */
    public static PaletteFile readFile(byte[] data, String source) throws FormatException {
        if (data.length >= 4 && data[0] == 'S' && data[1] == 'P') {
            SpriteSheet sheet = SprReader.read(data, source, ReadOptions.LENIENT).value();
            if (!sheet.hasPalette()) {
                throw FormatException.of(source, data.length, "palette", "the sprite sheet has no palette");
            }
            return new PaletteFile(sheet.palette(), Palette.SIZE, source);
        }
        if (startsWith(data, "JASC-PAL")) {
            return TextPalettes.readJasc(data, source);
        }
        if (startsWith(data, "GIMP Palette") || startsWith(data, "\u00EF\u00BB\u00BFGIMP Palette")) {
            return TextPalettes.readGimp(data, source);
        }
        if (startsWith(data, "RIFF") && data.length >= 12 && new String(data, 8, 4, StandardCharsets.US_ASCII)
                .equals("PAL ")) {
            return riff(data, source);
        }
        if (data.length == Palette.BYTES) {
            return new PaletteFile(Palette.fromBytes(data), Palette.SIZE, source);
        }
        if (data.length == 768 || data.length == 772) {
            int count = 256;
            if (data.length == 772) {
                count = (data[768] & 0xFF) << 8 | data[769] & 0xFF;
                if (count < 1 || count > 256) {
                    throw new FormatException(source, 768, "colour count", "1 to 256", Integer.toString(count));
                }
            }
            int[] rgb = new int[Palette.SIZE];
            for (int i = 0; i < count; i++) {
                rgb[i] = (data[i * 3] & 0xFF) << 16 | (data[i * 3 + 1] & 0xFF) << 8 | data[i * 3 + 2] & 0xFF;
            }
            return new PaletteFile(Palette.fromRgb(rgb), count, source);
        }
        throw FormatException.of(source, 0, "palette file", "not an SPR, a 1024-byte Ragnarok palette, a 768/772-byte"
                + " Adobe colour table, a JASC-PAL, a GIMP palette or a RIFF palette (" + data.length + " bytes)");
    }

    private static PaletteFile riff(byte[] data, String source) throws FormatException {
        int at = 12;
        while (at + 8 <= data.length) {
            String id = new String(data, at, 4, StandardCharsets.US_ASCII);
            long size = u32(data, at + 4);
            if (id.equals("data")) {
                int body = at + 8;
                if (body + 4 > data.length) {
                    throw FormatException.of(source, body, "palette data", "truncated");
                }
                int count = (data[body + 2] & 0xFF) | (data[body + 3] & 0xFF) << 8;
                if (count < 1 || count > Palette.SIZE || body + 4 + 4L * count > data.length) {
                    throw new FormatException(source, body + 2, "colour count", "1 to 256 colours within the file",
                            Integer.toString(count));
                }
                int[] rgb = new int[Palette.SIZE];
                for (int i = 0; i < count; i++) {
                    int e = body + 4 + 4 * i;
                    rgb[i] = (data[e] & 0xFF) << 16 | (data[e + 1] & 0xFF) << 8 | data[e + 2] & 0xFF;
                }
                return new PaletteFile(Palette.fromRgb(rgb), count, source);
            }
            at += 8 + (int) Math.min(size + (size & 1), data.length);
        }
        throw FormatException.of(source, 12, "data chunk", "the RIFF palette has no data chunk");
    }

    private static long u32(byte[] d, int at) {
        return (d[at] & 0xFFL) | (d[at + 1] & 0xFFL) << 8 | (d[at + 2] & 0xFFL) << 16 | (d[at + 3] & 0xFFL) << 24;
    }

    private static boolean startsWith(byte[] data, String prefix) {
        if (data.length < prefix.length()) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if ((data[i] & 0xFF) != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
