package dev.marionette.io.audio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;

/**
 * {@link WavDecoder#check} refuses exactly what {@link WavDecoder#decode} refuses, with the same message, over
 * sounds in every decoded codec with their header fields and block headers changed; and decoding never fails with
 * anything but a {@link FormatException}.
 */
class WavCheckProperties {

    private static final int[][] STANDARD = MsAdpcmDecoder.STANDARD_COEFFICIENTS;

    /** Sounds the decoders take, one per codec and channel layout. */
    private static List<byte[]> originals() {
        short[] mono = TestWavs.signal(600, 1, 8000, 1);
        short[] stereo = TestWavs.signal(600, 2, 8000, 2);
        MsAdpcmReferenceEncoder.Encoded ms1 = MsAdpcmReferenceEncoder.encode(mono, 1, 64);
        MsAdpcmReferenceEncoder.Encoded ms2 = MsAdpcmReferenceEncoder.encode(stereo, 2, 128);
        ImaAdpcmReferenceEncoder.Encoded ima1 = ImaAdpcmReferenceEncoder.encode(mono, 1, 64);
        ImaAdpcmReferenceEncoder.Encoded ima2 = ImaAdpcmReferenceEncoder.encode(stereo, 2, 128);
        byte[] pcm = new byte[1200];
        for (int i = 0; i < mono.length; i++) {
            pcm[2 * i] = (byte) mono[i];
            pcm[2 * i + 1] = (byte) (mono[i] >> 8);
        }
        return List.of(
                TestWavs.wav(WavFormat.MS_ADPCM, 1, 8000, 64, 4, TestWavs.msExtension(ms1.samplesPerBlock(),
                        STANDARD), 600, ms1.data()),
                TestWavs.wav(WavFormat.MS_ADPCM, 2, 8000, 128, 4, TestWavs.msExtension(ms2.samplesPerBlock(),
                        STANDARD), 600, ms2.data()),
                TestWavs.wav(WavFormat.IMA_ADPCM, 1, 8000, 64, 4, TestWavs.imaExtension(ima1.samplesPerBlock()),
                        600, ima1.data()),
                TestWavs.wav(WavFormat.IMA_ADPCM, 2, 8000, 128, 4, TestWavs.imaExtension(ima2.samplesPerBlock()),
                        600, ima2.data()),
                TestWavs.wav(WavFormat.PCM, 1, 8000, 2, 16, null, -1, pcm));
    }

    // fmt chunk data starts at 20: tag 20, channels 22, rate 24, byte rate 28, block align 32, bits 34, cbSize 36,
    // extension 38 (samples per block 38, MS coefficient count 40, pairs 42).
    private static final int[] HEADER_FIELDS = {22, 24, 27, 32, 33, 34, 38, 39, 40, 41, 42, 44};

    @Provide
    Arbitrary<Tuple2<Integer, int[]>> changes() {
        Arbitrary<Integer> which = Arbitraries.integers().between(0, 4);
        Arbitrary<int[]> edits = Arbitraries.integers().between(0, 3).flatMap(n -> Arbitraries.integers()
                .between(0, 1 << 20).array(int[].class).ofSize(2 * n + 2));
        return Combinators.combine(which, edits).as(Tuple::of);
    }

    @Property(tries = 4000)
    void checkRefusesExactlyWhatDecodeRefuses(@ForAll("changes") Tuple2<Integer, int[]> change) {
        byte[] file = originals().get(change.get1()).clone();
        int[] edits = change.get2();
        for (int k = 0; k + 1 < edits.length; k += 2) {
            int at;
            if (edits[k] % 3 == 0) {
                at = HEADER_FIELDS[edits[k] / 3 % HEADER_FIELDS.length];
            } else {
                // somewhere in the data: often a block header (predictor, delta, step index)
                at = 44 + edits[k] % (file.length - 44);
            }
            int value = edits[k + 1];
            file[at] = (byte) (value % 5 == 0 ? 0 : value % 5 == 1 ? 0xFF : value % 5 == 2 ? 1 : value);
        }
        agree(file);
    }

    private static void agree(byte[] file) {
        WavFile wav;
        try {
            wav = WavReader.read(file, "sound.wav");
        } catch (FormatException refusedByTheReader) {
            return;
        }
        String decoded = outcome(() -> WavDecoder.decode(wav));
        String checked = outcome(() -> WavDecoder.check(wav));
        assertThat(checked).isEqualTo(decoded);
    }

    private interface Step {
        void run() throws FormatException;
    }

    /** "ok", or the exception's class and message; anything but a FormatException fails the test. */
    private static String outcome(Step step) {
        try {
            step.run();
            return "ok";
        } catch (FormatException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    @Example
    void oneSamplePerBlockInMsAdpcmIsAFormatErrorNotACrash() {
        byte[] block = TestWavs.bytes(0, 16, 0, 0, 0, 0, 0, 0x11);
        byte[] file = TestWavs.wav(WavFormat.MS_ADPCM, 1, 8000, 8, 4, TestWavs.msExtension(1, STANDARD), -1, block);
        assertThatThrownBy(() -> WavDecoder.decode(file, "one.wav")).isInstanceOf(FormatException.class)
                .hasMessageContaining("samples per block").hasMessageContaining("expected 2..4")
                .hasMessageContaining("found 1");
        assertThatThrownBy(() -> WavDecoder.check(WavReader.read(file, "one.wav")))
                .isInstanceOf(FormatException.class).hasMessageContaining("samples per block");
    }
}
