package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The convert command: the target chosen by the output's extension, clear refusals, nothing half-written. */
class ConvertCommandTest extends CommandLineTest {

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
        Path genie = Samples.file("acs/Genie.acs");
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
}
