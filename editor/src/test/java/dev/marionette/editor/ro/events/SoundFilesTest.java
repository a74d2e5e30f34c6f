package dev.marionette.editor.ro.events;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SoundFilesTest {

    @TempDir
    Path dir;

    @Test
    void soundsAreFoundBesideTheActThenInTheDataFolderAndItsWavFolderInAnyCase() throws IOException {
        Path act = Files.createDirectories(dir.resolve("sprite"));
        Path data = Files.createDirectories(dir.resolve("data/wav/effect"));
        Files.writeString(act.resolve("Step.WAV"), "");
        Files.writeString(data.resolve("hit.wav"), "");
        SoundFiles files = new SoundFiles(act, dir.resolve("data"));
        assertThat(files.find("step.wav")).contains(act.resolve("Step.WAV"));
        assertThat(files.find("effect\\HIT.wav")).contains(data.resolve("hit.wav"));
        assertThat(files.find("missing.wav")).isEmpty();
        assertThat(new SoundFiles(null, null).find("step.wav")).isEmpty();
        assertThat(SoundFiles.isSound("poring_move.WAV")).isTrue();
        assertThat(SoundFiles.isSound("atk")).isFalse();
    }

    @Test
    void theEventTableCountsFramesPerEventAndListsMissingSounds() throws IOException {
        SpriteDocument doc = RoFixtures.demo();
        Files.writeString(dir.resolve("demo_step.wav"), "");
        Supplier<SoundFiles> sounds = () -> new SoundFiles(dir, null);
        EventTableModel model = new EventTableModel(doc, sounds, m -> { }, Runnable::run, Runnable::run);
        assertThat(model.getValueAt(0, 1)).isEqualTo("atk");
        assertThat(model.getValueAt(0, 3)).isEqualTo("damage marker");
        assertThat(model.getValueAt(1, 3)).isEqualTo("sound");
        assertThat(model.getValueAt(2, 3)).isEqualTo("sound (file missing)");
        // attack: 8 directions, one strike frame each
        assertThat(model.usage(0)).isEqualTo(8);
        assertThat(model.missingSounds()).containsExactly("demo_attack.wav", "demo_damage.wav", "demo_die.wav");
        model.setValueAt("hit", 0, 1);
        assertThat(doc.act().events().get(0).name()).isEqualTo("hit");
        doc.undo();
        assertThat(doc.act().events().get(0).name()).isEqualTo("atk");
    }
}
