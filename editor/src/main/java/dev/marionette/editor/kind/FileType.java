package dev.marionette.editor.kind;

import dev.marionette.io.FileFormat;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One file format a {@link DocumentKind} reads or writes, as shown in file choosers: a name and the file name
 * extensions (without dot, lower case) that usually carry it. Extensions only pre-select files; what a file
 * really is, the kind decides from its bytes ({@link DocumentKind#recognizes}).
 *
 * <p>A type made from the io formats ({@link #of(FileFormat)}) takes their name and extensions from them and says
 * which formats it stands for ({@link #formats()}), so a kind lists each format once, as its plug-in declares it.
 *
 * @param name       e.g. "Ragnarok ACT"
 * @param extensions e.g. ["act"]; at least one, the first is appended when a name is saved without one
 * @param formats    the io formats files of this type are (empty for a type no plug-in reads, e.g. BVH written
 *                   by Save As)
 */
public record FileType(String name, List<String> extensions, List<FileFormat> formats) {

    public FileType {
        Objects.requireNonNull(name, "name");
        extensions = extensions.stream().map(e -> e.toLowerCase(Locale.ROOT)).toList();
        formats = List.copyOf(formats);
        if (extensions.isEmpty()) {
            throw new IllegalArgumentException("a file format needs at least one extension: " + name);
        }
    }

    /** A type of no io format, with the given extensions. */
    public FileType(String name, List<String> extensions) {
        this(name, extensions, List.of());
    }

    /** A type of no io format, with the given extensions. */
    public static FileType of(String name, String... extensions) {
        return new FileType(name, List.of(extensions));
    }

    /** The type of an io format: its name and extensions as the format declares them. */
    public static FileType of(FileFormat format) {
        return new FileType(format.displayName(), format.extensions(), List.of(format));
    }

    /** One type for several io formats opened together (an AMC motion and its ASF skeleton), named {@code name}. */
    public static FileType of(String name, FileFormat... formats) {
        List<String> extensions = new java.util.ArrayList<>();
        for (FileFormat f : formats) {
            f.extensions().stream().filter(e -> !extensions.contains(e)).forEach(extensions::add);
        }
        return new FileType(name, extensions, List.of(formats));
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
        return withExtension(file, List.of());
    }

    /**
     * {@code file} named for this format: an extension of another format in {@code family} (the other formats of
     * the document's kind) at the end of the name is replaced, so {@code merlin.acd} saved as an ACS becomes
     * {@code merlin.acs}, not {@code merlin.acd.acs}; a name with none of them gets the first extension appended.
     */
    public Path withExtension(Path file, Collection<FileType> family) {
        String name = file.getFileName().toString();
        while (!matches(name)) {
            String shorter = withoutExtensionOf(name, family);
            if (shorter == null) {
                break;
            }
            name = shorter;
        }
        return file.resolveSibling(matches(name) ? name : name + "." + extensions.get(0));
    }

    private boolean matches(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return extensions.stream().anyMatch(e -> lower.endsWith("." + e) && lower.length() > e.length() + 1);
    }

    /** {@code name} without an extension of one of {@code family} at its end, or null when it has none. */
    private static String withoutExtensionOf(String name, Collection<FileType> family) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (FileType other : family) {
            for (String e : other.extensions) {
                if (lower.endsWith("." + e) && lower.length() > e.length() + 1) {
                    return name.substring(0, name.length() - e.length() - 1);
                }
            }
        }
        return null;
    }

    /** "Ragnarok ACT (*.act)", for file choosers. */
    public String description() {
        StringBuilder sb = new StringBuilder(name).append(" (");
        for (int i = 0; i < extensions.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append("*.").append(extensions.get(i));
        }
        return sb.append(')').toString();
    }
}
