package dev.marionette.io.thor;

import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchiveWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes a THOR patch as rpatchur's mkpatch does: the header (with room for the table's size and offset), each
 * file's zlib data (level 6, zlib's default) one after another, the records' table compressed at level 6 last,
 * then the header again with the count and the table's place. Several-files mode (48) unless written as one file
 * (mode 33, which an update keeps for a patch of one file). With {@code data.integrity}, a last entry lists the
 * CRC-32 of every file ({@link ThorIntegrity}).
 *
 * <p>Streams: each file is compressed as it is read; only the records are kept in memory.
 */
final class ThorWriter implements ArchiveWriter {

    private static final int LEVEL = 6;
    private static final int CHUNK = 64 * 1024;
    private static final String WHAT = "a THOR patch";

    private final FileChannel out;
    private final boolean merge;
    private final byte[] target;
    private final boolean integrity;
    private final boolean single;
    private final List<Record> records = new ArrayList<>();
    private final Deflater deflater = new Deflater(LEVEL);
    private final byte[] inBuffer = new byte[CHUNK];
    private final byte[] outBuffer = new byte[CHUNK];
    private long position;
    private long singleSizesAt = -1;

    /** One table record: a file's place and sizes (and its CRC-32), or a removal. */
    private record Record(byte[] name, boolean removal, long offset, long compressed, long real, long crc) {
    }

    ThorWriter(FileChannel out, boolean merge, byte[] target, boolean integrity, boolean single) throws IOException {
        if (target.length > 255) {
            throw new WriteLimitException(WHAT, List.of("the target GRF name is " + target.length
                    + " bytes, more than the 255 its length byte holds"));
        }
        if (single && integrity) {
            throw new IllegalArgumentException("a one-file patch has no room for data.integrity");
        }
        this.out = out;
        this.merge = merge;
        this.target = target.clone();
        this.integrity = integrity;
        this.single = single;
        out.truncate(0);
        position = headerSize();
        if (!single) {
            out.position(position);
        }
    }

    private int headerSize() {
        return ThorFormat.FIXED_HEADER + target.length + (single ? 0 : 8);
    }

