package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saving an ACD project after edits made as the editor makes them: only changed and new files are written, in
 * place; new files never overwrite a file found in the folder; files no longer used are left alone; nothing is
 * written outside the folder; placeholders stay placeholders until replaced.
 */
class AcdSaverTest {

    @TempDir
    Path root;
    Path dir;
    Path acd;

    @BeforeEach
    void export() throws Exception {
        dir = Files.createDirectories(root.resolve("project"));
        acd = dir.resolve("fixture.acd");
        byte[] acs = AcsWriter.compressing(BlockEncoder.microsoft()).write(AgentFixtures.character());
        AcdSaver.export(AcsReader.read(acs, "fixture.acs"), acd);
    }

    private AgentDocument open() throws Exception {
        AcdReader.Result r = AcdReader.read(acd);
        AgentDocument doc = new AgentDocument(r.character(), acd, AgentFormat.ACD);
        doc.setSourceProject(r.project());
        return doc;
    }

    private AcdSaver.Saved save(AgentDocument doc) throws Exception {
        return AcdSaver.save(doc.character().copy(), (AcdProject) doc.sourceProject(), acd);
    }

    /** Every file under the folder with its last-modified time, after setting all of them to one old time. */
    private Map<Path, FileTime> ageAll() throws Exception {
        FileTime old = FileTime.fromMillis(1_000_000_000_000L);
        Map<Path, FileTime> times = new HashMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                Files.setLastModifiedTime(p, old);
                times.put(p, old);
            }
        }
        return times;
    }

    private static java.util.List<Path> touched(Map<Path, FileTime> before) throws Exception {
        return before.keySet().stream().filter(p -> {
            try {
                return !Files.exists(p) || !Files.getLastModifiedTime(p).equals(before.get(p));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).sorted().toList();
    }

    @Test
    void aReplacedImageIsWrittenInPlaceAndNothingElse() throws Exception {
        AgentDocument doc = open();
        Map<Path, FileTime> before = ageAll();
        doc.operations().media().replaceImage(5, AgentFixtures.blob(48, 40, 9));
        AcdSaver.Saved saved = save(doc);
        assertThat(saved.written()).containsExactly(dir.resolve("Images/0005.bmp"), acd);
        assertThat(touched(before)).containsExactlyInAnyOrder(acd, dir.resolve("Images/0005.bmp"));
        assertThat(saved.images().get(5)).isEqualTo("Images\\0005.bmp");
        assertThat(AcdReader.read(acd).character().images().get(5).pixels())
                .isEqualTo(AgentFixtures.blob(48, 40, 9).pixels());
    }

    @Test
    void aReplacedSoundIsWrittenInPlace() throws Exception {
        AgentDocument doc = open();
        Map<Path, FileTime> before = ageAll();
        byte[] wave = AgentFixtures.wave(99);
        doc.operations().media().replaceSound(0, AgentSound.of(wave));
        save(doc);
        assertThat(touched(before)).containsExactlyInAnyOrder(acd, dir.resolve("Audio/0000.wav"));
        assertThat(Files.readAllBytes(dir.resolve("Audio/0000.wav"))).isEqualTo(wave);
    }

    @Test
    void aNewImageGetsAFileNoOtherFileHas() throws Exception {
        AgentDocument doc = open();
        Files.write(dir.resolve("Images/0006.bmp"), new byte[] {1, 2, 3});
        Map<Path, FileTime> before = ageAll();
        int index = doc.operations().media().addImage(AgentFixtures.blob(10, 10, 4));
        AgentFrame frame = new AgentFrame();
        frame.images().add(new AgentFrameImage(index, 1, 1));
        doc.operations().frames().add(0, 0, frame);
        AcdSaver.Saved saved = save(doc);
        assertThat(saved.images().get(index)).isEqualTo("Images\\0007.bmp");
        assertThat(Files.readAllBytes(dir.resolve("Images/0006.bmp"))).containsExactly(1, 2, 3);
        assertThat(touched(before)).containsExactlyInAnyOrder(acd);
        assertThat(dir.resolve("Images/0007.bmp")).exists();
        assertThat(AcdReader.read(acd).character()).isEqualTo(doc.character());
    }

    @Test
    void filesTheCharacterNoLongerUsesAreLeftAlone() throws Exception {
        AgentDocument doc = open();
        Map<Path, FileTime> before = ageAll();
        doc.operations().animations().remove(2); // "Wave Hand", the only user of nothing else
        doc.operations().frameContent().removeImage(0, 0, 0);
        AcdSaver.Saved saved = save(doc);
        assertThat(saved.written()).containsExactly(acd);
        assertThat(touched(before)).containsExactlyInAnyOrder(acd);
        assertThat(root.resolve("project/Images/0001.bmp")).exists();
    }

    @Test
    void changedFilesOutsideTheFolderAreWrittenUnderImagesInstead() throws Exception {
        Path outside = Files.createDirectories(root.resolve("shared"));
        Files.copy(dir.resolve("Images/0000.bmp"), outside.resolve("body.bmp"));
        Files.copy(dir.resolve("Images/0001.bmp"), outside.resolve("head.bmp"));
        String text = Files.readString(acd, StandardCharsets.ISO_8859_1)
                .replace("\"Images\\0000.bmp\"", "\"..\\shared\\body.bmp\"")
                .replace("\"Images\\0001.bmp\"", "\"" + outside.resolve("head.bmp").toAbsolutePath() + "\"");
        Files.writeString(acd, text, StandardCharsets.ISO_8859_1);
        AgentDocument doc = open();
        assertThat(((AcdProject) doc.sourceProject()).problems()).isEmpty();
        Map<Path, FileTime> before = ageAll();
        doc.operations().media().replaceImage(0, AgentFixtures.blob(30, 24, 7));

        AcdSaver.Saved saved = save(doc);
        assertThat(saved.images().get(0)).isEqualTo("Images\\body.bmp");
        assertThat(saved.images().get(1)).as("unchanged: the reference stays").isEqualTo(
                outside.resolve("head.bmp").toAbsolutePath().toString());
        assertThat(saved.notes()).singleElement().asString().contains("..\\shared\\body.bmp")
                .contains("Images\\body.bmp");
        assertThat(touched(before)).as("the shared files are untouched").containsExactly(acd);
        assertThat(dir.resolve("Images/body.bmp")).exists();
        assertThat(Files.readString(acd, StandardCharsets.ISO_8859_1)).contains("\"Images\\body.bmp\"")
                .doesNotContain("shared\\body.bmp");
        assertThat(saved.written()).allMatch(p -> p.startsWith(dir));
    }

    @Test
    void aMissingFileKeepsItsPlaceholderAndReferenceUntilReplaced() throws Exception {
        Files.delete(dir.resolve("Images/0003.bmp"));
        AgentDocument doc = open();
        AcdProject project = (AcdProject) doc.sourceProject();
        assertThat(project.problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo("Images\\0003.bmp");
            assertThat(p.warning()).isFalse();
            assertThat(p.message()).contains("missing");
        });
        AgentImage placeholder = doc.character().images().get(3);
        assertThat(placeholder.width()).isEqualTo(48);
        assertThat(placeholder.pixel(0, 0)).isNotEqualTo(doc.character().transparentIndex());

        AcdSaver.Saved unchanged = save(doc);
        assertThat(unchanged.written()).containsExactly(acd);
        assertThat(dir.resolve("Images/0003.bmp")).doesNotExist();
        assertThat(Files.readString(acd, StandardCharsets.ISO_8859_1)).contains("\"Images\\0003.bmp\"");
        doc.setSourceProject(unchanged.project());

        doc.operations().media().replaceImage(3, AgentFixtures.blob(9, 5, 4));
        AcdSaver.Saved fixed = save(doc);
        assertThat(fixed.written()).containsExactly(dir.resolve("Images/0003.bmp"), acd);
        assertThat(AcdReader.read(acd).project().problems()).isEmpty();
    }

    @Test
    void savingIntoAnotherFolderCopiesTheProject() throws Exception {
        AgentDocument doc = open();
        Path other = Files.createDirectories(root.resolve("copy")).resolve("copy.acd");
        AcdSaver.Saved saved = AcdSaver.save(doc.character().copy(), (AcdProject) doc.sourceProject(), other);
        assertThat(saved.written()).contains(root.resolve("copy/Images/0000.bmp"), root.resolve("copy/Audio/0000.wav"),
                root.resolve("copy/Images/ColorTable.bmp"), root.resolve("copy/Images/SystemTray.ico"));
        assertThat(Files.readAllBytes(root.resolve("copy/Images/0002.bmp")))
                .isEqualTo(Files.readAllBytes(dir.resolve("Images/0002.bmp")));
        AcdReader.Result copy = AcdReader.read(other);
        assertThat(copy.project().problems()).isEmpty();
        assertThat(copy.character()).isEqualTo(doc.character());
    }

    @Test
    void aFileDeletedBehindTheEditorsBackIsWrittenAgain() throws Exception {
        AgentDocument doc = open();
        byte[] bmp = Files.readAllBytes(dir.resolve("Images/0002.bmp"));
        Files.delete(dir.resolve("Images/0002.bmp"));
        AcdSaver.Saved saved = save(doc);
        assertThat(saved.written()).containsExactly(dir.resolve("Images/0002.bmp"), acd);
        assertThat(Files.readAllBytes(dir.resolve("Images/0002.bmp"))).isEqualTo(bmp);
    }
}
