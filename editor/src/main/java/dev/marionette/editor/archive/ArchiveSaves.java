package dev.marionette.editor.archive;

import dev.marionette.editor.kind.SaveRouter.SaveHost;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.archive.ArchiveWriter;
import dev.marionette.io.archive.WriteOptions;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.doc.Document;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import java.util.concurrent.CompletableFuture;

/**
 * Save of a sprite opened from an archive. The first Save asks ({@link ArchiveSaveChooser}): into a patch archive of
 * any kind (GPF/GRF, THOR, RGZ: a new one is written whole, its kind from its extension; an existing one is updated
 * through its kind, every other entry kept as it was; both atomically), into a data folder under the entry's path (the
 * client reads a {@code data} folder before its GRFs; the tab then shows those files), or Save As anywhere. The
 * archive the sprite came from is rewritten only when the user picks it and confirms. Later Saves into a patch go to
 * the same patch without asking. Event thread.
 */
final class ArchiveSaves {

    private final ArchiveSaveChooser chooser;
    private final Map<Document<?>, ArchiveOrigin> origins = Collections.synchronizedMap(new WeakHashMap<>());
    private final Map<Document<?>, Path> patches = new WeakHashMap<>();

    ArchiveSaves(ArchiveSaveChooser chooser) {
        this.chooser = chooser;
    }

    /** Records that {@code document} was opened from {@code origin}. */
    void remember(Document<?> document, ArchiveOrigin origin) {
        origins.put(document, origin);
    }

    boolean knows(Document<?> document) {
        return origins.containsKey(document);
    }

    Optional<ArchiveOrigin> origin(Document<?> document) {
        return Optional.ofNullable(origins.get(document));
    }

    CompletableFuture<Boolean> save(Document<?> document, SaveHost host) {
        ArchiveOrigin origin = origins.get(document);
        SpriteDocument sprite = (SpriteDocument) document;
        Path patch = patches.get(document);
        if (patch != null) {
            return intoPatch(sprite, origin, patch, host);
        }
        Optional<ArchiveSaveChooser.Choice> choice = chooser.choose(origin);
        if (choice.isEmpty()) {
            return CompletableFuture.completedFuture(false);
        }
        if (choice.get() instanceof ArchiveSaveChooser.IntoPatch p) {
            Path target = p.archive().toAbsolutePath().normalize();
            if (target.equals(origin.archive().toAbsolutePath().normalize()) && !chooser.confirmRewrite(target)) {
                return CompletableFuture.completedFuture(false);
            }
            return intoPatch(sprite, origin, target, host).thenApply(saved -> {
                if (saved) {
                    patches.put(document, target);
                }
                return saved;
            });
        }
        if (choice.get() instanceof ArchiveSaveChooser.IntoDataFolder d) {
            Path act = underFolder(d.folder(), origin.actEntry());
            return host.saveTo(act).thenApply(saved -> {
                if (saved) {
                    origins.remove(document);
                }
                return saved;
            });
        }
        return host.saveAs().thenApply(saved -> {
            if (saved) {
                origins.remove(document);
            }
            return saved;
        });
    }

    /**
     * The file for {@code entry} below {@code folder}: {@code folder/data/sprite/...}, or, when the user chose
     * the {@code data} folder itself, {@code folder/sprite/...}.
     */
    static Path underFolder(Path folder, String entry) {
        ArchiveNames.SafePath safe = ArchiveNames.safePath(entry);
        if (!safe.safe()) {
            throw new IllegalArgumentException(entry + ": " + safe.problem());
        }
        List<String> parts = new ArrayList<>(safe.parts());
        Path base = folder;
        if (parts.size() > 1 && folder.getFileName() != null
                && folder.getFileName().toString().equalsIgnoreCase(parts.get(0))) {
            parts.remove(0);
        }
        for (String part : parts) {
            base = base.resolve(part);
        }
        return base;
    }

    private CompletableFuture<Boolean> intoPatch(SpriteDocument sprite, ArchiveOrigin origin, Path patch,
            SaveHost host) {
        byte[] act;
        byte[] spr;
        try {
            act = ActWriter.toBytes(sprite.act());
            spr = SprWriter.toBytes(sprite.sheet());
        } catch (IOException | RuntimeException e) {
            return host.write(patch.toString(), progress -> {
                throw e instanceof IOException io ? io : new IOException(e.getMessage(), e);
            });
        }
        return host.write(patch.toString(), progress -> writePatch(patch, List.of(
                new Entry(origin.sprEntry(), spr), new Entry(origin.actEntry(), act))));
    }

    /** An entry to put into a patch. */
    record Entry(String name, byte[] data) {
    }

    /**
     * Puts {@code entries} into {@code patch}: a new archive when there is none (of the kind its extension names, a
     * GPF when it names none), else an update through the kind its first bytes say, keeping every other entry.
     * Either way the result is written beside the target and moved over it.
     */
    static void writePatch(Path patch, List<Entry> entries) throws IOException {
        ArchiveRegistry registry = ArchiveRegistry.installed();
        if (!Files.exists(patch)) {
            ArchivePlugin kind = registry.forExtension(patch).or(() -> registry.byId("gpf")).orElseThrow();
            SafeFileWriter.writeChannel(patch, channel -> {
                ArchiveWriter writer = kind.writer(channel, WriteOptions.DEFAULTS);
                for (Entry e : entries) {
                    writer.add(ArchiveNames.encode(e.name()).orElseThrow(() -> new IOException(
                            e.name() + ": the name cannot be written in CP949")), e.data());
                }
                writer.finish();
            });
            return;
        }
        ArchivePlugin kind = registry.detect(patch).orElseThrow(() -> new IOException(patch
                + ": not an archive (" + registry.kindsInWords() + ")"));
        Path temp = Files.createTempDirectory("marionette-patch");
        try {
            List<ArchiveUpdate.Addition> additions = new ArrayList<>();
            int k = 0;
            for (Entry e : entries) {
                Path file = temp.resolve("entry" + k++);
                Files.write(file, e.data());
                additions.add(new ArchiveUpdate.Addition(e.name(), file));
            }
            kind.update(patch, ArchiveUpdate.of(additions), WriteOptions.DEFAULTS);
        } finally {
            try (var files = Files.list(temp)) {
                for (Path f : (Iterable<Path>) files::iterator) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(temp);
        }
    }
}
