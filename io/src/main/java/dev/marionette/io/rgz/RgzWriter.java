package dev.marionette.io.rgz;

import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchiveWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPOutputStream;

/**
 * Writes an RGZ patch: one gzip stream of records, a folder record ({@code d}) before the first file of each folder
 * (its parents first), a file record ({@code f}) per file with its size and bytes, and the end record ({@code e},
 * named {@code end}). Streams a file whose size is given; one of unknown size is held in memory until its size is
 * known (the size comes before the bytes, and a gzip stream cannot go back).
 */
final class RgzWriter implements ArchiveWriter {

    private static final String WHAT = "an RGZ patch";
    private static final long MAX_SIZE = 0xFFFF_FFFFL;

    private final GZIPOutputStream out;
    private final Set<String> folders = new HashSet<>();
    private final byte[] buffer = new byte[64 * 1024];

    RgzWriter(FileChannel channel) throws IOException {
        channel.truncate(0);
        channel.position(0);
        OutputStream raw = Channels.newOutputStream(channel);
        // zlib's default level, 6, as the other kinds are written.
        this.out = new GZIPOutputStream(new java.io.BufferedOutputStream(raw, 1 << 16), 1 << 16);
    }

    @Override
    public void add(byte[] name, InputStream data) throws IOException {
        ByteArrayOutputStream held = new ByteArrayOutputStream();
        data.transferTo(held);
        add(name, new java.io.ByteArrayInputStream(held.toByteArray()), held.size());
    }

    @Override
    public void add(byte[] name, InputStream data, long size) throws IOException {
        checkName(name);
        if (size > MAX_SIZE) {
            throw new WriteLimitException(WHAT, List.of(ArchiveNames.describe(name, 0, name.length) + " is "
                    + size + " bytes, more than the 4 GiB an RGZ size holds"));
        }
        folders(name);
        record(RgzFormat.FILE, name);
        out.write((int) size);
        out.write((int) (size >>> 8));
        out.write((int) (size >>> 16));
        out.write((int) (size >>> 24));
        long left = size;
        while (left > 0) {
            int n = data.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (n < 0) {
                throw new IOException(ArchiveNames.describe(name, 0, name.length) + " ended after " + (size - left)
                        + " of its " + size + " bytes while it was written");
            }
            out.write(buffer, 0, n);
            left -= n;
        }
    }

    @Override
    public void remove(byte[] name) throws WriteLimitException {
        throw new WriteLimitException(WHAT, List.of("an RGZ patch has no removal records (THOR patches have them)"));
    }

    /** A folder record for {@code name} itself (an update keeps the folder records it had). */
    void folder(byte[] name) throws IOException {
        checkName(name);
        String key = key(name, name.length);
        if (folders.add(key)) {
            record(RgzFormat.FOLDER, name);
        }
    }

    @Override
    public void finish() throws IOException {
        record(RgzFormat.END, "end".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        out.finish();
        out.flush();
    }

    /** A folder record for every folder above {@code name} not recorded yet, the outermost first. */
    private void folders(byte[] name) throws IOException {
        for (int i = 0; i < name.length; i++) {
            if (name[i] == '\\' && i > 0) {
                String key = key(name, i);
                if (folders.add(key)) {
                    record(RgzFormat.FOLDER, java.util.Arrays.copyOf(name, i));
                }
            }
        }
    }

    private static String key(byte[] name, int length) {
        return new String(ArchiveNames.lookupKey(java.util.Arrays.copyOf(name, length)),
                java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private void record(int type, byte[] name) throws IOException {
        out.write(type);
        out.write(name.length + 1);
        out.write(name);
        out.write(0);
    }

    private static void checkName(byte[] name) throws WriteLimitException {
        if (name.length == 0 || name.length > 254) {
            throw new WriteLimitException(WHAT, List.of(name.length == 0 ? "an entry without a name"
                    : ArchiveNames.describe(name, 0, name.length) + ": a name of " + name.length + " bytes, more than"
                    + " the 254 an RGZ record holds"));
        }
        for (byte b : name) {
            if (b == 0) {
                throw new WriteLimitException(WHAT, List.of("a name with a NUL byte: "
                        + ArchiveNames.describe(name, 0, name.length)));
            }
        }
    }
}
