package dev.marionette.editor.agent;

import dev.marionette.editor.kind.OpenRequest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.TaskProgress;
import dev.marionette.io.acd.AcdMissingFiles;
import dev.marionette.io.acd.AcdProject;
import dev.marionette.io.acd.AcdReader;
import dev.marionette.io.acd.AcdSaver;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.CompressionMode;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Agent kind with ACD projects: open, save back, compile to ACS, save an ACS as a project; new characters. */
class AgentProjectKindTest {

    @TempDir
    Path dir;

    private final AgentKind kind = new AgentKind();

    private Path exportedGenie() throws Exception {
        Path acd = dir.resolve("Genie/Genie.acd");
        AcdSaver.export(AcsReader.read(Samples.file("acs/Genie.acs")), acd);
        return acd;
    }

    private static void settle() throws Exception {
        SwingUtilities.invokeAndWait(() -> { });
    }

    @Test
    void anOpenedProjectSavesBackOnlyItsTextAndCompilesToTheSameAcs() throws Exception {
        Path acd = exportedGenie();
        byte[] text = Files.readAllBytes(acd);
        AgentDocument doc = (AgentDocument) kind.open(OpenRequest.of(acd), TaskProgress.NONE);
        assertThat(doc.format()).isEqualTo(AgentFormat.ACD);
        assertThat(doc.sourceProject()).isInstanceOf(AcdProject.class);
        assertThat(((AcdProject) doc.sourceProject()).problems()).isEmpty();

        kind.prepareSave(doc, acd, kind.defaultSaveOptions(doc)).write(TaskProgress.NONE);
        settle();
        assertThat(Files.readAllBytes(acd)).isEqualTo(text);

        Path acs = dir.resolve("Genie.acs");
        kind.prepareSave(doc, acs, new AgentSaveOptions(AgentFormat.ACS, CompressionMode.MICROSOFT))
                .write(TaskProgress.NONE);
        settle();
        assertThat(Files.readAllBytes(acs)).isEqualTo(Files.readAllBytes(Samples.file("acs/Genie.acs")));
        assertThat(doc.format()).isEqualTo(AgentFormat.ACS);
        assertThat(doc.sourceProject()).isNull();
    }

    @Test
    void anAcsSavedAsAProjectBecomesOne() throws Exception {
        AgentDocument doc = (AgentDocument) kind.open(OpenRequest.of(Samples.file("acs/earl.acs")), TaskProgress.NONE);
        Path acd = dir.resolve("Earl/earl.acd");
        kind.prepareSave(doc, acd, new AgentSaveOptions(null, CompressionMode.MICROSOFT)).write(TaskProgress.NONE);
        settle();
        assertThat(doc.format()).isEqualTo(AgentFormat.ACD);
        assertThat(doc.file()).isEqualTo(acd);
        assertThat(doc.character().images().get(3).sourceFile()).isEqualTo("Images\\0003.bmp");
        assertThat(doc.character().sounds().get(0).sourceFile()).isEqualTo("Audio\\0000.wav");
        long bmpTime = Files.getLastModifiedTime(dir.resolve("Earl/Images/0003.bmp")).toMillis();
        Files.setLastModifiedTime(dir.resolve("Earl/Images/0003.bmp"), java.nio.file.attribute.FileTime
                .fromMillis(bmpTime - 100_000));

        doc.operations().frames().setDuration(0, 0, 77);
        kind.prepareSave(doc, acd, kind.defaultSaveOptions(doc)).write(TaskProgress.NONE);
        settle();
        assertThat(Files.getLastModifiedTime(dir.resolve("Earl/Images/0003.bmp")).toMillis())
                .as("an unchanged image is not written").isEqualTo(bmpTime - 100_000);
        AgentCharacter back = AcdReader.read(acd).character();
        assertThat(back).isEqualTo(doc.character());
        assertThat(back.animations().get(0).frames().get(0).duration()).isEqualTo(77);
    }

    @Test
    void compilingAProjectWithMissingFilesIsRefusedNamingThemAsConvertDoes() throws Exception {
        Path acd = dir.resolve("Wave/wave.acd");
        AcdSaver.export(AgentTestCharacters.wave(), acd);
        Files.delete(dir.resolve("Wave/Images/0001.bmp"));
        AgentDocument doc = (AgentDocument) kind.open(OpenRequest.of(acd), TaskProgress.NONE);
        Path acs = dir.resolve("wave.acs");
        for (AgentFormat format : new AgentFormat[] {AgentFormat.ACS, AgentFormat.ACF}) {
            Path target = format == AgentFormat.ACS ? acs : dir.resolve("web/wave.acf");
            assertThatThrownBy(() -> kind.prepareSave(doc, target, new AgentSaveOptions(format,
                    CompressionMode.MICROSOFT))).isInstanceOf(AcdMissingFiles.Refusal.class)
                    .hasMessageStartingWith("1 file of the wave.acd project is missing or unreadable: ")
                    .hasMessageContaining("\n    Images\\0001.bmp\n");
            assertThat(target).doesNotExist();
        }

        doc.operations().media().replaceImage(1, AgentTestCharacters.image("CCC"));
        kind.prepareSave(doc, acs, new AgentSaveOptions(AgentFormat.ACS, CompressionMode.MICROSOFT))
                .write(TaskProgress.NONE);
        settle();
        assertThat(acs).as("compiled once the placeholder is replaced").exists();
    }

    @Test
    void theTemplatesTakeTheWizardsSettings() {
        int[] palette = {0x000000, 0xFFFFFF, 0xFF00FF, 0x00FF00};
        NewCharacterSettings settings = new NewCharacterSettings("Pixie", 64, 48, palette, 2);
        AgentCharacter empty = AgentTemplates.empty(settings);
        assertThat(empty.frameWidth()).isEqualTo(64);
        assertThat(empty.frameHeight()).isEqualTo(48);
        assertThat(empty.palette()).containsExactly(palette);
        assertThat(empty.transparentIndex()).isEqualTo(2);
        assertThat(empty.localizedInfo().get(0).name()).isEqualTo("Pixie");
        AgentCharacter standard = AgentTemplates.standard(settings);
        assertThat(standard.animations()).hasSize(AgentTemplates.STANDARD_ANIMATIONS.size());
        assertThat(standard.frameWidth()).isEqualTo(64);
        assertThat(kind.templates()).allSatisfy(t -> assertThat(t.wizard()).isNotNull());
    }
}
