package dev.marionette.io.acs;

import dev.marionette.model.acs.AgentBranch;
import java.util.List;

/**
 * The contents of an ACA file: one animation with its own sounds and images (acs.md 4.7). Unlike ACS, every
 * frame shows one pre-composited image of the full character size, and mouth overlays carry their pixels.
 * These are transfer values of the file layout: byte arrays are not copied and are compared by identity;
 * compare files by their bytes and characters with {@code AgentCharacter.equals}.
 *
 * @param checksum    must equal the ACF entry's checksum
 * @param compressed  whether the body is stored compressed
 * @param sounds      RIFF/WAVE bytes
 * @param images      frame images
 * @param transition  the animation's transition type byte
 */
public record AcaFile(int majorVersion, int minorVersion, long checksum, boolean compressed, List<byte[]> sounds,
        List<Image> images, int transition, List<Frame> frames) {

    public AcaFile {
        sounds = List.copyOf(sounds);
        images = List.copyOf(images);
        frames = List.copyOf(frames);
    }

    /** This file with another checksum. */
    public AcaFile withChecksum(long sum) {
        return new AcaFile(majorVersion, minorVersion, sum, compressed, sounds, images, transition, frames);
    }

    /**
     * {@code u32 size (0: no image, nothing follows); u8 unknown; pixels[size]; DATABLOCK region}.
     *
     * @param pixels  bottom-up rows of the full character size, or null for "no image"
     * @param unknown 0 in every known file
     * @param region  RGNDATA bytes (uncompressed)
     */
    public record Image(byte[] pixels, int unknown, byte[] region) {
    }

    /**
     * A frame: {@code i16 image; i16 sound; u16 duration; i16 x; i16 y; i16 exitFrame; u8 n; branches;
     * u8 nMouths; [u8 baseFlag; if 1: DATABLOCK basePixels; DATABLOCK baseRegion] (only when nMouths > 0);
     * mouths}.
     *
     * @param imageIndex index into {@link #images()}, -1 for none
     * @param soundIndex index into {@link #sounds()}, -1 for none
     * @param baseImage  the frame without its topmost image (full size), for mouths that replace it; or null
     * @param baseRegion the region of {@code baseImage}, or null
     */
    public record Frame(int imageIndex, int soundIndex, int duration, int x, int y, int exitFrame,
            List<AgentBranch> branches, byte[] baseImage, byte[] baseRegion, List<Mouth> mouths) {
        public Frame {
            branches = List.copyOf(branches);
            mouths = List.copyOf(mouths);
        }
    }

    /**
     * A mouth: {@code u8 type; u32 size (0: nothing follows); u8 replaceTopImage; u8 regionFlag; i16 x; i16 y;
     * u16 width; u16 height; pixels[size]; [DATABLOCK region]}.
     *
     * @param pixels bottom-up rows of {@code width x height}, or null when the size is 0
     * @param region RGNDATA bytes, or null when the region flag is 0
     */
    public record Mouth(int type, byte[] pixels, int replaceTopImage, int x, int y, int width, int height,
            byte[] region) {
    }
}
