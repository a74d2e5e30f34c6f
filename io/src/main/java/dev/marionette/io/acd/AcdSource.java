package dev.marionette.io.acd;

import dev.marionette.io.FormatException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * An ACD file's text as it was read or last saved, with the text {@link AcdWriter} gives for the character it
 * holds, so that saving changes only what the author changed ({@link AcdTextMerge}): a character saved unchanged
 * gives the file's bytes back, and an edit rewrites only its own lines, in the file's style (its line end,
 * indentation, number style), keeping its header, comments, order and spacing. The texts saved earlier in the
 * session are kept too: a character brought back by undo to what it was at one of them (as read, at an earlier
 * save) is written as exactly those bytes. Immutable.
 */
public final class AcdSource {

    /** Earlier texts kept besides the one as read. */
    private static final int KEPT = 15;

    private final byte[] data;
    private final String written;
    private final boolean tables;
    private final List<AcdSource> earlier;

    /**
     * @param data    the file's bytes
     * @param written the text AcdWriter gives for the character read from them
     */
    AcdSource(byte[] data, String written) {
        this(data, written, List.of());
    }

    private AcdSource(byte[] data, String written, List<AcdSource> earlier) {
        this.data = data.clone();
        this.written = written;
        this.earlier = earlier;
        this.tables = written.lines().anyMatch(line -> line.startsWith(AcdStatement.EXTENSION));
    }

    /** The source after a save that wrote {@code bytes} for the writer's {@code text}; this one is kept. */
    AcdSource then(byte[] bytes, String text) {
        List<AcdSource> kept = new java.util.ArrayList<>(earlier);
        kept.add(new AcdSource(data, written));
        while (kept.size() > KEPT + 1) {
            kept.remove(1); // the text as read stays
        }
        return new AcdSource(bytes, text, List.copyOf(kept));
    }

    /** The file's bytes as read or last saved. */
    public byte[] bytes() {
        return data.clone();
    }

    /**
     * Whether the file keeps the image and sound tables in {@code //@} lines: then the tables are always written
     * (leaving them out would let the file's order stand for a character whose order changed).
     */
    boolean hasTables() {
        return tables;
    }

    /** The file's bytes with what turns the character as read into the one AcdWriter wrote as {@code now}. */
    public byte[] rewrite(String now) {
        if (!written.equals(now)) {
            for (int i = earlier.size() - 1; i >= 0; i--) {
                if (earlier.get(i).written.equals(now)) {
                    return earlier.get(i).bytes();
                }
            }
        }
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
        AcdOutline written = AcdOutline.of(lines(rewrite(now)));
        StringBuilder sb = new StringBuilder(data.length + 1024);
        for (int i = 0; i < written.size(); i++) {
            sb.append(written.text(i)).append('\n');
        }
        return sb.toString();
    }

    private List<AcdLine> lines() {
        return lines(data);
    }

    private static List<AcdLine> lines(byte[] bytes) {
        try {
            return AcdLine.split(bytes, "ACD", Integer.MAX_VALUE);
        } catch (FormatException e) {
            throw new IllegalStateException("no line limit to exceed", e);
        }
    }
}
