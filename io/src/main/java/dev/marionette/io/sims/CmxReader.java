package dev.marionette.io.sims;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.Printable;
import dev.marionette.io.ReadIssues;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsVector;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads TS1 CMX text files: {@code //} comment lines, {@code version 300}, then the fields of {@link SimsGrammar}
 * one per line (names as they are, numbers as C writes them, a vector as {@code | x y z |} and a quaternion as
 * {@code | x y z w |}), with CRLF line endings in the game's files. Every line is kept in a {@link CmxLayout}, so
 * the file writes back byte for byte. Errors name the line and column.
 */
public final class CmxReader implements SimsFieldSource {

    private static final Pattern VERSION_LINE = Pattern.compile("version\\s+(\\d{1,9})");

    private final String source;
    private final int size;
    private final List<CmxLines.Line> lines;
    private final Map<String, String[]> spellings = new HashMap<>();
    private int next;

    private CmxReader(String source, int size, List<CmxLines.Line> lines, int first) {
        this.source = source;
        this.size = size;
        this.lines = lines;
        this.next = first;
    }

    /** Reads {@code file}. */
    public static ReadResult<SimsCharacterFile> read(Path file, ReadOptions options) throws IOException {
        return read(FileBytes.read(file, options), file.toString(), options);
    }

    /** Reads a CMX held in memory; {@code source} names it in errors. */
    public static ReadResult<SimsCharacterFile> read(byte[] data, String source, ReadOptions options)
            throws FormatException {
        ReadIssues issues = new ReadIssues(source, options);
        List<CmxLines.Line> lines = CmxLines.split(data);
        int versionLine = findVersionLine(lines, source, data.length);
        CmxLines.Line version = lines.get(versionLine);
        Matcher m = VERSION_LINE.matcher(withoutBom(versionLine, version.text()).strip());
        m.matches();
        int number = Integer.parseInt(m.group(1));
        if (number != CmxLayout.VERSION) {
            if (!issues.lenient()) {
                throw FormatException.inText(source, version.offset(), version.number(), version.firstColumn(),
                        "version", "version " + CmxLayout.VERSION, "version " + number);
            }
            issues.warn(version.offset(), "version", "version " + number + " (expected " + CmxLayout.VERSION
                    + "); read as version " + CmxLayout.VERSION);
        }
        StringBuilder header = new StringBuilder();
        for (int i = 0; i <= versionLine; i++) {
            header.append(lines.get(i).text()).append(lines.get(i).ending());
        }
        CmxReader reader = new CmxReader(source, data.length, lines, versionLine + 1);
        List<Long> skillOffsets = new ArrayList<>();
        SimsCharacterData content = SimsGrammar.read(reader, skillOffsets);
        StringBuilder trailer = new StringBuilder();
        boolean warned = false;
        for (int i = reader.next; i < lines.size(); i++) {
            CmxLines.Line line = lines.get(i);
            if (!line.text().isBlank() && !warned) {
                if (!issues.lenient()) {
                    throw FormatException.inText(source, line.offset(), line.number(), line.firstColumn(),
                            "end of file", "nothing after the last skill", "\"" + clip(line.text()) + "\"");
                }
                issues.warn(line.offset(), "end of file", "line " + line.number()
                        + " and what follows come after the last skill; kept as they are");
                warned = true;
            }
            trailer.append(line.text()).append(line.ending());
        }
        String newline = version.ending().isEmpty() ? "\r\n" : version.ending();
        CmxLayout layout = new CmxLayout(header.toString(), number, reader.spellings, trailer.toString(), newline);
        return new ReadResult<>(new SimsCharacterFile(content, layout, skillOffsets), issues.warnings());
    }

    /** The index of the {@code version} line; only comments and blank lines may come before it. */
    private static int findVersionLine(List<CmxLines.Line> lines, String source, int size) throws FormatException {
        for (int i = 0; i < lines.size(); i++) {
            CmxLines.Line line = lines.get(i);
            String text = withoutBom(i, line.text()).strip();
            if (text.isEmpty() || text.startsWith("//")) {
                continue;
            }
            if (VERSION_LINE.matcher(text).matches()) {
                return i;
            }
            throw FormatException.inText(source, line.offset(), line.number(), line.firstColumn(), "version line",
                    "\"version 300\" after the // comments", "\"" + clip(line.text()) + "\"");
        }
        throw FormatException.inText(source, size, lines.size() + 1, 1, "version line", "\"version 300\"",
                "the end of the file");
    }

    /** Line {@code index}'s text without the UTF-8 byte order mark the first line may start with (kept in the header). */
    private static String withoutBom(int index, String text) {
        return index == 0 && text.startsWith("\u00EF\u00BB\u00BF") ? text.substring(3) : text;
    }

    /** A line as shown in a message: stripped, shortened, bytes that are not UTF-8 escaped. */
    private static String clip(String text) {
        String s = text.strip();
        return Printable.bytes(s.length() > 40 ? s.substring(0, 40) + "..." : s);
    }

    private CmxLines.Line nextLine(String field) throws FormatException {
        if (next >= lines.size()) {
            throw FormatException.inText(source, size, lines.size() + 1, 1, field, "a line", "the end of the file");
        }
        CmxLines.Line line = lines.get(next++);
        spellings.put(field, new String[] {line.text(), line.ending()});
        return line;
    }

    private FormatException error(CmxLines.Line line, int column, String field, String expected) {
        return FormatException.inText(source, line.offset() + column - 1, line.number(), column, field, expected,
                "\"" + clip(line.text()) + "\"");
    }

    @Override
    public String string(String field) throws FormatException {
        return nextLine(field).text().strip();
    }

    @Override
    public int integer(String field) throws FormatException {
        return number(field, CmxNumbers::parseInteger, "a 32-bit integer");
    }

    @Override
    public float decimal(String field) throws FormatException {
        return number(field, CmxNumbers::parseDecimal, "a number");
    }

    /** The next line as one number, by {@code parse} (null when the line is not {@code expected}). */
    private <T> T number(String field, Function<String, T> parse, String expected) throws FormatException {
        CmxLines.Line line = nextLine(field);
        T value = parse.apply(line.text().strip());
        if (value == null) {
            throw error(line, line.firstColumn(), field, expected);
        }
        return value;
    }

    @Override
    public SimsVector vector(String field) throws FormatException {
        float[] v = numbers(field, 3);
        return new SimsVector(v[0], v[1], v[2]);
    }

    @Override
    public SimsQuaternion quaternion(String field) throws FormatException {
        float[] q = numbers(field, 4);
        return new SimsQuaternion(q[0], q[1], q[2], q[3]);
    }

    private float[] numbers(String field, int count) throws FormatException {
        CmxLines.Line line = nextLine(field);
        String[] parts = CmxNumbers.vectorParts(line.text());
        String shape = "| " + "n ".repeat(count) + "| (" + count + " numbers between bars)";
        if (parts == null || parts.length != count) {
            throw error(line, line.firstColumn(), field, shape);
        }
        float[] values = new float[count];
        int searchFrom = line.text().indexOf('|') + 1;
        for (int i = 0; i < count; i++) {
            int at = line.text().indexOf(parts[i], searchFrom);
            searchFrom = at + parts[i].length();
            Float value = CmxNumbers.parseDecimal(parts[i]);
            if (value == null) {
                throw error(line, at + 1, field + " " + "xyzw".charAt(i), "a number");
            }
            values[i] = value;
        }
        return values;
    }

    @Override
    public int count(String field, SimsItem item) throws FormatException {
        CmxLines.Line line = lines.size() > next ? lines.get(next) : null;
        int value = integer(field);
        long count = Integer.toUnsignedLong(value);
        long room = (lines.size() - next) / item.minLines;
        if (count > room) {
            throw error(line, line.firstColumn(), field, "at most " + room + " (what fits in the "
                    + (lines.size() - next) + " lines left)");
        }
        return (int) count;
    }

    @Override
    public long offset() {
        return next < lines.size() ? lines.get(next).offset() : size;
    }

    @Override
    public long mark() {
        return next;
    }

    @Override
    public FormatException errorAt(long mark, String field, String expected, String found) {
        if (mark >= lines.size()) {
            return FormatException.inText(source, size, lines.size() + 1, 1, field, expected, found);
        }
        CmxLines.Line line = lines.get((int) mark);
        return FormatException.inText(source, line.offset() + line.firstColumn() - 1, line.number(),
                line.firstColumn(), field, expected, found);
    }
}
