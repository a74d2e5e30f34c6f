package dev.marionette.io;

import java.io.IOException;

/**
 * A file that does not follow its format. Names the file, the byte offset, the field being read and,
 * where it applies, what was expected and what was found, so a user can see exactly where the file is bad.
 */
public class FormatException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final long offset;
    private final String field;
    private final String expected;
    private final String found;
    private final int line;
    private final int column;

    /**
     * @param source   the file (or block) being read, as shown to the user
     * @param offset   byte offset in the file where the problem is
     * @param field    the field being read, e.g. "frame count"
     * @param expected what the format allows, or null
     * @param found    what the file holds, or null
     */
    public FormatException(String source, long offset, String field, String expected, String found) {
        this(source, offset, 0, 0, field, expected, found);
    }

    private FormatException(String source, long offset, int line, int column, String field, String expected,
            String found) {
        super(describe(source, offset, line, column, field, expected, found));
        this.source = source;
        this.offset = offset;
        this.line = line;
        this.column = column;
        this.field = field;
        this.expected = expected;
        this.found = found;
    }

    /**
     * A problem in a text format (ASF, AMC, CMX, ACD), located by line and column as a text editor shows them.
     *
     * @param offset byte offset of the problem, kept for tools that seek in the file
     * @param line   1-based line number
     * @param column 1-based column (character) within the line
     */
    public static FormatException inText(String source, long offset, int line, int column, String field,
            String expected, String found) {
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("line and column are 1-based: " + line + ":" + column);
        }
        return new FormatException(source, offset, line, column, field, expected, found);
    }

    /** A problem best said in words of its own ("bytes after the last field"). */
    public static FormatException of(String source, long offset, String field, String problem) {
        return new FormatException(source, offset, field, null, problem);
    }

    /**
     * The message: file, place, field, what was expected and found. Control characters anywhere in it (a NUL copied
     * from the file, say) are escaped ({@link Printable#controls}), so the line prints as one readable line.
     */
    private static String describe(String source, long offset, int line, int column, String field, String expected,
            String found) {
        return Printable.controls(describeRaw(source, offset, line, column, field, expected, found));
    }

    private static String describeRaw(String source, long offset, int line, int column, String field,
            String expected, String found) {
        StringBuilder sb = new StringBuilder();
        sb.append(source == null ? "<unnamed>" : source);
        if (line > 0) {
            sb.append(": line ").append(line).append(", column ").append(column);
        } else {
            sb.append(": at offset ").append(offset).append(" (0x").append(Long.toHexString(offset)).append(')');
        }
        if (field != null) {
            sb.append(", ").append(field);
        }
        if (expected != null && found != null) {
            sb.append(": expected ").append(expected).append(", found ").append(found);
        } else if (found != null) {
            sb.append(": ").append(found);
        } else if (expected != null) {
            sb.append(": expected ").append(expected);
        }
        return sb.toString();
    }

    /** The file or block name given when reading. */
    public String source() {
        return source;
    }

    /** Byte offset of the problem. */
    public long offset() {
        return offset;
    }

    /** 1-based line of the problem in a text format; 0 for binary formats. */
    public int line() {
        return line;
    }

    /** 1-based column of the problem in a text format; 0 for binary formats. */
    public int column() {
        return column;
    }

    /** Name of the field being read. */
    public String field() {
        return field;
    }

    /** What the format allows here, or null. */
    public String expected() {
        return expected;
    }

    /** What was found, or a description of the problem; may be null. */
    public String found() {
        return found;
    }
}
