package dev.marionette.io.grf;

import dev.marionette.io.FormatException;
import dev.marionette.io.SafeFileWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Extracts entries into a folder, each to {@code DIR/<its path with the platform's separator>}, and never
 * anywhere else: an entry whose name would climb out ({@code ..}, an absolute path, a drive letter), whose way
 * goes through a symbolic link or is blocked by a file, or whose data cannot be read (a size that lies, data
 * inflating past its declared size, an offset past the end) is skipped with the reason, and the others are
 * extracted. Each file is written to a temporary file beside its target and moved into place only when its
 * data was read completely, so no partial file is ever left. Folder entries are not files and are passed over.
 */
public final class GrfExtractor {

    private GrfExtractor() {
    }

    /** An entry not extracted and why. */
    public record Skipped(GrfEntry entry, String reason) {
    }

    /** What an extraction did. */
    public record Result(int extracted, List<Skipped> skipped) {
    }

    /**
     * Extracts {@code entries} of {@code archive} into {@code dir} (created when missing).
     *
     * @throws IOException when a file cannot be written (the disk, permissions); problems of the archive are
     *                     skipped entries, not exceptions
     */
    public static Result extract(GrfArchive archive, List<GrfEntry> entries, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path root = dir.toRealPath();
        int extracted = 0;
        List<Skipped> skipped = new ArrayList<>();
        for (GrfEntry entry : entries) {
            if (!entry.isFile()) {
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

    /**
     * Where entry {@code entry} goes below {@code root}: {@code root/<its path with the platform's separator>}, its
     * folders created, or why it cannot go there (a name leading outside, not CP949, a symbolic link or a file in
     * the way, a folder where the file would be). Other writers of archive entries into a folder (the browser's
     * export) use it, so nothing they write lands outside {@code root} either.
     *
     * @param root the folder, as a real path ({@link Path#toRealPath})
     * @throws IOException when a folder cannot be created
     */
    public static Placement place(Path root, GrfEntry entry) throws IOException {
        String name;
        try {
            name = entry.path();
        } catch (FormatException e) {
            return Placement.refused("its name is not CP949 (" + e.getMessage() + ")");
        }
        GrfNames.SafePath safe = GrfNames.safePath(name);
        if (!safe.safe()) {
            return Placement.refused("its path would land outside the folder: " + safe.problem());
        }
        List<String> parts = safe.parts();
        Path folder = root;
        for (String part : parts.subList(0, parts.size() - 1)) {
            folder = folder.resolve(part);
            if (Files.isSymbolicLink(folder)) {
                return Placement.refused("a symbolic link is in its way (" + folder + ")");
            }
            if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
                if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                    return Placement.refused("a file is in its way (" + folder + ")");
                }
            } else {
                Files.createDirectory(folder);
            }
        }
        Path target = folder.resolve(parts.get(parts.size() - 1));
        if (Files.isSymbolicLink(target)) {
            return Placement.refused("its target is a symbolic link (" + target + "), which is not followed");
        }
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            return Placement.refused("a folder is in its way (" + target + ")");
        }
        return new Placement(target, null);
    }

    /** Where an entry goes ({@code target}), or why it cannot ({@code problem}, then {@code target} is null). */
    public record Placement(Path target, String problem) {
        static Placement refused(String problem) {
            return new Placement(null, problem);
        }
    }

    /** Extracts one entry; returns null when done, else why it was skipped. */
    private static String extractOne(GrfArchive archive, GrfEntry entry, Path root) throws IOException {
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
            SafeFileWriter.writeChannel(placement.target(), channel -> {
                OutputStream out = Channels.newOutputStream(channel);
                in.transferTo(out);
                out.flush();
            });
        } catch (FormatException e) {
            return "its data cannot be read: " + e.getMessage();
        }
        return null;
    }
}
