package dev.marionette.editor.archive;

import dev.marionette.render.ro.SpriteFiles;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfEntry;
import dev.marionette.io.spr.SprReader;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads an ACT or SPR entry of an archive, with its companion found in the same archive (same path, the other
 * extension, any case, as the client looks it up), as the Ragnarok tab reads a pair of files: strictly, so an
 * unchanged sprite saves to the same bytes. An SPR without an ACT gets the generated one-frame-per-image ACT, as
 * on disk. Worker thread.
 */
public final class ArchiveSprites {

    /** The largest entry read into memory for editing or preview. */
    static final long MAX_BYTES = 256L << 20;

    private ArchiveSprites() {
    }

    /** A sprite read from an archive and where it came from. */
    public record Opened(SpriteDocument document, ArchiveOrigin origin) {
    }

    /** True when {@code path} names an ACT or SPR. */
    public static boolean isSprite(String path) {
        String lower = path.toLowerCase(Locale.ROOT);
        return lower.endsWith(".act") || lower.endsWith(".spr");
    }

    /** The path with its extension replaced by {@code extension}. */
    static String sibling(String path, String extension) {
        int dot = path.lastIndexOf('.');
        return (dot < 0 ? path : path.substring(0, dot)) + "." + extension;
    }

    /** Reads the pair {@code entry} belongs to. */
    public static Opened open(GrfArchive archive, java.nio.file.Path file, GrfEntry entry) throws IOException {
        String path = entry.path();
        String label = archive.source() + "!" + path;
        byte[] data = archive.read(entry, MAX_BYTES);
        if (path.toLowerCase(Locale.ROOT).endsWith(".act")) {
            ActDocument act = ActReader.read(data, label, ReadOptions.STRICT).value();
            Optional<GrfEntry> spr = archive.find(sibling(path, "spr"));
            if (spr.isEmpty()) {
                throw new IOException(label + " needs its sprite sheet, " + sibling(path, "spr")
                        + ", and the archive has none.");
            }
            String sprPath = spr.get().path();
            SpriteSheet sheet = SprReader.read(archive.read(spr.get(), MAX_BYTES), archive.source() + "!" + sprPath,
                    ReadOptions.STRICT).value();
            return opened(act, sheet, new ArchiveOrigin(file, path, sprPath));
        }
        SpriteSheet sheet = SprReader.read(data, label, ReadOptions.STRICT).value();
        Optional<GrfEntry> actEntry = archive.find(sibling(path, "act"));
        if (actEntry.isPresent()) {
            String actPath = actEntry.get().path();
            ActDocument act = ActReader.read(archive.read(actEntry.get(), MAX_BYTES), archive.source() + "!" + actPath,
                    ReadOptions.STRICT).value();
            return opened(act, sheet, new ArchiveOrigin(file, actPath, path));
        }
        return opened(SpriteFiles.sheetViewer(sheet), sheet, new ArchiveOrigin(file, sibling(path, "act"), path));
    }

    private static Opened opened(ActDocument act, SpriteSheet sheet, ArchiveOrigin origin) {
        SpriteDocument document = new SpriteDocument(act, sheet, null, null);
        document.setUntitledName(origin.title());
        return new Opened(document, origin);
    }
}
