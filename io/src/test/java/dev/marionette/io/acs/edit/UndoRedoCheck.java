package dev.marionette.io.acs.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentWriteException;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import dev.marionette.model.doc.EditRejectedException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The round trip the property tests check on a file: open it, run a script of edits (saving at one point),
 * then undo everything and redo everything, and compare what {@link AcsWriter#uncompressed()} writes with the
 * original bytes, the bytes after the edits and the bytes at the save point; the dirty flag is checked at
 * every position, and the edited file must read back as the edited character.
 */
final class UndoRedoCheck {

    /** What became of one step. */
    enum Outcome {
        APPLIED, REJECTED, NOT_APPLICABLE
    }

    /** A step and its outcome, for statistics. */
    record StepResult(EditStep.Kind kind, Outcome outcome) {
    }

    private final String name;
    private final byte[] original;
    private final boolean checkEachStep;
    private AgentDocument doc;
    private int savePosition;
    private byte[] saved;

    /**
     * @param checkEachStep also write the character after every step and compare it with a deep copy after every
     *                      refused step (cheap for small files; the samples are only checked at the end)
     */
    UndoRedoCheck(String name, byte[] original, boolean checkEachStep) {
        this.name = name;
        this.original = original;
        this.checkEachStep = checkEachStep;
    }

    /** Runs {@code script}, marking the document saved after step {@code saveAt} (none when out of range). */
    List<StepResult> run(List<EditStep> script, int saveAt) throws Exception {
        AgentCharacter c = AcsReader.read(original, name);
        List<AgentImage> openedImages = List.copyOf(c.images());
        doc = new AgentDocument(c, Path.of(name), AgentFormat.ACS);
        savePosition = 0;
        saved = original;
        List<StepResult> results = new ArrayList<>();
        for (int i = 0; i < script.size(); i++) {
            results.add(new StepResult(script.get(i).kind(), step(script.get(i), i)));
            if (i == saveAt) {
                doc.markSaved();
                savePosition = doc.history().position();
                saved = write("at the save point");
            }
            assertThat(doc.isDirty()).as("dirty after step %d", i).isEqualTo(
                    doc.history().position() != savePosition);
        }
        byte[] edited = write("after the script");
        assertThat(AcsReader.read(edited, name)).as("the edited file reads back as the edited character")
                .isEqualTo(c);

        while (doc.canUndo()) {
            doc.undo();
            checkDirty();
        }
        assertThat(doc.history().position()).as("every step is kept").isZero();
        assertSame(write("after undoing everything"), original, "undoing everything gives back the file");
        for (int i = 0; i < openedImages.size(); i++) {
            assertThat(c.images().get(i)).as("image %d is the object read from the file", i)
                    .isSameAs(openedImages.get(i));
        }
        while (doc.canRedo()) {
            doc.redo();
            checkDirty();
        }
        assertSame(write("after redoing everything"), edited, "redoing everything gives back the edits");
        return results;
    }

    private Outcome step(EditStep step, int index) throws AgentWriteException {
        AgentCharacter before = checkEachStep ? doc.character().copy() : null;
        int steps = doc.history().steps().size();
        int position = doc.history().position();
        try {
            boolean applied = step.apply(doc);
            if (checkEachStep) {
                write("after step " + index + " " + step);
            }
            return applied ? Outcome.APPLIED : Outcome.NOT_APPLICABLE;
        } catch (EditRejectedException rejected) {
            assertThat(rejected.getMessage()).as("a message for the user").isNotBlank().endsWith(".");
            assertThat(doc.history().steps()).as("a refused step records nothing").hasSize(steps);
            assertThat(doc.history().position()).isEqualTo(position);
            if (before != null) {
                assertThat(doc.character()).as("a refused step changes nothing: %s", step).isEqualTo(before);
            }
            return Outcome.REJECTED;
        }
    }

    private void checkDirty() throws AgentWriteException {
        int position = doc.history().position();
        assertThat(doc.isDirty()).as("dirty at position %d (saved at %d)", position, savePosition)
                .isEqualTo(position != savePosition);
        if (position == savePosition) {
            assertSame(write("back at the save point"), saved, "the save point has the saved bytes");
        }
    }

    private byte[] write(String when) throws AgentWriteException {
        try {
            return AcsWriter.uncompressed().write(doc.character());
        } catch (AgentWriteException e) {
            throw new AssertionError(name + ": cannot write " + when + ": " + e.getMessage(), e);
        }
    }

    private void assertSame(byte[] actual, byte[] expected, String what) {
        int n = Math.min(actual.length, expected.length);
        int first = -1;
        for (int i = 0; i < n && first < 0; i++) {
            if (actual[i] != expected[i]) {
                first = i;
            }
        }
        if (first < 0 && actual.length != expected.length) {
            first = n;
        }
        assertThat(first).as("%s: %s (lengths %d and %d); first differing offset", name, what, actual.length,
                expected.length).isEqualTo(-1);
    }
}
