package dev.marionette.io.grf;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;

/**
 * Builds archive bytes field by field for tests, independently of {@link GrfWriter}: any version (0x102/0x103
 * with DES-encoded names, 0x200, 0x300), any header value, DES-encoded entry data, and fields that lie.
 */
final class RawGrf {

    /** One entry: its stored bytes and the table fields (null fields are derived from the data). */
    static final class Entry {
        byte[] name;
        byte[] stored;
        long compressed;
        long aligned;
        long real;
        int flags = GrfFormat.FLAG_FILE;
        Long offset;
        /** Stored after the table, as tools that append to an archive write later entries. */
        boolean afterTable;

        Entry(String name, byte[] content) {
            this(name.getBytes(GrfNames.CP949), content);
        }

        Entry(byte[] name, byte[] content) {
            this.name = name;
            byte[] z = zlib(content);
            this.compressed = z.length;
            this.aligned = GrfFormat.align8(z.length);
            this.stored = java.util.Arrays.copyOf(z, (int) aligned);
            this.real = content.length;
        }

        /** DES-encodes the stored bytes as flag {@code flag} (2 mixed, 4 header) says, and sets the flag. */
        Entry encrypted(int flag) {
            flags = GrfFormat.FLAG_FILE | flag;
            TestDes.encode(stored, flag == GrfFormat.FLAG_DES_MIXED, compressed);
            return this;
        }
    }

    int version = GrfFormat.VERSION_200;
    byte[] key = GrfFormat.TOOLS_KEY.clone();
    long seed;
    Long countField;
    Long tableOffsetField;
    Long realTableSizeField;
    final List<Entry> entries = new ArrayList<>();

    RawGrf add(Entry e) {
        entries.add(e);
        return this;
    }

    RawGrf add(String name, String content) {
        return add(new Entry(name, content.getBytes(StandardCharsets.UTF_8)));
    }

    byte[] build() {
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        List<Long> offsets = new ArrayList<>();
        for (Entry e : entries) {
            offsets.add(e.offset != null || e.afterTable ? e.offset : Long.valueOf(data.size()));
            if (!e.afterTable) {
                data.writeBytes(e.stored);
            }
        }
        boolean wide = version == GrfFormat.VERSION_300;
        boolean old = version == GrfFormat.VERSION_102 || version == GrfFormat.VERSION_103;
        // Entries after the table get offsets past the table block, whose compressed size depends on them: settle.
        byte[] records = records(offsets);
        for (int round = 0; round < 8 && entries.stream().anyMatch(e -> e.afterTable && e.offset == null); round++) {
            long at = data.size() + (old ? records.length : (wide ? 12 : 8) + zlib(records).length);
            for (int i = 0; i < entries.size(); i++) {
                Entry e = entries.get(i);
                if (e.afterTable && e.offset == null) {
                    offsets.set(i, at);
                    at += e.stored.length;
                }
            }
            records = records(offsets);
        }
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        long tableOffset = tableOffsetField != null ? tableOffsetField : data.size();
        ByteBuffer h = le(46);
        h.put("Master of Magic".getBytes(StandardCharsets.US_ASCII)).put(key);
        if (wide) {
            h.putLong(tableOffset).putInt((int) (countField != null ? countField : entries.size()));
        } else {
            h.putInt((int) tableOffset).putInt((int) seed)
                    .putInt((int) (countField != null ? countField : entries.size() + seed + 7));
        }
        h.putInt(version);
        file.writeBytes(h.array());
        file.writeBytes(data.toByteArray());
        if (old) {
            file.writeBytes(records);
        } else {
            byte[] z = zlib(records);
            ByteBuffer sizes = le(wide ? 12 : 8);
            if (wide) {
                sizes.putInt(0);
            }
            sizes.putInt(z.length).putInt((int) (realTableSizeField != null ? realTableSizeField : records.length));
            file.writeBytes(sizes.array());
            file.writeBytes(z);
        }
        for (Entry e : entries) {
            if (e.afterTable) {
                file.writeBytes(e.stored);
            }
        }
        return file.toByteArray();
    }

    private byte[] records(List<Long> offsets) {
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        for (int i = 0; i < entries.size(); i++) {
            Long offset = offsets.get(i);
            table.writeBytes(record(entries.get(i), offset == null ? 0 : offset));
        }
        return table.toByteArray();
    }

    private byte[] record(Entry e, long offset) {
        if (version == GrfFormat.VERSION_102 || version == GrfFormat.VERSION_103) {
            // u32 L, 2 unused bytes, the encoded name padded to 8 with NULs, 4 unused bytes, the fields.
            int padded = (e.name.length + 1 + 7) / 8 * 8;
            byte[] name = java.util.Arrays.copyOf(e.name, padded);
            TestDes.encodeName(name);
            ByteBuffer r = le(4 + 2 + padded + 4 + 17);
            r.putInt(padded + 6).putShort((short) 0).put(name).putInt(0);
            r.putInt((int) (e.compressed + e.real + 715)).putInt((int) (e.aligned + 37579)).putInt((int) e.real);
            r.put((byte) (e.flags & GrfFormat.FLAG_FILE)).putInt((int) offset);
            return r.array();
        }
        boolean wide = version == GrfFormat.VERSION_300;
        ByteBuffer r = le(e.name.length + 1 + (wide ? 21 : 17));
        r.put(e.name).put((byte) 0).putInt((int) e.compressed).putInt((int) e.aligned).putInt((int) e.real)
                .put((byte) e.flags);
        if (wide) {
            r.putLong(offset);
        } else {
            r.putInt((int) offset);
        }
        return r.array();
    }

    static ByteBuffer le(int n) {
        return ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
    }

    static byte[] zlib(byte[] data) {
        Deflater d = new Deflater(6);
        d.setInput(data);
        d.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        while (!d.finished()) {
            out.write(chunk, 0, d.deflate(chunk));
        }
        d.end();
        return out.toByteArray();
    }
}
