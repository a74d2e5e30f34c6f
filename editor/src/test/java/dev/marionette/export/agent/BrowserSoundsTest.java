package dev.marionette.export.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentSound;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The web export's sounds: what a browser cannot play is kept as it is with a note, whatever its header says. */
class BrowserSoundsTest {

    /** One MS ADPCM block of 8 bytes (header and one byte of codes) in a file declaring {@code samplesPerBlock}. */
    private static byte[] msAdpcm(int samplesPerBlock) {
        LittleEndianWriter w = new LittleEndianWriter();
        w.bytes(ascii("RIFF")).u32(0).bytes(ascii("WAVE"));
        w.bytes(ascii("fmt ")).u32(20).u16(2).u16(1).u32(8000).u32(4000).u16(8).u16(4).u16(2).u16(samplesPerBlock);
        w.bytes(ascii("data")).u32(8).bytes(new byte[] {0, 16, 0, 0, 0, 0, 0, 0x11});
        w.patchI32(4, w.size() - 8);
        return w.toByteArray();
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void oneSamplePerBlockInMsAdpcmIsKeptWithANoteAndTheOtherSoundsAreConverted() {
        AgentCharacter c = new AgentCharacter();
        byte[] broken = msAdpcm(1);
        c.sounds().add(AgentSound.of(broken));
        c.sounds().add(AgentSound.of(msAdpcm(4)));
        BrowserSounds sounds = BrowserSounds.of(c);
        assertThat(sounds.files().get(0)).isEqualTo(broken);
        assertThat(sounds.notes()).singleElement().asString().startsWith("kept sound 1 as it is")
                .contains("samples per block").contains("found 1");
        assertThat(sounds.converted()).containsEntry("MS ADPCM", 1);
    }
}
