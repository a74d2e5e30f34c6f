package dev.marionette.io.acs.edit;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.statistics.Statistics;

/**
 * Random edit scripts on every real ACS sample (1.5 to 4 MB each): undoing everything writes the file's bytes
 * exactly (unmodified images copied as stored), redoing everything the edited bytes, and the dirty flag follows
 * the save point. Each try runs the same script on every sample, so every sample gets every try; scripts are
 * short (up to 8 bursts) to keep the run time reasonable. Skipped, with the reason, when the samples are absent.
 */
@AddLifecycleHook(SampleFiles.SkipWithoutSamples.class)
class AgentEditSamplePropertyTest {

    @Provide
    Arbitrary<List<EditStep>> scripts() {
        return EditScripts.scripts(8);
    }

    @Property(tries = 40, edgeCases = EdgeCasesMode.NONE)
    void undoAllGivesBackEverySampleAndRedoAllTheEdits(@ForAll("scripts") List<EditStep> script,
            @ForAll @IntRange(min = 0, max = 12) int saveAt) throws Exception {
        for (SampleFiles.Sample sample : SampleFiles.all()) {
            List<UndoRedoCheck.StepResult> results = new UndoRedoCheck(sample.name(), sample.bytes(), false)
                    .run(script, saveAt);
            results.forEach(r -> Statistics.label("outcome").collect(r.outcome()));
        }
    }
}
