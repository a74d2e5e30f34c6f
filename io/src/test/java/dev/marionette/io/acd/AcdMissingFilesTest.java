package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a project whose files are missing says when compiling it is refused: on the command line one line per
 * file and the count at the end; in a dialog the count, the first names and what to do, in short lines; and the
 * placeholders the character still uses after edits and saves (a replaced one no longer counts).
 */
class AcdMissingFilesTest {

    @TempDir
    Path dir;
    Path acd;

    @BeforeEach
    void exportAndRemoveFiles() throws Exception {
        acd = dir.resolve("fixture.acd");
        AcdSaver.export(AcsReader.read(AcsWriter.compressing(BlockEncoder.microsoft())
                .write(AgentFixtures.character()), "fixture.acs"), acd);
        Files.delete(dir.resolve("Images/0001.bmp"));
        Files.delete(dir.resolve("Images/0003.bmp"));
        Files.delete(dir.resolve("Audio/0000.wav"));
    }

    @Test
    void theCommandLineReportIsOneLinePerFileWithTheCountAtTheEnd() throws Exception {
        AcdMissingFiles missing = AcdMissingFiles.of(AcdReader.read(acd).project());
        List<String> lines = missing.report("fixture.acd", "not converted").lines().toList();
        assertThat(lines).hasSize(5);
        assertThat(lines.get(0)).isEqualTo("fixture.acd: not converted: these files it names cannot be used"
                + " (placeholders would take their place):");
        assertThat(lines.get(1)).matches("  Images\\\\0001\\.bmp: missing \\(line \\d+\\); a red cross stands in for it");
        assertThat(lines.get(2)).matches("  Images\\\\0003\\.bmp: missing \\(line \\d+\\); a red cross stands in for it");
        assertThat(lines.get(3)).matches("  Audio\\\\0000\\.wav: missing \\(line \\d+\\); a silent sound stands in for"
                + " it");
        assertThat(lines.get(4)).isEqualTo("fixture.acd: 3 files missing or unreadable");
        assertThat(String.join("\n", lines)).doesNotContain("offset");
    }

    @Test
    void theCharacterStillUsesThePlaceholdersUntilTheyAreReplacedSavesOrNot() throws Exception {
        AcdReader.Result r = AcdReader.read(acd);
        AgentDocument doc = new AgentDocument(r.character(), acd, AgentFormat.ACD);
        doc.setSourceProject(r.project());
        assertThat(AcdMissingFiles.in(doc.character(), r.project()).names())
                .containsExactly("Images\\0001.bmp", "Images\\0003.bmp", "Audio\\0000.wav");

        doc.operations().media().replaceImage(1, AgentFixtures.blob(6, 6, 3));
        assertThat(AcdMissingFiles.in(doc.character(), r.project()).names())
                .containsExactly("Images\\0003.bmp", "Audio\\0000.wav");

        AcdSaver.Saved saved = AcdSaver.save(doc.character().copy(), r.project(), acd);
        for (int i = 0; i < saved.images().size(); i++) {
            doc.character().images().get(i).setSourceFile(saved.images().get(i));
        }
        assertThat(saved.project().problems()).as("a save reports nothing new").isEmpty();
        AcdMissingFiles after = AcdMissingFiles.in(doc.character(), saved.project());
        assertThat(after.names()).as("the placeholders left stay placeholders")
                .containsExactly("Images\\0003.bmp", "Audio\\0000.wav");
        assertThat(after.summary()).isEqualTo("2 files missing or unreadable");
    }

    @Test
    void theDialogNamesTheFirstFilesAndCountsTheRestInWholeSentences() throws Exception {
        AcdReader.Result r = AcdReader.read(acd);
        AgentDocument doc = new AgentDocument(r.character(), acd, AgentFormat.ACD);
        for (int i = 0; i < 12; i++) {
            AgentImage placeholder = r.character().images().get(1);
            AgentImage copy = AgentImage.of(placeholder.width(), placeholder.height(), placeholder.pixels());
            copy.setSourceFile("Images\\extra" + i + ".bmp");
            doc.character().images().add(copy);
        }
        AcdProject project = r.project();
        AcdMissingFiles missing = AcdMissingFiles.in(doc.character(), project);
        assertThat(missing.count()).as("copies of a placeholder are not the project's files").isEqualTo(3);

        String text = new AcdMissingFiles.Refusal(AcdMissingFiles.of(manyMissing()), "big.acd").getMessage();
        List<String> lines = text.lines().toList();
        assertThat(lines.get(0)).startsWith("40 files of the big.acd project are missing or unreadable: ");
        assertThat(lines).contains("    Images\\0000.bmp", "    Images\\0007.bmp", "    and 32 more")
                .doesNotContain("    Images\\0008.bmp");
        // a line is a whole sentence or a name: the dialog wraps long ones at words (a newline inside a phrase
        // read as a cut, issue 28)
        assertThat(lines).allMatch(l -> l.startsWith("    ") || l.endsWith(".") || l.endsWith(":"),
                "whole sentences and names");
    }

    /** A project naming 40 image files, none of them there. */
    private AcdProject manyMissing() throws Exception {
        StringBuilder text = new StringBuilder("DefineCharacter\r\n\tGUID = {0F3E2A10-0000-4000-8000-00000000ABCD}"
                + "\r\nEndCharacter\r\nDefineAnimation \"Many\"\r\n");
        for (int i = 0; i < 40; i++) {
            text.append(String.format("\tDefineFrame\r\n\t\tDefineImage\r\n\t\t\tFilename = \"Images\\%04d.bmp\"\r\n"
                    + "\t\tEndImage\r\n\tEndFrame\r\n", i));
        }
        text.append("EndAnimation\r\n");
        Path big = Files.createDirectories(dir.resolve("big")).resolve("big.acd");
        Files.writeString(big, text);
        return AcdReader.read(big).project();
    }
}
