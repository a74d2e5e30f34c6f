package dev.marionette.io.grf;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ChannelRangeStream;
import dev.marionette.io.archive.ZlibEntryStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * An open GRF/GPF archive: its header and table, read once; entry data read on demand by streaming.
 *
 * <p>Opening reads only the 46-byte header and the table (never the entries' data), and keeps the table
 * compactly ({@link GrfTable}), so a client's 400,000-entry {@code data.grf} lists in a small heap. Reading one
 * entry ({@link #open}) streams its stored bytes through the DES decoder when it is encoded and zlib, stopping
 * with a {@link FormatException} as soon as the data inflates past its declared real size, and when it ends
 * short of it. Every problem of the file is a {@link FormatException} naming the archive, the entry and the
 * field.
 *
 * <p>Safe for reading entries from several threads at once (positional reads on one channel).
 */
public final class GrfArchive implements Archive {

    private final FileChannel channel;
    private final String source;
    private final long fileSize;
    private final GrfHeader header;
    private final GrfTable table;
    private volatile GrfLookup lookup;

    private GrfArchive(FileChannel channel, String source, long fileSize, GrfHeader header, GrfTable table) {
        this.channel = channel;
        this.source = source;
        this.fileSize = fileSize;
        this.header = header;
        this.table = table;
    }

    /** Opens {@code file} and reads its header and table. */
    public static GrfArchive open(Path file) throws IOException {
        return open(file, file.toString());
    }

    /** Opens {@code file}; {@code source} names it in messages. */
    public static GrfArchive open(Path file, String source) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            long size = channel.size();
            GrfHeader header = GrfHeader.read(channel, size, source);
            GrfTable table = GrfTable.read(channel, size, header, source);
            return new GrfArchive(channel, source, size, header, table);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    @Override
    public ArchivePlugin kind() {
        return GrfArchivePlugin.KIND;
    }

    /** The archive's name as given when opened. */
    @Override
    public String source() {
        return source;
    }

    public GrfHeader header() {
        return header;
    }

    /** The number of entries in the table. */
    @Override
    public int size() {
        return table.size();
    }

    /** Size of the archive file in bytes. */
    @Override
    public long fileSize() {
        return fileSize;
    }

    /** Entry {@code index} of the table, in table order. */
    @Override
    public GrfEntry entry(int index) {
        if (index < 0 || index >= table.size()) {
            throw new IndexOutOfBoundsException(index);
        }
        byte[] data = table.data();
        int from = table.nameStart(index);
        byte[] name = java.util.Arrays.copyOfRange(data, from, from + table.nameLength(index));
        return new GrfEntry(source, header.tableStart(), index, name, table.compressedSize(index), table.alignedSize(index),
                table.realSize(index), table.flags(index), table.offset(index));
    }

    /**
     * Decodes entry {@code index}'s name from CP949 into {@code out} from {@code at}: what {@link GrfEntry#path}
     * gives, without making an entry or a String, for listing large tables. {@code out} needs room for
     * {@link #nameLength} chars.
     *
     * @return the position after the name in {@code out}
     * @throws FormatException when the stored bytes are not CP949
     */
    @Override
    public int decodePath(int index, char[] out, int at) throws FormatException {
        int end = GrfNames.decodeInto(table.data(), table.nameStart(index), table.nameLength(index), out, at);
        if (end < 0) {
            entry(index).path();
        }
        return end;
    }

    /** The length in bytes of entry {@code index}'s stored name (its decoded name has at most as many chars). */
    @Override
    public int nameLength(int index) {
        return table.nameLength(index);
    }

    /**
     * The entry the client would find for {@code path}: compared byte-wise in CP949 with ASCII letters in either
     * case and {@code /} or {@code \} alike; of several matching entries, the last in the table (the one a later
     * entry of the same name replaces, as in the client). Empty when none matches or CP949 cannot hold the path.
     */
    @Override
    public Optional<GrfEntry> find(String path) {
        Optional<byte[]> bytes = GrfNames.encode(path);
        if (bytes.isEmpty()) {
            return Optional.empty();
        }
        int found = findIndex(bytes.get());
        return found < 0 ? Optional.empty() : Optional.of(entry(found));
    }

    /** The index of the entry {@link #find} would give for these CP949 name bytes, or -1. */
    int findIndex(byte[] name) {
        GrfLookup index = lookup;
        if (index == null) {
            index = GrfLookup.of(table);
            lookup = index;
        }
        return index.find(name);
    }

    /**
     * Streams the inflated data of {@code entry}: exactly its real size, or a {@link FormatException} (from
     * this call or from a read) naming the entry and the field that lies.
     */
    @Override
    public InputStream open(ArchiveEntry entry) throws IOException {
        return open(own(entry));
    }

    /** The data of {@code entry} ({@link #open(ArchiveEntry)}). */
    public InputStream open(GrfEntry entry) throws IOException {
        checkReadable(entry);
        InputStream stored = new ChannelRangeStream(channel, entry.dataStart(), entry.storedLength());
        if (entry.isEncrypted()) {
            int cycle = (entry.flags() & GrfFormat.FLAG_DES_MIXED) != 0 ? GrfDes.cycle(entry.compressedSize()) : 0;
            stored = new DesDecodingStream(stored, cycle, entry.compressedSize());
        }
        return new ZlibEntryStream(stored, source, entry.dataStart(), entry.label(), entry.compressedSize(),
                entry.realSize());
    }

    @Override
    public byte[] read(ArchiveEntry entry, long maxBytes) throws IOException {
        return read(own(entry), maxBytes);
    }

    private GrfEntry own(ArchiveEntry entry) {
        if (!(entry instanceof GrfEntry e) || !e.archive().equals(source)) {
            throw new IllegalArgumentException(entry.displayName() + " is not an entry of " + source);
        }
        return e;
    }

    @Override
    public Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("kind", "GRF/GPF archive");
        facts.put("version", GrfFormat.versionName(header.version()));
        facts.put("entries", Integer.toString(table.size()));
        if (header.version() != GrfFormat.VERSION_300) {
            facts.put("seed", Long.toString(header.seed()));
        }
        return facts;
    }

    /** The whole inflated data of {@code entry}, refused when its real size is over {@code maxBytes}. */
    public byte[] read(GrfEntry entry, long maxBytes) throws IOException {
        if (entry.realSize() > maxBytes || entry.realSize() > Integer.MAX_VALUE - 16) {
            throw new FormatException(source, entry.dataStart(), entry.label() + " real size", "at most "
                    + Math.min(maxBytes, Integer.MAX_VALUE - 16) + " bytes to read into memory",
                    Long.toString(entry.realSize()));
        }
        try (InputStream in = open(entry)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(entry.realSize(), 1 << 20));
            in.transferTo(out);
            return out.toByteArray();
        }
    }

    /**
     * The most bytes zlib can make of one compressed byte: a deflate stream at its densest codes a 258-byte match
     * in 2 bits. An entry declaring more than this many times its compressed size lies, and is refused before any
     * byte of it is written.
     */
    static final long MAX_INFLATE_RATIO = 1032;

    /**
     * Checks that an entry's stored bytes lie in the file after the header and overlap neither the header nor
     * the table (tools that append to an archive store data after the table, which the client reads), that its
     * flags are ones this reader decodes, and that its real size is one its compressed size can reach.
     */
    void checkReadable(GrfEntry entry) throws FormatException {
        long recordAt = header.tableStart();
        if (!entry.isFile()) {
            throw new FormatException(source, recordAt, entry.label() + " flags", "a file (flag 1)",
                    "a folder entry (flags 0x" + Integer.toHexString(entry.flags()) + "), which has no data");
        }
        int known = GrfFormat.FLAG_FILE | GrfFormat.FLAG_DES_MIXED | GrfFormat.FLAG_DES_HEADER;
        if ((entry.flags() & ~known) != 0) {
            throw new FormatException(source, recordAt, entry.label() + " flags",
                    "1 (file), 2 and 4 (DES); other bits mark other tools' compression or encryption",
                    "0x" + Integer.toHexString(entry.flags()) + " (not supported)");
        }
        if (entry.isEncrypted() && entry.alignedSize() < entry.compressedSize()) {
            throw new FormatException(source, recordAt, entry.label() + " aligned size",
                    "at least the compressed size " + entry.compressedSize() + " (DES data is read by the aligned size)",
                    Long.toString(entry.alignedSize()));
        }
        String sizeField = entry.isEncrypted() ? "aligned size" : "compressed size";
        long room = fileSize - GrfFormat.HEADER_SIZE;
        if (Long.compareUnsigned(entry.offset(), room) > 0) {
            throw new FormatException(source, recordAt, entry.label() + " data offset", "at most " + room
                    + " (counted from byte 46, inside the file of " + fileSize + " bytes)",
                    Long.toUnsignedString(entry.offset()) + " (past the end of the file)");
        }
        long start = entry.dataStart();
        long stored = entry.storedLength();
        if (stored > fileSize - start) {
            throw new FormatException(source, start, entry.label() + " " + sizeField, "at most " + (fileSize - start)
                    + " (what is left of the file after byte " + start + ")", stored + " (past the end of the file)");
        }
        long tableEnd = table.end();
        if (stored > 0 && start < tableEnd && start + stored > recordAt) {
            String field = start >= recordAt ? "data offset" : sizeField;
            throw new FormatException(source, start, entry.label() + " " + field, "data outside the table (bytes "
                    + recordAt + " to " + tableEnd + ")", "bytes " + start + " to " + (start + stored)
                    + " (over the table)");
        }
        // Both sizes are at most 32 bits: the product cannot overflow.
        if (entry.realSize() > MAX_INFLATE_RATIO * entry.compressedSize()) {
            throw new FormatException(source, start, entry.label() + " real size", "at most "
                    + MAX_INFLATE_RATIO * entry.compressedSize() + " (" + MAX_INFLATE_RATIO
                    + " times the compressed size " + entry.compressedSize() + ", the most zlib makes of it)",
                    Long.toString(entry.realSize()));
        }
    }

    /** The file's channel, for copying stored bytes unchanged. */
    FileChannel channel() {
        return channel;
    }

    GrfTable table() {
        return table;
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
