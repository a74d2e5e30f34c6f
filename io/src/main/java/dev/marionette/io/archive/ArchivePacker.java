package dev.marionette.io.archive;

import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Packs a folder into a new archive of any kind ({@code archive pack}): every regular file below it, named by its
 * path relative to the folder with backslashes ({@code data\sprite\...}), in CP949, in the order of those names,
 * then the removal records asked for. A symbolic link is packed only when it leads to a file inside the folder;
 * a link out of the folder, to a folder or to nothing is refused by name, so packing never reads outside the folder.
 * Written atomically: the archive appears complete or not at all.
 */
public final class ArchivePacker {

    private ArchivePacker() {
    }

    /** A file to pack and the name it gets. */
    public record Packed(Path file, String name, byte[] nameBytes) {
    }

    /**
     * Packs {@code dir} into {@code out} as a {@code kind} archive with {@code removals} after the files, and
     * returns the number of files packed.
     *
     * @throws WriteLimitException before anything is written, when CP949 cannot hold some file's name, a name
     *                             could not be extracted again, a link leads out of the folder (every such file is
     *                             listed), or the kind cannot hold what is asked
     */
    public static int pack(Path dir, Path out, ArchivePlugin kind, WriteOptions options, List<String> removals)
            throws IOException {
        List<Packed> files = collect(dir, out);
        List<byte[]> removed = removalNames(removals, files);
        SafeFileWriter.writeChannel(out, channel -> {
            ArchiveWriter writer = kind.writer(channel, options);
            for (Packed p : files) {
                try (InputStream in = Files.newInputStream(p.file())) {
                    writer.add(p.nameBytes(), in, Files.size(p.file()));
                }
            }
            for (byte[] name : removed) {
                writer.remove(name);
            }
            writer.finish();
        });
        return files.size();
    }

    /** The CP949 names of {@code removals}; one that is not storable, or that names a packed file, is refused. */
    static List<byte[]> removalNames(List<String> removals, List<Packed> files) throws WriteLimitException {
        List<String> problems = new ArrayList<>();
        List<byte[]> names = new ArrayList<>();
        java.util.Set<String> packed = new java.util.HashSet<>();
        for (Packed p : files) {
            packed.add(key(p.nameBytes()));
        }
        for (String removal : removals) {
            String name = removal.replace('/', '\\');
            ArchiveNames.SafePath safe = ArchiveNames.safePath(name);
            Optional<byte[]> bytes = ArchiveNames.encode(name);
            if (!safe.safe()) {
                problems.add("--remove " + removal + ": the name has " + safe.problem());
            } else if (bytes.isEmpty()) {
                problems.add("--remove " + removal + ": CP949 cannot hold " + ArchiveNames.firstUnencodable(name)
                        .orElse("a character") + " of it");
            } else if (packed.contains(key(bytes.get()))) {
                problems.add("--remove " + removal + ": the folder also packs a file of that name");
            } else {
                names.add(bytes.get());
            }
        }
        if (!problems.isEmpty()) {
            throw new WriteLimitException("the archive", problems);
        }
        return names;
    }

    private static String key(byte[] name) {
        return new String(ArchiveNames.lookupKey(name), java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** The regular files below {@code dir} (leaving out {@code exclude}) with their entry names, sorted by name. */
    public static List<Packed> collect(Path dir, Path exclude) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new java.nio.file.NotDirectoryException(dir.toString());
        }
        Path root = dir.toAbsolutePath().normalize();
        Path realRoot = root.toRealPath();
        Path skip = exclude.toAbsolutePath().normalize();
        List<Packed> files = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (p.equals(skip) || p.equals(root)) {
                    continue;
                }
                if (Files.isSymbolicLink(p)) {
                    String problem = linkProblem(p, realRoot);
                    if (problem != null) {
                        problems.add(p + ": " + problem);
                        continue;
                    }
                } else if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                String name = root.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "\\");
                Optional<byte[]> bytes = ArchiveNames.encode(name);
                ArchiveNames.SafePath safe = ArchiveNames.safePath(name);
                if (!safe.safe()) {
                    problems.add(p + ": its name has " + safe.problem() + ", which no client folder can hold");
                } else if (bytes.isEmpty()) {
                    problems.add(p + ": CP949 cannot hold " + ArchiveNames.firstUnencodable(name).orElse("a character")
                            + " of its name");
                } else {
                    files.add(new Packed(p, name, bytes.get()));
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new WriteLimitException("the archive (names are stored in CP949, the Korean code page; links are"
                    + " followed only to files inside the folder)", problems);
        }
        files.sort(Comparator.comparing(Packed::name));
        return files;
    }

    /** Null when the link {@code p} leads to a regular file inside {@code realRoot}, else why it is refused. */
    private static String linkProblem(Path p, Path realRoot) {
        Path target;
        try {
            target = p.toRealPath();
        } catch (IOException e) {
            return "a symbolic link to nothing (" + e.getMessage() + ")";
        }
        if (!target.startsWith(realRoot)) {
            return "a symbolic link out of the folder (to " + target + "), which is not followed";
        }
        if (!Files.isRegularFile(target)) {
            return "a symbolic link to a folder (" + target + "), which is not followed";
        }
        return null;
    }
}
