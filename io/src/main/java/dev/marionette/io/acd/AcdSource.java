package dev.marionette.io.acd;

import dev.marionette.io.FormatException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * An ACD file's text as it was read, with the text {@link AcdWriter} gives for the character read from it, so
 * that saving changes only what the author changed ({@link AcdTextMerge}): a character saved unchanged gives the
 * file's bytes back, and an edit rewrites only its own lines, in the file's style (its line end, indentation,
 * number style), keeping its header, comments, order and spacing. Every save of an editing session starts from
 * the text as read, so undoing every edit gives the file back byte for byte, saves in between or not. Immutable.
 */
public final class AcdSource {

    private final byte[] data;
    private final String written;

    /**
     * @param data    the file's bytes
     * @param written the text AcdWriter gives for the character read from them
     */
    AcdSource(byte[] data, String written) {
        this.data = data.clone();
        this.written = written;
    }

    /** The file's bytes as read. */
    public byte[] bytes() {
        return data.clone();
    }

    /**
     * Whether the file keeps the image and sound tables in {@code //@} lines: then the tables are always written
     * (leaving them out would let the file's order stand for a character whose order changed).
     */
    boolean hasTables() {
        for (String line : written.split("\n")) {
            if (line.startsWith(AcdStatement.EXTENSION)) {
                return true;
            }
        }
        return false;
    }

    /** The file's bytes with what turns the character as read into the one AcdWriter wrote as {@code now}. */
    byte[] rewrite(String now) {
        List<AcdLine> lines = lines();
        AcdOutline file = AcdOutline.of(lines);
        AcdTextStyle style = new AcdTextStyle(lines, file);
        List<AcdTextMerge.Line> merged = AcdTextMerge.merge(file, AcdOutline.of(written), AcdOutline.of(now), style);
        // A file whose last line has no line end keeps it so.
        boolean finalLineEnd = lines.isEmpty() || !lines.get(lines.size() - 1).terminator().isEmpty();
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length + 1024);
        for (int i = 0; i < merged.size(); i++) {
            AcdTextMerge.Line line = merged.get(i);
            String end = style.lineEnd();
            if (line.source() >= 0 && line.text() == null) {
                lines.get(line.source()).writeTo(out);
            } else {
                out.writeBytes(line.text().getBytes(line.charset()));
            }
            if (line.source() >= 0 && !lines.get(line.source()).terminator().isEmpty()) {
                end = lines.get(line.source()).terminator();
            }
            if (i < merged.size() - 1 || finalLineEnd) {
                out.writeBytes(end.getBytes(StandardCharsets.ISO_8859_1));
            }
        }
        return out.toByteArray();
    }

    /** The text {@link #rewrite} writes, each line decoded in its code page, lines ending with {@code \n}. */
    String preview(String now) {
        List<AcdLine> lines = lines();
        AcdOutline file = AcdOutline.of(lines);
        List<AcdTextMerge.Line> merged = AcdTextMerge.merge(file, AcdOutline.of(written), AcdOutline.of(now),
                new AcdTextStyle(lines, file));
        StringBuilder sb = new StringBuilder(data.length + 1024);
        for (AcdTextMerge.Line line : merged) {
            sb.append(line.text() != null ? line.text() : file.text(line.source())).append('\n');
        }
        return sb.toString();
    }

    private List<AcdLine> lines() {
        try {
            return AcdLine.split(data, "ACD", Integer.MAX_VALUE);
        } catch (FormatException e) {
            throw new IllegalStateException("no line limit to exceed", e);
        }
    }
}
