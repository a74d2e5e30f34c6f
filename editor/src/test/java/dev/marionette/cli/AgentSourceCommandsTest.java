package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** convert, info and check with Character Editor projects (.acd) on the command line. */
class AgentSourceCommandsTest {

    @TempDir
    Path dir;

    private String out;
    private String err;

    private int run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = MarionetteCommand.create(new PrintWriter(o, true), new PrintWriter(e, true)).execute(args);
        out = o.toString();
        err = e.toString();
        return code;
    }

    private static Path sample(String relative) {
        String configured = System.getProperty("marionette.samples");
        Path root = configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("../../shared/samples");
        Path file = root.resolve(relative);
        assumeTrue(Files.isRegularFile(file), "sample " + file.toAbsolutePath() + " not found");
        return file;
    }

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
