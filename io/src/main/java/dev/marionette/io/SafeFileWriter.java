package dev.marionette.io;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Saves by writing a temporary file in the target's folder and moving it over the target in one step, so a
 * failed or interrupted save never leaves the original damaged or half-written.
 *
 * <p>A save keeps what the user had: the temporary file takes the original's permissions before any data goes
 * into it ({@link FileAccess}: the POSIX mode, the owner and group where the process may set them, the ACL
 * where the file system has one), so the moved file is readable by exactly whom the original was. A new file
 * gets the mode the user's umask gives any new file (the temporary file is created as a plain new file, not
 * with the owner-only mode of {@link Files#createTempFile}).
 */
public final class SafeFileWriter {

    private SafeFileWriter() {
    }

    /** Writes {@code data} to {@code target} atomically (or as close as the file system allows). */
    public static void write(Path target, byte[] data) throws IOException {
        replace(target, temp -> Files.write(temp, data));
    }

    /** What fills the temporary file that then replaces the target. */
    @FunctionalInterface
    private interface TempContent {
        void writeTo(Path temp) throws IOException;
    }

    /**
     * The one way every single-file save goes: a temporary file beside {@code target} is filled by {@code content}
     * and moved over the target; when filling or moving fails, the temporary file is deleted.
     */
    private static void replace(Path target, TempContent content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path temp = createTemp(absolute);
        boolean moved = false;
        try {
            content.writeTo(temp);
            move(temp, absolute);
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /** What writes a file's content to a stream, for {@link #write(Path, Content)}. */
    @FunctionalInterface
    public interface Content {
        void writeTo(java.io.OutputStream out) throws IOException;
    }

    /**
     * Writes what {@code content} writes to {@code target} atomically, streaming through a buffer: for outputs too
     * large to build in memory (the export of a long motion). When {@code content} fails, the target is untouched.
     */
    public static void write(Path target, Content content) throws IOException {
        replace(target, temp -> {
            try (java.io.OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(temp), 1 << 16)) {
                content.writeTo(out);
            }
        });
    }

    /** What a streaming save writes into the temporary file's channel (which starts empty at position 0). */
    @FunctionalInterface
    public interface ChannelContent {
        void writeTo(FileChannel channel) throws IOException;
    }

    /**
     * Writes {@code target} atomically by streaming: {@code content} writes into a temporary file beside it, which
     * is then moved over it. For files too large to hold in memory (a game archive); if {@code content} fails,
     * the temporary file is deleted and the target is untouched.
     */
    public static void writeChannel(Path target, ChannelContent content) throws IOException {
        replace(target, temp -> {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                content.writeTo(channel);
            }
        });
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
                Path temp = createTemp(absolute);
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
                move(e.getValue(), e.getKey());
            } catch (IOException | RuntimeException failure) {
                deleteQuietly(pending, failure);
                throw new IOException("saving stopped at " + e.getKey().getFileName() + " after replacing "
                        + (replaced.isEmpty() ? "no file" : replaced) + ": " + failure.getMessage(), failure);
            }
            pending.remove(e.getValue());
            replaced.add(e.getKey().getFileName());
        }
    }

    /**
     * A new, empty temporary file beside {@code target}: created as any new file is (the umask decides its
     * mode), then given the access of {@code target} when it exists.
     */
    static Path createTemp(Path target) throws IOException {
        Path dir = target.getParent();
        FileAccess access = FileAccess.of(target);
        for (int attempt = 0; ; attempt++) {
            String name = "." + shortened(target.getFileName().toString()) + "." + Long.toUnsignedString(
                    ThreadLocalRandom.current().nextLong(), 36) + ".tmp";
            Path temp = dir.resolve(name);
            try {
                Files.createFile(temp);
            } catch (FileAlreadyExistsException taken) {
                if (attempt < 100) {
                    continue;
                }
                throw taken;
            }
            try {
                access.applyTo(temp);
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(temp);
                throw e;
            }
            return temp;
        }
    }

    /** The longest start of a target's name a temporary name repeats, in UTF-8 bytes. */
    static final int TEMP_NAME_PREFIX_BYTES = 64;

    /**
     * {@code name}, or its start when long: a temporary name stays well inside the 255 bytes file systems hold even
     * when the target's own name nearly fills them (a name from an archive may).
     */
    static String shortened(String name) {
        int bytes = 0;
        int end = 0;
        while (end < name.length()) {
            int cp = name.codePointAt(end);
            int size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
            if (bytes + size > TEMP_NAME_PREFIX_BYTES) {
                break;
            }
            bytes += size;
            end += Character.charCount(cp);
        }
        return name.substring(0, end);
    }

    private static void move(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
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
