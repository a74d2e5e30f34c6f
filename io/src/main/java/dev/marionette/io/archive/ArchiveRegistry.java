package dev.marionette.io.archive;

import dev.marionette.io.FormatException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The archive kinds Marionette has ({@link ArchivePlugin}), found like the format plug-ins: every
 * {@code META-INF/services/dev.marionette.io.archive.ArchivePlugin} line on the class path. A file is an archive
 * when a kind recognises its first bytes (never by its name); a written archive's kind comes from its extension or
 * {@code --format}.
 *
 * <p>Immutable and safe to use from several threads.
 */
public final class ArchiveRegistry {

    private static final class Installed {
        static final ArchiveRegistry REGISTRY = load(ArchiveRegistry.class.getClassLoader());
    }

    private final List<ArchivePlugin> plugins;
    private final Map<String, ArchivePlugin> byId = new LinkedHashMap<>();
    private final Map<String, ArchivePlugin> byExtension = new LinkedHashMap<>();
    private final int headLength;

    private ArchiveRegistry(List<ArchivePlugin> plugins) {
        this.plugins = List.copyOf(plugins);
        int head = 0;
        for (ArchivePlugin p : this.plugins) {
            if (byId.put(p.id(), p) != null) {
                throw new IllegalArgumentException("two archive plug-ins named " + p.id());
            }
            for (String ext : p.extensions()) {
                if (byExtension.put(ext, p) != null) {
                    throw new IllegalArgumentException("two archive kinds for ." + ext);
                }
            }
            head = Math.max(head, p.headLength());
        }
        this.headLength = head;
    }

    /** The kinds listed in the class path's service files, loaded once. */
    public static ArchiveRegistry installed() {
        return Installed.REGISTRY;
    }

    /** The kinds {@code loader} finds listed in its service files, in the order found. */
    public static ArchiveRegistry load(ClassLoader loader) {
        List<ArchivePlugin> found = new ArrayList<>();
        ServiceLoader.load(ArchivePlugin.class, loader).forEach(found::add);
        return new ArchiveRegistry(found);
    }

    /** Every kind, in installation order. */
    public List<ArchivePlugin> plugins() {
        return plugins;
    }

    /** The kind named {@code id} ({@code --format}); the extensions work too ({@code gpf}). */
    public Optional<ArchivePlugin> byId(String id) {
        String key = id.toLowerCase(Locale.ROOT);
        return Optional.ofNullable(byId.getOrDefault(key, byExtension.get(key)));
    }

    /** The kind whose extension {@code file} has, if one has it. */
    public Optional<ArchivePlugin> forExtension(Path file) {
        String name = String.valueOf(file.getFileName());
        int dot = name.lastIndexOf('.');
        return dot < 0 ? Optional.empty() : Optional.ofNullable(byExtension.get(name.substring(dot + 1)
                .toLowerCase(Locale.ROOT)));
    }

    /** Every extension of every kind, in installation order ({@code grf, gpf, thor, rgz}). */
    public List<String> extensions() {
        return List.copyOf(byExtension.keySet());
    }

    /** The kind whose signature {@code head} starts with. */
    public Optional<ArchivePlugin> detect(byte[] head) {
        for (ArchivePlugin p : plugins) {
            if (p.recognizes(head.length > p.headLength() ? java.util.Arrays.copyOf(head, p.headLength()) : head)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The kind of archive {@code file} is, by its first bytes; empty for a file no kind recognises or none at all. */
    public Optional<ArchivePlugin> detect(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try (InputStream in = Files.newInputStream(file)) {
            return detect(in.readNBytes(headLength));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** How many bytes of a file's start {@link #detect(byte[])} looks at. */
    public int headLength() {
        return headLength;
    }

    /** True when some kind recognises {@code file}. */
    public boolean isArchive(Path file) {
        return detect(file).isPresent();
    }

    /** Opens {@code file} as the archive its first bytes say it is, named by its path in messages. */
    public Archive open(Path file) throws IOException {
        return open(file, file.toString());
    }

    /**
     * Opens {@code file} as the archive its first bytes say it is.
     *
     * @throws FormatException when no kind recognises it
     */
    public Archive open(Path file, String source) throws IOException {
        Optional<ArchivePlugin> kind = detect(file);
        if (kind.isEmpty()) {
            if (!Files.exists(file)) {
                throw new java.nio.file.NoSuchFileException(file.toString());
            }
            throw new FormatException(source, 0, "signature", "an archive (" + kindsInWords() + ")",
                    "other bytes");
        }
        return kind.get().open(file, source);
    }

    /** The kinds in words for messages: "GRF/GPF archive, THOR patch, RGZ patch". */
    public String kindsInWords() {
        return String.join(", ", plugins.stream().map(ArchivePlugin::displayName).toList());
    }
}
