package dev.marionette.io.format;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What every {@link Sniffer} of every plug-in looks at to recognise one file: its name, its size and its first
 * bytes, read once and shared. The first {@value #FIRST_READ} bytes are read at once (every signature and the text
 * keywords are in them); a test that needs more (the Sims Online {@code .anim}'s pools must fit in the file, a
 * compressed ACA's envelope ends at the file's end) asks for {@link #all()}, which reads the rest once, on the
 * first request, for every later test too. The text of the first lines is split once ({@link #textLines()}).
 *
 * <p>Not safe for use from several threads at once (one file is recognised on one thread).
 */
public final class FileHead {

    /** How much of a file is read before any test runs: far more than every signature and the text window. */
    public static final int FIRST_READ = 64 * 1024;
    /** How much of a file is looked at to decide whether it is text (no control bytes but tab, CR, LF, FF). */
    private static final int TEXT_WINDOW = 4096;
    /** How much text is split into lines for the keyword tests. */
    private static final int TEXT_LINES_WINDOW = TEXT_WINDOW * 4;
    /** Significant lines examined; the keywords sought come first in every real file. */
    private static final int MAX_LINES = 400;

    /** Reads the first {@code n} bytes of the file (all of it when shorter). */
    private interface Reader {
        byte[] first(int n) throws IOException;
    }

    private final String name;
    private final long size;
    private final long limit;
    private final Reader reader;
    private byte[] bytes;
    private Optional<List<String>> textLines;

    private FileHead(String name, long size, long limit, byte[] bytes, Reader reader) {
        this.name = name;
        this.size = size;
        this.limit = limit;
        this.bytes = bytes;
        this.reader = reader;
    }

    /** The head of a file whose bytes are all in memory already. */
    public static FileHead of(byte[] data, String name) {
        return new FileHead(name, data.length, data.length, data, null);
    }

    /**
     * The head of {@code source}: its first {@value #FIRST_READ} bytes for a file on disk (the rest only when a test
     * asks, and never more than {@code options.maxFileSize()}); the whole entry of an archive, within that cap.
     *
     * @throws FormatException when an archive entry is larger than the cap
     */
    public static FileHead of(FileSource source, ReadOptions options) throws IOException {
        Optional<Path> path = source.path();
        if (path.isEmpty()) {
            return of(source.read(options), source.name());
        }
        Path file = path.get();
        long size = Files.size(file);
        byte[] first = FileBytes.readHead(file, FIRST_READ);
        return new FileHead(source.name(), Math.max(size, first.length), options.maxFileSize(), first,
                n -> FileBytes.readHead(file, n));
    }

    /** The head of a file on disk ({@link #of(FileSource, ReadOptions)} with the strict options' cap). */
    public static FileHead of(Path file) throws IOException {
        return of(FileSource.of(file), ReadOptions.STRICT);
    }

    /** The file's name (or path) as messages show it; may be null for bytes of no known file. */
    public String name() {
        return name;
    }

    /** The name in lower case, "" when there is none: for the tests the extension breaks a tie for. */
    public String lowerName() {
        return name == null ? "" : name.toLowerCase(Locale.ROOT);
    }

    /** The file's size in bytes. */
    public long size() {
        return size;
    }

    /** The bytes read so far: at least the first {@value #FIRST_READ} (all of a shorter file). Do not modify. */
    public byte[] bytes() {
        return bytes;
    }

    /** True when {@link #bytes()} hold the whole file. */
    public boolean isComplete() {
        return bytes.length >= size;
    }

    /**
     * The whole file (read now, once, if it was not yet). A file larger than the size cap the head was made with is
     * not read: its first bytes are all the tests see (it is refused unless a format streams it, and those are told
     * by their first lines). Do not modify.
     */
    public byte[] all() throws IOException {
        if (!isComplete() && reader != null && size <= Math.min(limit, Integer.MAX_VALUE - 8)) {
            bytes = reader.first((int) size);
        }
        return bytes;
    }

    /**
     * The trimmed first lines of the file when it is text (after a UTF-8 byte order mark, if any: no NUL and no
     * control byte but tab, CR, LF and FF in its first 4 KiB; bytes above 127 kept as Latin-1, only ASCII keywords
     * matter), or empty when it is not text or is empty. Split once for every text test.
     */
    public Optional<List<String>> textLines() {
        if (textLines == null) {
            textLines = splitText();
        }
        return textLines;
    }

    private Optional<List<String>> splitText() {
        byte[] data = bytes;
        if (startsWithBom(data)) {
            data = Arrays.copyOfRange(data, 3, Math.min(data.length, 3 + TEXT_LINES_WINDOW));
        }
        if (data.length == 0 || !isText(data)) {
            return Optional.empty();
        }
        String text = new String(data, 0, Math.min(data.length, TEXT_LINES_WINDOW), StandardCharsets.ISO_8859_1);
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\r\n|\r|\n")) {
            lines.add(line.strip());
            if (lines.size() == MAX_LINES) {
                break;
            }
        }
        return Optional.of(List.copyOf(lines));
    }

    /** Non-blank lines that are not comments starting with {@code commentPrefix}. */
    public static List<String> significant(List<String> lines, String commentPrefix) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            if (!line.isEmpty() && !line.startsWith(commentPrefix)) {
                out.add(line);
            }
        }
        return out;
    }

    /** The UTF-8 byte order mark some editors put before text: {@code EF BB BF}. */
    public static boolean startsWithBom(byte[] data) {
        return data.length >= 3 && (data[0] & 0xFF) == 0xEF && (data[1] & 0xFF) == 0xBB && (data[2] & 0xFF) == 0xBF;
    }

    private static boolean isText(byte[] data) {
        int n = Math.min(data.length, TEXT_WINDOW);
        for (int i = 0; i < n; i++) {
            int b = data[i] & 0xFF;
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f') {
                return false;
            }
        }
        return true;
    }

    /** The little-endian u16 at {@code at}. */
    public static int u16(byte[] data, int at) {
        return (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8;
    }

    /** The little-endian u32 at {@code at}. */
    public static int u32(byte[] data, int at) {
        return (data[at] & 0xFF) | (data[at + 1] & 0xFF) << 8 | (data[at + 2] & 0xFF) << 16
                | (data[at + 3] & 0xFF) << 24;
    }
}
