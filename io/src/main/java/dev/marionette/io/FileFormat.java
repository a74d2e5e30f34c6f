package dev.marionette.io;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One file format Marionette recognises by content: what users call it, the extensions its files usually carry, and
 * the family that owns it. Every format is declared once, as a constant of its family's package (for example
 * {@code dev.marionette.io.ragnarok.RagnarokFormats.ACT}); the format plug-in of that family
 * ({@code dev.marionette.io.format.FormatPlugin}) lists it, recognises it and reads it. Adding a format declares a
 * new constant in its own package and edits no shared file.
 *
 * <p>Recognising a format does not mean it can be read: the plug-in says whether it has a handler for it.
 *
 * @param id          a stable identifier, unique among all formats, never shown ("ragnarok.act")
 * @param displayName the name shown to users ("Ragnarok ACT")
 * @param extensions  the usual extensions, lower case, without the dot, the most usual first; names never decide
 *                    alone what a file is
 * @param family      the identifier of the family (and of its plug-in) that owns the format ("ragnarok")
 */
public record FileFormat(String id, String displayName, List<String> extensions, String family) {

    /** Checks the parts and keeps an unmodifiable copy of the extensions. */
    public FileFormat {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(displayName, "displayName");
        Objects.requireNonNull(family, "family");
        extensions = List.copyOf(extensions);
    }

    /** A format of {@code family} with the given extensions. */
    public static FileFormat of(String family, String id, String displayName, String... extensions) {
        return new FileFormat(id, displayName, List.of(extensions), family);
    }

    /** True when {@code fileName} ends in one of this format's extensions (any case). */
    public boolean matchesName(String fileName) {
        String lower = fileName == null ? "" : fileName.toLowerCase(Locale.ROOT);
        return extensions.stream().anyMatch(e -> lower.endsWith("." + e));
    }

    /** The identifier, as an enum constant's name used to read in logs. */
    @Override
    public String toString() {
        return id;
    }
}
