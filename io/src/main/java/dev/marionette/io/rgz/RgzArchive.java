package dev.marionette.io.rgz;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.BlockReadStream;
import dev.marionette.io.archive.ChannelRangeStream;
import dev.marionette.io.archive.CompactEntries;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * An open RGZ patch ({@link RgzFormat}). Opening inflates the gzip stream once to find every record (no data is
 * kept); reading a file inflates the stream again up to it. A gzip stream cannot be entered in the middle, so the
 * streams left where the last reads stopped are kept (a few, for reads from several threads) and a read starts
 * from the nearest one before its file: reading the files in table order inflates the patch once.
 *
 * <p>Safe for reading entries from several threads at once.
 */
public final class RgzArchive implements Archive {

    private static final int BUFFER = 64 * 1024;
    /** Streams kept for later reads. */
    private static final int PARKED = Math.max(2, Runtime.getRuntime().availableProcessors() + 1);

    private final FileChannel channel;
    private final String source;
    private final long fileSize;
    private final CompactEntries entries;
    private final List<Cursor> parked = new ArrayList<>();
    private boolean closed;

    private RgzArchive(FileChannel channel, String source, long fileSize, CompactEntries entries) {
        this.channel = channel;
        this.source = source;
        this.fileSize = fileSize;
        this.entries = entries;
    }

    /** Opens {@code file} and finds its records; {@code source} names it in messages. */
    public static RgzArchive open(Path file, String source) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            RgzArchive archive = new RgzArchive(channel, source, channel.size(), new CompactEntries());
            archive.scan();
            return archive;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /** A position in the inflated stream, read from the start of the file. */
    private final class Cursor {
        final InputStream in;
        long position;

        Cursor() throws IOException {
            in = gzip();
        }

        /** Reads exactly {@code b.length} bytes, or says which field ended early. */
        void readFully(byte[] b, String field) throws IOException {
            int n = in.readNBytes(b, 0, b.length);
            position += n;
            if (n < b.length) {
                throw new FormatException(source, fileSize, field, b.length + " bytes",
                        "the end of the inflated stream after " + n + " (the patch is truncated)");
            }
        }

        int readByte(String field) throws IOException {
            int b = in.read();
            if (b < 0) {
                throw new FormatException(source, fileSize, field, "a record",
                        "the end of the inflated stream (the patch is truncated; no end record)");
            }
            position++;
            return b;
        }

        void skipTo(long target, String field) throws IOException {
            byte[] scratch = new byte[(int) Math.min(BUFFER, Math.max(1, target - position))];
            while (position < target) {
                int n = in.read(scratch, 0, (int) Math.min(scratch.length, target - position));
                if (n < 0) {
                    throw new FormatException(source, fileSize, field, "data up to byte " + target
                            + " of the inflated stream", "its end at byte " + position + " (the patch is truncated)");
                }
                position += n;
            }
        }
    }

    private InputStream gzip() throws IOException {
        try {
            return new GZIPInputStream(new ChannelRangeStream(channel, 0, fileSize), BUFFER);
        } catch (ZipException | EOFException e) {
            throw new FormatException(source, 0, "gzip header", "a gzip stream (1F 8B)", "not one (" + e.getMessage()
                    + ")");
        }
    }

    /** Finds every record: type, name, and for a file its size and where its bytes are. */
    private void scan() throws IOException {
        Cursor c = new Cursor();
        try {
            byte[] size = new byte[4];
            while (true) {
                int index = entries.size();
                long at = c.position;
                int type = c.readByte("entry " + index + " type");
                if (type != RgzFormat.FOLDER && type != RgzFormat.FILE && type != RgzFormat.END) {
                    throw new FormatException(source, at, "entry " + index + " type",
                            "d (a folder), f (a file) or e (the end), at byte " + at + " of the inflated stream",
                            String.format("0x%02X", type));
                }
                int length = c.readByte("entry " + index + " name length");
                byte[] name = new byte[length];
                c.readFully(name, "entry " + index + " name");
                int nameLength = length > 0 && name[length - 1] == 0 ? length - 1 : -1;
                if (nameLength < 0) {
                    throw new FormatException(source, at, "entry " + index + " name", "a name ending in a NUL byte",
                            length == 0 ? "an empty name" : ArchiveNames.describe(name, 0, length) + " (no NUL)");
                }
                if (type == RgzFormat.END) {
                    // The rest of the stream is read too: its end (the gzip CRC and size) must be whole.
                    c.in.transferTo(java.io.OutputStream.nullOutputStream());
                    return;
                }
                if (type == RgzFormat.FOLDER) {
                    entries.add(name, 0, nameLength, c.position, 0, 0, 0);
                    continue;
                }
                c.readFully(size, "entry " + index + " size");
                long bytes = (size[0] & 0xFFL) | (size[1] & 0xFFL) << 8 | (size[2] & 0xFFL) << 16
                        | (size[3] & 0xFFL) << 24;
                entries.add(name, 0, nameLength, c.position, bytes, bytes, RgzFormat.FLAG_FILE);
                c.skipTo(c.position + bytes, "entry " + index + " (" + ArchiveNames.describe(name, 0, nameLength)
                        + ") data");
            }
        } catch (ZipException | EOFException e) {
            throw new FormatException(source, 0, "gzip data", "a complete gzip stream", "corrupt or cut short after "
                    + c.position + " inflated bytes (" + e.getMessage() + ")");
        } finally {
            c.in.close();
        }
    }

