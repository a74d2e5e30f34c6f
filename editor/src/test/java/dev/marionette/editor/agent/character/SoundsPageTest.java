package dev.marionette.editor.agent.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentSound;
import org.junit.jupiter.api.Test;

/** What the sound list shows of each sound, decoded: the waveform, the length, the format. */
class SoundsPageTest {

    @Test
    void anAdpcmSoundIsDecodedForItsWaveformAndLength() throws Exception {
        AgentCharacter genie = AcsReader.read(Samples.file("acs/Genie.acs"));
        SoundsPage.Summary first = SoundsPage.summarize(genie.sounds().get(0));
        assertThat(first.problem()).isNull();
        assertThat(first.format()).isEqualTo("MS ADPCM, 11025 Hz, mono");
        assertThat(first.millis()).isEqualTo(8000 * 1000L / 11025);
        assertThat(first.waveform().columns()).isEqualTo(SoundsPage.WAVE_WIDTH);
        // a quiet sound (its loudest sample about 800 of 32767): the row says so, the waveform is scaled up
        assertThat(first.waveform().peak()).as("a sound, not silence").isGreaterThan(0.01f);
        assertThat(SoundsPage.peakText(first.waveform().peak())).isEqualTo("peak -32 dB");
        assertThat(SoundsPage.peakText(1)).isEqualTo("peak 0 dB");
        assertThat(SoundsPage.peakText(0.9999f)).as("no minus zero").isEqualTo("peak 0 dB");
        assertThat(SoundsPage.peakText(0)).isEqualTo("silent");
        SoundsPage.Summary pcm = SoundsPage.summarize(genie.sounds().get(5));
        assertThat(pcm.format()).isEqualTo("PCM, 11025 Hz, mono");
    }

    @Test
    void aSoundThatCannotBeDecodedSaysWhy() {
        SoundsPage.Summary bad = SoundsPage.summarize(AgentSound.of("RIFF\4\0\0\0WAVE".getBytes()));
        assertThat(bad.waveform()).isNull();
        assertThat(bad.problem()).contains("fmt chunk");
    }
}
