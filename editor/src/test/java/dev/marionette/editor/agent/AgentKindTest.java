package dev.marionette.editor.agent;

import dev.marionette.editor.kind.OpenRequest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.io.acs.AgentWriteException;
import dev.marionette.io.acs.CompressionMode;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Recognising, opening, saving (ACS, ACF + ACA, both compressions) and new characters, without windows. */
class AgentKindTest {

    /** Whether the shell hands a file with this name and content to {@code kind}: detected once, then declared. */
    private static boolean opens(dev.marionette.editor.kind.DocumentKind kind, Path file, byte[] content)
            throws java.io.IOException {
        return new dev.marionette.editor.kind.DocumentKinds(java.util.List.of(kind))
                .recognise(file, dev.marionette.io.format.FileHead.of(content, file.toString())).isPresent();
    }

    @TempDir
    Path dir;

    private final AgentKind kind = new AgentKind();

    private static byte[] head(byte[] all) {
        return Arrays.copyOf(all, Math.min(64, all.length));
    }

    @Test
    void recognisesAgentCharactersByContentNotByName() throws Exception {
        AgentCharacter c = AgentTestCharacters.wave();
        byte[] acs = AcsWriter.uncompressed().write(c);
        assertThat(opens(kind, Path.of("whatever.txt"), head(acs))).isTrue();
        assertThat(opens(kind, Path.of("x.acs"), new byte[] {(byte) 0xC4, (byte) 0xAB, (byte) 0xCD, (byte) 0xAB}))
                .as("ACF signature").isTrue();
        assertThat(opens(kind, Path.of("x.acs"), "AC\u0005\u0002".getBytes(StandardCharsets.ISO_8859_1)))
                .as("a Ragnarok ACT named .acs").isFalse();
        assertThat(opens(kind, Path.of("x.acs"), "DefineCharacter\n".getBytes(StandardCharsets.US_ASCII)))
                .as("ACD text is a project by its content, whatever its name").isTrue();
        assertThat(opens(kind, Path.of("Genie.acd"), "//------//\r\n//\r\n".getBytes(StandardCharsets.US_ASCII)))
                .as("an ACD's head is comments: text named .acd is a project").isTrue();
        assertThat(opens(kind, Path.of("x.acd"), new byte[] {0, 1, 2})).as("binary named .acd").isFalse();
        assertThat(kind.formats()).extracting(f -> f.extensions().get(0)).containsExactly("acs", "acf", "acd");
    }

    @Test
    void anUnmodifiedSampleSavesByteForByte() throws Exception {
        Path genie = Samples.file("acs/Genie.acs");
        AgentDocument doc = (AgentDocument) kind.open(OpenRequest.of(genie), TaskProgress.NONE);
        assertThat(doc.format()).isEqualTo(AgentFormat.ACS);
        assertThat(doc.isDirty()).isFalse();
        Path out = dir.resolve("Genie.acs");
        kind.prepareSave(doc, out, kind.defaultSaveOptions(doc)).write(TaskProgress.NONE);
        assertThat(Files.readAllBytes(out)).isEqualTo(Files.readAllBytes(genie));
    }

    @Test
    void editedImagesAreCompressedAndEverythingElseIsCopied() throws Exception {
        Path genie = Samples.file("acs/Genie.acs");
        AgentDocument doc = (AgentDocument) kind.open(OpenRequest.of(genie), TaskProgress.NONE);
        AgentCharacter original = AcsReader.read(genie);
        AgentImage old = doc.character().images().get(8);
        byte[] px = old.pixels();
        Arrays.fill(px, 0, AgentImage.stride(old.width()) * 3, (byte) 42);
        doc.operations().media().replaceImage(8, AgentImage.of(old.width(), old.height(), px));
        doc.operations().frames().setDuration(1, 1, 77);

        Path microsoft = dir.resolve("ms.acs");
        Path smallest = dir.resolve("small.acs");
        kind.prepareSave(doc, microsoft, SaveOptions.NONE).write(TaskProgress.NONE);
        kind.prepareSave(doc, smallest, new AgentSaveOptions(AgentFormat.ACS, CompressionMode.SMALLEST))
                .write(TaskProgress.NONE);

        AgentCharacter back = AcsReader.read(microsoft);
        assertThat(back).isEqualTo(doc.character());
        assertThat(AcsReader.read(smallest)).isEqualTo(doc.character());
        assertThat(Files.size(smallest)).isLessThanOrEqualTo(Files.size(microsoft));
        assertThat(back.images().get(8).stored().bytes()[5]).as("the new image is compressed").isEqualTo((byte) 1);
        for (int i = 0; i < original.images().size(); i++) {
            if (i != 8) {
                assertThat(back.images().get(i).stored().bytes()).as("image %d copied", i)
                        .isEqualTo(original.images().get(i).stored().bytes());
            }
        }
        for (int i = 0; i < original.sounds().size(); i++) {
            assertThat(back.sounds().get(i).data()).isEqualTo(original.sounds().get(i).data());
        }
    }

    @Test
    void whatDoesNotFitTheFormatIsReportedBeforeAnythingIsWritten() {
        AgentCharacter c = AgentTestCharacters.wave();
        c.animations().get(0).frames().get(0).images().add(new AgentFrameImage(99, 0, 0));
        AgentDocument doc = AgentDocument.untitled(c);
        Path target = dir.resolve("bad.acs");
        assertThatThrownBy(() -> kind.prepareSave(doc, target, SaveOptions.NONE))
                .isInstanceOf(AgentWriteException.class).hasMessageContaining("cannot write ACS");
        assertThat(target).doesNotExist();
    }

    @Test
    void saveAsAcfWritesAnAcfWithItsAcaFilesAndTheDocumentFollows() throws Exception {
        AgentDocument doc = AgentDocument.untitled(AgentTestCharacters.wave());
        Path acf = dir.resolve("wave.acf");
        kind.prepareSave(doc, acf, new AgentSaveOptions(AgentFormat.ACF, CompressionMode.MICROSOFT))
                .write(TaskProgress.NONE);
        SwingUtilities.invokeAndWait(() -> { });
        assertThat(acf).exists();
        try (var files = Files.list(dir)) {
            assertThat(files.filter(p -> p.toString().endsWith(".aca")).count()).isEqualTo(2);
        }
        assertThat(AgentConversions.readAcf(acf)).isEqualTo(AgentConversions.normalizeForAcfAca(doc.character()));
        assertThat(doc.format()).isEqualTo(AgentFormat.ACF);
        assertThat(doc.file()).isEqualTo(acf);
        AgentDocument reopened = (AgentDocument) kind.open(OpenRequest.of(acf), TaskProgress.NONE);
        assertThat(reopened.format()).isEqualTo(AgentFormat.ACF);
    }

    @Test
    void newCharactersAreWritableAndReadBackEqual() throws Exception {
        assertThat(kind.templates()).hasSize(2);
        for (DocumentTemplate t : kind.templates()) {
            AgentDocument doc = (AgentDocument) t.create();
            assertThat(doc.file()).isNull();
            assertThat(doc.character().palette()).hasSize(256);
            Path out = dir.resolve(t.name().replace(' ', '_') + ".acs");
            kind.prepareSave(doc, out, SaveOptions.NONE).write(TaskProgress.NONE);
            assertThat(AcsReader.read(out)).isEqualTo(doc.character());
        }
        AgentCharacter standard = ((AgentDocument) kind.templates().get(1).create()).character();
        assertThat(standard.isStandardAnimationSet()).isTrue();
        assertThat(standard.animation("RestPose")).isNotNull();
        assertThat(standard.states()).hasSize(16);
    }
}
