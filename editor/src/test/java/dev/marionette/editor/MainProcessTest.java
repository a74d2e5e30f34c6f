package dev.marionette.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real entry point in a child JVM without a display: the command line never falls into the editor, and
 * the editor says in one line that it needs a display.
 */
class MainProcessTest {

    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {
    }

    private Run run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        builder.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = builder.start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("finished").isTrue();
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void aTypoIsAnUnknownCommand() throws Exception {
        Run r = run("chek", "x.act");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("Unknown command 'chek'").contains("marionette check")
                .doesNotContain("Exception");
    }

    @Test
    void aMissingFileIsAnErrorBeforeAnyWindow() throws Exception {
        Run r = run("nothing-here.act");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("marionette: nothing-here.act: no such file");
    }

    @Test
    void withoutADisplayTheEditorSaysSoInOneLine() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(System.getProperty("os.name").toLowerCase().contains("linux"),
                "only X11 systems have no display once DISPLAY is unset");
        Path act = Files.write(dir.resolve("a.act"), new byte[] {'A', 'C', 5, 2});
        for (Run r : List.of(run(), run(act.toString()))) {
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err().strip().lines()).hasSize(1);
            assertThat(r.err()).contains("cannot open the editor").contains("--help").doesNotContain("Exception");
        }
    }
}
