package dev.marionette.io.acs;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.StoredImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Writes ACS files in the layout of Microsoft's compiler (acs.md 4.1), so reading an unmodified file and
 * writing it gives back the same bytes:
 *
 * <pre>
 * 0x00  u32 0xABCDABC3, locators {u32 offset, u32 size} of character info, animation, image, sound directory
 * 0x24  animation blocks (directory order), image blocks (index order), sound blocks (raw RIFF)
 *       animation directory, image directory, sound directory
 *       character info, then the localized info list (the character info locator's size includes it)
 * </pre>
 *
 * No padding anywhere. Unmodified images are copied as stored; new or modified ones (and all of them after the
 * transparent index changed, since regions depend on it) are encoded with the
 * {@link BlockEncoder} (pixels and the region generated from them, acs.md 4.5), or stored raw by
 * {@link #uncompressed()}. The character is checked first ({@link AgentWriteException} lists what does not fit
 * the format) and nothing is written when it fails.
 */
public final class AcsWriter {

    private final BlockEncoder encoder;

    private AcsWriter(BlockEncoder encoder) {
        this.encoder = encoder;
    }

    /** A writer that compresses new and modified images with {@code encoder}. */
    public static AcsWriter compressing(BlockEncoder encoder) {
        return new AcsWriter(java.util.Objects.requireNonNull(encoder, "encoder"));
    }

    /** A writer that stores new and modified images uncompressed (legal: the editor's "Compress" off). */
    public static AcsWriter uncompressed() {
        return new AcsWriter(null);
    }

    /**
     * What keeps {@code c} from being written as ACS (counts over their fields, missing references, style bits
     * that disagree with the voice and balloon blocks), one readable line each; empty when it can be written.
     * Cheap: an editor calls it before it starts a save.
     */
    public static List<String> problems(AgentCharacter c) {
        return AgentValidator.problems(c);
    }

    /** Writes to a file through a temporary file and an atomic move. */
    public void write(AgentCharacter c, Path target) throws IOException {
        SafeFileWriter.write(target, write(c));
    }

    /** The file's bytes. */
    public byte[] write(AgentCharacter c) throws AgentWriteException {
        try {
            return layOut(c);
        } catch (IllegalStateException tooBig) {
            throw new AgentWriteException("ACS", List.of("the file would exceed 2 GB (" + tooBig.getMessage() + ")"));
        }
    }

    private byte[] layOut(AgentCharacter c) throws AgentWriteException {
        List<String> problems = AgentValidator.problems(c);
        if (!problems.isEmpty()) {
            throw new AgentWriteException("ACS", problems);
        }
        byte[][] imageBlocks = imageBlocks(c);
        long estimate = 4096L;
        for (byte[] b : imageBlocks) {
            estimate += b.length + 12;
        }
        for (AgentSound s : c.sounds()) {
            estimate += s.length() + 12;
        }
        if (estimate > Integer.MAX_VALUE - 64) {
            throw new IllegalStateException(estimate + " bytes of images and sounds");
        }
        LittleEndianWriter w = new LittleEndianWriter((int) Math.min(Integer.MAX_VALUE - 64, estimate
                + 64L * c.frameCount()));
        // acs.md 4.1: signature, then four locators patched at the end.
        w.u32(AcsReader.SIGNATURE).zeros(32);

        // Animation blocks (4.3), image blocks (4.4), sound blocks (raw RIFF), contiguous, no padding.
        int[][] animLoc = new int[c.animations().size()][2];
        for (int i = 0; i < animLoc.length; i++) {
            animLoc[i][0] = w.size();
            AnimationCodec.write(w, c.animations().get(i));
            animLoc[i][1] = w.size() - animLoc[i][0];
        }
        int[] imageAt = new int[imageBlocks.length];
        for (int i = 0; i < imageBlocks.length; i++) {
            imageAt[i] = w.size();
            w.bytes(imageBlocks[i]);
        }
        int[] soundAt = new int[c.sounds().size()];
        for (int i = 0; i < soundAt.length; i++) {
            soundAt[i] = w.size();
            w.bytes(c.sounds().get(i).data());
        }

        // Directories: animations {STRING name; u32 off; u32 size}, images and sounds {off; size; checksum}.
        int animDir = w.size();
        w.u32(animLoc.length);
        for (int i = 0; i < animLoc.length; i++) {
            AgentAnimation a = c.animations().get(i);
            AgentBinary.writeString(w, a.name(), true);
            w.u32(animLoc[i][0]).u32(animLoc[i][1]);
        }
        int imageDir = w.size();
        w.u32(imageBlocks.length);
        for (int i = 0; i < imageBlocks.length; i++) {
            w.u32(imageAt[i]).u32(imageBlocks[i].length).u32(c.images().get(i).checksum());
        }
        int soundDir = w.size();
        w.u32(soundAt.length);
        for (int i = 0; i < soundAt.length; i++) {
            AgentSound s = c.sounds().get(i);
            w.u32(soundAt[i]).u32(s.length()).u32(s.checksum());
        }

        // Character info (4.2) with the locator of the localized info list written right after it.
        int info = w.size();
        w.u16(c.minorVersion()).u16(c.majorVersion());
        int localizedLocator = w.size();
        w.zeros(8).bytes(c.guid().bytes());
        CharacterInfoCodec.writeBody(w, c, true);
        int localized = w.size();
        CharacterInfoCodec.writeLocalized(w, c, true);
        int end = w.size();
        w.patchI32(localizedLocator, localized);
        w.patchI32(localizedLocator + 4, end - localized);

        // The character info locator's size includes the localized info list.
        int[][] locators = {{info, end - info}, {animDir, imageDir - animDir}, {imageDir, soundDir - imageDir},
            {soundDir, info - soundDir}};
        for (int i = 0; i < 4; i++) {
            w.patchI32(4 + 8 * i, locators[i][0]);
            w.patchI32(8 + 8 * i, locators[i][1]);
        }
        return w.toByteArray();
    }

    /**
     * Stored blocks as they are; new ones, and stored ones whose region was made for another transparent
     * index, encoded (in parallel: encoding is the slow part of a save).
     */
    private byte[][] imageBlocks(AgentCharacter c) throws AgentWriteException {
        List<AgentImage> images = c.images();
        byte[][] blocks = new byte[images.size()][];
        AgentWriteException[] failure = new AgentWriteException[1];
        IntStream.range(0, blocks.length).parallel().forEach(i -> {
            AgentImage image = images.get(i);
            StoredImage stored = image.stored();
            try {
                boolean fits = stored != null && stored.transparentIndex() == c.transparentIndex();
                blocks[i] = fits ? stored.bytes()
                        : ImageBlockCodec.encode(image, c.transparentIndex(), encoder, "image " + i);
            } catch (AgentWriteException e) {
                synchronized (failure) {
                    failure[0] = e;
                }
            }
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        return blocks;
    }
}
