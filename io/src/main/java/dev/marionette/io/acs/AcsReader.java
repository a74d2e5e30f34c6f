package dev.marionette.io.acs;

import static dev.marionette.io.acs.AgentBinary.count;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.StoredImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads ACS 2.x files (acs.md 4.1):
 *
 * <pre>
 * u32 0xABCDABC3; locator {u32 offset, u32 size} of: character info, animation directory, image directory,
 * sound directory
 * animation directory  u32 n; { STRING name; u32 offset; u32 size }   -> animation blocks
 * image directory      u32 n; { u32 offset; u32 size; u32 checksum } -> image blocks
 * sound directory      u32 n; { u32 offset; u32 size; u32 checksum } -> RIFF bytes
 * character info       u16 minor; u16 major; locator of the localized info; GUID; shared body
 * </pre>
 *
 * Every locator, count and size is checked against the file and sane caps before anything is allocated; a
 * problem is a {@link FormatException} naming file, offset and field. Images are not decoded: each keeps its
 * stored block and decodes on first access ({@link AgentImage}). {@link AcsChecker} decodes everything.
 */
public final class AcsReader {

    /** The signature of ACS 2.x files. */
    public static final int SIGNATURE = 0xABCDABC3;

    private AcsReader() {
    }

    /** What was read, with where images and sounds were (for the strict check's messages). */
    record Result(AgentCharacter character, int[] soundOffsets, int trayIconOffset) {
    }

    /** Reads a file. */
    public static AgentCharacter read(Path file) throws IOException {
        return read(Files.readAllBytes(file), file.getFileName().toString());
    }

    /**
     * Reads ACS bytes.
     *
     * @param source names the file in errors
     */
    public static AgentCharacter read(byte[] data, String source) throws FormatException {
        return read(data, source, FieldTrace.NONE).character();
    }

    /** Whether the bytes start with the ACS signature. */
    public static boolean isAcs(byte[] data) {
        return data.length >= 4 && (data[0] & 0xFF | (data[1] & 0xFF) << 8 | (data[2] & 0xFF) << 16
                | (data[3] & 0xFF) << 24) == SIGNATURE;
    }

    static Result read(byte[] data, String source, FieldTrace t) throws FormatException {
        LittleEndianReader r = new LittleEndianReader(source, data);
        int sig = r.i32("signature");
        if (sig != SIGNATURE) {
            throw new FormatException(source, 0, "signature", "0xABCDABC3 (ACS 2.x)",
                    String.format("0x%08X", sig));
        }
        String[] names = {"character info", "animation directory", "image directory", "sound directory"};
        LittleEndianReader[] parts = new LittleEndianReader[4];
        for (int i = 0; i < 4; i++) {
            parts[i] = locator(r, data, source, names[i] + " locator", t);
        }
        AgentCharacter c = new AgentCharacter();
        int trayAt = readCharacterInfo(parts[0], data, source, c, t);
        readImages(parts[2], data, source, c, t);
        int[] soundOffsets = readSounds(parts[3], data, source, c, t);
        readAnimations(parts[1], data, source, c, t);
        return new Result(c, soundOffsets, trayAt);
    }

    /** A locator {u32 offset, u32 size}, checked against the file; returns a reader over that range. */
    private static LittleEndianReader locator(LittleEndianReader r, byte[] data, String source, String field,
            FieldTrace t) throws FormatException {
        int at = r.offset();
        t.field(at, 4, field + " offset");
        long offset = r.u32(field + " offset");
        t.field(at + 4, 4, field + " size");
        long size = r.u32(field + " size");
        if (offset > data.length || size > data.length - offset) {
            throw new FormatException(source, at, field, "a range within the " + data.length + "-byte file",
                    "offset " + offset + ", size " + size);
        }
        return new LittleEndianReader(source, data, (int) offset, (int) (offset + size));
    }

    private static void readImages(LittleEndianReader r, byte[] data, String source, AgentCharacter c, FieldTrace t)
            throws FormatException {
        int n = count(r, t, 4, 1 << 20, 12, "image count");
        for (int i = 0; i < n; i++) {
            String name = source + " image " + i;
            LittleEndianReader block = locator(r, data, source, "image " + i + " locator", t);
            long checksum = r.u32("image " + i + " checksum");
            if (block.remaining() == 0) {
                throw new FormatException(source, r.offset() - 12, "image " + i + " size", "at least 1 byte", "0");
            }
            StoredImage stored = ImageBlockCodec.parse(data, block.offset(), block.remaining(), source, name,
                    c.transparentIndex(), t);
            c.images().add(AgentImage.stored(stored, checksum));
        }
        r.expectEnd("image directory");
    }

    private static int[] readSounds(LittleEndianReader r, byte[] data, String source, AgentCharacter c, FieldTrace t)
            throws FormatException {
        int n = count(r, t, 4, 0x8000, 12, "sound count");
        int[] offsets = new int[n];
        for (int i = 0; i < n; i++) {
            LittleEndianReader block = locator(r, data, source, "sound " + i + " locator", t);
            offsets[i] = block.offset();
            long checksum = r.u32("sound " + i + " checksum");
            c.sounds().add(new AgentSound(block.bytes(block.remaining(), "sound " + i), checksum));
        }
        r.expectEnd("sound directory");
        return offsets;
    }

    private static void readAnimations(LittleEndianReader r, byte[] data, String source, AgentCharacter c,
            FieldTrace t) throws FormatException {
        int n = count(r, t, 4, 0xFFFF, 12, "animation count");
        List<AgentAnimation> animations = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = AgentBinary.string(r, t, true, "animation " + i + " name");
            LittleEndianReader block = locator(r, data, source, "animation \"" + name + "\" locator", t);
            animations.add(AnimationCodec.read(block, name, c.images().size(), c.sounds().size(), t));
            block.expectEnd("animation \"" + name + "\" (block size from the animation directory)");
        }
        r.expectEnd("animation directory");
        c.animations().addAll(animations);
    }

    /** Character info (acs.md 4.2) and the localized info its locator points to; returns the tray icon offset. */
    private static int readCharacterInfo(LittleEndianReader r, byte[] data, String source, AgentCharacter c,
            FieldTrace t) throws FormatException {
        int minor = r.u16("minor version");
        int at = r.offset();
        int major = r.u16("major version");
        if (major != 2) {
            throw new FormatException(source, at, "major version", "2 (ACS 2.x)", Integer.toString(major));
        }
        c.setVersion(major, minor);
        LittleEndianReader localized = locator(r, data, source, "localized info locator", t);
        c.setGuid(AgentBinary.guid(r, "character GUID"));
        int trayAt = CharacterInfoCodec.readBody(r, c, true, t);
        CharacterInfoCodec.readLocalized(localized, c, true, t);
        localized.expectEnd("localized info (size from its locator)");
        return trayAt;
    }
}
