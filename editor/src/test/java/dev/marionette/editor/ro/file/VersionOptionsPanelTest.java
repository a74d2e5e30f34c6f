package dev.marionette.editor.ro.file;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.ro.doc.SpriteDocument;
import org.junit.jupiter.api.Test;

class VersionOptionsPanelTest {

    @Test
    void theDocumentsOwnVersionIsChosenAndKeepsEverything() {
        SpriteDocument doc = RoFixtures.demo();
        VersionOptionsPanel panel = new VersionOptionsPanel(doc);
        assertThat(((RoSaveOptions) panel.options()).actVersion()).isEqualTo(ActVersion.V2_5);
        assertThat(panel.effectsText()).startsWith("Nothing: the ACT is written in its own version");
    }

    @Test
    void choosingAnOlderVersionListsWhatItLosesBeforeSaving() {
        SpriteDocument doc = RoFixtures.demo();
        VersionOptionsPanel panel = new VersionOptionsPanel(doc);
        panel.selectVersion(ActVersion.V2_2);
        assertThat(((RoSaveOptions) panel.options()).actVersion()).isEqualTo(ActVersion.V2_2);
        assertThat(panel.effectsText())
                .contains("frames lose their anchors")
                .contains("The document is converted before saving (one undo step).");
        panel.selectVersion(ActVersion.V1_0);
        assertThat(panel.effectsText()).contains("event list").contains("lose their tint");
    }
}