    @Override
    public void add(byte[] name, InputStream data) throws IOException {
        checkName(name);
        if (single) {
            if (!records.isEmpty()) {
                throw new IllegalStateException("a one-file patch holds one file");
            }
            // Mode 33: the header, an unused byte, the sizes (filled in below), the name, then the data.
            ByteBuffer head = ByteBuffer.allocate(headerSize() + 1 + 8 + 1 + name.length).order(ByteOrder.LITTLE_ENDIAN);
            header(head, 1, ThorFormat.MODE_SINGLE);
            head.put((byte) 0);
            singleSizesAt = head.position();
            head.putInt(0).putInt(0).put((byte) name.length).put(name);
            head.flip();
            out.position(0);
            position = 0;
            write(head);
        }
        long start = position;
        deflater.reset();
        CRC32 crc = new CRC32();
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
                    crc.update(inBuffer, 0, n);
                    deflater.setInput(inBuffer, 0, n);
                }
            }
            int produced = deflater.deflate(outBuffer);
            if (produced > 0) {
                write(ByteBuffer.wrap(outBuffer, 0, produced));
                compressed += produced;
            }
        }
        checkSizes(name, start, compressed, real);
        records.add(new Record(name.clone(), false, start, compressed, real, crc.getValue()));
    }

    /** Adds a file record whose zlib data is copied as it is from {@code from} (an update keeping an entry). */
    void copyStored(ThorArchive from, ThorEntry entry, long crc) throws IOException {
        byte[] name = entry.nameBytes();
        checkName(name);
        if (single) {
            throw new IllegalStateException("copying into a one-file patch");
        }
        long start = position;
        long done = 0;
        while (done < entry.compressedSize()) {
            long n = from.channel().transferTo(entry.offset() + done, entry.compressedSize() - done, out);
            if (n <= 0) {
                throw new IOException(from.source() + ": " + entry.label() + " ended while being copied");
            }
            done += n;
        }
        position += done;
        out.position(position);
        checkSizes(name, start, entry.compressedSize(), entry.realSize());
        records.add(new Record(name, false, start, entry.compressedSize(), entry.realSize(), crc));
    }

    @Override
    public void remove(byte[] name) throws IOException {
        checkName(name);
        if (single) {
            throw new WriteLimitException(WHAT, List.of("a one-file patch (mode 33) has no removal records"));
        }
        records.add(new Record(name.clone(), true, 0, 0, 0, 0));
    }

    @Override
    public void finish() throws IOException {
        if (single) {
            if (records.size() != 1) {
                throw new IllegalStateException("a one-file patch needs its file");
            }
            Record r = records.get(0);
            ByteBuffer sizes = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
            sizes.putInt((int) r.compressed()).putInt((int) r.real()).flip();
            out.write(sizes, singleSizesAt);
            deflater.end();
            return;
        }
        if (integrity) {
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            byte[] integrityName = ThorFormat.INTEGRITY.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            byte[] key = ArchiveNames.lookupKey(integrityName);
            for (Record r : records) {
                if (!r.removal() && !java.util.Arrays.equals(ArchiveNames.lookupKey(r.name()), key)) {
                    text.writeBytes(ThorIntegrity.line(r.name(), r.crc()));
                }
            }
            add(integrityName, text.toByteArray());
        }
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        for (Record r : records) {
            table.write(r.name().length);
            table.writeBytes(r.name());
            if (r.removal()) {
                table.write(ThorFormat.FLAG_REMOVE);
            } else {
                ByteBuffer fields = ByteBuffer.allocate(13).order(ByteOrder.LITTLE_ENDIAN);
                fields.put((byte) 0).putInt((int) r.offset()).putInt((int) r.compressed()).putInt((int) r.real());
                table.writeBytes(fields.array());
            }
        }
        byte[] compressed = compress(table.toByteArray());
        long tableOffset = position;
        if (tableOffset > 0x7FFF_FFFFL || compressed.length > 0x7FFF_FFFFL) {
            throw new WriteLimitException(WHAT, List.of("the files' data is over 2 GiB, beyond what THOR offsets"
                    + " reach"));
        }
        write(ByteBuffer.wrap(compressed));
        ByteBuffer head = ByteBuffer.allocate(headerSize()).order(ByteOrder.LITTLE_ENDIAN);
        header(head, records.size(), ThorFormat.MODE_MULTIPLE);
        head.putInt(compressed.length).putInt((int) tableOffset).flip();
        out.write(head, 0);
        deflater.end();
    }

    private void header(ByteBuffer b, int count, int mode) {
        b.put(ThorFormat.MAGIC).put((byte) (merge ? 1 : 0)).putInt(count).putShort((short) mode)
                .put((byte) target.length).put(target);
    }

    private static byte[] compress(byte[] data) {
        Deflater d = new Deflater(LEVEL);
        try {
            d.setInput(data);
            d.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, data.length / 3));
            byte[] chunk = new byte[CHUNK];
            while (!d.finished()) {
                out.write(chunk, 0, d.deflate(chunk));
            }
            return out.toByteArray();
        } finally {
            d.end();
        }
    }

    private static void checkName(byte[] name) throws WriteLimitException {
        if (name.length == 0 || name.length > 255) {
            throw new WriteLimitException(WHAT, List.of((name.length == 0 ? "an entry without a name"
                    : ArchiveNames.describe(name, 0, name.length) + ": a name of " + name.length + " bytes, more than"
                    + " the 255 its length byte holds")));
        }
    }

    private static void checkSizes(byte[] name, long start, long compressed, long real) throws WriteLimitException {
        if (start > 0x7FFF_FFFFL || compressed > 0x7FFF_FFFFL || real > 0x7FFF_FFFFL) {
            throw new WriteLimitException(WHAT, List.of(ArchiveNames.describe(name, 0, name.length)
                    + " is past 2 GiB, beyond what THOR sizes and offsets reach"));
        }
    }

    private void write(ByteBuffer b) throws IOException {
        while (b.hasRemaining()) {
            position += out.write(b);
        }
    }
}
