package dev.marionette.io.format;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.source.FileSource;
import java.io.IOException;

/**
 * What the {@link FormatRegistry} found in a file: the format, what the decision rests on, and the plug-in that owns
 * the format. It travels with the file to whoever reads it (a command's handler, the editor's tab), so nobody
 * recognises the file a second time.
 *
 * @param format           the format recognised
 * @param version          the version read from the header, or -1 when the format has none or it was not read
 * @param versionSupported false when the header names a version Marionette does not read (the format is
 *                         still recognised, so the error can say so)
 * @param evidence         what the decision rests on, e.g. "\"AC\" + version bytes" or "extension .cfp"
 * @param plugin           the plug-in that owns {@code format}; null only in what a {@link Sniffer} returns, before
 *                         the registry names it ({@link #by})
 */
public record Detection(FileFormat format, int version, boolean versionSupported, String evidence,
        FormatPlugin plugin) {

    /** A detection with a version, as a sniffer reports it (the registry adds the plug-in). */
    public Detection(FileFormat format, int version, boolean versionSupported, String evidence) {
        this(format, version, versionSupported, evidence, null);
    }

    /** A detection with no version. */
    public static Detection of(FileFormat format, String evidence) {
        return new Detection(format, -1, true, evidence);
    }

    /** This detection, owned by {@code owner}. */
    public Detection by(FormatPlugin owner) {
        return new Detection(format, version, versionSupported, evidence, owner);
    }

    /** The identifier of the family the format belongs to ("ragnarok"). */
    public String family() {
        return format.family();
    }

    /** The format and version for users, e.g. "Ragnarok ACT 0x205" or "Ragnarok ACT of unsupported version 0x206". */
    public String description() {
        if (version < 0) {
            return format.displayName();
        }
        String v = String.format("0x%X", version);
        return versionSupported ? format.displayName() + " " + v
                : format.displayName() + " of unsupported version " + v;
    }

    /**
     * Opens {@code source}, the file this detection was made on, through its plug-in ({@link FormatPlugin#open}):
     * with its companions, as the family opens it everywhere.
     */
    public OpenedFile open(FileSource source, Companions companions) throws IOException {
        if (plugin == null) {
            throw new IllegalStateException("a detection not yet owned by a plug-in: " + description());
        }
        return plugin.open(source, this, companions);
    }
}
