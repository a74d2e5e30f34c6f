package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32;
import java.util.zip.DeflaterOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sprite build} and {@code sprite extract} in a separate JVM limited to 256 MB of heap, on folders of small
 * PNG files that decode to many megabytes: they build (or are refused in one line before anything is decoded),
 * never ending in an out-of-memory error.
 */
class SpriteMemoryCommandTest {

    @TempDir
    Path dir;

    /** A PNG of {@code width} x {@code height}: palette (one index everywhere) or RGBA (one colour everywhere). */
    static byte[] png(int width, int height, boolean palette, int value) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
        chunk(out, "IHDR", ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) 8)
                .put((byte) (palette ? 3 : 6)).put(new byte[3]).array());
        if (palette) {
            byte[] plte = new byte[768];
            for (int i = 0; i < plte.length; i++) {
                plte[i] = (byte) (i / 3);
            }
            chunk(out, "PLTE", plte);
        }
        ByteArrayOutputStream pixels = new ByteArrayOutputStream();
        try (DeflaterOutputStream z = new DeflaterOutputStream(pixels)) {
            byte[] row = new byte[1 + width * (palette ? 1 : 4)];
            for (int i = 1; i < row.length; i++) {
                row[i] = (byte) (palette || i % 4 == 0 ? value : i % 4 * 40);
            }
            for (int y = 0; y < height; y++) {
                z.write(row);
            }
        }
        chunk(out, "IDAT", pixels.toByteArray());
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) throws IOException {
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        out.write(ByteBuffer.allocate(4).putInt(data.length).array());
        out.write(t);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        out.write(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    private record Run(int exit, String out, String err) {
    }

    private Run marionette(String... args) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx256m", "-Dfile.encoding=UTF-8",
                "-cp", System.getProperty("java.class.path"), "dev.marionette.cli.Main"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void aThousandPalettePicturesOfTheLargestIndexedSizeBuildIn256Mb() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("many"));
        for (int i = 0; i < 1000; i++) {
            // 255 x 257 = 65,535 pixels, the most an indexed image holds; about 300 bytes as a file.
            Files.write(folder.resolve(String.format("many_%04d.png", i)), png(255, 257, true, 1 + i % 200));
        }
        Path spr = dir.resolve("many.spr");
        Run build = marionette("sprite", "build", "-o", spr.toString(), folder.toString());
        assertThat(build.exit()).as(build.err()).isZero();
        assertThat(build.out()).contains("1000 indexed and 0 RGBA images");
        assertThat(Files.size(spr)).isGreaterThan(1000L * 65_535);
    }

    @Test
    void aSmallPngOfAHugeRgbaPictureBuildsAndExtractsIn256MbOrIsRefusedInOneLine() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("big"));
        // 4000 x 4000 RGBA: 61 MiB once decoded, about 70 KB as a file.
        Files.write(folder.resolve("big_0000.png"), png(4000, 4000, false, 255));
        Path spr = dir.resolve("big.spr");
        Run build = marionette("sprite", "build", "-o", spr.toString(), folder.toString());
        assertThat(build.exit()).as(build.err()).isZero();
        assertThat(build.out()).contains("0 indexed and 1 RGBA images");
        Run extract = marionette("sprite", "extract", "-o", dir.resolve("back").toString(), spr.toString());
        assertThat(extract.exit()).as(extract.err()).isZero();
        assertThat(dir.resolve("back/big_0000.png")).exists();

        // 4096 x 4096 would be an SPR larger than Marionette reads back: one line, nothing decoded or written.
        Path huge = Files.createDirectories(dir.resolve("huge"));
        Files.write(huge.resolve("huge_0000.png"), png(4096, 4096, false, 255));
        Run refused = marionette("sprite", "build", "-o", dir.resolve("huge.spr").toString(), huge.toString());
        assertThat(refused.exit()).isEqualTo(ExitCodes.INVALID);
        assertThat(refused.err().strip()).doesNotContain("\n").contains("huge_0000.png alone holds 67108864 bytes");
        assertThat(dir.resolve("huge.spr")).doesNotExist();
    }
}
