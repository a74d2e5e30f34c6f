package dev.marionette.io.acs;

import static dev.marionette.io.acs.AgentBinary.count;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes ACA files (acs.md 4.7; the layout of argynnini's disassembly of AgentDpv.dll, checked on
 * real files, for version 2.x):
 *
 * <pre>
 * u16 minor; u16 major; u32 checksum; u8 compressed; then the body, or if compressed:
 *     u32 uncompressedSize; u32 compressedSize; LZ block of the body
 * body: u16 nSounds; { u32 size; RIFF bytes }
 *       u16 nImages; { u32 size (0: no image, nothing follows); u8 unknown; pixels[size]; DATABLOCK region }
 *       u8 transition
 *       u16 nFrames; { i16 image; i16 sound; u16 duration; i16 x; i16 y; i16 exitFrame;
 *                      u8 nBranches; { u16 target; u16 probability }
 *                      u8 nMouths; if nMouths &gt; 0: u8 baseFlag; if 1: DATABLOCK basePixels; DATABLOCK baseRegion
 *                      mouths: { u8 type; u32 size (0: nothing follows); u8 replaceTopImage; u8 regionFlag;
 *                                i16 x; i16 y; u16 width; u16 height; pixels[size]; [DATABLOCK region] } }
 * </pre>
 *
 * Frame images (and base images) have no size of their own: they are the full character size, so reading
 * needs the ACF's frame size, and every pixel size is checked against it.
 */
public final class AcaCodec {

    private AcaCodec() {
    }

    /** Reads ACA bytes for a character of the given frame size. */
    public static AcaFile read(byte[] data, String source, int frameWidth, int frameHeight) throws FormatException {
        return read(data, source, frameWidth, frameHeight, FieldTrace.NONE);
    }

    /**
     * Reads ACA bytes without the character's frame size (from the file alone): frame images of any one size are
     * taken as they are.
     */
    public static AcaFile readAlone(byte[] data, String source) throws FormatException {
        return read(data, source, -1, -1, FieldTrace.NONE);
    }

    static AcaFile read(byte[] data, String source, int frameWidth, int frameHeight, FieldTrace t)
            throws FormatException {
        LittleEndianReader r = new LittleEndianReader(source, data);
        int minor = r.u16("minor version");
        int at = r.offset();
        int major = r.u16("major version");
        if (major != 2) {
            throw new FormatException(source, at, "major version", "2 (ACA 2.x)", Integer.toString(major));
        }
        long checksum = r.u32("checksum");
        boolean compressed = AgentBinary.flag(r, "compressed flag");
        if (compressed) {
            byte[] body = AcfCodec.Envelope.read(r, t, "animation data");
            // Offsets inside the decompressed body are not file offsets: the body is not traced here.
            return readBody(new LittleEndianReader(source + " (animation data)", body), minor, checksum, true,
                    frameWidth, frameHeight, FieldTrace.NONE);
        }
        return readBody(r, minor, checksum, false, frameWidth, frameHeight, t);
    }

    static AcaFile readBody(LittleEndianReader r, int minor, long checksum, boolean compressed, int frameWidth,
            int frameHeight, FieldTrace t) throws FormatException {
        // An ACA read without its ACF (a text form of the file alone) does not know the frame size: -1 takes any.
        int full = frameWidth < 0 ? -1 : AgentImage.stride(frameWidth) * frameHeight;
        int nSounds = count(r, t, 2, 0xFFFF, 4, "sound count");
        List<byte[]> sounds = new ArrayList<>(nSounds);
        for (int i = 0; i < nSounds; i++) {
            sounds.add(AgentBinary.dataBlock(r, t, "sound " + i));
        }
        int nImages = count(r, t, 2, 0xFFFF, 4, "image count");
        List<AcaFile.Image> images = new ArrayList<>(nImages);
        for (int i = 0; i < nImages; i++) {
            int size = pixelSize(r, t, full, "image " + i);
            if (size == 0) {
                images.add(new AcaFile.Image(null, 0, null));
                continue;
            }
            int unknown = r.u8("image " + i + " unknown byte");
            byte[] pixels = r.bytes(size, "image " + i + " pixels");
            images.add(new AcaFile.Image(pixels, unknown, AgentBinary.dataBlock(r, t, "image " + i + " region")));
        }
        int transition = r.u8("transition");
        int nFrames = count(r, t, 2, 0xFFFF, 14, "frame count");
        if (nFrames == 0) {
            throw FormatException.of(r.source(), r.offset() - 2, "frame count", "0 (Agent refuses an empty ACA)");
        }
        List<AcaFile.Frame> frames = new ArrayList<>(nFrames);
        for (int f = 0; f < nFrames; f++) {
            frames.add(readFrame(r, "frame " + f, nFrames, nImages, nSounds, full, t));
        }
        r.expectEnd("animation data");
        return new AcaFile(2, minor, checksum, compressed, sounds, images, transition, frames);
    }

