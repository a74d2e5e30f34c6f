package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.Exporter;
import dev.marionette.export.registry.Exporters;
import dev.marionette.export.ro.RagnarokSource;
import dev.marionette.export.ro.RagnarokSourceLoader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Issue 19, defect 8: a file too large for memory made {@code check} exit 1, which its help did not list, and an
 * export that ran out of memory ended in a raw OutOfMemoryError trace. Every file command's help lists what exit 1
 * means, and running out of memory is one line saying what to do.
 */
class ExitCodesListedTest extends CommandLineTest {

    @Test
    void checkAndInfoListExitCodeOne() {
        for (String command : List.of("check", "info", "roundtrip", "export")) {
            assertThat(run(command, "--help")).isZero();
            String help = out.replaceAll("\\s+", " ");
            assertThat(help).as(command).contains("Exit codes: 0 ").contains(", 1 ").contains("JAVA_OPTS=-Xmx");
        }
    }

    @Test
    void runningOutOfMemoryIsOneLine() {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int exit = OrderedParallel.run(List.of("big.amc"), (item, lines, errors) -> {
            throw new OutOfMemoryError("Java heap space");
        }, (item, failure, errors) -> ExitCodes.INVALID, new PrintWriter(o), new PrintWriter(e));
        assertThat(exit).isEqualTo(ExitCodes.FAILURE);
        assertThat(e.toString()).matches("big\\.amc: not enough memory to handle this file \\(Java may use \\d+ MiB\\);"
                + " give it more with JAVA_OPTS=-Xmx\\.\\.\\.\\R");
    }

    /** An exporter that runs out of memory. */
    static final class Hungry implements Exporter<RagnarokSource> {
        @Override
        public Class<RagnarokSource> sourceType() {
            return RagnarokSource.class;
        }

        @Override
        public ExportFormat format() {
            return ExportFormat.file("big", "Too big", "big");
        }

        @Override
        public ExportResult export(RagnarokSource source, ExportOptions options, Path out, ExportProgress progress) {
            throw new OutOfMemoryError("Java heap space");
        }
    }

    @Test
    void anExportThatRunsOutOfMemoryIsOneLineAndExitsOne() throws Exception {
        ActDocument doc = new ActDocument();
        ActAnimation animation = new ActAnimation();
        animation.frames().add(new ActFrame());
        doc.animations().add(animation);
        Path act = dir.resolve("a.act");
        Files.write(act, ActWriter.toBytes(doc));
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(Palette.fromRgb(new int[Palette.SIZE]));
        sheet.indexedImages().add(new IndexedImage(1, 1, new byte[] {1}));
        Files.write(dir.resolve("a.spr"), SprWriter.toBytes(sheet));
        Exporters registry = new Exporters().register(RagnarokSourceLoader.act()).register(new Hungry());
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        CommandLine cl = new CommandLine(new ExportCommand(registry));
        cl.setOut(new PrintWriter(o, true));
        cl.setErr(new PrintWriter(e, true));
        int exit = cl.execute("-o", dir.resolve("a.big").toString(), act.toString());
        assertThat(exit).isEqualTo(ExitCodes.FAILURE);
        assertThat(e.toString()).startsWith(act + ": not enough memory to handle this file (Java may use ")
                .doesNotContain("Exception", "Error", "\tat ");
    }
}
