package dev.marionette.editor.archive;

import dev.marionette.io.Companions;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveEntrySource;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.ragnarok.SpritePair;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.util.Locale;

/**
 * Reads an ACT or SPR entry of an archive, with its companion found in the same archive (same path, the other
 * extension, any case, as the client looks it up), as the Ragnarok tab reads a pair of files: strictly, so an
 * unchanged sprite saves to the same bytes. An SPR without an ACT gets the generated one-frame-per-image ACT, as
 * on disk. Worker thread.
 */
public final class ArchiveSprites {

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

    /**
     * Reads the pair {@code entry} belongs to, with its companion from the same folder of the archive, recognised and
     * opened by its plug-in as the {@code export} command reads an archive's sprite.
     */
    public static Opened open(Archive archive, java.nio.file.Path file, ArchiveEntry entry) throws IOException {
        FileSource source = new ArchiveEntrySource(archive, entry);
        SpritePair pair = FormatRegistry.installed().detect(FileHead.of(source, ReadOptions.STRICT))
                .open(source, Companions.NONE).as(SpritePair.class);
        String sprPath = entryPath(pair.sprSource());
        String actPath = pair.actSource().isPresent() ? entryPath(pair.actSource().get()) : sibling(sprPath, "act");
        return opened(pair.act(), pair.sheet(), new ArchiveOrigin(file, actPath, sprPath));
    }

    private static String entryPath(FileSource source) throws IOException {
        return ((ArchiveEntrySource) source).entry().path();
    }

    private static Opened opened(ActDocument act, SpriteSheet sheet, ArchiveOrigin origin) {
        SpriteDocument document = new SpriteDocument(act, sheet, null, null);
        document.setUntitledName(origin.title());
        // The entry's folders tell what the sprite is, as they would on disk.
        document.setOriginPath(origin.actEntry());
        return new Opened(document, origin);
    }
}
