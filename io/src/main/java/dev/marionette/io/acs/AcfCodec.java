package dev.marionette.io.acs;

import static dev.marionette.io.acs.AgentBinary.count;
import static dev.marionette.io.acs.AgentBinary.string;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentCharacter;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes ACF files (acs.md 4.7, argynnini's disassembly of AgentDpv.dll checked on real files):
 *
 * <pre>
 * u32 0xABCDABC4 (0xABCDABC2 is accepted too); u32 uncompressedSize; u32 compressedSize; LZ block
 * payload: u16 minor; u16 major;
 *          u16 n; { STRING name; STRING acaFile; STRING returnAnimation; u32 checksum }
 *          GUID; LOCALIZEDINFO list; then frame width ... states exactly as in ACS character info
 * </pre>
 *
 * ACF strings have no terminator. Only version 2.x is read (older versions order the payload differently and
 * no sample exists).
 */
public final class AcfCodec {

    /** The signature written. */
    public static final int SIGNATURE = 0xABCDABC4;
    /** An older signature Agent also accepts. */
    public static final int OLD_SIGNATURE = 0xABCDABC2;

    private AcfCodec() {
    }

    /** Whether the bytes start with an ACF signature. */
    public static boolean isAcf(byte[] data) {
        if (data.length < 4) {
            return false;
        }
        int sig = data[0] & 0xFF | (data[1] & 0xFF) << 8 | (data[2] & 0xFF) << 16 | (data[3] & 0xFF) << 24;
        return sig == SIGNATURE || sig == OLD_SIGNATURE;
    }

    /** Reads ACF bytes; {@code source} names the file in errors. */
    public static AcfFile read(byte[] data, String source) throws FormatException {
        return readPayload(unpack(data, source, FieldTrace.NONE), source + " (character data)", FieldTrace.NONE);
    }

    /** The decompressed payload. */
    static byte[] unpack(byte[] data, String source, FieldTrace t) throws FormatException {
        LittleEndianReader r = new LittleEndianReader(source, data);
        int sig = r.i32("signature");
        if (sig != SIGNATURE && sig != OLD_SIGNATURE) {
            throw new FormatException(source, 0, "signature", "0xABCDABC4 (ACF)", String.format("0x%08X", sig));
        }
        return Envelope.read(r, t, "character data");
    }

    static AcfFile readPayload(byte[] payload, String source, FieldTrace t) throws FormatException {
        LittleEndianReader r = new LittleEndianReader(source, payload);
        AgentCharacter info = new AgentCharacter();
        int minor = r.u16("minor version");
        int at = r.offset();
        int major = r.u16("major version");
        if (major != 2) {
            throw new FormatException(source, at, "major version", "2 (ACF 2.x)", Integer.toString(major));
        }
        info.setVersion(major, minor);
        int n = count(r, t, 2, 0xFFFF, 16, "animation count");
        List<AcfFile.AnimationEntry> entries = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = string(r, t, false, "animation " + i + " name");
            String file = string(r, t, false, "animation \"" + name + "\" ACA file name");
            String ret = string(r, t, false, "animation \"" + name + "\" return animation");
            entries.add(new AcfFile.AnimationEntry(name, file, ret, r.u32("animation \"" + name + "\" checksum")));
        }
        info.setGuid(AgentBinary.guid(r, "character GUID"));
        CharacterInfoCodec.readLocalized(r, info, false, t);
        CharacterInfoCodec.readBody(r, info, false, t);
        r.expectEnd("character data");
        return new AcfFile(info, entries);
    }

    /** The file's bytes; the payload is compressed with {@code encoder} (ACF has no uncompressed form). */
    public static byte[] write(AcfFile acf, BlockEncoder encoder) throws AgentWriteException {
        byte[] payload = payload(acf);
        LittleEndianWriter w = new LittleEndianWriter(payload.length / 2 + 64);
        w.u32(SIGNATURE);
        Envelope.write(w, payload, encoder, "ACF character data");
        return w.toByteArray();
    }

    static byte[] payload(AcfFile acf) {
        AgentCharacter c = acf.info();
        LittleEndianWriter w = new LittleEndianWriter(4096);
        w.u16(c.minorVersion()).u16(c.majorVersion());
        w.u16(acf.animations().size());
        for (AcfFile.AnimationEntry e : acf.animations()) {
            AgentBinary.writeString(w, e.name(), false);
            AgentBinary.writeString(w, e.acaFileName(), false);
            AgentBinary.writeString(w, e.returnAnimation(), false);
            w.u32(e.checksum());
        }
        w.bytes(c.guid().bytes());
        CharacterInfoCodec.writeLocalized(w, c, false);
        CharacterInfoCodec.writeBody(w, c, false);
        return w.toByteArray();
    }

    /** The compressed envelope of ACF and ACA: {@code u32 uncompressedSize; u32 compressedSize; LZ block}, then the end. */
    static final class Envelope {

        private Envelope() {
        }

        static byte[] read(LittleEndianReader r, FieldTrace t, String what) throws FormatException {
            int sizeAt = r.offset();
            t.field(sizeAt, 4, what + " uncompressed size");
            long size = r.u32(what + " uncompressed size");
            int packed = AgentBinary.size(r, t, what + " compressed size");
            AgentBinary.checkExpansion(r, sizeAt, size, packed, what + " uncompressed size");
            int at = r.offset();
            r.require(packed, what);
            byte[] out = AgentDecompressor.decompress(r.data(), at, packed, (int) size, r.source() + " " + what, at);
            r.skip(packed, what);
            r.expectEnd(what + " (end of file)");
            return out;
        }

        static void write(LittleEndianWriter w, byte[] payload, BlockEncoder encoder, String what)
                throws AgentWriteException {
            byte[] packed = ImageBlockCodec.encodeChecked(encoder, payload, what);
            w.u32(payload.length).u32(packed.length).bytes(packed);
        }
    }
}
