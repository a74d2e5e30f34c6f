package dev.marionette.io;

import java.util.Arrays;

/** Little-endian writes into a growing byte array, with back-patching for sizes and offsets known later. */
public final class LittleEndianWriter {

    private byte[] buf;
    private int size;

    public LittleEndianWriter() {
        this(256);
    }

    public LittleEndianWriter(int initialCapacity) {
        buf = new byte[Math.max(16, initialCapacity)];
    }

    private void ensure(int more) {
        long need = (long) size + more;
        if (need > Integer.MAX_VALUE - 16) {
            throw new IllegalStateException("output over 2 GB");
        }
        if (need > buf.length) {
            buf = Arrays.copyOf(buf, (int) Math.min(Integer.MAX_VALUE - 16, Math.max(need, buf.length * 2L)));
        }
    }

    /** Bytes written so far; also the offset of the next write. */
    public int size() {
        return size;
    }

    public LittleEndianWriter u8(int v) {
        ensure(1);
        buf[size++] = (byte) v;
        return this;
    }

    public LittleEndianWriter u16(int v) {
        ensure(2);
        buf[size++] = (byte) v;
        buf[size++] = (byte) (v >>> 8);
        return this;
    }

    public LittleEndianWriter i32(int v) {
        ensure(4);
        putI32(size, v);
        size += 4;
        return this;
    }

    public LittleEndianWriter u32(long v) {
        return i32((int) v);
    }

    public LittleEndianWriter bytes(byte[] b) {
        return bytes(b, 0, b.length);
    }

    public LittleEndianWriter bytes(byte[] b, int off, int len) {
        ensure(len);
        System.arraycopy(b, off, buf, size, len);
        size += len;
        return this;
    }

    /** Writes {@code n} zero bytes. */
    public LittleEndianWriter zeros(int n) {
        ensure(n);
        Arrays.fill(buf, size, size + n, (byte) 0);
        size += n;
        return this;
    }

    /** Overwrites a u32 at an earlier offset (for locators written before their target). */
    public void patchI32(int offset, int v) {
        if (offset < 0 || offset + 4 > size) {
            throw new IndexOutOfBoundsException("patch at " + offset + " outside 0.." + size);
        }
        putI32(offset, v);
    }

    private void putI32(int at, int v) {
        buf[at] = (byte) v;
        buf[at + 1] = (byte) (v >>> 8);
        buf[at + 2] = (byte) (v >>> 16);
        buf[at + 3] = (byte) (v >>> 24);
    }

    /** A copy of the bytes written. */
    public byte[] toByteArray() {
        return Arrays.copyOf(buf, size);
    }
}
