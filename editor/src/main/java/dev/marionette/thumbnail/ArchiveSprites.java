package dev.marionette.thumbnail;

import dev.marionette.export.ExportOptions;
import dev.marionette.export.ro.RagnarokSource;
import dev.marionette.export.ro.RagnarokSourceLoader;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveEntrySource;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The sprite an archive (GRF/GPF, THOR or RGZ: any kind of {@link ArchiveRegistry}) is shown by: its first ACT, in
 * table order, whose SPR of the same name is in the same folder; else its first SPR. Entries that cannot be read are passed over (a thumbnail shows what it can), up to
 * {@value #MAX_TRIED} sprites, so a large archive of damaged entries still answers quickly.
 */
final class ArchiveSprites {

    /** How many sprites are tried before giving up. */
    static final int MAX_TRIED = 32;

    private ArchiveSprites() {
    }

    /** The first sprite of the archive {@code file}, read whole (the archive is closed again). */
    static RagnarokSource first(Path file) throws IOException {
        try (Archive archive = ArchiveRegistry.installed().open(file)) {
            RagnarokSource found = first(archive, "act");
            if (found == null) {
                found = first(archive, "spr");
            }
            if (found == null) {
                throw new ThumbnailException("no sprite in the archive that can be shown");
            }
            return found;
        }
    }

    private static RagnarokSource first(Archive archive, String extension) throws IOException {
        FormatRegistry registry = FormatRegistry.installed();
        int tried = 0;
        for (int i = 0; i < archive.size() && tried < MAX_TRIED; i++) {
            ArchiveEntry entry = archive.entry(i);
            if (!entry.isFile() || entry.isRemoval()
                    || !entry.displayName().toLowerCase(Locale.ROOT).endsWith("." + extension)) {
                continue;
            }
            FileSource source = new ArchiveEntrySource(archive, entry);
            if (extension.equals("act") && source.sibling(baseName(source.fileName()) + ".spr").isEmpty()) {
                continue;
            }
            tried++;
            try {
                Detection detection = registry.detect(FileHead.of(source, ReadOptions.STRICT));
                if (detection.format() != RagnarokFormats.ACT && detection.format() != RagnarokFormats.SPR) {
                    continue;
                }
                RagnarokSourceLoader loader = detection.format() == RagnarokFormats.ACT ? RagnarokSourceLoader.act()
                        : RagnarokSourceLoader.spr();
                RagnarokSource sprite = loader.load(source, detection, ExportOptions.DEFAULTS);
                if (sprite.actionCount() > 0) {
                    return sprite;
                }
            } catch (FormatException damaged) {
                // a damaged entry: the next sprite may show
            }
        }
        return null;
    }

    private static String baseName(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot > 0 ? fileName.substring(0, dot) : fileName;
    }
}