    @Override
    public ArchivePlugin kind() {
        return RgzArchivePlugin.KIND;
    }

    @Override
    public String source() {
        return source;
    }

    @Override
    public long fileSize() {
        return fileSize;
    }

    @Override
    public int size() {
        return entries.size();
    }

    @Override
    public RgzEntry entry(int index) {
        if (index < 0 || index >= entries.size()) {
            throw new IndexOutOfBoundsException(index);
        }
        return new RgzEntry(source, index, entries.name(index), entries.offset(index), entries.realSize(index),
                entries.flags(index));
    }

    @Override
    public int nameLength(int index) {
        return entries.nameLength(index);
    }

    @Override
    public int decodePath(int index, char[] out, int at) throws FormatException {
        return entries.decodeInto(index, out, at, source, "entry " + index + " (" + entries.display(index) + ")");
    }

    @Override
    public Optional<RgzEntry> find(String path) {
        Optional<byte[]> name = ArchiveNames.encode(path);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        int i = entries.find(name.get());
        return i < 0 ? Optional.empty() : Optional.of(entry(i));
    }

    /** The index of the last record named {@code name} (any case, either separator), or -1. */
    int findIndex(byte[] name) {
        return entries.find(name);
    }

    @Override
    public InputStream open(ArchiveEntry e) throws IOException {
        if (!(e instanceof RgzEntry entry) || !entry.archive().equals(source) || entry.index() >= entries.size()) {
            throw new IllegalArgumentException(e.displayName() + " is not an entry of " + source);
        }
        if (!entry.isFile()) {
            throw new FormatException(source, 0, entry.label() + " type", "a file (f)", "a folder record (d), which"
                    + " has no data");
        }
        Cursor c = take(entry.offset());
        try {
            c.skipTo(entry.offset(), entry.label() + " data");
        } catch (IOException | RuntimeException failure) {
            c.in.close();
            throw failure;
        }
        return new EntryStream(c, entry);
    }

    /** The file's bytes from a cursor at their start; closing it keeps the cursor for the next read. */
    private final class EntryStream extends BlockReadStream {
        private final Cursor cursor;
        private final RgzEntry entry;
        private long left;
        private boolean released;

        EntryStream(Cursor cursor, RgzEntry entry) {
            super(null);
            this.cursor = cursor;
            this.entry = entry;
            this.left = entry.realSize();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left == 0) {
                return -1;
            }
            if (len == 0) {
                return 0;
            }
            int n;
            try {
                n = cursor.in.read(b, off, (int) Math.min(len, left));
            } catch (ZipException | EOFException e) {
                throw new FormatException(source, fileSize, entry.label() + " data", "a complete gzip stream",
                        "corrupt or cut short (" + e.getMessage() + ")");
            }
            if (n < 0) {
                throw new FormatException(source, fileSize, entry.label() + " size", entry.realSize() + " bytes",
                        "the stream ends after " + (entry.realSize() - left));
            }
            cursor.position += n;
            left -= n;
            return n;
        }

        @Override
        public void close() throws IOException {
            if (!released) {
                released = true;
                park(cursor);
            }
        }
    }

    /** The kept stream furthest along that is not past {@code offset}, or a new one from the start. */
    private synchronized Cursor take(long offset) throws IOException {
        if (closed) {
            throw new IOException(source + " is closed");
        }
        Cursor best = null;
        for (Cursor c : parked) {
            if (c.position <= offset && (best == null || c.position > best.position)) {
                best = c;
            }
        }
        if (best != null) {
            parked.remove(best);
            return best;
        }
        return new Cursor();
    }

    private synchronized void park(Cursor c) throws IOException {
        if (closed) {
            c.in.close();
            return;
        }
        parked.add(c);
        if (parked.size() > PARKED) {
            Cursor first = parked.get(0);
            for (Cursor p : parked) {
                if (p.position < first.position) {
                    first = p;
                }
            }
            parked.remove(first);
            first.in.close();
        }
    }

    @Override
    public Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        int files = 0;
        for (int i = 0; i < entries.size(); i++) {
            files += entries.flags(i) & RgzFormat.FLAG_FILE;
        }
        facts.put("kind", "RGZ patch");
        facts.put("records", Integer.toString(entries.size()));
        facts.put("files", Integer.toString(files));
        facts.put("folders", Integer.toString(entries.size() - files));
        return facts;
    }

    @Override
    public synchronized void close() throws IOException {
        closed = true;
        for (Cursor c : parked) {
            c.in.close();
        }
        parked.clear();
        channel.close();
    }
}
