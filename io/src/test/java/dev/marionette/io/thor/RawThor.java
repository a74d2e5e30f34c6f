package dev.marionette.io.thor;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Builds THOR patch bytes field by field for tests, independently of {@link ThorWriter}: either mode, any header
 * value, removal records, duplicate names, fields that lie, data after or before the table.
 */
final class RawThor {

    /** A record: a file (its zlib data, sizes that may lie) or a removal. */
    static final class Record {
        byte[] name;
        boolean removal;
        byte[] stored;
        long compressed;
        long real;
        Long offset;
        int flags;

        Record(String name, byte[] content) {
            this.name = name.getBytes(ThorArchiveTestNames.CP949);
            this.stored = zlib(content);
            this.compressed = stored.length;
            this.real = content.length;
        }

        static Record removal(String name) {
            Record r = new Record(name, new byte[0]);
            r.removal = true;
            r.flags = ThorFormat.FLAG_REMOVE;
            r.stored = new byte[0];
            return r;
        }
    }

    int merge = 1;
    String target = "";
    int mode = ThorFormat.MODE_MULTIPLE;
    Long countField;
    Long tableOffsetField;
    Long tableSizeField;
    final List<Record> records = new ArrayList<>();

    RawThor add(String name, String content) {
        return add(new Record(name, content.getBytes(StandardCharsets.UTF_8)));
    }

    RawThor add(Record r) {
        records.add(r);
        return this;
    }

    /** A data.integrity record of the file records so far (correct CRCs unless changed afterwards). */
    RawThor integrity() {
        StringBuilder text = new StringBuilder();
        for (Record r : records) {
            if (!r.removal) {
                CRC32 crc = new CRC32();
                crc.update(inflate(r.stored));
                text.append(new String(r.name, ThorArchiveTestNames.CP949)).append(String.format("=0x%08x\r\n",
                        crc.getValue()));
            }
        }
        return add(new Record("data.integrity", text.toString().getBytes(ThorArchiveTestNames.CP949)));
    }

    byte[] build() {
        byte[] targetBytes = target.getBytes(StandardCharsets.US_ASCII);
        ByteBuffer head = le(24 + 1 + 4 + 2 + 1 + targetBytes.length);
        head.put("ASSF (C) 2007 Aeomin DEV".getBytes(StandardCharsets.US_ASCII)).put((byte) merge)
                .putInt((int) (countField != null ? countField : records.size())).putShort((short) mode)
                .put((byte) targetBytes.length).put(targetBytes);
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        file.writeBytes(head.array());
        if (mode == ThorFormat.MODE_SINGLE) {
            Record r = records.get(0);
            ByteBuffer b = le(1 + 4 + 4 + 1 + r.name.length);
            b.put((byte) 0).putInt((int) r.compressed).putInt((int) r.real).put((byte) r.name.length).put(r.name);
            file.writeBytes(b.array());
            file.writeBytes(r.stored);
            return file.toByteArray();
        }
        int dataStart = head.capacity() + 8;
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        for (Record r : records) {
            table.write(r.name.length);
            table.writeBytes(r.name);
            table.write(r.flags);
            if (!r.removal) {
                long offset = r.offset != null ? r.offset : dataStart + data.size();
                data.writeBytes(r.stored);
                ByteBuffer f = le(12);
                f.putInt((int) offset).putInt((int) r.compressed).putInt((int) r.real);
                table.writeBytes(f.array());
            }
        }
        byte[] z = zlib(table.toByteArray());
        ByteBuffer desc = le(8);
        desc.putInt((int) (tableSizeField != null ? tableSizeField : z.length))
                .putInt((int) (tableOffsetField != null ? tableOffsetField : dataStart + data.size()));
        file.writeBytes(desc.array());
        file.writeBytes(data.toByteArray());
        file.writeBytes(z);
        return file.toByteArray();
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

    static byte[] inflate(byte[] z) {
        try (var in = new java.util.zip.InflaterInputStream(new java.io.ByteArrayInputStream(z))) {
            return in.readAllBytes();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
