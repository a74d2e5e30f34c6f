package dev.marionette.io.acd;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * File names as an ACD writes them ({@code "Images\0001.bmp"}, Windows style, relative to the ACD's folder or
 * absolute) and the files they mean on this machine. Names are compared as Windows does, ignoring case and the
 * kind of slash; when a name's exact spelling does not exist, a file differing only in case is found instead.
 */
final class AcdPaths {

    private AcdPaths() {
    }

    /** The name with forward slashes, in lower case, without "./" steps: equal keys mean the same file. */
    static String key(String name) {
        String s = name.replace('\\', '/').toLowerCase(Locale.ROOT);
        while (s.startsWith("./")) {
            s = s.substring(2);
        }
        s = s.replace("/./", "/");
        while (s.contains("//") && !s.startsWith("//")) {
            s = s.replace("//", "/");
        }
        return s;
    }

    /** Whether the name is absolute (a drive, a UNC share or a root), on Windows or here. */
    static boolean isAbsolute(String name) {
        String s = name.replace('\\', '/');
        return s.startsWith("/") || s.length() >= 2 && s.charAt(1) == ':' && Character.isLetter(s.charAt(0));
    }

    /** Whether the name stays inside the ACD's folder: relative, and never climbing out with "..". */
    static boolean isInside(String name) {
        if (isAbsolute(name) || name.isEmpty()) {
            return false;
        }
        int depth = 0;
        for (String part : name.replace('\\', '/').split("/")) {
            if (part.equals("..")) {
                depth--;
                if (depth < 0) {
                    return false;
                }
            } else if (!part.isEmpty() && !part.equals(".")) {
                depth++;
            }
        }
        return depth > 0;
    }

    /** The file a name means, relative to {@code folder}; null when it cannot be a path here. */
    static Path resolve(Path folder, String name) {
        String s = name.replace('\\', '/');
        try {
            if (isAbsolute(name)) {
                Path p = Path.of(s);
                return p.isAbsolute() ? p.normalize() : null;
            }
            return folder.resolve(s).normalize();
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** The existing file a name means, matching case when needed; null when there is none. */
    static Path find(Path folder, String name) {
        Path p = resolve(folder, name);
        if (p == null) {
            return null;
        }
        if (Files.isRegularFile(p)) {
            return p;
        }
        Path root = p.getRoot();
        Path found = root;
        for (Path part : root == null ? p : root.relativize(p)) {
            Path exact = found == null ? part : found.resolve(part);
            if (Files.exists(exact)) {
                found = exact;
                continue;
            }
            found = caseInsensitive(found == null ? Path.of("") : found, part.toString());
            if (found == null) {
                return null;
            }
        }
        return found != null && Files.isRegularFile(found) ? found : null;
    }

    private static Path caseInsensitive(Path dir, String name) {
        if (!Files.isDirectory(dir)) {
            return null;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path e : entries) {
                if (e.getFileName().toString().equalsIgnoreCase(name)) {
                    return e;
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }
}
