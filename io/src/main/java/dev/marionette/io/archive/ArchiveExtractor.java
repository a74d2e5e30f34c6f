package dev.marionette.io.archive;

import dev.marionette.io.FormatException;
import dev.marionette.io.SafeFileWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Extracts entries of an archive of any kind into a folder, each to {@code DIR/<its path with the platform's
 * separator>}, and never anywhere else. An entry is skipped, with the reason, when its name would climb out
 * ({@code ..}, an absolute path, a drive letter, a control character), when its way goes through a symbolic link
 * or is blocked by a file, when the file system cannot hold its name or the depth of its path, and when its data
 * cannot be read (a size that lies, data inflating past its declared size, an offset past the end); the others
 * are extracted. Each file is written to a temporary file beside its target and moved into place only when its
 * data was read completely, so no partial file is ever left, and the folders made for a skipped entry are removed
 * again. Folder and removal records have no data and are passed over, and so is a record a later one of the same
 * name replaces (the client and the patcher use the later one).
 */
public final class ArchiveExtractor {

    /** The longest file or folder name, in bytes, the usual file systems hold (ext4, NTFS in UTF-16 units, APFS). */
    static final int MAX_NAME_BYTES = 255;

    private ArchiveExtractor() {
    }

    /** An entry not extracted and why. */
    public record Skipped(ArchiveEntry entry, String reason) {
    }

    /** What an extraction did. */
    public record Result(int extracted, List<Skipped> skipped) {
    }

    /**
     * Extracts {@code entries} of {@code archive} into {@code dir} (created when missing).
     *
     * @throws IOException when a file cannot be written (the disk, permissions); problems of the archive and of
     *                     names are skipped entries, not exceptions
     */
    public static Result extract(Archive archive, List<? extends ArchiveEntry> entries, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path root = dir.toRealPath();
        int extracted = 0;
        List<Skipped> skipped = new ArrayList<>();
        for (ArchiveEntry entry : entries) {
            if (!entry.isFile() || replacedLater(archive, entry)) {
                continue;
            }
            String problem = extractOne(archive, entry, root);
            if (problem == null) {
                extracted++;
            } else {
                skipped.add(new Skipped(entry, problem));
            }
        }
        return new Result(extracted, List.copyOf(skipped));
    }

    /** True when a later record of the same name (any case, either separator) replaces {@code entry}. */
    private static boolean replacedLater(Archive archive, ArchiveEntry entry) {
        try {
            Optional<? extends ArchiveEntry> winner = archive.find(entry.path());
            return winner.isPresent() && winner.get().index() != entry.index();
        } catch (FormatException notCp949) {
            return false;
        }
    }

    /**
     * Where entry {@code entry} goes below {@code root}: {@code root/<its path with the platform's separator>}, its
     * folders created, or why it cannot go there (a name leading outside, not CP949, a symbolic link or a file in
     * the way, a folder where the file would be, a name or a depth the file system cannot hold). Other writers of
     * archive entries into a folder (the browser's export) use it, so nothing they write lands outside {@code root}
     * either; a caller that then does not write the file calls {@link Placement#undo()}.
     *
     * @param root the folder, as a real path ({@link Path#toRealPath})
     * @throws IOException when a folder cannot be created for another reason than its name
     */
    public static Placement place(Path root, ArchiveEntry entry) throws IOException {
        String name;
        try {
            name = entry.path();
        } catch (FormatException e) {
            return Placement.refused("its name is not CP949 (" + e.getMessage() + ")");
        }
        ArchiveNames.SafePath safe = ArchiveNames.safePath(name);
        if (!safe.safe()) {
            return Placement.refused("its path would land outside the folder: " + safe.problem());
        }
        List<String> parts = safe.parts();
        for (String part : parts) {
            int bytes = part.getBytes(StandardCharsets.UTF_8).length;
            if (bytes > MAX_NAME_BYTES) {
                return Placement.refused("the file system cannot hold a name of " + bytes + " bytes (at most "
                        + MAX_NAME_BYTES + ")");
            }
        }
        List<Path> created = new ArrayList<>();
        Path folder = root;
        try {
            for (String part : parts.subList(0, parts.size() - 1)) {
                folder = folder.resolve(part);
                if (Files.isSymbolicLink(folder)) {
                    return Placement.refused("a symbolic link is in its way (" + folder + ")", created);
                }
                if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
                    if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                        return Placement.refused("a file is in its way (" + folder + ")", created);
                    }
                } else {
                    Files.createDirectory(folder);
                    created.add(folder);
                }
            }
            Path target = folder.resolve(parts.get(parts.size() - 1));
            if (Files.isSymbolicLink(target)) {
                return Placement.refused("its target is a symbolic link (" + target + "), which is not followed",
                        created);
            }
            if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
                return Placement.refused("a folder is in its way (" + target + ")", created);
            }
            return new Placement(target, null, created);
        } catch (FileSystemException | InvalidPathException e) {
            return Placement.refused("the file system cannot hold its path here (" + reason(e) + ")", created);
        }
    }

    private static String reason(Exception e) {
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getMessage();
    }

    /**
     * Where an entry goes ({@code target}), or why it cannot ({@code problem}, then {@code target} is null), and
     * the folders made for it, in the order made.
     */
    public record Placement(Path target, String problem, List<Path> created) {

        static Placement refused(String problem) {
            return new Placement(null, problem, List.of());
        }

        static Placement refused(String problem, List<Path> created) {
            undo(created);
            return new Placement(null, problem, List.of());
        }

        /** Removes the folders made for the entry again, when they are still empty (nothing is written there). */
        public void undo() {
            undo(created);
        }

        private static void undo(List<Path> created) {
            for (int i = created.size() - 1; i >= 0; i--) {
                try {
                    Files.deleteIfExists(created.get(i));
                } catch (IOException notEmptyOrGone) {
                    // another entry wrote into it: it stays
                }
            }
        }
    }

    /** Extracts one entry; returns null when done, else why it was skipped. */
    private static String extractOne(Archive archive, ArchiveEntry entry, Path root) throws IOException {
        InputStream data;
        try {
            // Opened first: an entry whose sizes or place lie is refused before any folder or file is made.
            data = archive.open(entry);
        } catch (FormatException e) {
            return "its data cannot be read: " + e.getMessage();
        }
        try (InputStream in = data) {
            Placement placement = place(root, entry);
            if (placement.problem() != null) {
                return placement.problem();
            }
            boolean written = false;
            try {
                SafeFileWriter.writeChannel(placement.target(), channel -> {
                    OutputStream out = Channels.newOutputStream(channel);
                    in.transferTo(out);
                    out.flush();
                });
                written = true;
            } catch (FormatException e) {
                return "its data cannot be read: " + e.getMessage();
            } catch (FileSystemException e) {
                if (!nameProblem(e)) {
                    throw e;
                }
                return "the file system cannot hold its path here (" + reason(e) + ")";
            } finally {
                if (!written) {
                    placement.undo();
                }
            }
        }
        return null;
    }

    /** True for a failure of the name or path (too long, too deep, not allowed), not of the disk. */
    private static boolean nameProblem(FileSystemException e) {
        String reason = String.valueOf(e.getReason()).toLowerCase(java.util.Locale.ROOT);
        return reason.contains("name too long") || reason.contains("too long") || reason.contains("invalid")
                || reason.contains("not a directory") || reason.contains("filename");
    }
}
