package dev.marionette.model.acs.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import java.beans.PropertyChangeEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The document: its file, format, name, operations and dirty state. */
class AgentDocumentTest {

    @Test
    void aDocumentReadFromAFileIsNamedAfterIt() {
        AgentDocument doc = new AgentDocument(EditFixtures.character(), Path.of("chars", "Tester.acs"),
                AgentFormat.ACS);
        assertThat(doc.displayName()).isEqualTo("Tester.acs");
        assertThat(doc.file()).isEqualTo(Path.of("chars", "Tester.acs"));
        assertThat(doc.format()).isEqualTo(AgentFormat.ACS);
        assertThat(doc.character()).isSameAs(doc.model());
        assertThat(doc.isDirty()).isFalse();
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void anUntitledDocumentIsNamedAfterTheCharacterInEnglish() {
        AgentCharacter c = EditFixtures.character();
        assertThat(AgentDocument.untitled(c).displayName()).isEqualTo("Tester");
        c.localizedInfo().remove(0);
        c.localizedInfo().add(new AgentLocalizedInfo(0x0009, "Neutral", "", ""));
        assertThat(AgentDocument.untitled(c).displayName()).isEqualTo("Neutral");
        c.localizedInfo().clear();
        assertThat(AgentDocument.untitled(c).displayName()).isEqualTo("Untitled character");
        assertThat(AgentDocument.untitled(c).file()).isNull();
        assertThat(AgentDocument.untitled(c).format()).isEqualTo(AgentFormat.ACS);
    }

    @Test
    void saveAsChangesFileAndFormatAndTellsListeners() {
        AgentDocument doc = EditFixtures.document();
        List<PropertyChangeEvent> heard = new ArrayList<>();
        doc.addPropertyChangeListener(AgentDocument.FILE_PROPERTY, heard::add);
        doc.setFile(Path.of("Tester.acf"), AgentFormat.ACF);
        assertThat(doc.format()).isEqualTo(AgentFormat.ACF);
        assertThat(doc.displayName()).isEqualTo("Tester.acf");
        assertThat(heard).singleElement().satisfies(e -> {
            assertThat(e.getOldValue()).isNull();
            assertThat(e.getNewValue()).isEqualTo(Path.of("Tester.acf"));
        });
        assertThat(AgentFormat.ACF.extension()).isEqualTo("acf");
        assertThat(AgentFormat.ACF.displayName()).isEqualTo("ACF + ACA");
    }

    @Test
    void operationsAreDirtyRelativeToTheSavePoint() {
        AgentDocument doc = EditFixtures.document();
        assertThat(doc.operations()).isSameAs(doc.operations());
        doc.operations().frames().setDuration(0, 0, 20);
        assertThat(doc.isDirty()).isTrue();
        doc.markSaved();
        doc.operations().animations().rename(0, "Appear");
        assertThat(doc.isDirty()).isTrue();
        doc.undo();
        assertThat(doc.isDirty()).isFalse();
        doc.undo();
        assertThat(doc.isDirty()).isTrue();
        assertThat(doc.character()).isEqualTo(EditFixtures.character());
    }
}
