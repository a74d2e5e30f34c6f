package dev.marionette.io.acd;

import dev.marionette.io.agent.AcdFormatHandler;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Microsoft's own Character Editor sources (Genie.acd, CLIPPIT.acd; LF line ends, a copyright header, no
 * {@code //@} lines), opened and saved as the editor saves: unchanged, the same bytes; one duration changed, that
 * one line and nothing else. Their pictures are not public, so the character opens with placeholders, which a
 * save leaves alone.
 */
class AcdSampleSourceSaveTest {

    @TempDir
    Path dir;

    private Path copy(String name) throws Exception {
        Path acd = dir.resolve(name);
        Files.write(acd, Files.readAllBytes(Samples.require(Samples.folder("acd").resolve(name))));
        return acd;
    }

    private static AgentDocument open(Path acd) throws Exception {
        AcdReader.Result r = AcdReader.read(acd);
        AgentDocument doc = new AgentDocument(r.character(), acd, AgentFormat.ACD);
        doc.setSourceProject(r.project());
        return doc;
    }

    private static byte[] save(AgentDocument doc, Path acd) throws Exception {
        AcdSaver.Saved saved = AcdSaver.save(doc.character().copy(), (AcdProject) doc.sourceProject(), acd);
        doc.setSourceProject(saved.project());
        return Files.readAllBytes(acd);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Genie.acd", "CLIPPIT.acd"})
    void savedUnchangedItIsTheSameFile(String name) throws Exception {
        Path acd = copy(name);
        byte[] original = Files.readAllBytes(acd);
        AgentDocument doc = open(acd);
        assertThat(save(doc, acd)).isEqualTo(original);
        assertThat(new AcdFormatHandler().rewrite(original, acd.toString(), null)).as("roundtrip")
                .isEqualTo(original);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Genie.acd", "CLIPPIT.acd"})
    void oneDurationChangedChangesThatLineOnly(String name) throws Exception {
        Path acd = copy(name);
        byte[] original = Files.readAllBytes(acd);
        AgentDocument doc = open(acd);
        int animation = doc.character().animations().size() / 2;
        int before = doc.character().animations().get(animation).frames().get(1).duration();
        doc.operations().frames().setDuration(animation, 1, before + 7);
        byte[] edited = save(doc, acd);

        AcdTextDiff.Result diff = AcdTextDiff.of(original, edited);
        assertThat(diff.removed()).containsExactly("\t\tDuration = " + before + "\n");
        assertThat(diff.added()).containsExactly("\t\tDuration = " + (before + 7) + "\n");
        assertThat(AcdReader.read(acd).character().animations().get(animation).frames().get(1).duration())
                .isEqualTo(before + 7);

        doc.undo();
        assertThat(save(doc, acd)).as("undone, the original bytes").isEqualTo(original);
    }
}
