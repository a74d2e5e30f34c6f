package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** convert, info and check with Character Editor projects (.acd) on the command line. */
class AgentSourceCommandsTest extends CommandLineTest {

    @Test
    void acsToAcdProjectAndBackGivesTheSameBytes() throws IOException {
        Path genie = sample("acs/Genie.acs");
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
        Path genie = sample("acs/Genie.acs");
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
        assertThat(run("convert", "-o", acd.toString(), sample("acs/Genie.acs").toString())).as(err).isZero();
        Files.delete(dir.resolve("Images/0007.bmp"));
        assertThat(run("check", acd.toString())).isZero();
        assertThat(out).contains("1 warnings").contains("Images\\0007.bmp: missing");
        assertThat(run("convert", "-o", dir.resolve("x.acs").toString(), acd.toString())).isEqualTo(2);
        assertThat(err).contains("Images\\0007.bmp: missing");
        assertThat(dir.resolve("x.acs")).doesNotExist();
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