    private static AcaFile.Frame readFrame(LittleEndianReader r, String fw, int nFrames, int nImages, int nSounds,
            int full, FieldTrace t) throws FormatException {
        int image = reference(r, t, nImages, fw + " image index");
        int sound = reference(r, t, nSounds, fw + " sound index");
        int duration = r.u16(fw + " duration");
        int x = r.i16(fw + " x");
        int y = r.i16(fw + " y");
        int exitAt = r.offset();
        int exit = r.i16(fw + " exit frame");
        if (exit >= nFrames) {
            throw new FormatException(r.source(), exitAt, fw + " exit frame", "less than " + nFrames,
                    Integer.toString(exit));
        }
        int nBranches = count(r, t, 1, 0xFF, 4, fw + " branch count");
        List<AgentBranch> branches = new ArrayList<>(nBranches);
        int percent = 0;
        for (int b = 0; b < nBranches; b++) {
            int at = r.offset();
            t.field(at, 2, fw + " branch target");
            int target = r.u16(fw + " branch target");
            if (target >= nFrames) {
                throw new FormatException(r.source(), at, fw + " branch target", "less than " + nFrames,
                        Integer.toString(target));
            }
            int probability = AnimationCodec.probability(r, fw, percent);
            percent += probability;
            branches.add(new AgentBranch(target, probability));
        }
        int nMouths = count(r, t, 1, 0xFF, 5, fw + " mouth count");
        byte[] base = null;
        byte[] baseRegion = null;
        if (nMouths > 0 && AgentBinary.flag(r, fw + " base image flag")) {
            int at = r.offset();
            base = AgentBinary.dataBlock(r, t, fw + " base image");
            if (full >= 0 && base.length != full) {
                throw new FormatException(r.source(), at, fw + " base image size", full + " (the frame size)",
                        Integer.toString(base.length));
            }
            baseRegion = AgentBinary.dataBlock(r, t, fw + " base region");
        }
        List<AcaFile.Mouth> mouths = new ArrayList<>(nMouths);
        for (int m = 0; m < nMouths; m++) {
            mouths.add(readMouth(r, fw + " mouth " + m, t));
        }
        return new AcaFile.Frame(image, sound, duration, x, y, exit, branches, base, baseRegion, mouths);
    }

    private static AcaFile.Mouth readMouth(LittleEndianReader r, String mw, FieldTrace t) throws FormatException {
        int type = r.u8(mw + " type");
        int sizeAt = r.offset();
        int size = AgentBinary.size(r, t, mw + " size");
        if (size == 0) {
            return new AcaFile.Mouth(type, null, 0, 0, 0, 0, 0, null);
        }
        int replace = r.u8(mw + " replace-top-image flag");
        boolean hasRegion = AgentBinary.flag(r, mw + " region flag");
        int x = r.i16(mw + " x");
        int y = r.i16(mw + " y");
        t.field(r.offset(), 2, mw + " width");
        int width = r.u16(mw + " width");
        t.field(r.offset(), 2, mw + " height");
        int height = r.u16(mw + " height");
        long expected = (long) AgentImage.stride(width) * height;
        if (size != expected) {
            throw new FormatException(r.source(), sizeAt, mw + " size", expected + " (" + width + "x" + height
                    + ")", Integer.toString(size));
        }
        byte[] pixels = r.bytes(size, mw + " pixels");
        byte[] region = hasRegion ? AgentBinary.dataBlock(r, t, mw + " region") : null;
        return new AcaFile.Mouth(type, pixels, replace, x, y, width, height, region);
    }

