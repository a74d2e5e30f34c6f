package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsCharacterData;
import java.util.HashMap;
import java.util.Map;

/**
 * What a CMX file spells beyond its values: the header (the {@code //} comment lines and {@code version 300}),
 * each field's line as written (number spellings, blanks) with its line ending, the text after the last field,
 * and the line ending for new lines. {@link CmxWriter} writes a field's old line whenever it still says the
 * field's value, so an unmodified file comes back byte for byte and an edit changes only its own lines.
 */
public final class CmxLayout implements SimsLayout {

    /** The header of the game's files. */
    public static final String GAME_HEADER_COMMENT = "// Character File. Copyright 1997, Maxis Inc.";
    /** The only CMX version known. */
    public static final int VERSION = 300;

    private final String header;
    private final int version;
    private final Map<String, String[]> lines;
    private final String trailer;
    private final String newline;

    CmxLayout(String header, int version, Map<String, String[]> lines, String trailer, String newline) {
        this.header = header;
        this.version = version;
        this.lines = Map.copyOf(lines);
        this.trailer = trailer;
        this.newline = newline;
    }

    /** The layout of a new file as the game writes them: its header comment, version 300, CRLF line endings. */
    public static CmxLayout standard() {
        String crlf = "\r\n";
        return new CmxLayout(GAME_HEADER_COMMENT + crlf + "version " + VERSION + crlf, VERSION, new HashMap<>(), "",
                crlf);
    }

    /** The version the header states. */
    public int version() {
        return version;
    }

    /** The header as written, line endings included. */
    public String header() {
        return header;
    }

    /** The line ending new lines get: the one of the header's last line. */
    public String newline() {
        return newline;
    }

    /** The text after the last field (blank lines), as written. */
    String trailer() {
        return trailer;
    }

    /** The line a field was read from and its ending, or null for a field the file did not have. */
    String[] line(String field) {
        return lines.get(field);
    }

    @Override
    public FileFormat format() {
        return SimsFormats.CMX;
    }

    @Override
    public byte[] write(SimsCharacterData data) throws WriteLimitException {
        return CmxWriter.toBytes(data, this);
    }
}
