package dev.marionette.io.audio;

import static dev.marionette.io.audio.TestWavs.bytes;
import static dev.marionette.io.audio.TestWavs.hi;
import static dev.marionette.io.audio.TestWavs.lo;
import static dev.marionette.io.audio.TestWavs.wav;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import org.junit.jupiter.api.Test;

/**
 * Microsoft ADPCM against values worked out by hand from the format's description (the comments show the
 * arithmetic), and against a reference encoder written from the same description.
 */
class MsAdpcmDecoderTest {

    private static final int[][] STANDARD = MsAdpcmDecoder.STANDARD_COEFFICIENTS;

    /** A mono file with one block of {@code blockAlign} bytes per 7-byte header and the codes given. */
    private static byte[] mono(int blockAlign, byte[] data, long fact) {
        return wav(WavFormat.MS_ADPCM, 1, 11025, blockAlign, 4,
                TestWavs.msExtension(2 + (blockAlign - 7) * 2, STANDARD), fact, data);
    }

    private static short[] decode(byte[] file) throws FormatException {
        return WavDecoder.decode(file, "test.wav").samples();
    }

    @Test
    void aMonoBlockStartsWithItsTwoHeaderSamplesThenExpandsHighNibbleFirst() throws Exception {
        // predictor 1 (512, -256), delta 16, sample1 100, sample2 50; codes 7 then 9 (= -7).
        byte[] block = bytes(1, lo(16), hi(16), lo(100), hi(100), lo(50), hi(50), 0x79);
        // code 7:  (100*512 + 50*-256) >> 8 = 150;  150 + 7*16 = 262;  delta = 16*614 >> 8 = 38
        // code -7: (262*512 + 100*-256) >> 8 = 424; 424 - 7*38 = 158;  delta = 38*614 >> 8 = 91
        assertThat(decode(mono(8, block, -1))).containsExactly(50, 100, 262, 158);
    }

    @Test
    void negativePredictionsRoundDownAsWindowsDoesNotTowardZero() throws Exception {
        // predictor 3 (192, 64), delta 16, sample1 -3, sample2 0; codes 0, 0.
        byte[] block = bytes(3, lo(16), hi(16), lo(-3), hi(-3), 0, 0, 0x00);
        // (-3*192 + 0*64) >> 8 = -576 >> 8 = -3 (RIFFNEW's "/ 256" would give -2); delta 16*230 >> 8 = 14 -> 16
        // (-3*192 + -3*64) >> 8 = -768 >> 8 = -3
        assertThat(decode(mono(8, block, -1))).containsExactly(0, -3, -3, -3);
    }

    @Test
    void samplesClipAtSixteenBits() throws Exception {
        // predictor 1, sample1 32000, sample2 0: (32000*512) >> 8 = 64000 -> 32767; then codes -8 from there.
        byte[] block = bytes(1, lo(16), hi(16), lo(32000), hi(32000), 0, 0, 0x78);
        // code -8: (32767*512 + 32000*-256) >> 8 = 33534; 33534 - 8*38 = 33230 -> 32767 (delta was 16*614>>8 = 38)
        assertThat(decode(mono(8, block, -1))).containsExactly(0, 32000, 32767, 32767);
    }

    @Test
    void aStereoBlockInterleavesHeaderFieldsAndNibbles() throws Exception {
        // left: predictor 0 (256, 0), delta 20, sample1 1000, sample2 900
        // right: predictor 4 (240, 0), delta 100, sample1 -1000, sample2 -900; one byte 0x1F: left 1, right -1
        byte[] block = bytes(0, 4, lo(20), hi(20), lo(100), hi(100), lo(1000), hi(1000), lo(-1000), hi(-1000),
                lo(900), hi(900), lo(-900), hi(-900), 0x1F);
        // left:  1000*256 >> 8 = 1000; + 1*20 = 1020
        // right: -1000*240 >> 8 = -937.5 -> -938; - 100 = -1038
        byte[] file = wav(WavFormat.MS_ADPCM, 2, 22050, 15, 4, TestWavs.msExtension(3, STANDARD), -1, block);
        PcmSound sound = WavDecoder.decode(file, "stereo.wav");
        assertThat(sound.channels()).isEqualTo(2);
        assertThat(sound.samples()).containsExactly(900, -900, 1000, -1000, 1020, -1038);
    }

    @Test
    void aCoefficientSetOfTheFilesOwnIsUsed() throws Exception {
        int[][] eight = new int[8][];
        System.arraycopy(STANDARD, 0, eight, 0, 7);
        eight[7] = new int[] {128, 128};
        // predictor 7 (128, 128), sample1 200, sample2 100, code 2: (200*128 + 100*128) >> 8 = 150; + 2*16 = 182
        byte[] block = bytes(7, lo(16), hi(16), lo(200), hi(200), lo(100), hi(100), 0x20);
        byte[] file = wav(WavFormat.MS_ADPCM, 1, 8000, 8, 4, TestWavs.msExtension(4, eight), -1, block);
        // the second code (0): (182*128 + 200*128) >> 8 = 191; delta after code 2 is 16*230 >> 8 -> 16
        assertThat(decode(file)).containsExactly(100, 200, 182, 191);
    }