    /** An i16 index: -1 for none, else less than {@code count}. */
    private static int reference(LittleEndianReader r, FieldTrace t, int count, String field) throws FormatException {
        int at = r.offset();
        int v = r.i16(field);
        if (v < -1 || v >= count) {
            throw new FormatException(r.source(), at, field, "-1 (none) or less than " + count, Integer.toString(v));
        }
        return v;
    }

    /** u32 pixel size of a frame image: 0 or exactly the full frame. */
    private static int pixelSize(LittleEndianReader r, FieldTrace t, int full, String what) throws FormatException {
        int at = r.offset();
        int size = AgentBinary.size(r, t, what + " size");
        if (size != 0 && full >= 0 && size != full) {
            throw new FormatException(r.source(), at, what + " size", "0 or " + full + " (the frame size)",
                    Integer.toString(size));
        }
        return size;
    }

    /** The file's bytes; a compressed ACA needs {@code encoder}, an uncompressed one ignores it. */
    public static byte[] write(AcaFile aca, BlockEncoder encoder) throws AgentWriteException {
        byte[] body = body(aca);
        LittleEndianWriter w = new LittleEndianWriter(body.length / 2 + 64);
        w.u16(aca.minorVersion()).u16(aca.majorVersion()).u32(aca.checksum()).u8(aca.compressed() ? 1 : 0);
        if (aca.compressed()) {
            AcfCodec.Envelope.write(w, body, encoder, "ACA animation data");
        } else {
            w.bytes(body);
        }
        return w.toByteArray();
    }

    static byte[] body(AcaFile aca) {
        LittleEndianWriter w = new LittleEndianWriter(1 << 16);
        w.u16(aca.sounds().size());
        for (byte[] s : aca.sounds()) {
            AgentBinary.writeDataBlock(w, s);
        }
        w.u16(aca.images().size());
        for (AcaFile.Image i : aca.images()) {
            if (i.pixels() == null) {
                w.u32(0);
            } else {
                w.u32(i.pixels().length).u8(i.unknown()).bytes(i.pixels());
                AgentBinary.writeDataBlock(w, i.region());
            }
        }
        w.u8(aca.transition());
        w.u16(aca.frames().size());
        for (AcaFile.Frame f : aca.frames()) {
            w.u16(f.imageIndex()).u16(f.soundIndex()).u16(f.duration()).u16(f.x()).u16(f.y()).u16(f.exitFrame());
            w.u8(f.branches().size());
            for (AgentBranch b : f.branches()) {
                w.u16(b.targetFrame()).u16(b.probability());
            }
            w.u8(f.mouths().size());
            if (!f.mouths().isEmpty()) {
                w.u8(f.baseImage() == null ? 0 : 1);
                if (f.baseImage() != null) {
                    AgentBinary.writeDataBlock(w, f.baseImage());
                    AgentBinary.writeDataBlock(w, f.baseRegion());
                }
            }
            for (AcaFile.Mouth m : f.mouths()) {
                w.u8(m.type());
                if (m.pixels() == null) {
                    w.u32(0);
                    continue;
                }
                w.u32(m.pixels().length).u8(m.replaceTopImage()).u8(m.region() == null ? 0 : 1);
                w.u16(m.x()).u16(m.y()).u16(m.width()).u16(m.height()).bytes(m.pixels());
                if (m.region() != null) {
                    AgentBinary.writeDataBlock(w, m.region());
                }
            }
        }
        return w.toByteArray();
    }
}
