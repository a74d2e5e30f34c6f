package dev.marionette.io.acs.edit;

import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.io.acs.AgentWriteException;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * Random edit scripts on the project's fixture character (written and read back, so its images are stored):
 * every step is refused cleanly or leaves a writable character, undoing everything writes the original bytes,
 * redoing everything the edited ones, and the dirty flag follows the save point.
 */
class AgentEditFixturePropertyTest {

    private static final byte[] FIXTURE = fixture();

    private static byte[] fixture() {
        try {
            return AcsWriter.uncompressed().write(AgentFixtures.character());
        } catch (AgentWriteException e) {
            throw new IllegalStateException(e);
        }
    }

    @Provide
    Arbitrary<List<EditStep>> scripts() {
        return EditScripts.scripts(20);
    }

    @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
    void undoAllGivesBackTheFileAndRedoAllTheEdits(@ForAll("scripts") List<EditStep> script,
            @ForAll @IntRange(min = 0, max = 40) int saveAt) throws Exception {
        List<UndoRedoCheck.StepResult> results = new UndoRedoCheck("fixture.acs", FIXTURE, true).run(script, saveAt);
        for (UndoRedoCheck.StepResult r : results) {
            Statistics.label("outcome").collect(r.outcome());
            Statistics.label("kind and outcome").collect(r.kind(), r.outcome());
        }
        // the scripts are worth something only if every operation really runs now and then
        Statistics.label("kind and outcome").coverage(checker -> {
            for (EditStep.Kind kind : EditStep.Kind.values()) {
                checker.check(kind, UndoRedoCheck.Outcome.APPLIED).count(n -> n > 0);
            }
        });
    }
}
