package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentSound;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The strict check of an ACS takes each sound as strictly as playing or exporting it decodes it: a header the
 * decoder refuses is one error naming the sound, the field and its offset in the ACS file; a codec Marionette does
 * not decode is a warning.
 */
class AcsSoundCheckTest {

    /**
     * A WAV: a fmt chunk of 20 bytes (with a 2-byte extension when {@code samplesPerBlock >= 0}) and 8 data bytes.
     * The fields start at 20 (format tag), 22 (channels), 24 (rate), 32 (block align), 34 (bits), 38 (extension).
     */
    private static byte[] wav(int tag, int channels, long rate, int blockAlign, int bits, int samplesPerBlock) {
        LittleEndianWriter w = new LittleEndianWriter();
        w.bytes(ascii("RIFF")).u32(0).bytes(ascii("WAVE"));
        w.bytes(ascii("fmt ")).u32(20).u16(tag).u16(channels).u32(rate).u32(rate).u16(blockAlign).u16(bits);
        w.u16(2).u16(Math.max(0, samplesPerBlock));
        w.bytes(ascii("data")).u32(8).bytes(new byte[] {0, 16, 0, 0, 0, 0, 0, 0x11});
        w.patchI32(4, w.size() - 8);
        return w.toByteArray();
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    /** The fixture character with its one sound replaced, written as ACS. */
    private static byte[] acsWithSound(byte[] sound) throws Exception {
        AgentCharacter c = AgentFixtures.character();
        c.sounds().set(0, AgentSound.of(sound));
        return AcsWriter.uncompressed().write(c);
    }

    /** Where the sound's bytes start in {@code acs}. */
    private static int soundStart(byte[] acs, byte[] sound) {
        outer:
        for (int i = 0; i + sound.length <= acs.length; i++) {
            for (int k = 0; k < sound.length; k++) {
                if (acs[i + k] != sound[k]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("the sound is not stored as it is");
    }

    private static void refused(byte[] sound, String field, int fieldOffset, String expected, String found)
            throws Exception {
        byte[] acs = acsWithSound(sound);
        int at = soundStart(acs, sound) + fieldOffset;
        assertThatThrownBy(() -> AcsChecker.check(acs, "bad.acs")).isInstanceOf(FormatException.class)
                .hasMessage("bad.acs: at offset " + at + " (0x" + Integer.toHexString(at) + "), sound 0 " + field
                        + ": expected " + expected + ", found " + found);
    }

    @Test
    void channelsBlockAlignAndRateTheDecoderRefusesAreRefused() throws Exception {
        refused(wav(1, 65535, 11025, 2, 16, -1), "channels", 22, "1..8", "65535");
        refused(wav(1, 1, 0xFFFF_FFFFL, 2, 16, -1), "sample rate", 24, "1..768000 Hz", "4294967295");
        refused(wav(1, 1, 11025, 0, 16, -1), "block align", 32, "at least 1", "0");
    }

    @Test
    void msAdpcmBlocksAndSamplesPerBlockAreCheckedAsTheDecoderChecksThem() throws Exception {
        refused(wav(2, 1, 11025, 7, 4, 2), "block align", 32, "more than the 7-byte block header", "7");
        refused(wav(2, 1, 11025, 8, 4, 1), "samples per block", 38, "2..4 (what a block of 8 bytes holds)", "1");
        refused(wav(2, 1, 11025, 8, 4, 5), "samples per block", 38, "2..4 (what a block of 8 bytes holds)", "5");
        refused(wav(0x11, 1, 11025, 7, 4, 3), "block align", 32,
                "at least 8 (the block header and 8 samples per channel)", "7");
    }

    @Test
    void aGoodSoundPassesAndACodecNotDecodedHereIsAWarning() throws Exception {
        assertThat(AcsChecker.check(acsWithSound(wav(2, 1, 11025, 8, 4, 4)), "good.acs").warnings()).isEmpty();
        AcsChecker.Report gsm = AcsChecker.check(acsWithSound(wav(0x31, 1, 8000, 65, 0, 320)), "gsm.acs");
        assertThat(gsm.warnings()).singleElement().asString().startsWith("sound 0: format tag GSM 6.10, which")
                .contains("does not decode");
        AcsChecker.Report threeChannels = AcsChecker.check(acsWithSound(wav(2, 3, 11025, 64, 4, 2)), "ms3.acs");
        assertThat(threeChannels.warnings()).singleElement().asString()
                .startsWith("sound 0: channels 3, which Marionette does not decode (it expects 1 or 2 for MS ADPCM)");
    }
}
