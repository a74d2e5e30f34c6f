package dev.marionette.io.audio;

import static dev.marionette.io.audio.TestWavs.wav;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.Malformed;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class WavReaderTest {

    private static final byte[] PCM = wav(WavFormat.PCM, 2, 44100, 4, 16, null, -1, new byte[] {1, 0, 2, 0, 3, 0, 4, 0});

    @Test
    void readsTheFormatFactAndWhereTheDataIs() throws Exception {
        byte[] ext = TestWavs.imaExtension(505);
        byte[] file = wav(WavFormat.IMA_ADPCM, 1, 22050, 256, 4, ext, 1234, new byte[256]);
        WavFile w = WavReader.read(file, "a.wav");
        WavFormat f = w.format();
        assertThat(f.formatTag()).isEqualTo(WavFormat.IMA_ADPCM);
        assertThat(f.codecName()).isEqualTo("IMA ADPCM");
        assertThat(f.channels()).isEqualTo(1);
        assertThat(f.sampleRate()).isEqualTo(22050);
        assertThat(f.blockAlign()).isEqualTo(256);
        assertThat(f.bitsPerSample()).isEqualTo(4);
        assertThat(f.extension()).containsExactly(ext);
        assertThat(f.offset()).isEqualTo(20);
        assertThat(w.factSamples()).isEqualTo(1234);
        assertThat(w.dataLength()).isEqualTo(256);
        assertThat(w.dataOffset()).isEqualTo(file.length - 256);
    }

    @Test
    void skipsOtherChunksWithTheirPadByteAndIgnoresWhatFollowsTheData() throws Exception {
        LittleEndianWriter out = new LittleEndianWriter();
        out.bytes(ascii("RIFF")).u32(0).bytes(ascii("WAVE"));
        out.bytes(ascii("LIST")).u32(3).bytes(new byte[] {'a', 'b', 'c'}).u8(0);
        out.bytes(ascii("fmt ")).u32(16).u16(1).u16(1).u32(8000).u32(8000).u16(1).u16(8);
        out.bytes(ascii("data")).u32(3).bytes(new byte[] {(byte) 128, (byte) 255, 0}).u8(0);
        out.bytes(new byte[] {'j', 'u', 'n', 'k', (byte) 0xFF, (byte) 0xFF}); // earl.acs sound 8 has such bytes
        out.patchI32(4, out.size() - 8);
        WavFile w = WavReader.read(out.toByteArray(), "b.wav");
        assertThat(w.dataLength()).isEqualTo(3);
        assertThat(WavDecoder.decode(w).samples()).containsExactly(0, 127 << 8, -128 << 8);
    }

    @Test
    void aDataChunkLongerThanTheFileIsReadAsFarAsTheFileGoes() throws Exception {
        byte[] file = PCM.clone();
        // data size 8 -> 1000 and the RIFF size likewise, as a writer that never patched its sizes leaves them
        file[file.length - 12] = (byte) 0xE8;
        file[file.length - 11] = 3;
        file[4] = (byte) 0xFF;
        WavFile w = WavReader.read(file, "c.wav");
        assertThat(w.dataLength()).isEqualTo(8);
        assertThat(WavDecoder.decode(w).samples()).containsExactly(1, 2, 3, 4);
    }

    @Test
    void badHeadersNameTheOffsetAndTheField() {
        byte[] notRiff = PCM.clone();
        notRiff[0] = 'X';
        expect(notRiff, 0, "RIFF signature");
        byte[] notWave = PCM.clone();
        notWave[8] = 'A';
        expect(notWave, 8, "RIFF form type");
        byte[] noChannels = PCM.clone();
        noChannels[22] = 0;
        expect(noChannels, 22, "channels");
        byte[] noRate = PCM.clone();
        Arrays.fill(noRate, 24, 28, (byte) 0);
        expect(noRate, 24, "sample rate");
        byte[] noAlign = PCM.clone();
        Arrays.fill(noAlign, 32, 34, (byte) 0);
        expect(noAlign, 32, "block align");
        byte[] shortFmt = PCM.clone();
        shortFmt[16] = 12;
        expect(shortFmt, 16, "fmt chunk size");
        byte[] fmtPastEnd = PCM.clone();
        fmtPastEnd[17] = 1;
        expect(fmtPastEnd, 16, "size of chunk \"fmt \"");
        expect(Arrays.copyOf(PCM, 10), 0, "RIFF header");
        byte[] withCb = wav(WavFormat.MS_ADPCM, 1, 8000, 8, 4, new byte[4], -1, new byte[8]);
        withCb[36] = 9; // cbSize 9 in an extension of 4
        expect(withCb, 36, "cbSize");
    }

    @Test
    void aFileWithoutFormatOrDataChunkIsRefused() {
        LittleEndianWriter noFmt = new LittleEndianWriter();
        noFmt.bytes(ascii("RIFF")).u32(12).bytes(ascii("WAVE")).bytes(ascii("data")).u32(0);
        assertThatThrownBy(() -> WavReader.read(noFmt.toByteArray(), "d.wav")).isInstanceOf(FormatException.class)
                .hasMessageContaining("fmt chunk");
        byte[] noData = Arrays.copyOf(PCM, 36);
        noData[4] = 28;
        assertThatThrownBy(() -> WavReader.read(noData, "e.wav")).isInstanceOf(FormatException.class)
                .hasMessageContaining("data chunk");
    }

    @Test
    void damagedFilesFailOnlyWithFormatErrors() {
        MsAdpcmReferenceEncoder.Encoded encoded = MsAdpcmReferenceEncoder.encode(TestWavs.signal(600, 2, 8000, 3), 2,
                64);
        byte[] ms = wav(WavFormat.MS_ADPCM, 2, 8000, 64, 4,
                TestWavs.msExtension(encoded.samplesPerBlock(), MsAdpcmDecoder.STANDARD_COEFFICIENTS), 600,
                encoded.data());
        ImaAdpcmReferenceEncoder.Encoded ima = ImaAdpcmReferenceEncoder.encode(TestWavs.signal(600, 1, 8000, 4), 1,
                36);
        byte[] imaFile = wav(WavFormat.IMA_ADPCM, 1, 8000, 36, 4, TestWavs.imaExtension(ima.samplesPerBlock()), 600,
                ima.data());
        for (byte[] file : new byte[][] {PCM, ms, imaFile}) {
            Malformed.Parser decode = (data, options) -> WavDecoder.decode(data, "damaged.wav");
            int dataOffset;
            try {
                dataOffset = WavReader.read(file, "intact.wav").dataOffset();
            } catch (FormatException e) {
                throw new AssertionError(e);
            }
            for (int length = 0; length < file.length; length++) {
                byte[] cut = Arrays.copyOf(file, length);
                FormatException failure = Malformed.outcome(decode, cut, ReadOptions.STRICT, "cut to " + length);
                // cut before the samples: an error; cut in the samples: the sound up to there (a leniency)
                assertThat(failure == null).as("cut to %d bytes (data at %d)", length, dataOffset)
                        .isEqualTo(length >= dataOffset);
            }
            Malformed.hugeValuesEverywhere(decode, file);
            assertThat(Malformed.outcome(decode, file, ReadOptions.STRICT, "intact")).isNull();
        }
    }

    private static void expect(byte[] file, long offset, String field) {
        assertThatThrownBy(() -> WavReader.read(file, "bad.wav")).isInstanceOf(FormatException.class)
                .satisfies(e -> assertThat(((FormatException) e).offset()).as(e.getMessage()).isEqualTo(offset))
                .hasMessageContaining("bad.wav").hasMessageContaining(field);
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
