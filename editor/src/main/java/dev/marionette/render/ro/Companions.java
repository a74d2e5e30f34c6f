package dev.marionette.render.ro;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds the other half of an ACT+SPR pair: the file beside it with the same base name and the other
 * extension, compared without case ({@code Poring.ACT} goes with {@code poring.spr}), as the client's data
 * folders mix cases. Worker thread (it lists the folder).
 */
public final class Companions {

    private Companions() {
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
     * The existing file beside {@code file} named like it with {@code extension} (no dot), case-insensitively;
     * an exact-case match wins over others.
     */
    public static Optional<Path> find(Path file, String extension) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return Optional.empty();
        }
        String wanted = baseName(file) + "." + extension;
        Path exact = dir.resolve(wanted);
        if (Files.isRegularFile(exact)) {
            return Optional.of(exact);
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                if (String.valueOf(entry.getFileName()).equalsIgnoreCase(wanted) && Files.isRegularFile(entry)) {
                    return Optional.of(entry);
                }
            }
        }
        return Optional.empty();
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
