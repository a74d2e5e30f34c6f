package dev.marionette.bench.sims;

import dev.marionette.bench.motion.OpenToFirstPaint;
import dev.marionette.editor.sims.SimsView;
import dev.marionette.io.FileBytes;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.sims.SimsCharacterFiles;
import java.awt.EventQueue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Opening the six-skill BCF sample in a running editor to a painted pose, as {@code MotionOpenToPaintHarness} does
 * for Acclaim motions. The sample is laid out as a modder has it, in a temporary folder: {@code
 * a2a-apologizer.cmx.bcf}, its one CFP and {@code adult-skeleton.cmx} beside it. The editor starts as a user starts
 * it (the demo sprite playing), then opens the BCF with File &gt; Open's code path; printed is the time from that call
 * to the end of the first paint of the Sims tab's 3D view (file read and parsed, the six skills' CFPs looked up and
 * the one there decoded, the skeleton found and read, the tab built, the first skill posed and drawn).
 *
 * <p>The baseline, {@code --baseline}: in a fresh JVM too, reading and parsing the BCF alone (bytes from disk to the
 * file model, no CFP, no skeleton, no window): what any tool must do first. Each run is one JVM, so the code paths
 * are cold, as on a first open; run both several times, interleaved, and compare the medians.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.marionette.bench.sims.SimsOpenToPaintHarness            (needs a display)
 * java -cp bench/target/benchmarks.jar dev.marionette.bench.sims.SimsOpenToPaintHarness --baseline
 * </pre>
 */
public final class SimsOpenToPaintHarness {

    private SimsOpenToPaintHarness() {
    }

    public static void main(String[] args) throws Exception {
        Path samples = SimsSamplesForBench.folder();
        Path bcf = samples.resolve("ts1_bcf/a2a-apologizer.cmx.bcf");
        if (args.length > 0 && args[0].equals("--baseline")) {
            long started = System.nanoTime();
            int skills = SimsCharacterFiles.read(FileBytes.read(bcf, ReadOptions.STRICT), bcf.toString(),
                    ReadOptions.STRICT).value().data().skills().size();
            System.out.printf(Locale.ROOT, "read-bcf %s: %.1f ms (%d skills)%n", bcf.getFileName(),
                    (System.nanoTime() - started) / 1e6, skills);
            return;
        }
        Path folder = Files.createTempDirectory("sims-open");
        Path file = Files.copy(bcf, folder.resolve(bcf.getFileName()));
        Files.copy(samples.resolve("ts1_bcf/xskill-a2a-apologizer.cfp"), folder.resolve("xskill-a2a-apologizer.cfp"));
        Files.copy(samples.resolve("ts1_cmx/adult-skeleton.cmx"), folder.resolve("adult-skeleton.cmx"));
        // Deleted at exit in the reverse order of registering: the files, then the folder.
        folder.toFile().deleteOnExit();
        try (var copies = Files.list(folder)) {
            copies.forEach(p -> p.toFile().deleteOnExit());
        }

        var opened = new OpenToFirstPaint<>(SimsView.class, SimsView::panel).open(file);
        int parts = onEventThread(() -> opened.view().panel().scene().figure().partCount());
        if (parts == 0) {
            throw new IllegalStateException("the tab painted no figure: was the skeleton found?");
        }
        System.out.printf(Locale.ROOT, "open-to-paint %s: %.1f ms (%d bones posed)%n", file.getFileName(),
                opened.millis(), parts);
        System.exit(0);
    }

    private static int onEventThread(java.util.function.IntSupplier value) throws Exception {
        int[] result = new int[1];
        EventQueue.invokeAndWait(() -> result[0] = value.getAsInt());
        return result[0];
    }
}
