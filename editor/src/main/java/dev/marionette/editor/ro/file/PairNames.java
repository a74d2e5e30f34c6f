package dev.marionette.editor.ro.file;

import java.nio.file.Path;
import java.util.Locale;

/**
 * Names the other half of an ACT+SPR pair: the same base name with the other extension. Finding it beside a file
 * (in any case, as the client's data folders mix cases) is the Ragnarok plug-in's open
 * ({@code dev.marionette.io.ragnarok.SpritePairs}, through {@code FileSource.sibling}).
 */
public final class PairNames {

    private PairNames() {
    }

    /** The file's name without its last extension. */
    public static String baseName(Path file) {
        String name = String.valueOf(file.getFileName());
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** True when the file name ends with {@code .extension} in any case. */
    public static boolean hasExtension(Path file, String extension) {
        return String.valueOf(file.getFileName()).toLowerCase(Locale.ROOT).endsWith("." + extension);
    }

    /**
     * The path the companion of {@code file} gets when it is written anew: same folder and base name, the
     * extension in the case of {@code file}'s own ({@code X.ACT} gives {@code X.SPR}).
     */
    public static Path sibling(Path file, String extension) {
        String name = String.valueOf(file.getFileName());
        int dot = name.lastIndexOf('.');
        boolean upper = dot > 0 && name.substring(dot + 1).equals(name.substring(dot + 1).toUpperCase(Locale.ROOT))
                && !name.substring(dot + 1).equals(name.substring(dot + 1).toLowerCase(Locale.ROOT));
        String ext = upper ? extension.toUpperCase(Locale.ROOT) : extension.toLowerCase(Locale.ROOT);
        return file.resolveSibling(baseName(file) + "." + ext);
    }
}
