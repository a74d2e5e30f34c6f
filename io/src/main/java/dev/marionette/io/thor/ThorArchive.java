package dev.marionette.io.thor;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ChannelIo;
import dev.marionette.io.archive.ChannelRangeStream;
import dev.marionette.io.archive.CompactEntries;
import dev.marionette.io.archive.ZlibEntryStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * An open THOR patch ({@link ThorFormat}): its header and records, read once, and each file's zlib data streamed
 * on demand. Records keep the table's order, duplicates included (the patcher applies them in order, so the later
 * wins: {@link #find}); a removal record has no data. Every problem is a {@link FormatException} naming the patch,
 * the record and the field; nothing is allocated from a size the file declares.
 *
 * <p>Safe for reading entries from several threads at once (positional reads on one channel).
 */
public final class ThorArchive implements Archive {

    /** The most bytes zlib makes of one compressed byte (a 258-byte match in 2 bits). */
    private static final long MAX_INFLATE_RATIO = 1032;
    private static final int CHUNK = 64 * 1024;

    private final FileChannel channel;
    private final String source;
    private final long fileSize;
    private final boolean merge;
    private final long declaredCount;
    private final int mode;
    private final byte[] targetGrf;
    private final long dataStart;
    private final long tableStart;
    private final long tableEnd;
    private final CompactEntries entries;

    private ThorArchive(FileChannel channel, String source, long fileSize, boolean merge, long declaredCount, int mode,
            byte[] targetGrf, long dataStart, long tableStart, long tableEnd, CompactEntries entries) {
        this.channel = channel;
        this.source = source;
        this.fileSize = fileSize;
        this.merge = merge;
        this.declaredCount = declaredCount;
        this.mode = mode;
        this.targetGrf = targetGrf;
        this.dataStart = dataStart;
        this.tableStart = tableStart;
        this.tableEnd = tableEnd;
        this.entries = entries;
    }

    /** Opens {@code file} and reads its header and records; {@code source} names it in messages. */
    public static ThorArchive open(Path file, String source) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            return read(channel, source);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static ThorArchive read(FileChannel channel, String source) throws IOException {
        long size = channel.size();
        if (size < ThorFormat.FIXED_HEADER) {
            throw new FormatException(source, size, "header", ThorFormat.FIXED_HEADER + " bytes at least",
                    size + " bytes (the file is truncated)");
        }
        ByteBuffer h = le(ThorFormat.FIXED_HEADER);
        ChannelIo.readFully(channel, h, 0, source, "header");
        if (!Arrays.equals(h.array(), 0, ThorFormat.MAGIC.length, ThorFormat.MAGIC, 0, ThorFormat.MAGIC.length)) {
            throw new FormatException(source, 0, "signature", "\"ASSF (C) 2007 Aeomin DEV\"", "other bytes");
        }
        int mergeByte = h.get(24) & 0xFF;
        long count = Integer.toUnsignedLong(h.getInt(25));
        int mode = h.getShort(29);
        int nameLength = h.get(31) & 0xFF;
        if (mode != ThorFormat.MODE_SINGLE && mode != ThorFormat.MODE_MULTIPLE) {
            throw new FormatException(source, 29, "mode", "33 (one file) or 48 (several files)", Integer.toString(mode));
        }
        long at = ThorFormat.FIXED_HEADER;
        byte[] target = bytes(channel, at, nameLength, size, source, "target GRF name");
        at += nameLength;
        CompactEntries entries = new CompactEntries();
        if (mode == ThorFormat.MODE_SINGLE) {
            // One unused byte, the sizes, the name; the data follows at once.
            ByteBuffer single = le(1 + 4 + 4 + 1);
            if (at + single.capacity() > size) {
                throw new FormatException(source, at, "file record", single.capacity() + " bytes",
                        (size - at) + " bytes (the file is truncated)");
            }
            ChannelIo.readFully(channel, single, at, source, "file record");
            long compressed = Integer.toUnsignedLong(single.getInt(1));
            long real = Integer.toUnsignedLong(single.getInt(5));
            int length = single.get(9) & 0xFF;
            at += single.capacity();
            byte[] name = bytes(channel, at, length, size, source, "entry 0 name");
            at += length;
            entries.add(name, 0, name.length, at, compressed, real, 0);
            return new ThorArchive(channel, source, size, mergeByte == 1, count, mode, target, at, size, size, entries);
        }
        ByteBuffer desc = le(8);
        if (at + 8 > size) {
            throw new FormatException(source, at, "table sizes", "8 bytes", (size - at) + " bytes (the file is truncated)");
        }
        ChannelIo.readFully(channel, desc, at, source, "table sizes");
        long tableSize = Integer.toUnsignedLong(desc.getInt(0));
        long tableOffset = Integer.toUnsignedLong(desc.getInt(4));
        long headerEnd = at + 8;
        if (tableOffset < headerEnd || tableOffset > size) {
            throw new FormatException(source, at + 4, "table offset", "from " + headerEnd + " (after the header) to "
                    + size + " (the end of the file)", Long.toString(tableOffset));
        }
        if (tableSize > size - tableOffset) {
            throw new FormatException(source, at, "compressed table size", "at most " + (size - tableOffset)
                    + " (what is left of the file)", tableSize + " (the table is truncated)");
        }
        byte[] table = inflate(channel, tableOffset, tableSize, source);
        parse(table, entries, source, tableOffset);
        return new ThorArchive(channel, source, size, mergeByte == 1, count, mode, target, headerEnd, tableOffset,
                tableOffset + tableSize, entries);
    }

    /** The records of an inflated table: u8 name length, name, u8 flags, and for a file offset and sizes. */
    private static void parse(byte[] table, CompactEntries entries, String source, long tableAt)
            throws FormatException {
        ByteBuffer t = ByteBuffer.wrap(table).order(ByteOrder.LITTLE_ENDIAN);
        int pos = 0;
        while (pos < table.length) {
            int index = entries.size();
            int length = table[pos] & 0xFF;
            if (pos + 1 + length + 1 > table.length) {
                throw new FormatException(source, tableAt, "entry " + index + " name",
                        length + " bytes and a flags byte", "the end of the table (it is cut short)");
            }
            int name = pos + 1;
            int flags = table[name + length] & 0xFF;
            pos = name + length + 1;
            if ((flags & ThorFormat.FLAG_REMOVE) != 0) {
                entries.add(table, name, length, 0, 0, 0, flags);
                continue;
            }
            if (pos + 12 > table.length) {
                throw new FormatException(source, tableAt, "entry " + index + " ("
                        + ArchiveNames.describe(table, name, length) + ") sizes", "12 bytes",
                        "the end of the table (it is cut short)");
            }
            long offset = Integer.toUnsignedLong(t.getInt(pos));
            long compressed = Integer.toUnsignedLong(t.getInt(pos + 4));
            long real = Integer.toUnsignedLong(t.getInt(pos + 8));
            pos += 12;
            entries.add(table, name, length, offset, compressed, real, flags);
        }
    }

    /** The zlib table inflated, within what {@code compressedSize} bytes can make and half of the heap. */
    private static byte[] inflate(FileChannel channel, long start, long compressedSize, String source)
            throws IOException {
        long limit = Math.min(Math.min(compressedSize * MAX_INFLATE_RATIO, Integer.MAX_VALUE - 64L),
                Runtime.getRuntime().maxMemory() / 2);
        Inflater inflater = new Inflater();
        try {
            byte[] out = new byte[(int) Math.min(limit, 4096)];
            int produced = 0;
            ByteBuffer in = ByteBuffer.allocate(CHUNK);
            long read = 0;
            while (!inflater.finished()) {
                if (inflater.needsInput()) {
                    if (read == compressedSize) {
                        throw new FormatException(source, start + read, "table",
                                "a complete zlib stream in " + compressedSize + " bytes",
                                "the compressed table ends early (it is truncated or corrupt)");
                    }
                    in.clear().limit((int) Math.min(CHUNK, compressedSize - read));
                    ChannelIo.readFully(channel, in, start + read, source, "table");
                    read += in.remaining();
                    inflater.setInput(in.array(), 0, in.remaining());
                }
                if (inflater.needsDictionary()) {
                    throw new FormatException(source, start, "table", "a zlib stream", "a stream needing a dictionary");
                }
                if (produced == out.length) {
                    if (out.length >= limit) {
                        throw new FormatException(source, start, "table", "at most " + limit + " bytes inflated ("
                                + "what " + compressedSize + " compressed bytes make, within half of the memory"
                                + " Java may use; start Java with more, -Xmx)", "more");
                    }
                    try {
                        out = Arrays.copyOf(out, (int) Math.min(limit, out.length * 2L));
                    } catch (OutOfMemoryError e) {
                        throw new FormatException(source, start, "table", "a table the memory Java may use can hold"
                                + " (start Java with more, -Xmx)", "over " + produced + " bytes");
                    }
                }
                produced += inflater.inflate(out, produced, out.length - produced);
            }
            return Arrays.copyOf(out, produced);
        } catch (DataFormatException e) {
            throw new FormatException(source, start, "table", "zlib data", "corrupt (" + e.getMessage() + ")");
        } finally {
            inflater.end();
        }
    }

    private static byte[] bytes(FileChannel channel, long at, int length, long size, String source, String field)
            throws IOException {
        if (at + length > size) {
            throw new FormatException(source, at, field, length + " bytes", (size - at) + " bytes (the file is"
                    + " truncated)");
        }
        ByteBuffer b = ByteBuffer.allocate(length);
        ChannelIo.readFully(channel, b, at, source, field);
        return b.array();
    }

    private static ByteBuffer le(int n) {
        return ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    public ArchivePlugin kind() {
        return ThorArchivePlugin.KIND;
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
    public ThorEntry entry(int index) {
        if (index < 0 || index >= entries.size()) {
            throw new IndexOutOfBoundsException(index);
        }
        return new ThorEntry(source, index, entries.name(index), entries.offset(index), entries.compressedSize(index),
                entries.realSize(index), entries.flags(index));
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
    public Optional<ThorEntry> find(String path) {
        Optional<byte[]> name = ArchiveNames.encode(path);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        int i = entries.find(name.get());
        return i < 0 ? Optional.empty() : Optional.of(entry(i));
    }

    /** The index of the last record named {@code name} (CP949 bytes; any case, either separator), or -1. */
    int findIndex(byte[] name) {
        return entries.find(name);
    }

    /** True when the patch is merged into a GRF ({@link #targetGrf}); false when its files go to the client folder. */
    public boolean merge() {
        return merge;
    }

    /** The GRF the patch merges into, as stored; empty for the client's default GRF. */
    public String targetGrf() {
        return new String(targetGrf, ArchiveNames.CP949);
    }

    /** 33 (one file) or 48 (several files). */
    public int mode() {
        return mode;
    }

    @Override
    public InputStream open(ArchiveEntry e) throws IOException {
        ThorEntry entry = own(e);
        String label = entry.label();
        if (entry.isRemoval()) {
            throw new FormatException(source, tableStart, label + " flags", "a file",
                    "a removal record (0x" + Integer.toHexString(entry.flags()) + "), which has no data");
        }
        long start = entry.offset();
        long stored = entry.compressedSize();
        if (start < dataStart || start > fileSize) {
            throw new FormatException(source, tableStart, label + " data offset", "from " + dataStart
                    + " (after the header) to " + fileSize + " (the end of the file)", Long.toString(start));
        }
        if (stored > fileSize - start) {
            throw new FormatException(source, start, label + " compressed size", "at most " + (fileSize - start)
                    + " (what is left of the file)", stored + " (past the end of the file)");
        }
        if (stored > 0 && start < tableEnd && start + stored > tableStart) {
            throw new FormatException(source, start, label + " data offset", "data outside the table (bytes "
                    + tableStart + " to " + tableEnd + ")", "bytes " + start + " to " + (start + stored)
                    + " (over the table)");
        }
        if (entry.realSize() > MAX_INFLATE_RATIO * stored) {
            throw new FormatException(source, start, label + " real size", "at most " + MAX_INFLATE_RATIO * stored
                    + " (" + MAX_INFLATE_RATIO + " times the compressed size " + stored + ", the most zlib makes of"
                    + " it)", Long.toString(entry.realSize()));
        }
        return new ZlibEntryStream(new ChannelRangeStream(channel, start, stored), source, start, label, stored,
                entry.realSize());
    }

    private ThorEntry own(ArchiveEntry entry) {
        if (!(entry instanceof ThorEntry e) || !e.archive().equals(source) || e.index() >= entries.size()) {
            throw new IllegalArgumentException(entry.displayName() + " is not an entry of " + source);
        }
        return e;
    }

    @Override
    public Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("kind", "THOR patch");
        facts.put("mode", mode == ThorFormat.MODE_SINGLE ? "one file (33)" : "several files (48)");
        facts.put("merge", merge ? "into a GRF (1)" : "into the client folder (0)");
        facts.put("target GRF", targetGrf.length == 0 ? "the client's default" : ArchiveNames.describe(targetGrf, 0,
                targetGrf.length));
        facts.put("records", Integer.toString(entries.size()));
        facts.put("record count in the header", Long.toString(declaredCount));
        int removals = 0;
        for (int i = 0; i < entries.size(); i++) {
            removals += (entries.flags(i) & ThorFormat.FLAG_REMOVE) != 0 ? 1 : 0;
        }
        facts.put("removals", Integer.toString(removals));
        facts.put("data.integrity", find(ThorFormat.INTEGRITY).filter(ThorEntry::isFile).isPresent() ? "yes" : "no");
        return facts;
    }

    @Override
    public List<String> verify() throws IOException {
        return ThorIntegrity.verify(this);
    }

    /** The raw zlib bytes of a file record are copied by {@link ThorWriter#copyStored}. */
    FileChannel channel() {
        return channel;
    }

    /** The stored bytes of a file record as they are in the patch (after {@link #open} checked them). */
    void checkStored(ThorEntry entry) throws IOException {
        open(entry).close();
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
