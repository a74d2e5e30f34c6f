package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentTestCharacters;
import dev.marionette.export.gif.DecodedGif;
import dev.marionette.io.acd.AcdSaver;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** convert, info, check and export with Character Editor projects (.acd) on the command line. */
class AgentSourceCommandsTest extends CommandLineTest {

    @Test
    void acsToAcdProjectAndBackGivesTheSameBytes() throws IOException {
        Path genie = Samples.file("acs/Genie.acs");
        Path acd = dir.resolve("src/Genie.acd");
        assertThat(run("convert", "-o", acd.toString(), genie.toString())).as(err).isZero();
        assertThat(out).contains("Genie.acs -> ", "Genie.acd");
        assertThat(dir.resolve("src/Images/0000.bmp")).exists();
        assertThat(dir.resolve("src/Images/ColorTable.bmp")).exists();
        assertThat(dir.resolve("src/Audio/0000.wav")).exists();

        Path back = dir.resolve("Genie.acs");
        assertThat(run("convert", "-o", back.toString(), acd.toString())).as(err).isZero();
        assertThat(Files.readAllBytes(back)).isEqualTo(Files.readAllBytes(genie));

        assertThat(run("info", acd.toString())).as(err).isZero();
        assertThat(out).contains("Microsoft Agent ACD", "animations: 76", "images: 591", "files: all found");
        assertThat(run("check", acd.toString())).as(err).isZero();
        assertThat(out).contains("Genie.acd: OK");
    }

    @Test
    void acdToAcfAndAcfToAcd() throws IOException {
        Path genie = Samples.file("acs/Genie.acs");
        Path acd = dir.resolve("Genie.acd");
        assertThat(run("convert", "-o", acd.toString(), genie.toString())).as(err).isZero();
        Path acf = dir.resolve("web/Genie.acf");
        assertThat(run("convert", "-o", acf.toString(), acd.toString())).as(err).isZero();
        Path again = dir.resolve("again/Genie.acd");
        assertThat(run("convert", "-o", again.toString(), acf.toString())).as(err).isZero();
        Path acs = dir.resolve("again.acs");
        assertThat(run("convert", "-o", acs.toString(), again.toString())).as(err).isZero();
        assertThat(AcsReader.read(acs)).isEqualTo(AgentConversions.normalizeForAcfAca(AcsReader.read(genie)));
    }

    @Test
    void missingFilesAreWarningsOfCheckAndStopAConversion() throws IOException {
        Path acd = dir.resolve("Genie.acd");
        assertThat(run("convert", "-o", acd.toString(), Samples.file("acs/Genie.acs").toString())).as(err).isZero();
        Files.delete(dir.resolve("Images/0007.bmp"));
        assertThat(run("check", acd.toString())).isZero();
        assertThat(out).contains("1 warnings").contains("Images\\0007.bmp: missing");
        assertThat(run("convert", "-o", dir.resolve("x.acs").toString(), acd.toString())).isEqualTo(2);
        assertThat(err).contains("Images\\0007.bmp: missing");
        assertThat(dir.resolve("x.acs")).doesNotExist();
    }

    /** A small project (the test character "Wave") exported by Marionette into {@code w/}. */
    private Path waveProject() throws IOException {
        Path acd = dir.resolve("w/wave.acd");
        AcdSaver.export(AgentTestCharacters.wave(), acd);
        return acd;
    }

    @Test
    void missingFilesAreOneLineEachWithTheirCountAtTheEndInConvertCheckAndExport() throws IOException {
        Path acd = waveProject();
        Files.delete(dir.resolve("w/Images/0000.bmp"));
        Files.delete(dir.resolve("w/Images/0002.bmp"));

        assertThat(run("convert", "-o", dir.resolve("wave.acs").toString(), acd.toString())).isEqualTo(2);
        List<String> lines = err.lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).isEqualTo(acd + ": not converted: these files it names cannot be used"
                + " (placeholders would take their place):");
        assertThat(lines.get(1)).startsWith("  Images\\0000.bmp: missing (line ");
        assertThat(lines.get(2)).startsWith("  Images\\0002.bmp: missing (line ");
        assertThat(lines.get(3)).isEqualTo(acd + ": 2 files missing or unreadable");
        assertThat(dir.resolve("wave.acs")).doesNotExist();

        assertThat(run("check", acd.toString())).isZero();
        lines = out.lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(1)).startsWith("  warning: Images\\0000.bmp: missing (line ");
        assertThat(lines.get(2)).startsWith("  warning: Images\\0002.bmp: missing (line ");
        assertThat(out).as("no meaningless offset").doesNotContain("offset");
        assertThat(lines.get(3)).isEqualTo("  2 warnings in all");

        assertThat(run("export", "-o", dir.resolve("wave.gif").toString(), acd.toString())).isEqualTo(2);
        lines = err.lines().toList();
        assertThat(lines.get(0)).isEqualTo(acd + ": not exported: these files it names cannot be used"
                + " (placeholders would take their place):");
        assertThat(lines).hasSize(4).last().isEqualTo(acd + ": 2 files missing or unreadable");
        assertThat(dir.resolve("wave.gif")).doesNotExist();
    }

    @Test
    void exportTakesAnAcdProjectAsTheEditorsExportDoes() throws IOException {
        Path acd = waveProject();
        Path gif = dir.resolve("wave.gif");
        assertThat(run("export", "-o", gif.toString(), acd.toString())).as(err).isZero();
        assertThat(out).contains(acd + " -> " + gif);
        assertThat(DecodedGif.read(gif).frames()).as("the frames of Wave").hasSize(3);
        assertThat(run("export", "--help")).isZero();
        assertThat(out).contains("Microsoft Agent ACD (character definition text):\n    gif     .gif    Animated GIF\n"
                + "    web     folder  Web character\n");
    }

    @Test
    void aMalformedAcdIsOneLineWithLineAndColumn() throws IOException {
        Path acd = dir.resolve("bad.acd");
        Files.writeString(acd, "DefineCharacter\r\n\tWidth = wide\r\nEndCharacter\r\n");
        assertThat(run("check", acd.toString())).isEqualTo(2);
        assertThat(err.strip()).isEqualTo(acd + ": line 2, column 10, Width: expected a number from 1 to 65535,"
                + " found \"wide\"");
    }

    @Test
    void helpListsTheAgentSourceConversions() {
        assertThat(run("convert", "--help")).isZero();
        assertThat(out).contains("Microsoft Agent ACS -> .acd", "Microsoft Agent ACD (character definition text)"
                + " -> .acs", "-> .acf");
    }
}
