package dev.marionette.editor.kind;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One file format a {@link DocumentKind} reads or writes, as shown in file choosers: a name and the file name
 * extensions (without dot, lower case) that usually carry it. Extensions only pre-select files; what a file
 * really is, the kind decides from its bytes ({@link DocumentKind#recognizes}).
 *
 * @param name       e.g. "Ragnarok Online animation"
 * @param extensions e.g. ["act"]; at least one, the first is appended when a name is saved without one
 */
public record FileType(String name, List<String> extensions) {

    public FileType {
        Objects.requireNonNull(name, "name");
        extensions = extensions.stream().map(e -> e.toLowerCase(Locale.ROOT)).toList();
        if (extensions.isEmpty()) {
            throw new IllegalArgumentException("a file format needs at least one extension: " + name);
        }
    }

    /** A format with the given extensions. */
    public static FileType of(String name, String... extensions) {
        return new FileType(name, List.of(extensions));
    }

    /** True when the file name ends with one of the extensions (in any case). */
    public boolean matchesName(Path file) {
        Path fileName = file.getFileName();
        if (fileName == null) {
            return false;
        }
        String lower = fileName.toString().toLowerCase(Locale.ROOT);
        return extensions.stream().anyMatch(e -> lower.endsWith("." + e));
    }

    /** {@code file}, with the first extension appended when its name carries none of them. */
    public Path withExtension(Path file) {
        return matchesName(file) ? file : file.resolveSibling(file.getFileName() + "." + extensions.get(0));
    }

    /** "Ragnarok Online animation (*.act)", for file choosers. */
    public String description() {
        StringBuilder sb = new StringBuilder(name).append(" (");
        for (int i = 0; i < extensions.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append("*.").append(extensions.get(i));
        }
        return sb.append(')').toString();
    }
}
