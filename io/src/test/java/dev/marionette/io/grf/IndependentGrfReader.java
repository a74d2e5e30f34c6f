package dev.marionette.io.grf;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.Inflater;

/**
 * A minimal 0x200 reader written from the format description with java.util.zip only, sharing no code with
 * {@link GrfArchive}: the check that what the writer produces reads back in another reader, the way a client
 * would read it (table offset from byte 46, count = field - seed - 7, records walked to the end, each entry
 * inflated from its offset to exactly its real size).
 */
final class IndependentGrfReader {

    private IndependentGrfReader() {
    }

    /** Every entry's name (decoded from CP949) and inflated content, in table order. */
    static Map<String, byte[]> read(byte[] file) throws Exception {
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        if (!new String(file, 0, 15, "US-ASCII").equals("Master of Magic") || b.getInt(42) != 0x200) {
            throw new IllegalArgumentException("not a 0x200 archive");
        }
        int tableStart = 46 + b.getInt(30);
        int count = b.getInt(38) - b.getInt(34) - 7;
        int compressed = b.getInt(tableStart);
        int real = b.getInt(tableStart + 4);
        if (tableStart + 8 + compressed != file.length) {
            throw new IllegalArgumentException("the table is not the last thing in the file");
        }
        byte[] table = inflate(file, tableStart + 8, compressed, real);
        ByteBuffer t = ByteBuffer.wrap(table).order(ByteOrder.LITTLE_ENDIAN);
        Map<String, byte[]> entries = new LinkedHashMap<>();
        int p = 0;
        Charset cp949 = Charset.forName("MS949");
        while (p < table.length) {
            int nul = p;
            while (table[nul] != 0) {
                nul++;
            }
            String name = new String(table, p, nul - p, cp949);
            int cs = t.getInt(nul + 1);
            int as = t.getInt(nul + 5);
            int rs = t.getInt(nul + 9);
            int flags = table[nul + 13];
            int offset = t.getInt(nul + 14);
            if (flags != 1 || as < cs) {
                throw new IllegalArgumentException(name + ": flags " + flags + " aligned " + as);
            }
            entries.put(name, inflate(file, 46 + offset, cs, rs));
            p = nul + 18;
        }
        if (entries.size() != count) {
            throw new IllegalArgumentException("count " + count + " but " + entries.size() + " entries");
        }
        return entries;
    }

    private static byte[] inflate(byte[] file, int at, int length, int real) throws Exception {
        Inflater inflater = new Inflater();
        inflater.setInput(file, at, length);
        byte[] out = new byte[real + 1];
        int n = 0;
        while (!inflater.finished()) {
            int k = inflater.inflate(out, n, out.length - n);
            if (k == 0 && !inflater.finished() && (inflater.needsInput() || inflater.needsDictionary())) {
                throw new IllegalArgumentException("data ends early");
            }
            n += k;
            if (n > real) {
                throw new IllegalArgumentException("inflates past " + real);
            }
        }
        if (n != real) {
            throw new IllegalArgumentException("inflated " + n + " of " + real);
        }
        inflater.end();
        return java.util.Arrays.copyOf(out, real);
    }

    /** The inflated records of the table, for layout comparisons. */
    static byte[] tableRecords(byte[] file) throws Exception {
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        int tableStart = 46 + b.getInt(30);
        return inflate(file, tableStart + 8, b.getInt(tableStart), b.getInt(tableStart + 4));
    }

}
