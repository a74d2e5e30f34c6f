package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An ACD kept by hand in its own style ({@link AcdRestyled}: LF, two-space indentation, "Key=Value" here and
 * "Key = Value" there, lower-case keywords, trailing spaces, bare file names, hexadecimal offsets, comments, no
 * line end at the end) saved after edits: what the edit changes is written in that style, everything else stays
 * byte for byte.
 */
class AcdStyledSourceSaveTest {

    @TempDir
    Path dir;
    Path acd;
    byte[] original;
    AgentDocument doc;

    @BeforeEach
    void writeTheProject() throws Exception {
        acd = dir.resolve("styled.acd");
        AgentCharacter c = AcsReader.read(AcsWriter.compressing(BlockEncoder.microsoft())
                .write(AgentFixtures.character()), "fixture.acs");
        AcdSaver.export(c, acd);
        original = AcdRestyled.of(Files.readAllBytes(acd));
        Files.write(acd, original);
        doc = open();
        assertThat(doc.character()).as("the restyled text says the same").isEqualTo(c);
    }

    private AgentDocument open() throws Exception {
        AcdReader.Result r = AcdReader.read(acd);
        assertThat(r.project().problems()).isEmpty();
        AgentDocument d = new AgentDocument(r.character(), acd, AgentFormat.ACD);
        d.setSourceProject(r.project());
        return d;
    }

    private byte[] save() throws Exception {
        AcdSaver.Saved saved = AcdSaver.save(doc.character().copy(), (AcdProject) doc.sourceProject(), acd);
        for (int i = 0; i < saved.images().size(); i++) {
            doc.character().images().get(i).setSourceFile(saved.images().get(i));
        }
        for (int i = 0; i < saved.sounds().size(); i++) {
            doc.character().sounds().get(i).setSourceFile(saved.sounds().get(i));
        }
        doc.setSourceProject(saved.project());
        byte[] bytes = Files.readAllBytes(acd);
        assertThat(bytes[bytes.length - 1]).as("still no line end after the last line").isNotEqualTo((byte) '\n');
        assertThat(new String(bytes, StandardCharsets.ISO_8859_1)).as("LF only").doesNotContain("\r");
        assertThat(AcdReader.read(acd).character()).as("reads back as the edited character")
                .isEqualTo(doc.character());
        return bytes;
    }

    private static int lineOf(List<String> lines, String prefix, int from) {
        for (int i = from; i < lines.size(); i++) {
            if (lines.get(i).stripLeading().startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line " + prefix);
    }

    @Test
    void savedUnchangedItIsTheSameFile() throws Exception {
        assertThat(save()).isEqualTo(original);
    }

    @Test
    void aChangedDurationKeepsItsLineAsWrittenWithTheNewNumber() throws Exception {
        AgentAnimation a = doc.character().animations().get(0);
        int old = a.frames().get(0).duration();
        doc.operations().frames().setDuration(0, 0, old + 5);
        AcdTextDiff.Result diff = AcdTextDiff.of(original, save());
        assertThat(diff.removed()).hasSize(1);
        String was = diff.removed().get(0);
        assertThat(was.strip().toLowerCase(java.util.Locale.ROOT)).matches("duration ?= ?" + old);
        assertThat(diff.added()).containsExactly(was.replace(Integer.toString(old), Integer.toString(old + 5)));
    }

    @Test
    void aChangedOffsetIsWrittenInHexadecimalAsTheFileWritesOffsets() throws Exception {
        List<String> lines = AcdTextDiff.lines(original);
        int frameImage = lineOf(lines, "DefineImage", lineOf(lines, "DefineAnimation", 0));
        assertThat(lines.get(frameImage + 1)).contains("Filename").doesNotContain("\"");
        doc.operations().frameContent().setImagePosition(0, 0, 0, 26, -3);
        AcdTextDiff.Result diff = AcdTextDiff.of(original, save());
        assertThat(diff.added()).allMatch(l -> l.matches(" +(?i:offset[xy]) ?= ?-?0x[0-9A-F]+ ?\n"))
                .anyMatch(l -> l.contains("0x1A")).anyMatch(l -> l.contains("-0x3"));
        assertThat(diff.removed()).allMatch(l -> l.toLowerCase(java.util.Locale.ROOT).contains("offset"));
    }

    @Test
    void aNewAnimationIsWrittenInTheFilesStyleAndSpacedAsItsAnimationsAre() throws Exception {
        int index = doc.operations().animations().add("Added Later");
        doc.operations().frames().add(index, 0);
        doc.operations().frameContent().addImage(index, 0, 0, 1, 3, 0);
        byte[] saved = save();
        AcdTextDiff.Result diff = AcdTextDiff.of(original, saved);
        assertThat(diff.removed()).isEmpty();
        assertThat(diff.added()).contains("DefineAnimation \"Added Later\"\n", "  DefineFrame\n",
                "    Duration = 10\n", "      Filename = Images\\0001.bmp\n", "      OffsetX = 0x3\n", "EndAnimation\n");
        assertThat(diff.added()).as("two spaces a step, no tabs").noneMatch(l -> l.contains("\t"));
        List<String> lines = AcdTextDiff.lines(saved);
        int at = lines.indexOf("DefineAnimation \"Added Later\"\n");
        assertThat(lines.subList(at - 3, at)).as("the file's separator between animations")
                .containsExactly("\n", "//-------------------------------------------------------------------//\n",
                        "\n");
    }

    @Test
    void aRemovedAnimationTakesTheCommentAboveItAndNothingElse() throws Exception {
        List<String> lines = AcdTextDiff.lines(original);
        int comment = lineOf(lines, "// animation number 3:", 0);
        int end = lineOf(lines, "EndAnimation", comment);
        assertThat(lines.get(comment + 1)).contains("Wave Hand");
        doc.operations().animations().remove(2);
        AcdTextDiff.Result diff = AcdTextDiff.of(original, save());
        assertThat(diff.added()).isEmpty();
        List<String> expected = new java.util.ArrayList<>(lines.subList(comment - 3, end + 1));
        assertThat(expected.subList(0, 3)).as("the separator before it").containsExactly("\n",
                "//-------------------------------------------------------------------//\n", "\n");
        assertThat(diff.removed()).as("the block, its comment and one separator")
                .containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void undoingEveryEditGivesTheFileBack() throws Exception {
        doc.operations().frames().setDuration(0, 0, 77);
        doc.operations().animations().rename(0, "Renamed");
        doc.operations().animations().remove(1);
        save();
        while (doc.canUndo()) {
            doc.undo();
        }
        assertThat(save()).isEqualTo(original);
    }
}
