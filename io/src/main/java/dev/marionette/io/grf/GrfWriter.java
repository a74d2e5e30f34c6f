package dev.marionette.io.grf;

import dev.marionette.io.WriteLimitException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Deflater;

/**
 * Writes a version 0x200 archive (or 0x300, the widened layout of newer clients: 64-bit offsets, the table after
 * 4 zero bytes) into a channel with the layout the community's GRF tools give the real archives: the 46-byte header (key {@code 00 01 .. 0E}, seed 0 unless kept from an updated archive), then
 * each entry's zlib data (compression level 6, zlib's default) padded with zero bytes to a multiple of 8, one
 * after another, then the table: compressed size, real size, and the records (name, NUL, compressed size,
 * aligned size = compressed rounded up to 8, real size, flags 1, offset from byte 46) compressed at level 6.
 * The table is the last thing in the file; its records are in the order the entries were added.
 *
 * <p>Streams: an entry's data is compressed as it is read, and only the table is kept in memory.
 */
public final class GrfWriter {

    private static final long U32 = 0xFFFF_FFFFL;
    private static final int LEVEL = 6;
    private static final int CHUNK = 64 * 1024;
    private final FileChannel out;
    private final byte[] key;
    private final long seed;
    private final int version;
    private final String what;
    private final Records records;
    private final Deflater deflater = new Deflater(LEVEL);
    private final byte[] inBuffer = new byte[CHUNK];
    private final byte[] outBuffer = new byte[CHUNK];
    private long position = GrfFormat.HEADER_SIZE;

    /** A writer of a new archive as the community's tools write one: their key, seed 0. */
    public GrfWriter(FileChannel out) throws IOException {
        this(out, GrfFormat.TOOLS_KEY, 0, GrfFormat.VERSION_200);
    }

    /**
     * A writer keeping another archive's key bytes and seed (when updating it), of {@code version} 0x200 or
     * 0x300 (whose header has no seed).
     */
    GrfWriter(FileChannel out, byte[] key, long seed, int version) throws IOException {
        if (version != GrfFormat.VERSION_200 && version != GrfFormat.VERSION_300) {
            throw new IllegalArgumentException("version " + GrfFormat.versionName(version) + " is not written");
        }
        this.out = out;
        this.key = key.clone();
        this.seed = version == GrfFormat.VERSION_300 ? 0 : seed;
        this.version = version;
        this.what = "GRF version " + GrfFormat.versionName(version);
        this.records = new Records(version == GrfFormat.VERSION_300);
        out.truncate(0);
        out.position(GrfFormat.HEADER_SIZE);
    }

    /** Adds a file named {@code name} (CP949 bytes) whose content is read from {@code data}. */
    public void add(byte[] name, InputStream data) throws IOException {
        checkName(name);
        long start = position;
        checkOffset(start, name);
        deflater.reset();
        long real = 0;
        long compressed = 0;
        boolean ended = false;
        while (!deflater.finished()) {
            if (!ended && deflater.needsInput()) {
                int n = data.read(inBuffer);
                if (n < 0) {
                    deflater.finish();
                    ended = true;
                } else {
                    real += n;
                    if (real > U32) {
                        throw limit(name, "is over 4 GiB, more than an entry's size field holds");
                    }
                    deflater.setInput(inBuffer, 0, n);
                }
            }
            int produced = deflater.deflate(outBuffer);
            if (produced > 0) {
                write(ByteBuffer.wrap(outBuffer, 0, produced));
                compressed += produced;
            }
        }
        long aligned = GrfFormat.align8(compressed);
        pad(aligned - compressed);
        records.add(name, compressed, aligned, real, GrfFormat.FLAG_FILE, start - GrfFormat.HEADER_SIZE);
    }

    /** Adds a file whose whole content is {@code data}. */
    public void add(byte[] name, byte[] data) throws IOException {
        add(name, new java.io.ByteArrayInputStream(data));
    }

    /**
     * Adds {@code entry} of {@code from} as it is stored: the same bytes (encoded ones too), sizes and flags,
     * at a new offset. The caller has checked it with {@link GrfUpdater}'s rules.
     */
    void copyStored(GrfArchive from, GrfEntry entry) throws IOException {
        byte[] name = entry.nameBytes();
        if (!entry.isFile()) {
            records.add(name, entry.compressedSize(), entry.alignedSize(), entry.realSize(), entry.flags(),
                    entry.offset());
            return;
        }
        long start = position;
        checkOffset(start, name);
        long occupied = Math.max(entry.alignedSize(), entry.storedLength());
        // The padding is copied as far as it goes before the table (or the end, for data after the table).
        long boundary = entry.dataStart() < from.header().tableStart() ? from.header().tableStart() : from.fileSize();
        long available = boundary - entry.dataStart();
        long copy = Math.min(occupied, available);
        long done = 0;
        while (done < copy) {
            long n = from.channel().transferTo(entry.dataStart() + done, copy - done, out);
            if (n <= 0) {
                throw new IOException(from.source() + ": " + entry.label() + " ended while being copied");
            }
            done += n;
        }
        position += copy;
        out.position(position);
        pad(occupied - copy);
        records.add(name, entry.compressedSize(), entry.alignedSize(), entry.realSize(), entry.flags(),
                start - GrfFormat.HEADER_SIZE);
    }

