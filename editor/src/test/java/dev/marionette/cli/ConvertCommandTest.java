package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.io.act.ActWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The convert command: the target chosen by the output's extension, clear refusals, nothing half-written. */
class ConvertCommandTest {

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

    private Path ragnarokAct() throws IOException {
        ActDocument doc = new ActDocument();
        ActAnimation animation = new ActAnimation();
        animation.frames().add(new ActFrame());
        doc.animations().add(animation);
        Path act = dir.resolve("body.act");
        Files.write(act, ActWriter.toBytes(doc));
        return act;
    }

    @Test
    void aTargetTheFormatDoesNotConvertToIsRefusedWithExitThreeAndNothingWritten() throws IOException {
        Path act = ragnarokAct();
        Path target = dir.resolve("body.acf");
        assertThat(run("convert", "-o", target.toString(), act.toString())).isEqualTo(3);
        assertThat(err).contains("body.act", "no conversion from Ragnarok ACT to body.acf");
        assertThat(target).doesNotExist();
    }

    @Test
    void anUnknownInputIsOneLineAndExitTwo() throws IOException {
        Path junk = dir.resolve("junk.bin");
        Files.write(junk, new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        assertThat(run("convert", "-o", dir.resolve("x.acf").toString(), junk.toString())).isEqualTo(2);
        assertThat(err.strip().split("\\R")).singleElement().asString().contains("junk.bin");
    }

    @Test
    void helpListsEveryRegisteredConversion() {
        assertThat(run("convert", "--help")).isZero();
        assertThat(out).contains("Conversions:", "Microsoft Agent ACS -> .acf", "Microsoft Agent ACF -> .acs");
    }

    @Test
    void genieGoesToAcfPlusAcaAndBackToTheSameCharacter() throws IOException {
        Path genie = sample("acs/Genie.acs");
        Path acf = dir.resolve("web/genie.acf");
        assertThat(run("convert", "-o", acf.toString(), genie.toString())).as(err).isZero();
        assertThat(out).contains("Genie.acs -> ", "genie.acf");
        try (Stream<Path> files = Files.list(acf.getParent())) {
            assertThat(files.filter(p -> p.toString().endsWith(".aca")).count()).isGreaterThan(50);
        }
        Path back = dir.resolve("back.acs");
        assertThat(run("convert", "-o", back.toString(), acf.toString())).as(err).isZero();
        assertThat(AcsReader.read(Files.readAllBytes(back), "back.acs"))
                .isEqualTo(AgentConversions.normalizeForAcfAca(AcsReader.read(genie)));
    }

    private static Path sample(String relative) {
        String configured = System.getProperty("marionette.samples");
        Path root = configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("../../shared/samples");
        Path file = root.resolve(relative);
        assumeTrue(Files.isRegularFile(file), "sample " + file.toAbsolutePath() + " not found");
        return file;
    }
}
