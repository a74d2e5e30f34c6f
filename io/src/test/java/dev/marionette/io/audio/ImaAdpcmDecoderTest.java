package dev.marionette.io.audio;

import static dev.marionette.io.audio.TestWavs.bytes;
import static dev.marionette.io.audio.TestWavs.hi;
import static dev.marionette.io.audio.TestWavs.lo;
import static dev.marionette.io.audio.TestWavs.wav;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import org.junit.jupiter.api.Test;

/** IMA ADPCM against values worked out by hand from the IMA's description, and a reference encoder. */
class ImaAdpcmDecoderTest {

    private static short[] decode(byte[] file) throws FormatException {
        return WavDecoder.decode(file, "test.wav").samples();
    }

    private static byte[] mono(int blockAlign, byte[] data, long fact) {
        return wav(WavFormat.IMA_ADPCM, 1, 8000, blockAlign, 4,
                TestWavs.imaExtension(1 + (blockAlign - 4) / 4 * 8), fact, data);
    }

    @Test
    void aMonoBlockStartsWithItsHeaderSampleThenExpandsLowNibbleFirst() throws Exception {
        // header: sample 0, step index 0; codes (low nibble first) 7, 1, 12, 8, then four 0.
        byte[] block = bytes(0, 0, 0, 0, 0x17, 0x8C, 0x00, 0x00);
        // 7:  step 7:  7>>3 + 7 + 7>>1 + 7>>2 = 0+7+3+1 = 11   -> 11,  index 0+8 = 8
        // 1:  step 16: 16>>3 + 16>>2 = 2+4 = 6                  -> 17,  index 7
        // 12: step 14: 14>>3 + 14 = 15, negative                -> 2,   index 9
        // 8:  step 17: 17>>3 = 2, negative                      -> 0,   index 8
        // 0:  steps 16, 14, 13, 12 add 2, 1, 1, 1               -> 2, 3, 4, 5 (index 7, 6, 5, 4)
        assertThat(decode(mono(8, block, -1))).containsExactly(0, 11, 17, 2, 0, 2, 3, 4, 5);
    }

    @Test
    void aStereoBlockTakesFourBytesOfEachChannelInTurn() throws Exception {
        byte[] block = bytes(lo(100), hi(100), 0, 0, lo(-100), hi(-100), 10, 0,
                0x77, 0, 0, 0,
                0x99, 0, 0, 0);
        // left, index 0: 7 -> +11 = 111 (index 8); 7 -> 2+16+8+4 = 30: 141 (index 16);
        //   0 at steps 34, 31, 28, 25, 23, 21 -> +4, +3, +3, +3, +2, +2: 145, 148, 151, 154, 156, 158
        // right, index 10 (step 19): 9 -> -(2+4) = -106 (index 9); 9 at step 17 -> -(2+4) = -112 (index 8);
        //   0 at steps 16, 14, 13, 12, 11, 10 -> +2, +1, +1, +1, +1, +1: -110, -109, -108, -107, -106, -105
        byte[] file = wav(WavFormat.IMA_ADPCM, 2, 8000, 16, 4, TestWavs.imaExtension(9), -1, block);
        assertThat(decode(file)).containsExactly(100, -100, 111, -106, 141, -112, 145, -110, 148, -109, 151, -108,
                154, -107, 156, -106, 158, -105);
    }

    @Test
    void samplesClipAtSixteenBits() throws Exception {
        // sample -32000, index 88 (step 32767), where codes 7 and 15 move by 4095+32767+16383+8191 = 61436:
        // 15: -93436 -> -32768;  7: 28668;  7: 90104 -> 32767
        byte[] block = bytes(lo(-32000), hi(-32000), 88, 0, 0x7F, 0x77, 0x77, 0x77);
        short[] out = decode(mono(8, block, -1));
        assertThat(java.util.Arrays.copyOf(out, 4)).containsExactly(-32000, -32768, 28668, 32767);
    }

    @Test
    void theLastBlockCutShortDecodesItsWholeGroupsAndFactTrims() throws Exception {
        // blocks of 12 bytes: header + two groups = 17 frames; the last block has one group of 4 bytes.
        byte[] data = new byte[12 + 8 + 2];
        data[12] = 10; // second block: sample 10
        short[] out = decode(mono(12, data, -1));
        assertThat(out).hasSize(17 + 9);
        assertThat(out[17]).isEqualTo((short) 10);
        assertThat(decode(mono(12, data, 20))).hasSize(20);
    }

    @Test
    void aStepIndexPast88IsAFormatErrorAtItsByte() {
        byte[] data = bytes(0, 0, 89, 0, 0, 0, 0, 0);
        byte[] file = mono(8, data, -1);
        assertThatThrownBy(() -> decode(file)).isInstanceOf(FormatException.class)
                .satisfies(e -> assertThat(((FormatException) e).offset()).isEqualTo(file.length - 8 + 2))
                .hasMessageContaining("step index").hasMessageContaining("found 89");
    }

    @Test
    void threeBitImaIsReportedAsACodecNotDecodedHere() {
        byte[] file = wav(WavFormat.IMA_ADPCM, 1, 8000, 8, 3, TestWavs.imaExtension(9), -1, new byte[8]);
        assertThatThrownBy(() -> decode(file)).isInstanceOf(UnsupportedCodecException.class)
                .hasMessageContaining("bits per sample");
    }

    @Test
    void blocksTooSmallForAHeaderAndOneGroupAreRefused() {
        byte[] file = wav(WavFormat.IMA_ADPCM, 2, 8000, 12, 4, null, -1, new byte[12]);
        assertThatThrownBy(() -> decode(file)).isInstanceOf(FormatException.class).hasMessageContaining("block align");
    }

    @Test
    void whatTheReferenceEncoderWritesDecodesToExactlyWhatItReconstructed() throws Exception {
        for (int channels = 1; channels <= 2; channels++) {
            int blockAlign = 256 * channels;
            short[] pcm = TestWavs.signal(3000, channels, 22050, 31 + channels);
            ImaAdpcmReferenceEncoder.Encoded encoded = ImaAdpcmReferenceEncoder.encode(pcm, channels, blockAlign);
            assertThat(3000 % encoded.samplesPerBlock()).as("the last block is partial").isNotZero();
            byte[] file = wav(WavFormat.IMA_ADPCM, channels, 22050, blockAlign, 4,
                    TestWavs.imaExtension(encoded.samplesPerBlock()), 3000, encoded.data());
            PcmSound sound = WavDecoder.decode(file, "encoded.wav");
            assertThat(sound.frames()).isEqualTo(3000);
            assertThat(sound.samples()).as("%d channels", channels).containsExactly(encoded.reconstructed());
            assertThat(TestWavs.snr(pcm, sound.samples())).as("signal to noise, dB").isGreaterThan(20);
        }
    }
}
