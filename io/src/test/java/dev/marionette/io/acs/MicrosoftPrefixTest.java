package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The cheap test a text form uses to tell a block Microsoft's rule wrote from another compressor's
 * ({@link MicrosoftEncoder#prefixAgrees}): it accepts Microsoft's blocks of short and long inputs, and refuses a
 * literal-only block (what another tool may write) even when the input starts with a long transparent run.
 */
class MicrosoftPrefixTest {

    private static byte[] picture(int width, int height, int transparentRows, long seed) {
        byte[] px = new byte[width * height];
        Arrays.fill(px, (byte) 0xFD);
        Random r = new Random(seed);
        for (int y = transparentRows; y < height; y++) {
            for (int x = width / 4; x < 3 * width / 4; x++) {
                px[y * width + x] = (byte) (0x10 + r.nextInt(6));
            }
        }
        return px;
    }

    private static byte[] literalOnly(byte[] raw) {
        AgentBitWriter w = new AgentBitWriter(raw.length + 16);
        for (byte b : raw) {
            w.literal(b);
        }
        return w.finish();
    }

    private static boolean agrees(byte[] raw, byte[] block) {
        return MicrosoftEncoder.prefixAgrees(raw, raw.length, block, 0, block.length);
    }

    @Test
    void microsoftsBlocksAgree() {
        for (byte[] raw : new byte[][] {picture(20, 10, 0, 1), picture(160, 128, 40, 2), picture(64, 64, 0, 3),
            new byte[0], new byte[] {7}}) {
            assertThat(agrees(raw, AgentCompressor.compress(raw, CompressionMode.MICROSOFT))).isTrue();
        }
    }

    @Test
    void aLiteralOnlyBlockDoesNotEvenAfterALongTransparentRun() {
        for (byte[] raw : new byte[][] {picture(20, 10, 0, 1), picture(160, 128, 40, 2)}) {
            assertThat(agrees(raw, literalOnly(raw))).isFalse();
        }
    }

    @Test
    void aBlockOfOtherDataDoesNot() {
        byte[] raw = picture(64, 64, 0, 3);
        byte[] other = picture(64, 64, 0, 4);
        assertThat(agrees(raw, AgentCompressor.compress(other, CompressionMode.MICROSOFT))).isFalse();
    }
}
