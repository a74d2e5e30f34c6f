package dev.marionette.io;

/**
 * What {@link FormatDetector} found in a file.
 *
 * @param format           the format recognised
 * @param version          the version read from the header, or -1 when the format has none or it was not read
 * @param versionSupported false when the header names a version Marionette does not read (the format is
 *                         still recognised, so the error can say so)
 * @param evidence         what the decision rests on, e.g. "\"AC\" + version bytes" or "extension .cfp"
 */
public record Detection(FileFormat format, int version, boolean versionSupported, String evidence) {

    /** A detection with no version. */
    public static Detection of(FileFormat format, String evidence) {
        return new Detection(format, -1, true, evidence);
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
}
