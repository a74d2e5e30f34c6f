package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.app.instance.InstanceChannel;
import dev.marionette.app.instance.InstanceServer;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
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
        return runWith(List.of(), args);
    }

    private Run runWith(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        // The child's one-window channel is this test's own, never a running editor's.
        builder.environment().put("XDG_RUNTIME_DIR", Files.createDirectories(dir.resolve("runtime")).toString());
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

    /**
     * One window: while an editor listens on the user's channel, a start with files (a double-click in a file manager,
     * {@code marionette FILE} in a terminal) hands them over as absolute paths and ends at once, with no display and no
     * window of its own.
     */
    @Test
    void aSecondStartHandsItsFilesToTheRunningEditor() throws Exception {
        Path runtime = Files.createDirectories(dir.resolve("runtime"));
        InstanceChannel channel = InstanceChannel.in(runtime.resolve("marionette")).orElseThrow();
        InstanceChannel.Claim first = channel.claim(List.of());
        try (InstanceServer server = first.server()) {
            List<List<Path>> received = new CopyOnWriteArrayList<>();
            server.setReceiver(received::add);
            Files.writeString(dir.resolve("body.act"), "AC");
            Files.createDirectories(dir.resolve("sub"));
            Files.writeString(dir.resolve("sub/Genie.acs"), "x");

            Run r = run("body.act", "sub/../sub/Genie.acs");

            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.err()).doesNotContain("cannot open the editor");
            assertThat(received).containsExactly(List.of(dir.resolve("body.act").toRealPath(),
                    dir.resolve("sub/Genie.acs").toRealPath()));
        }
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

    /**
     * A batch command on a server loads neither Swing nor the editor: the JVM's class-loading log of {@code check},
     * {@code info}, {@code render}, {@code export} and {@code thumbnail} (which file managers run, with no display) of a
     * sprite lists no {@code javax.swing} and no
     * {@code dev.marionette.editor} class (the log itself is checked to list the command's own classes). The one
     * exception is the model's undo support ({@code javax.swing.undo} and its {@code UndoableEditListener}), which
     * the model uses by design and which starts no toolkit.
     */
    @Test
    void commandsLoadNeitherSwingNorTheEditor() throws Exception {
        ActDocument doc = new ActDocument();
        ActAnimation animation = new ActAnimation();
        ActFrame frame = new ActFrame();
        frame.layers().add(new SpriteLayer(1, 2, 0, SpriteLayer.TYPE_INDEXED));
        frame.anchors().add(new Anchor(0, -70));
        animation.frames().add(frame);
        doc.animations().add(animation);
        Path act = Files.write(dir.resolve("body.act"), ActWriter.toBytes(doc));
        SpriteSheet sheet = new SpriteSheet();
        sheet.indexedImages().add(new IndexedImage(2, 2, new byte[] {0, 1, 2, 0}));
        sheet.setPalette(Palette.fromRgb(new int[256]));
        Path spr = Files.write(dir.resolve("body.spr"), SprWriter.toBytes(sheet));

        List<List<String>> commands = List.of(List.of("check", act.toString(), spr.toString()),
                List.of("info", act.toString()),
                List.of("render", "-o", dir.resolve("frame.png").toString(), act.toString()),
                List.of("export", "-f", "gif", "-o", dir.resolve("body.gif").toString(), act.toString()),
                List.of("thumbnail", "-s", "64", act.toString(), dir.resolve("thumb.png").toString()));
        for (List<String> args : commands) {
            Path log = dir.resolve("classes-" + args.get(0) + ".txt");
            Run r = runWith(List.of("-Xlog:class+load=info:file=" + log), args.toArray(String[]::new));
            assertThat(r.exit()).as(args + ": " + r.err()).isZero();
            List<String> loaded = Files.readAllLines(log, StandardCharsets.UTF_8);
            assertThat(loaded).as("the log lists the command's classes").anyMatch(l -> l.contains(" dev.marionette.cli."));
            List<String> offending = loaded.stream()
                    .filter(l -> l.contains(" javax.swing.") || l.contains(" dev.marionette.editor."))
                    .filter(l -> !l.contains(" javax.swing.undo.") && !l.contains(" javax.swing.event.UndoableEdit"))
                    .map(l -> l.replaceFirst("^.*?\\] (?=\\S+ source:)", "").replaceFirst(" source:.*$", "")).toList();
            assertThat(offending).as(args.get(0) + " loads no Swing and no editor class").isEmpty();
            // Nor any other command's classes, nor the handlers and conversions of families it does not read.
            List<String> others = loaded.stream()
                    .filter(l -> l.matches(".*\\] dev\\.marionette\\.cli\\.[A-Za-z]+Command[ $].*"))
                    .filter(l -> !l.contains("cli.MarionetteCommand") && !l.contains("cli." + commandClass(args.get(0))))
                    .toList();
            assertThat(others).as(args.get(0) + " loads no other command").isEmpty();
            List<String> otherFamilies = loaded.stream()
                    .filter(l -> l.matches(".*\\] dev\\.marionette\\.io\\.(agent|sims|gk3|acclaim)\\.\\S*"
                            + "(FormatHandler|Handler|Conversion)[ $].*"))
                    .toList();
            assertThat(otherFamilies).as(args.get(0) + " of a sprite makes no handler of another family").isEmpty();
        }
    }

    private static String commandClass(String command) {
        return Character.toUpperCase(command.charAt(0)) + command.substring(1) + "Command";
    }
}
