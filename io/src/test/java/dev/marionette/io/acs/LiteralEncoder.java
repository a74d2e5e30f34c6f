package dev.marionette.io.acs;

import java.io.ByteArrayOutputStream;

/**
 * A test encoder that emits only literals, valid per acs.md 3.2: {@code 00}, each byte as a 0-bit and its 8 bits
 * LSB-first, the end marker (24 one-bits), one-bits to the byte boundary, {@code FF FF FF}.
 */
final class LiteralEncoder implements BlockEncoder {

    static final LiteralEncoder INSTANCE = new LiteralEncoder();

    @Override
    public byte[] encode(byte[] raw) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length * 9 / 8 + 8);
        out.write(0);
        long acc = 0;
        int bits = 0;
        for (byte b : raw) {
            acc |= ((long) (b & 0xFF) << 1) << bits;
            bits += 9;
            while (bits >= 8) {
                out.write((int) acc & 0xFF);
                acc >>>= 8;
                bits -= 8;
            }
        }
        acc |= 0xFFFFFFL << bits;
        bits += 24;
        while (bits >= 8) {
            out.write((int) acc & 0xFF);
            acc >>>= 8;
            bits -= 8;
        }
        if (bits > 0) {
            out.write((int) (acc | (0xFF << bits)) & 0xFF);
        }
        out.write(0xFF);
        out.write(0xFF);
        out.write(0xFF);
        return out.toByteArray();
    }
}
