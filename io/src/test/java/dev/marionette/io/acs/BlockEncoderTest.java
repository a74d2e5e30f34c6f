package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The writer's encoders: both decode back to the input; Microsoft's rewrites the compiler's images unchanged. */
class BlockEncoderTest {

    @Test
    void bothEncodersDecodeToTheInputAndSmallestIsNeverLarger() throws Exception {
        Random random = new Random(7);
        for (int n : new int[] {0, 1, 17, 4096, 20_000}) {
            byte[] raw = new byte[n];
            for (int i = 0; i < n; i++) {
                raw[i] = (byte) (random.nextInt(6) == 0 ? random.nextInt(256) : i / 37);
            }
            byte[] microsoft = BlockEncoder.microsoft().encode(raw);
            byte[] smallest = BlockEncoder.smallest().encode(raw);
            assertThat(AgentDecompressor.decompress(microsoft, n, "test")).isEqualTo(raw);
            assertThat(AgentDecompressor.decompress(smallest, n, "test")).isEqualTo(raw);
            assertThat(smallest.length).isLessThanOrEqualTo(microsoft.length);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.marionette.io.testing.Samples#acsArguments")
    void reencodingImagesWithMicrosoftsRuleGivesTheCompilersPixelStreams(Path file) throws Exception {
        Samples.require(file);
        AgentCharacter c = AcsReader.read(Files.readAllBytes(file), file.getFileName().toString());
        int n = Math.min(25, c.images().size());
        byte[][] storedBlocks = new byte[n][];
        for (int i = 0; i < n; i++) {
            AgentImage stored = c.images().get(i);
            storedBlocks[i] = stored.stored().bytes();
            c.images().set(i, AgentImage.of(stored.width(), stored.height(), stored.pixels()));
        }
        AgentCharacter back = AcsReader.read(AcsWriter.compressing(BlockEncoder.microsoft()).write(c), "written");
        for (int i = 0; i < n; i++) {
            // The pixel part: u8 present, u16 width, u16 height, u8 compressed, u32 byteCount, the stream (acs.md 4.4).
            // The region after it may differ in nRgnSize, which older compilers filled differently (4.5).
            byte[] expected = storedBlocks[i];
            byte[] actual = back.images().get(i).stored().bytes();
            int pixelPart = expected[0] == 0 ? 1 : 10 + (int) u32(expected, 6);
            assertThat(actual.length).as("image %d block", i).isGreaterThanOrEqualTo(pixelPart);
            assertThat(Arrays.equals(expected, 0, pixelPart, actual, 0, pixelPart)).as("image %d pixels", i).isTrue();
            assertThat(back.images().get(i)).isEqualTo(c.images().get(i));
        }
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
    }
}
