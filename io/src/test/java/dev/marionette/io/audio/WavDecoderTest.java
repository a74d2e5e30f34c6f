package dev.marionette.io.audio;

import static dev.marionette.io.audio.TestWavs.bytes;
import static dev.marionette.io.audio.TestWavs.wav;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentSound;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

class WavDecoderTest {

    @Test
    void pcmOfEveryIntegerSizeBecomesSixteenBits() throws Exception {
        // 8-bit is unsigned around 128
        assertThat(WavDecoder.decode(wav(1, 1, 8000, 1, 8, null, -1, bytes(0, 128, 255)), "8.wav").samples())
                .containsExactly(-32768, 0, 32512);
        assertThat(WavDecoder.decode(wav(1, 2, 8000, 4, 16, null, -1, bytes(1, 0, 0xFF, 0xFF, 0, 0x80, 0xFF, 0x7F)),
                "16.wav").samples()).containsExactly(1, -1, -32768, 32767);
        // 24-bit keeps its top 16 bits
        assertThat(WavDecoder.decode(wav(1, 1, 8000, 3, 24, null, -1, bytes(0x99, 0x34, 0x12, 0, 0, 0x80)),
                "24.wav").samples()).containsExactly(0x1234, -32768);
        // a partial sample frame at the end is left out
        PcmSound odd = WavDecoder.decode(wav(1, 2, 8000, 4, 16, null, -1, bytes(1, 0, 2, 0, 3)), "odd.wav");
        assertThat(odd.frames()).isEqualTo(1);
    }

    @Test
    void extensiblePcmIsPcm() throws Exception {
        // u16 valid bits, u32 channel mask, GUID whose first two bytes are the format tag
        byte[] ext = new LittleEndianWriter().u16(16).u32(4).u16(1).zeros(14).toByteArray();
        byte[] file = wav(WavFormat.EXTENSIBLE, 1, 8000, 2, 16, ext, -1, bytes(5, 0, 6, 0));
        assertThat(WavDecoder.decode(file, "ext.wav").samples()).containsExactly(5, 6);
    }

    @Test
    void otherCodecsAreNamedAsNotDecodedHere() {
        byte[] gsm = wav(0x31, 1, 8000, 65, 0, bytes(64, 1), -1, new byte[65]);
        assertThatThrownBy(() -> WavDecoder.decode(gsm, "gsm.wav")).isInstanceOf(UnsupportedCodecException.class)
                .hasMessageContaining("gsm.wav").hasMessageContaining("GSM 6.10").hasMessageContaining("offset 20");
    }

    @Test
    void thePcmWriterWritesTheCanonicalHeaderAndReadsBackTheSameSamples() throws Exception {
        PcmSound sound = new PcmSound(22050, 2, new short[] {1, -1, 32767, -32768, 300, -300});
        byte[] file = WavWriter.pcm16(sound);
        assertThat(file).hasSize(44 + 12);
        assertThat(Arrays.copyOf(file, 44)).containsExactly(bytes('R', 'I', 'F', 'F', 48, 0, 0, 0, 'W', 'A', 'V', 'E',
                'f', 'm', 't', ' ', 16, 0, 0, 0, 1, 0, 2, 0, 0x22, 0x56, 0, 0, 0x88, 0x58, 1, 0, 4, 0, 16, 0,
                'd', 'a', 't', 'a', 12, 0, 0, 0));
        PcmSound back = WavDecoder.decode(file, "written.wav");
        assertThat(back.sampleRate()).isEqualTo(22050);
        assertThat(back.channels()).isEqualTo(2);
        assertThat(back.samples()).containsExactly(sound.samples());
    }

    @Test
    void adpcmWrittenAgainAsPcmKeepsEverySample() throws Exception {
        short[] pcm = TestWavs.signal(1000, 1, 11025, 5);
        ImaAdpcmReferenceEncoder.Encoded encoded = ImaAdpcmReferenceEncoder.encode(pcm, 1, 256);
        PcmSound decoded = WavDecoder.decode(wav(WavFormat.IMA_ADPCM, 1, 11025, 256, 4,
                TestWavs.imaExtension(encoded.samplesPerBlock()), 1000, encoded.data()), "ima.wav");
        assertThat(WavDecoder.decode(WavWriter.pcm16(decoded), "pcm.wav").samples())
                .containsExactly(encoded.reconstructed());
    }

    /**
     * Every sound of the sample characters decodes (53 of the 107 are MS ADPCM, mono and stereo). The decoded
     * samples of these were compared by hand, once, with SoX 14.4.2 (identical, SoX does not trim to the fact
     * chunk); here their sizes and checksums guard them.
     */
    @Test
    void everySoundOfTheSampleCharactersDecodes() throws Exception {
        int sounds = 0;
        for (Path file : Samples.withExtension("acs", "acs")) {
            AgentCharacter c = AcsReader.read(file);
            for (AgentSound s : c.sounds()) {
                PcmSound pcm = WavDecoder.decode(s.data(), file.getFileName() + " sound " + sounds);
                assertThat(pcm.frames()).isPositive();
                assertThat(pcm.sampleRate()).isEqualTo(s.format().sampleRate());
                sounds++;
            }
        }
        assertThat(sounds).isEqualTo(107);
        expect("Genie.acs", 0, 8000, 1, 0xbef755d0L); // MS ADPCM, 256-byte blocks, fact past the data: ignored
        expect("earl.acs", 4, 14267, 2, 0x175603c1L); // stereo MS ADPCM, last block cut short
        expect("rover.acs", 0, 3739, 1, 0x7bc0a163L); // trimmed to its fact chunk (4072 decoded)
        expect("CLIPPIT.ACS", 0, 630, 1, 0x1ed37396L); // one block and a short one
    }

    private static void expect(String name, int sound, int frames, int channels, long crc) throws Exception {
        AgentCharacter c = AcsReader.read(Samples.folder("acs").resolve(name));
        PcmSound pcm = WavDecoder.decode(c.sounds().get(sound).data(), name);
        assertThat(pcm.frames()).as(name).isEqualTo(frames);
        assertThat(pcm.channels()).as(name).isEqualTo(channels);
        CRC32 check = new CRC32();
        check.update(pcm.littleEndianBytes());
        assertThat(check.getValue()).as(name + " sound " + sound).isEqualTo(crc);
    }
}
