package dev.marionette.export.ro;

import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.Exporter;
import dev.marionette.export.OutputKind;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveEntrySource;
import dev.marionette.io.archive.ArchiveExtractor;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Exports the sprites among chosen entries of an archive, one after another, in one Ragnarok export format (the
 * archive browser's Export..., like ActEditor's "export all sprites"). An ACT and its SPR are one sprite, exported
 * once from the ACT, with its SPR found in the same folder of the archive ({@link RagnarokSourceLoader}). Each
 * sprite's outputs go to {@code OUT/<the entry's folders>/<name>.<ext>}, placed as extraction places entries
 * ({@link ArchiveExtractor#place}), so sprites of the same name in different folders never collide and nothing lands
 * outside OUT. A sprite that cannot be read or written is skipped with its reason; the others are exported. A cancel
 * is noticed between sprites, and every output is written whole or not at all ({@code ExportFiles}). No Swing.
 */
public final class ArchiveSpriteExport {

    private ArchiveSpriteExport() {
    }

    /** A sprite not exported and why: {@code data\sprite\x.act: not exported: ...}. */
    public record Skipped(String entry, String reason) {
        @Override
        public String toString() {
            return entry + ": " + reason;
        }
    }

    /** What a run did: sprites exported, files written, sprites skipped, and whether it was cancelled. */
    public record Outcome(int exported, List<Path> written, List<Skipped> skipped, boolean cancelled) {
        /** One line for the status bar. */
        public String summary(Path dir) {
            return (cancelled ? "Export cancelled: " : "") + exported + " sprite" + (exported == 1 ? "" : "s")
                    + " exported to " + dir + (skipped.isEmpty() ? "" : ", " + skipped.size() + " skipped");
        }
    }

    /** Progress of a run: sprites done of all, and the entry being exported. */
    public interface Progress {
        void at(int done, int total, String entry);

        Progress NONE = (done, total, entry) -> { };
    }

    /**
     * The sprites among {@code entries}: each ACT and SPR file entry, except an SPR whose ACT (same folder and name,
     * any case) is among them too, in the order given.
     */
    public static List<ArchiveEntry> sprites(List<? extends ArchiveEntry> entries) {
        Set<String> acts = new HashSet<>();
        for (ArchiveEntry e : entries) {
            String key = key(e);
            if (e.isFile() && key.endsWith(".act")) {
                acts.add(key.substring(0, key.length() - 4));
            }
        }
        List<ArchiveEntry> sprites = new ArrayList<>();
        for (ArchiveEntry e : entries) {
            String key = key(e);
            if (!e.isFile()) {
                continue;
            }
            if (key.endsWith(".act") || key.endsWith(".spr") && !acts.contains(key.substring(0, key.length() - 4))) {
                sprites.add(e);
            }
        }
        return sprites;
    }

    private static String key(ArchiveEntry e) {
        return e.displayName().replace('/', '\\').toLowerCase(Locale.ROOT);
    }

    /**
     * Exports the sprites among {@code entries} of {@code archive} with {@code exporter} into {@code dir} (created
     * when missing), on the calling thread.
     *
     * @param cancelled asked before each sprite; once true, the run stops there
     * @throws IOException when {@code dir} cannot be created
     */
    public static Outcome run(Archive archive, List<? extends ArchiveEntry> entries, Exporter<RagnarokSource> exporter,
            ExportOptions options, Path dir, Progress progress, BooleanSupplier cancelled) throws IOException {
        Files.createDirectories(dir);
        Path root = dir.toRealPath();
        RagnarokSourceLoader loader = RagnarokSourceLoader.act();
        List<ArchiveEntry> sprites = sprites(entries);
        List<Path> written = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        int exported = 0;
        for (int k = 0; k < sprites.size(); k++) {
            if (cancelled.getAsBoolean()) {
                return new Outcome(exported, List.copyOf(written), List.copyOf(skipped), true);
            }
            ArchiveEntry entry = sprites.get(k);
            progress.at(k, sprites.size(), entry.displayName());
            try {
                ArchiveEntrySource file = new ArchiveEntrySource(archive, entry);
                RagnarokSource source = loader.load(file, FormatRegistry.installed().detect(FileHead.of(file,
                        ReadOptions.STRICT)), options);
                ArchiveExtractor.Placement placement = ArchiveExtractor.place(root, entry);
                if (placement.problem() != null) {
                    skipped.add(new Skipped(entry.displayName(), placement.problem()));
                    continue;
                }
                Path target = target(exporter, options, placement.target().getParent(), file.baseName());
                ExportResult result;
                try {
                    result = exporter.export(source, options, target, ExportProgress.NONE);
                } catch (IOException | RuntimeException e) {
                    // The folders made for it go again when nothing was written into them.
                    placement.undo();
                    throw e;
                }
                written.addAll(result.written());
                exported++;
            } catch (IOException | RuntimeException e) {
                skipped.add(new Skipped(entry.displayName(), e.getMessage() == null ? e.toString() : e.getMessage()));
            }
        }
        progress.at(sprites.size(), sprites.size(), "");
        return new Outcome(exported, List.copyOf(written), List.copyOf(skipped), false);
    }

    /** Where a sprite's outputs go in {@code folder}: {@code NAME.ext}, the folder itself, or {@code NAME/}. */
    static Path target(Exporter<?> exporter, ExportOptions options, Path folder, String name) {
        OutputKind kind = exporter.output(options);
        return switch (kind) {
            case FILE -> folder.resolve(name + "." + exporter.format().mainExtension());
            case FILES -> folder;
            case FOLDER -> folder.resolve(name);
        };
    }
}
