package dev.marionette.io;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Saves by writing a temporary file in the target's folder and moving it over the target in one step, so a
 * failed or interrupted save never leaves the original damaged or half-written.
 */
public final class SafeFileWriter {

    private SafeFileWriter() {
    }

    /** Writes {@code data} to {@code target} atomically (or as close as the file system allows). */
    public static void write(Path target, byte[] data) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path temp = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".tmp");
        boolean moved = false;
        try {
            Files.write(temp, data);
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /**
     * Writes several files that belong together (an ACF and its ACA files) in two phases. First every file is
     * written to a temporary file beside its target; if any of these writes fails, the temporary files are
     * deleted and no target has changed. Then the temporary files are moved over their targets in the map's
     * order (put the file that refers to the others last). If a move fails, the remaining temporary files are
     * deleted and the exception names the targets already replaced.
     */
    public static void writeAll(LinkedHashMap<Path, byte[]> files) throws IOException {
        Map<Path, Path> temps = new LinkedHashMap<>();
        try {
            for (Map.Entry<Path, byte[]> e : files.entrySet()) {
                Path absolute = e.getKey().toAbsolutePath();
                Path temp = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName() + ".", ".tmp");
                temps.put(absolute, temp);
                Files.write(temp, e.getValue());
            }
        } catch (IOException | RuntimeException e) {
            deleteQuietly(temps.values(), e);
            throw e;
        }
        List<Path> replaced = new ArrayList<>();
        List<Path> pending = new ArrayList<>(temps.values());
        for (Map.Entry<Path, Path> e : temps.entrySet()) {
            try {
                try {
                    Files.move(e.getValue(), e.getKey(), StandardCopyOption.ATOMIC_MOVE,
                            StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException unsupported) {
                    Files.move(e.getValue(), e.getKey(), StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException | RuntimeException failure) {
                deleteQuietly(pending, failure);
                throw new IOException("saving stopped at " + e.getKey().getFileName() + " after replacing "
                        + (replaced.isEmpty() ? "no file" : replaced) + ": " + failure.getMessage(), failure);
            }
            pending.remove(e.getValue());
            replaced.add(e.getKey().getFileName());
        }
    }

    private static void deleteQuietly(Iterable<Path> temps, Exception cause) {
        for (Path t : temps) {
            try {
                Files.deleteIfExists(t);
            } catch (IOException suppressed) {
                cause.addSuppressed(suppressed);
            }
        }
    }
}
