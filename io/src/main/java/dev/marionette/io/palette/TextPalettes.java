package dev.marionette.io.palette;

import dev.marionette.io.FormatException;
import dev.marionette.model.spr.Palette;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The two text palette formats painting programs share, read and written.
 *
 * <p><b>JASC-PAL</b> (Paint Shop Pro; GIMP, Aseprite and Pro Motion read and write it):
 * <pre>
 * JASC-PAL
 * 0100
 * 256            the colour count
 * 255 0 255      one "R G B" line per colour, 0-255 each
 * ...
 * </pre>
 * <p><b>GIMP palette</b> ({@code .gpl}; GIMP, Inkscape, Krita, Aseprite):
 * <pre>
 * GIMP Palette
 * Name: body     optional
 * Columns: 16    optional
 * # comment      lines starting with # and blank lines are skipped
 * 255   0 255	a name   "R G B", then optionally whitespace and a colour name
 * </pre>
 * Errors name the file, the line and column, and the field.
 */
final class TextPalettes {

    private TextPalettes() {
    }

    /** A line of the file with where it starts. */
    private record Line(String text, int number, int offset) {

        /** The whitespace-separated words with the column (1-based) each starts at. */
        List<int[]> wordStarts() {
            List<int[]> words = new ArrayList<>();
            int i = 0;
            while (i < text.length()) {
                while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                int start = i;
                while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                    i++;
                }
                if (i > start) {
                    words.add(new int[] {start, i});
                }
            }
            return words;
        }
    }

    private static List<Line> lines(byte[] data) {
        String text = new String(data, StandardCharsets.ISO_8859_1);
        int start = text.startsWith("\u00EF\u00BB\u00BF") ? 3 : 0;
        List<Line> lines = new ArrayList<>();
        int number = 1;
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            int stop = end < 0 ? text.length() : end;
            String line = text.substring(start, stop);
            if (line.endsWith("\r")) {
                line = line.substring(0, line.length() - 1);
            }
            if (end >= 0 || !line.isEmpty()) {
                lines.add(new Line(line, number, start));
            }
            if (end < 0) {
                break;
            }
            start = end + 1;
            number++;
        }
        return lines;
    }

    /** Reads a JASC-PAL file. */
    static PaletteFiles.PaletteFile readJasc(byte[] data, String source) throws FormatException {
        List<Line> lines = lines(data);
        if (lines.size() < 2) {
            throw FormatException.inText(source, data.length, 2, 1, "JASC-PAL version", "0100",
                    "the end of the file");
        }
        if (!lines.get(1).text().trim().equals("0100")) {
            Line at = lines.get(1);
            throw FormatException.inText(source, at.offset(), at.number(), 1, "JASC-PAL version", "0100",
                    "\"" + at.text().trim() + "\"");
        }
        if (lines.size() < 3) {
            throw FormatException.inText(source, data.length, 3, 1, "colour count", "a number",
                    "the end of the file");
        }
        Line countLine = lines.get(2);
        int count;
        try {
            count = Integer.parseInt(countLine.text().trim());
        } catch (NumberFormatException e) {
            throw FormatException.inText(source, countLine.offset(), countLine.number(), 1, "colour count",
                    "a number", "\"" + countLine.text().trim() + "\"");
        }
        if (count < 1 || count > Palette.SIZE) {
            throw FormatException.inText(source, countLine.offset(), countLine.number(), 1, "colour count",
                    "1 to 256", Integer.toString(count));
        }
        List<Line> colourLines = new ArrayList<>();
        for (int i = 3; i < lines.size() && colourLines.size() < count; i++) {
            if (!lines.get(i).text().isBlank()) {
                colourLines.add(lines.get(i));
            }
        }
        if (colourLines.size() < count) {
            throw FormatException.inText(source, countLine.offset(), countLine.number(), 1, "colour count",
                    count + " colour lines after it", "only " + colourLines.size());
        }
        int[] rgb = new int[Palette.SIZE];
        for (int i = 0; i < count; i++) {
            rgb[i] = colour(colourLines.get(i), i, source);
        }
        return new PaletteFiles.PaletteFile(Palette.fromRgb(rgb), count, source);
    }

    /** Reads a GIMP palette. */
    static PaletteFiles.PaletteFile readGimp(byte[] data, String source) throws FormatException {
        List<Line> lines = lines(data);
        int[] rgb = new int[Palette.SIZE];
        int count = 0;
        for (int i = 1; i < lines.size(); i++) {
            Line line = lines.get(i);
            String t = line.text().trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String lower = t.toLowerCase(Locale.ROOT);
            if (lower.startsWith("name:") || lower.startsWith("columns:")) {
                continue;
            }
            if (count == Palette.SIZE) {
                throw FormatException.inText(source, line.offset(), line.number(), 1, "colour " + count,
                        "at most 256 colours (a sprite palette holds 256)", "more");
            }
            rgb[count] = colour(line, count, source);
            count++;
        }
        if (count == 0) {
            Line last = lines.get(lines.size() - 1);
            throw FormatException.inText(source, last.offset(), last.number(), 1, "colours",
                    "at least one \"R G B\" line", "none");
        }
        return new PaletteFiles.PaletteFile(Palette.fromRgb(rgb), count, source);
    }

    /**
     * The colour on {@code line}: three numbers 0-255. What follows them is ignored: a GIMP line names the colour
     * there, and some programs add an alpha value to JASC lines.
     */
    private static int colour(Line line, int index, String source) throws FormatException {
        List<int[]> words = line.wordStarts();
        String[] channels = {"red", "green", "blue"};
        int value = 0;
        for (int c = 0; c < 3; c++) {
            if (c >= words.size()) {
                int column = line.text().length() + 1;
                throw FormatException.inText(source, line.offset() + column - 1, line.number(), column,
                        "colour " + index + " " + channels[c], "a number 0-255", "the end of the line");
            }
            int[] w = words.get(c);
            String word = line.text().substring(w[0], w[1]);
            int v;
            try {
                v = Integer.parseInt(word);
            } catch (NumberFormatException e) {
                v = -1;
            }
            if (v < 0 || v > 255) {
                throw FormatException.inText(source, line.offset() + w[0], line.number(), w[0] + 1,
                        "colour " + index + " " + channels[c], "a number 0-255", "\"" + word + "\"");
            }
            value = value << 8 | v;
        }
        return value;
    }

    /** {@code palette} as a JASC-PAL file of 256 colours, lines ending CR LF as Paint Shop Pro writes them. */
    static byte[] writeJasc(Palette palette) {
        StringBuilder sb = new StringBuilder("JASC-PAL\r\n0100\r\n256\r\n");
        for (int i = 0; i < Palette.SIZE; i++) {
            sb.append(palette.red(i)).append(' ').append(palette.green(i)).append(' ').append(palette.blue(i))
                    .append("\r\n");
        }
        return sb.toString().getBytes(StandardCharsets.US_ASCII);
    }

    /** {@code palette} as a GIMP palette of 256 colours called {@code name}, 16 to a row, as GIMP lays it out. */
    static byte[] writeGimp(Palette palette, String name) {
        String clean = name.replaceAll("[\\r\\n]", " ").strip();
        StringBuilder sb = new StringBuilder("GIMP Palette\nName: ").append(clean).append("\nColumns: 16\n#\n");
        for (int i = 0; i < Palette.SIZE; i++) {
            sb.append(String.format(Locale.ROOT, "%3d %3d %3d\tIndex %d\n", palette.red(i), palette.green(i),
                    palette.blue(i), i));
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }
}
