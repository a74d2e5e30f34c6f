package dev.marionette.io.grf;

import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Packs a folder into a new version 0x200 archive ({@code archive pack}): every regular file below it, named by
 * its path relative to the folder with backslashes ({@code data\sprite\...}), in CP949, in the order of those
 * names. Written atomically: the archive appears complete or not at all.
 */
public final class GrfPacker {

    private GrfPacker() {
    }

    /** A file to pack and the name it gets. */
    record Packed(Path file, String name, byte[] nameBytes) {
    }

    /**
     * Packs {@code dir} into {@code out} and returns the number of entries.
     *
     * @throws WriteLimitException before anything is written, when CP949 cannot hold some file's name (every
     *                             such name is listed)
     */
    public static int pack(Path dir, Path out) throws IOException {
        List<Packed> files = collect(dir, out);
        SafeFileWriter.writeChannel(out, channel -> {
            GrfWriter writer = new GrfWriter(channel);
            for (Packed p : files) {
                try (InputStream in = Files.newInputStream(p.file())) {
                    writer.add(p.nameBytes(), in);
                }
            }
            writer.finish();
        });
        return files.size();
    }

    /** The regular files below {@code dir} (leaving out {@code exclude}) with their entry names, sorted by name. */
    static List<Packed> collect(Path dir, Path exclude) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new java.nio.file.NotDirectoryException(dir.toString());
        }
        Path root = dir.toAbsolutePath().normalize();
        Path skip = exclude.toAbsolutePath().normalize();
        List<Packed> files = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (!Files.isRegularFile(p) || p.equals(skip)) {
                    continue;
                }
                String name = root.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "\\");
                Optional<byte[]> bytes = GrfNames.encode(name);
                GrfNames.SafePath safe = GrfNames.safePath(name);
                if (!safe.safe()) {
                    problems.add(p + ": its name has " + safe.problem() + ", which no client folder can hold");
                } else if (bytes.isEmpty()) {
                    problems.add(p + ": CP949 cannot hold " + GrfNames.firstUnencodable(name).orElse("a character")
                            + " of its name");
                } else {
                    files.add(new Packed(p, name, bytes.get()));
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new WriteLimitException("the archive (names are stored in CP949, the Korean code page)", problems);
        }
        files.sort(Comparator.comparing(Packed::name));
        return files;
    }
}
