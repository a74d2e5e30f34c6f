package dev.marionette.bench.motion;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The clip the motion benchmarks use: CMU subject 02's walk (samples/asf/cmu02_walk, 343 frames) with its frames
 * repeated until there are 3,700, numbered 1..3700: about 2.8 MB of AMC text, the size of a long CMU take
 * ({@link #build(int)} makes other lengths, e.g. the 3,702 frames of CMU clip 14_24). Samples are found through {@code marionette.samples} (default {@code ../shared/samples}).
 */
public final class LongCmuClip {

    /** Frames in the benchmark clip. */
    public static final int FRAMES = 3700;

    /** The skeleton's bytes (02.asf). */
    public final byte[] asf;
    /** The motion's bytes. */
    public final byte[] amc;

    private LongCmuClip(byte[] asf, byte[] amc) {
        this.asf = asf;
        this.amc = amc;
    }

    /** Builds the clip from the sample walk. */
    public static LongCmuClip build() throws IOException {
        return build(FRAMES);
    }

    /** Builds a clip of {@code frameCount} frames from the sample walk. */
    public static LongCmuClip build(int frameCount) throws IOException {
        Path dir = Path.of(System.getProperty("marionette.samples", "../shared/samples")).resolve("asf/cmu02_walk");
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("sample " + dir.toAbsolutePath() + " not found: run from the project root"
                    + " next to ../shared/samples, or pass -Dmarionette.samples=DIR");
        }
        byte[] asf = Files.readAllBytes(dir.resolve("02.asf"));
        String walk = Files.readString(dir.resolve("02_01.amc"), StandardCharsets.ISO_8859_1);
        String[] lines = walk.split("\n");
        StringBuilder header = new StringBuilder();
        java.util.List<StringBuilder> frames = new java.util.ArrayList<>();
        for (String line : lines) {
            if (line.matches("\\d+")) {
                frames.add(new StringBuilder());
            } else if (frames.isEmpty()) {
                header.append(line).append('\n');
            } else {
                frames.get(frames.size() - 1).append(line).append('\n');
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(3_000_000);
        out.writeBytes(header.toString().getBytes(StandardCharsets.ISO_8859_1));
        for (int f = 0; f < frameCount; f++) {
            out.writeBytes(((f + 1) + "\n" + frames.get(f % frames.size())).getBytes(StandardCharsets.ISO_8859_1));
        }
        return new LongCmuClip(asf, out.toByteArray());
    }

    /** Writes the skeleton and motion as {@code dir/02.asf} and {@code dir/02_long.amc}; returns the motion. */
    public Path writeTo(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.write(dir.resolve("02.asf"), asf);
        return Files.write(dir.resolve("02_long.amc"), amc);
    }
}
