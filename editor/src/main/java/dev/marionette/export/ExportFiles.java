package dev.marionette.export;

import dev.marionette.io.SafeFileWriter;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import javax.imageio.ImageIO;

/**
 * Writes export outputs atomically, as saves are written: nothing is half-written, and an existing output is
 * replaced only once its replacement is complete.
 *
 * <ul>
 * <li>{@link #writeFile}: a temporary file beside the target, moved over it ({@link SafeFileWriter}).</li>
 * <li>{@link #writeGroup}: files that belong together (a sprite sheet's JSON and PNG, the GIFs of every
 *     action). Each is first written to a temporary file beside its target; if any of these writes fails, the
 *     temporary files are deleted and no target has changed. Then they are moved into place in order
 *     ({@link SafeFileWriter#writeAll}).</li>
 * <li>{@link #writeFolder(Path, LinkedHashMap)}: a folder of its own (a web character). Everything is written into a new hidden
 *     folder beside OUT ({@code .NAME.export-…}); only when it is complete is it renamed to OUT. An existing OUT
 *     is first renamed aside ({@code .NAME.old-…}), then the new folder takes its name and the old one is
 *     deleted; if the second rename fails, the old folder gets its name back. OUT is therefore either the old
 *     folder or the new one, never a mixture (for an instant between the two renames it is absent). To
 *     protect the user's files, an existing OUT is replaced only when it is empty or holds nothing but names
 *     the export writes itself (or declares as its own).</li>
 * </ul>
 */
public final class ExportFiles {

    private ExportFiles() {
    }

    /** {@code image} encoded as PNG. */
    public static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        if (!ImageIO.write(image, "png", bytes)) {
            throw new IOException("no PNG writer available");
        }
        return bytes.toByteArray();
    }

    /** Writes {@code data} to {@code target} atomically, creating its folder when missing. */
    public static Path writeFile(Path target, byte[] data) throws IOException {
        createParent(target);
        SafeFileWriter.write(target, data);
        return target;
    }

    /**
     * Writes what {@code content} writes to {@code target} atomically, streaming (for outputs too large to build in
     * memory), creating its folder when missing.
     */
    public static Path writeFile(Path target, SafeFileWriter.Content content) throws IOException {
        createParent(target);
        SafeFileWriter.write(target, content);
        return target;
    }

    /**
     * Writes files that belong together, in two phases (see the class description); put the file that refers
     * to the others last. Returns the targets in order.
     */
    public static List<Path> writeGroup(LinkedHashMap<Path, byte[]> files) throws IOException {
        for (Path target : files.keySet()) {
            createParent(target);
        }
        SafeFileWriter.writeAll(files);
        return List.copyOf(files.keySet());
    }

    /**
     * Writes {@code files} (paths relative to the folder, {@code /}-separated, sub-folders allowed) as the
     * folder {@code folder}, replacing it as a whole (see the class description). Returns the folder.
     *
     * @throws IOException when the folder exists and holds something the export does not write, or writing
     *                     fails (the old folder is then left as it was)
     */
    public static Path writeFolder(Path folder, LinkedHashMap<String, byte[]> files) throws IOException {
        return writeFolder(folder, files, Set.of());
    }

    /**
     * {@link #writeFolder(Path, LinkedHashMap)} that may also replace a folder holding {@code ownNames}: names
     * the format writes in some cases and not in others (an earlier export may have had them).
     */
    public static Path writeFolder(Path folder, LinkedHashMap<String, byte[]> files, Set<String> ownNames)
            throws IOException {
        Path target = folder.toAbsolutePath().normalize();
        Path parent = target.getParent();
        if (parent == null || target.getFileName() == null) {
            throw new IOException(folder + ": cannot write a folder there");
        }
        Files.createDirectories(parent);
        Set<String> topNames = new HashSet<>(ownNames);
        for (String name : files.keySet()) {
            topNames.add(name.split("/", 2)[0]);
        }
        boolean replacing = Files.exists(target);
        if (replacing) {
            checkReplaceable(folder, target, topNames);
        }
        String name = target.getFileName().toString();
        Path staging = uniqueSibling(parent, "." + name + ".export-");
        try {
            Files.createDirectory(staging);
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                Path path = staging.resolve(file.getKey()).normalize();
                if (!path.startsWith(staging)) {
                    throw new IOException("refusing to write " + file.getKey() + " outside " + folder);
                }
                Files.createDirectories(path.getParent());
                Files.write(path, file.getValue());
            }
            if (!replacing) {
                move(staging, target);
                return folder;
            }
            Path old = uniqueSibling(parent, "." + name + ".old-");
            move(target, old);
            try {
                move(staging, target);
            } catch (IOException | RuntimeException e) {
                try {
                    move(old, target);
                } catch (IOException restore) {
                    e.addSuppressed(restore);
                    throw new IOException(folder + " could not be replaced, and the previous folder is kept as "
                            + old.getFileName() + ": " + e.getMessage(), e);
                }
                throw e;
            }
            deleteTree(old);
            return folder;
        } finally {
            if (Files.exists(staging)) {
                deleteTree(staging);
            }
        }
    }

    private static void checkReplaceable(Path shown, Path target, Set<String> written) throws IOException {
        if (!Files.isDirectory(target)) {
            throw new IOException(shown + " exists and is not a folder");
        }
        List<String> foreign = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(target)) {
            for (Path entry : entries) {
                String entryName = entry.getFileName().toString();
                if (!written.contains(entryName)) {
                    foreign.add(entryName);
                }
            }
        }
        if (!foreign.isEmpty()) {
            foreign.sort(null);
            throw new IOException(shown + " holds files this export does not write (" + String.join(", ",
                    foreign.subList(0, Math.min(5, foreign.size()))) + (foreign.size() > 5 ? ", ..." : "")
                    + "); not replaced: choose a new or empty folder");
        }
    }

    private static Path uniqueSibling(Path parent, String prefix) throws IOException {
        for (int i = 0; i < 100; i++) {
            Path candidate = parent.resolve(prefix + UUID.randomUUID().toString().substring(0, 8));
            if (!Files.exists(candidate)) {
                return candidate;
            }
        }
        throw new FileAlreadyExistsException(parent.resolve(prefix + "*").toString());
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    private static void createParent(Path target) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
    }

    /** Deletes a folder and everything in it; what cannot be deleted is left (it is only a leftover). */
    static void deleteTree(Path root) {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | RuntimeException e) {
            // A leftover temporary folder is harmless; the export itself succeeded or failed already.
        }
    }
}
