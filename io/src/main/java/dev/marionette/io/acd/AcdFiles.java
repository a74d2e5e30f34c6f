package dev.marionette.io.acd;

import dev.marionette.io.acd.AcdDefinition.FileRef;
import dev.marionette.model.acs.AgentImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the files an ACD names, relative to its folder, within the size cap; what is missing or unreadable goes
 * on the problem list, and placeholders stand in for it: a frame-size picture of a red cross on the transparent
 * colour for an image, a silent sound for a sound.
 */
final class AcdFiles {

    private final Path folder;
    private final List<AcdProblem> problems;

    AcdFiles(Path folder, List<AcdProblem> problems) {
        this.folder = folder;
        this.problems = problems;
    }

    /** The file's bytes, or null after putting it on the problem list. */
    byte[] read(FileRef ref, String placeholder) {
        Path file = AcdPaths.find(folder, ref.name());
        if (file == null) {
            problems.add(new AcdProblem(ref.name(), false, "missing (line " + ref.line().number() + "); "
                    + placeholder));
            return null;
        }
        try {
            long size = Files.size(file);
            if (size > AcdLimits.MAX_FILE) {
                problems.add(new AcdProblem(ref.name(), false, size + " bytes, more than the " + AcdLimits.MAX_FILE
                        + " a file may have; " + placeholder));
                return null;
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            problems.add(new AcdProblem(ref.name(), false, "cannot be read (" + e.getMessage() + "); "
                    + placeholder));
            return null;
        }
    }

    /** Records a file that was read but cannot be used. */
    void bad(FileRef ref, String what, String placeholder) {
        problems.add(new AcdProblem(ref.name(), false, what + "; " + placeholder));
    }

    /** Records a file that was used with a change. */
    void warn(FileRef ref, String what) {
        problems.add(new AcdProblem(ref.name(), true, what));
    }

    /** A frame-size image with a cross in the palette colour nearest red, the rest transparent. */
    static AgentImage placeholderImage(int width, int height, int[] palette, int transparentIndex) {
        int red = nearestRed(palette, transparentIndex);
        byte[] px = new byte[width * height];
        Arrays.fill(px, (byte) transparentIndex);
        for (int x = 0; x < width; x++) {
            px[x] = (byte) red;
            px[(height - 1) * width + x] = (byte) red;
        }
        for (int y = 0; y < height; y++) {
            px[y * width] = (byte) red;
            px[y * width + width - 1] = (byte) red;
            int d = (int) ((long) y * (width - 1) / Math.max(1, height - 1));
            px[y * width + d] = (byte) red;
            px[y * width + width - 1 - d] = (byte) red;
        }
        return AgentImage.fromTopDown(width, height, px);
    }

    private static int nearestRed(int[] palette, int transparentIndex) {
        int best = transparentIndex == 0 ? 1 : 0;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < palette.length; i++) {
            if (i == transparentIndex) {
                continue;
            }
            long dr = 255 - (palette[i] >> 16 & 0xFF);
            long dg = palette[i] >> 8 & 0xFF;
            long db = palette[i] & 0xFF;
            long d = dr * dr + dg * dg + db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best & 0xFF;
    }

    /** A valid, silent RIFF/WAVE file: 8 kHz, 8-bit mono PCM, no samples. */
    static byte[] silentWave() {
        return new dev.marionette.io.LittleEndianWriter(44).u8('R').u8('I').u8('F').u8('F').u32(36)
                .u8('W').u8('A').u8('V').u8('E').u8('f').u8('m').u8('t').u8(' ').u32(16)
                .u16(1).u16(1).u32(8000).u32(8000).u16(1).u16(8)
                .u8('d').u8('a').u8('t').u8('a').u32(0).toByteArray();
    }
}