    @Test
    void theLastBlockCutShortDecodesTheCodesItHoldsAndFactTrimsThePadding() throws Exception {
        // blocks of 10 bytes: 7-byte header + 3 bytes = 2 + 6 = 8 frames; the second block has 2 code bytes.
        byte[] data = bytes(
                0, lo(16), hi(16), lo(10), hi(10), lo(5), hi(5), 0x11, 0x11, 0x11,
                0, lo(16), hi(16), lo(-10), hi(-10), lo(-5), hi(-5), 0xFF, 0xF0);
        // predictor 0 (256, 0) repeats sample1: each code 1 adds delta 16, each code 15 (-1) takes it away, and
        // delta stays 16 (16*230 >> 8 = 14, raised to 16); the second block's last code is 0
        short[] full = {5, 10, 26, 42, 58, 74, 90, 106,
            -5, -10, -26, -42, -58, -58};
        assertThat(decode(mono(10, data, -1))).containsExactly(full);
        // fact says 13 frames: the code 0 that pads the last byte is not sound
        assertThat(decode(mono(10, data, 13))).containsExactly(java.util.Arrays.copyOf(full, 13));
        // a fact count beyond what the data holds is ignored
        assertThat(decode(mono(10, data, 500))).hasSize(14);
    }

    @Test
    void aTrailingFragmentShorterThanABlockHeaderIsNoSound() throws Exception {
        byte[] data = bytes(0, lo(16), hi(16), lo(10), hi(10), lo(5), hi(5), 0x11, 0x11, 0x11, 1, 2, 3);
        assertThat(decode(mono(10, data, -1))).hasSize(8);
    }

    @Test
    void aPredictorOutsideTheCoefficientTableIsAFormatErrorAtItsByte() throws Exception {
        byte[] data = bytes(0, lo(16), hi(16), 0, 0, 0, 0, 0x11, 0x11, 0x11,
                7, lo(16), hi(16), 0, 0, 0, 0, 0x11, 0x11, 0x11);
        byte[] file = mono(10, data, -1);
        int secondBlock = file.length - 10;
        assertThatThrownBy(() -> decode(file)).isInstanceOf(FormatException.class)
                .satisfies(e -> assertThat(((FormatException) e).offset()).isEqualTo(secondBlock))
                .hasMessageContaining("block predictor").hasMessageContaining("0..6").hasMessageContaining("found 7");
    }

    @Test
    void formatExtensionsThatDoNotFitTheBlocksAreRefused() {
        byte[] block = bytes(0, lo(16), hi(16), 0, 0, 0, 0, 0x11);
        // 8-byte blocks hold 4 frames; the file claims 5
        byte[] tooMany = wav(WavFormat.MS_ADPCM, 1, 8000, 8, 4, TestWavs.msExtension(5, STANDARD), -1, block);
        assertThatThrownBy(() -> decode(tooMany)).isInstanceOf(FormatException.class)
                .hasMessageContaining("samples per block").hasMessageContaining("found 5");
        // 300 coefficient pairs claimed in an extension holding 7
        byte[] ext = TestWavs.msExtension(4, STANDARD);
        ext[2] = (byte) 44;
        ext[3] = 1;
        byte[] badCount = wav(WavFormat.MS_ADPCM, 1, 8000, 8, 4, ext, -1, block);
        assertThatThrownBy(() -> decode(badCount)).isInstanceOf(FormatException.class)
                .hasMessageContaining("coefficient count").hasMessageContaining("found 300");
        byte[] tinyBlocks = wav(WavFormat.MS_ADPCM, 2, 8000, 14, 4, null, -1, block);
        assertThatThrownBy(() -> decode(tinyBlocks)).isInstanceOf(FormatException.class)
                .hasMessageContaining("block align");
    }

    @Test
    void withoutAnExtensionTheStandardCoefficientsAndTheBlockSizeDecide() throws Exception {
        byte[] block = bytes(1, lo(16), hi(16), lo(100), hi(100), lo(50), hi(50), 0x79);
        assertThat(decode(wav(WavFormat.MS_ADPCM, 1, 8000, 8, 4, null, -1, block)))
                .containsExactly(50, 100, 262, 158);
    }

    @Test
    void whatTheReferenceEncoderWritesDecodesToExactlyWhatItReconstructed() throws Exception {
        for (int channels = 1; channels <= 2; channels++) {
            int blockAlign = 256 * channels;
            int rate = 22050;
            // 1990 frames: three full blocks of 500 frames and a last one cut short
            short[] pcm = TestWavs.signal(1990, channels, rate, 7 + channels);
            MsAdpcmReferenceEncoder.Encoded encoded = MsAdpcmReferenceEncoder.encode(pcm, channels, blockAlign);
            assertThat(1990 % encoded.samplesPerBlock()).as("the last block is partial").isNotZero();
            byte[] file = wav(WavFormat.MS_ADPCM, channels, rate, blockAlign, 4,
                    TestWavs.msExtension(encoded.samplesPerBlock(), STANDARD), 1990, encoded.data());
            PcmSound sound = WavDecoder.decode(file, "encoded.wav");
            assertThat(sound.frames()).isEqualTo(1990);
            assertThat(sound.samples()).as("%d channels", channels).containsExactly(encoded.reconstructed());
            assertThat(TestWavs.snr(pcm, sound.samples())).as("signal to noise, dB").isGreaterThan(25);
        }
    }
}
