package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A small ACD written by hand (CR LF, four spaces a step, keys in its own order, a frame leaving its duration to
 * DefaultFrameDuration, an explicit {@code OffsetX = 0}, a comment in a frame, a branch written Probability
 * first): saving after an edit changes the lines of the edit only, using the lines the file has where it has
 * them.
 */
class AcdHandWrittenSourceTest {

    private static final String TEXT = String.join("\r\n",
            "DefineCharacter",
            "    Width = 32",
            "    Height = 32",
            "    GUID = {0F3E2A10-0000-4000-8000-00000000ABCD}",
            "    Transparency = 0",
            "    DefaultFrameDuration = 10",
            "    Style = AXS_VOICE_NONE | AXS_BALLOON_NONE",
            "EndCharacter",
            "",
            "DefineAnimation \"Blink\"",
            "    TransitionType = 2",
            "    DefineFrame",
            "        Duration = 5",
            "        DefineBranching",
            "            Probability = 30",
            "            BranchTo = 1",
            "        EndBranching",
            "        DefineImage",
            "            Filename = \"shut.bmp\"",
            "        EndImage",
            "    EndFrame",
            "    DefineFrame",
            "        // eyes open: no duration, the default applies",
            "        DefineImage",
            "            OffsetX = 0",
            "            Filename = \"open.bmp\"",
            "        EndImage",
            "    EndFrame",
            "EndAnimation",
            "");

    @TempDir
    Path dir;
    Path acd;
    AgentDocument doc;

    @BeforeEach
    void open() throws Exception {
        acd = dir.resolve("blink.acd");
        Files.writeString(acd, TEXT, StandardCharsets.ISO_8859_1);
        AcdReader.Result r = AcdReader.read(acd);
        doc = new AgentDocument(r.character(), acd, AgentFormat.ACD);
        doc.setSourceProject(r.project());
    }

    private AcdTextDiff.Result saveAndDiff() throws Exception {
        byte[] before = Files.readAllBytes(acd);
        AcdSaver.Saved saved = AcdSaver.save(doc.character().copy(), (AcdProject) doc.sourceProject(), acd);
        doc.setSourceProject(saved.project());
        return AcdTextDiff.of(before, Files.readAllBytes(acd));
    }

    @Test
    void savedUnchangedItIsTheSameFile() throws Exception {
        assertThat(saveAndDiff().size()).isZero();
        assertThat(Files.readString(acd, StandardCharsets.ISO_8859_1)).isEqualTo(TEXT);
    }

    @Test
    void aDurationLeftToTheDefaultGetsOneLineWhereTheWriterPutsIt() throws Exception {
        doc.operations().frames().setDuration(0, 1, 12);
        AcdTextDiff.Result diff = saveAndDiff();
        assertThat(diff.removed()).isEmpty();
        assertThat(diff.added()).containsExactly("        Duration = 12\r\n");
        assertThat(Files.readString(acd, StandardCharsets.ISO_8859_1)).contains(
                "    DefineFrame\r\n        Duration = 12\r\n        // eyes open");
        assertThat(AcdReader.read(acd).character().animations().get(0).frames().get(1).duration()).isEqualTo(12);
    }

    @Test
    void anOffsetTheFileWritesThoughZeroKeepsItsLine() throws Exception {
        doc.operations().frameContent().setImagePosition(0, 1, 0, 4, 0);
        AcdTextDiff.Result diff = saveAndDiff();
        assertThat(diff.removed()).containsExactly("            OffsetX = 0\r\n");
        assertThat(diff.added()).containsExactly("            OffsetX = 4\r\n");
    }

    @Test
    void aRemovedFrameTakesItsCommentAndTheKeysInTheFilesOrderStay() throws Exception {
        doc.operations().frames().remove(0, 1);
        AcdTextDiff.Result diff = saveAndDiff();
        assertThat(diff.added()).isEmpty();
        assertThat(diff.removed()).containsExactlyInAnyOrder("    DefineFrame\r\n",
                "        // eyes open: no duration, the default applies\r\n", "        DefineImage\r\n",
                "            OffsetX = 0\r\n", "            Filename = \"open.bmp\"\r\n", "        EndImage\r\n",
                "    EndFrame\r\n");
    }

    @Test
    void aBranchWrittenProbabilityFirstIsRewrittenWhole() throws Exception {
        doc.operations().frames().setBranch(0, 0, 0, 0, 45);
        AcdTextDiff.Result diff = saveAndDiff();
        assertThat(diff.removed()).contains("            Probability = 30\r\n");
        assertThat(Files.readString(acd, StandardCharsets.ISO_8859_1)).contains("        DefineBranching\r\n"
                + "            BranchTo = 1\r\n            Probability = 45\r\n        EndBranching\r\n");
        assertThat(diff.size()).isLessThanOrEqualTo(4);
        dev.marionette.model.acs.AgentBranch branch = AcdReader.read(acd).character().animations().get(0).frames()
                .get(0).branches().get(0);
        assertThat(branch.targetFrame()).isZero();
        assertThat(branch.probability()).isEqualTo(45);
    }

    @Test
    void aNewFrameIsIndentedAsTheFileIndents() throws Exception {
        doc.operations().frames().add(0, 2);
        AcdTextDiff.Result diff = saveAndDiff();
        assertThat(diff.removed()).isEmpty();
        assertThat(diff.added()).containsExactly("    DefineFrame\r\n", "        Duration = 10\r\n",
                "    EndFrame\r\n");
    }
}
