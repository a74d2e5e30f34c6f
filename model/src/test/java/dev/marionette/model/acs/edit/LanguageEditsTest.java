package dev.marionette.model.acs.edit;

import static dev.marionette.model.acs.edit.EditCheck.changesNothing;
import static dev.marionette.model.acs.edit.EditCheck.doUndoRedo;
import static dev.marionette.model.acs.edit.EditCheck.rejects;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import org.junit.jupiter.api.Test;

/** The character's name, description and extra data per language. */
class LanguageEditsTest {

    private final AgentDocument doc = EditFixtures.document();
    private final CharacterOperations ops = doc.operations().character();
    private final AgentCharacter c = doc.character();

    @Test
    void aLanguageIsAddedWithAnUnusedId() {
        AgentLocalizedInfo french = new AgentLocalizedInfo(0x040C, "Testeur", "Un personnage", "");
        doUndoRedo(doc, () -> assertThat(ops.addLanguage(french)).isEqualTo(2), Change.added(Part.LOCALE, 2));
        assertThat(c.localizedInfo().get(2)).isEqualTo(french);
        rejects(doc, () -> ops.addLanguage(new AgentLocalizedInfo(0x0407, "Zweiter", "", "")),
                "already has a name and description for language 0x0407 (\"Pr\u00fcfer\")");
        assertThat(ops.languageIndex(0x040C)).isEqualTo(2);
        assertThat(ops.languageIndex(0x0411)).isEqualTo(-1);
    }

    @Test
    void aNewLanguageFollowsTheCharacterEditorsLimits() {
        rejects(doc, () -> ops.addLanguage(new AgentLocalizedInfo(0x0411, "", "", "")), "needs a name");
        rejects(doc, () -> ops.addLanguage(new AgentLocalizedInfo(0x0411, "x".repeat(33), "", "")),
                "The character name is 33 characters long; at most 32 are allowed.");
        rejects(doc, () -> ops.addLanguage(new AgentLocalizedInfo(0x0411, "Name", "d".repeat(257), "")),
                "The description is 257 characters long; at most 256 are allowed.");
        ops.addLanguage(new AgentLocalizedInfo(0x0411, "x".repeat(32), "d".repeat(256), "any length ".repeat(100)));
        assertThat(c.localizedInfo()).hasSize(3);
    }

    @Test
    void anyLanguageButTheLastCanBeDeleted() {
        AgentLocalizedInfo german = c.localizedInfo().get(1);
        doUndoRedo(doc, () -> ops.removeLanguage(0), Change.removed(Part.LOCALE, 0));
        assertThat(c.localizedInfo()).containsExactly(german);
        rejects(doc, () -> ops.removeLanguage(0), "needs a name in at least one language");
        rejects(doc, () -> ops.removeLanguage(3), "There is no language 4 (there are 1).");
    }

    @Test
    void typingANameMergesIntoOneStepAndAnotherFieldStartsANewOne() {
        doUndoRedo(doc, () -> ops.setName(0, "T"), Change.property(Part.LOCALE, "name", 0));
        ops.setName(0, "Te");
        ops.setName(0, "Ted");
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(doc.undoLabel()).isEqualTo("Undo Rename character");
        ops.setDescription(0, "Another description");
        ops.setName(1, "Ted");
        assertThat(doc.history().steps()).hasSize(3);
        doc.undo();
        doc.undo();
        doc.undo();
        assertThat(c).isEqualTo(EditFixtures.character());
    }

    @Test
    void eachFieldReportsItsOwnChange() {
        doUndoRedo(doc, () -> ops.setDescription(1, "Neu"), Change.property(Part.LOCALE, "description", 1));
        doUndoRedo(doc, () -> ops.setExtraData(1, "Tsch\u00fcss"), Change.property(Part.LOCALE, "extraData", 1));
        doUndoRedo(doc, () -> ops.setLanguageId(1, 0x0007), Change.property(Part.LOCALE, "languageId", 1));
        assertThat(c.localizedInfo().get(1)).isEqualTo(new AgentLocalizedInfo(0x0007, "Pr\u00fcfer", "Neu",
                "Tsch\u00fcss"));
    }

    @Test
    void onlyChangedFieldsAreCheckedAndUnchangedValuesRecordNothing() {
        c.localizedInfo().set(0, new AgentLocalizedInfo(0x0409, "Tester", "d".repeat(300), ""));
        ops.setName(0, "Renamed");
        assertThat(c.localizedInfo().get(0).name()).isEqualTo("Renamed");
        rejects(doc, () -> ops.setName(0, " "), "needs a name");
        rejects(doc, () -> ops.setDescription(0, "e".repeat(257)), "at most 256");
        rejects(doc, () -> ops.setLanguageId(0, 0x0407), "already has a name and description for language 0x0407");
        changesNothing(doc, () -> ops.setName(0, "Renamed"));
    }
}
