package dev.marionette.editor.archive;

import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveExtractor;
import java.awt.Component;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JOptionPane;

/**
 * Extracts chosen entries to a folder on a background thread, with a progress dialog whose Cancel stops after
 * the entry being written (every file is written whole or not at all, {@link ArchiveExtractor}). Entries that
 * cannot be extracted (a name leading outside the folder, data that lies about its size) are skipped and listed
 * at the end.
 */
final class ArchiveExtraction {

    private ArchiveExtraction() {
    }

    /** The outcome, for the status line and tests. */
    record Outcome(int extracted, List<String> skipped, boolean cancelled) {
        String summary(Path dir) {
            return (cancelled ? "Extraction cancelled: " : "") + extracted + " file" + (extracted == 1 ? "" : "s")
                    + " extracted to " + dir + (skipped.isEmpty() ? "" : ", " + skipped.size() + " skipped");
        }
    }

    /** Entries of {@code index} in {@code folder} and below, in path order. */
    static int[] entriesBelow(ArchiveIndex index, ArchiveFolder folder) {
        return EntryFilter.parse("").select(index, folder, () -> false);
    }

    /** Starts extracting; {@code done} is told on the event thread. */
    static void start(Component parent, ArchiveIndex index, int[] entries, Path dir, Consumer<Outcome> done) {
        ProgressRun.start(parent, "Extracting " + entries.length + " entries to " + dir, entries.length, "Extract",
                "Could not extract to " + dir, "archive-extract",
                (progress, cancelled) -> run(index, entries, dir, progress, cancelled), result -> {
                    if (!result.skipped().isEmpty()) {
                        JOptionPane.showMessageDialog(parent, "Skipped:\n" + String.join("\n",
                                result.skipped().subList(0, Math.min(20, result.skipped().size()))), "Extract",
                                JOptionPane.WARNING_MESSAGE);
                    }
                    done.accept(result);
                });
    }

    /** Extracts on the calling thread, checking {@code cancelled} between entries. */
    static Outcome run(ArchiveIndex index, int[] entries, Path dir, ProgressRun.Progress progress,
            java.util.function.BooleanSupplier cancelled) throws IOException {
        int extracted = 0;
        List<String> skipped = new ArrayList<>();
        for (int k = 0; k < entries.length; k++) {
            if (cancelled.getAsBoolean()) {
                return new Outcome(extracted, skipped, true);
            }
            ArchiveEntry entry = index.archive().entry(entries[k]);
            progress.at(k, index.path(entries[k]));
            ArchiveExtractor.Result r = ArchiveExtractor.extract(index.archive(), List.of(entry), dir);
            extracted += r.extracted();
            r.skipped().forEach(s -> skipped.add(s.entry().displayName() + ": " + s.reason()));
        }
        return new Outcome(extracted, skipped, false);
    }
}