    /** Writes the table and the header. The channel then holds the whole archive. */
    public void finish() throws IOException {
        long tableOffset = position - GrfFormat.HEADER_SIZE;
        if (version == GrfFormat.VERSION_200 && tableOffset > U32) {
            throw new WriteLimitException(what, List.of("the entries' data is over 4 GiB, more than 0x200"
                    + " offsets reach"));
        }
        if (version == GrfFormat.VERSION_300) {
            write(ByteBuffer.wrap(new byte[4]));
        }
        write(ByteBuffer.wrap(tableBlock(records.bytes(), records.size())));
        ByteBuffer header = ByteBuffer.wrap(new GrfHeader(version, key, tableOffset, seed, records.count())
                .toBytes());
        out.write(header, 0);
        deflater.end();
    }

    /** The number of entries added so far. */
    public int count() {
        return records.count();
    }

    /**
     * The table as written after the data: compressed size (4), real size (4), then the records compressed
     * at level 6.
     */
    static byte[] tableBlock(byte[] records, int length) {
        Deflater d = new Deflater(LEVEL);
        try {
            d.setInput(records, 0, length);
            d.finish();
            ByteArrayOutputStream compressed = new ByteArrayOutputStream(Math.max(64, length / 3));
            byte[] chunk = new byte[CHUNK];
            while (!d.finished()) {
                int n = d.deflate(chunk);
                compressed.write(chunk, 0, n);
            }
            ByteBuffer block = ByteBuffer.allocate(8 + compressed.size()).order(ByteOrder.LITTLE_ENDIAN);
            block.putInt(compressed.size()).putInt(length).put(compressed.toByteArray());
            return block.array();
        } finally {
            d.end();
        }
    }

    private void checkName(byte[] name) throws WriteLimitException {
        if (name.length == 0) {
            throw new WriteLimitException(what, List.of("an entry without a name"));
        }
        for (byte b : name) {
            if (b == 0) {
                throw new WriteLimitException(what, List.of("a name with a NUL byte: "
                        + GrfNames.describe(name, 0, name.length)));
            }
        }
    }

    private void checkOffset(long start, byte[] name) throws WriteLimitException {
        if (version == GrfFormat.VERSION_200 && start - GrfFormat.HEADER_SIZE > U32) {
            throw limit(name, "starts past 4 GiB, beyond what 0x200 offsets reach");
        }
    }

    private WriteLimitException limit(byte[] name, String problem) {
        return new WriteLimitException(what, List.of(GrfNames.describe(name, 0, name.length) + " " + problem));
    }

    private void pad(long n) throws IOException {
        if (n > 0) {
            write(ByteBuffer.wrap(new byte[(int) n]));
        }
    }

    private void write(ByteBuffer b) throws IOException {
        while (b.hasRemaining()) {
            position += out.write(b);
        }
    }

    /** The table's records as they are added, in the 0x200 layout (0x300: 8-byte offsets). */
    private static final class Records {
        private final boolean wide;
        private byte[] bytes = new byte[4096];
        private int size;
        private int count;

        Records(boolean wide) {
            this.wide = wide;
        }

        void add(byte[] name, long compressed, long aligned, long real, int flags, long offset) {
            ensure(name.length + 1 + 21);
            System.arraycopy(name, 0, bytes, size, name.length);
            size += name.length;
            bytes[size++] = 0;
            u32(compressed);
            u32(aligned);
            u32(real);
            bytes[size++] = (byte) flags;
            u32(offset);
            if (wide) {
                u32(offset >>> 32);
            }
            count++;
        }

        int count() {
            return count;
        }

        private void u32(long v) {
            bytes[size++] = (byte) v;
            bytes[size++] = (byte) (v >>> 8);
            bytes[size++] = (byte) (v >>> 16);
            bytes[size++] = (byte) (v >>> 24);
        }

        private void ensure(int more) {
            if (size + more > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
            }
        }

        byte[] bytes() {
            return bytes;
        }

        int size() {
            return size;
        }
    }
}
