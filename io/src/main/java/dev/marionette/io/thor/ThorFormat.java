package dev.marionette.io.thor;

import java.nio.charset.StandardCharsets;

/**
 * Constants of THOR patches (the format of Thor patcher and rpatchur's mkpatch), described in
 * {@code docs/archives.md}.
 *
 * <pre>
 * offset size  field (little-endian)
 *  0     24    "ASSF (C) 2007 Aeomin DEV"
 * 24      1    merge: 1 into a GRF, 0 into the client folder
 * 25      4    record count as the writer counted it
 * 29      2    mode: 33 one file, 48 several files
 * 31      1    length N of the target GRF's name (0: the client's default GRF)
 * 32      N    the target GRF's name
 * mode 48: i32 compressed size of the table, i32 table offset (from byte 0); the table is one zlib stream of
 *          records: u8 name length, name, u8 flags (bit 0: a removal, nothing follows), u32 data offset (from
 *          byte 0), i32 compressed size, i32 real size
 * mode 33: 1 unused byte, i32 compressed size, i32 real size, u8 name length, name, then the zlib data
 * </pre>
 */
public final class ThorFormat {

    /** The first 24 bytes of every THOR patch. */
    static final byte[] MAGIC = "ASSF (C) 2007 Aeomin DEV".getBytes(StandardCharsets.US_ASCII);
    /** Bytes before the target name: magic, merge, count, mode, name length. */
    static final int FIXED_HEADER = MAGIC.length + 1 + 4 + 2 + 1;
    /** Mode: one file follows the header. */
    public static final int MODE_SINGLE = 33;
    /** Mode: a compressed table of records. */
    public static final int MODE_MULTIPLE = 48;
    /** Record flag: the record removes its path. */
    public static final int FLAG_REMOVE = 0x01;
    /** The optional entry of CRC-32s, one line {@code PATH=0xCRC32} per file. */
    public static final String INTEGRITY = "data.integrity";

    private ThorFormat() {
    }
}
