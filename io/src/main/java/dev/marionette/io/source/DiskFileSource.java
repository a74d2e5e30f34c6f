package dev.marionette.io.source;

import dev.marionette.io.FileBytes;
import dev.marionette.io.ReadOptions;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** A {@link FileSource} that is a file on disk, named by its path as given (or by the name the caller shows). */
final class DiskFileSource implements FileSource {

    private final Path file;
    private final String name;

    DiskFileSource(Path file) {
        this(file, file.toString());
    }

    DiskFileSource(Path file, String name) {
        this.file = file;
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String fileName() {
        return String.valueOf(file.getFileName());
    }

    @Override
    public long size() throws IOException {
        return Files.size(file);
    }

    @Override
    public byte[] read(ReadOptions options) throws IOException {
        return FileBytes.read(file, options);
    }

    @Override
    public Optional<FileSource> sibling(String fileName) throws IOException {
        Path dir = file.getParent() != null ? file.getParent() : Path.of("");
        Path exact = dir.resolve(fileName);
        if (Files.isRegularFile(exact)) {
            return Optional.of(new DiskFileSource(exact));
        }
        if (!Files.isDirectory(dir.toAbsolutePath())) {
            return Optional.empty();
        }
        // Folders from Windows spell names in any case (Poring.SPR beside poring.act).
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir.toAbsolutePath())) {
            for (Path p : files) {
                if (p.getFileName().toString().equalsIgnoreCase(fileName) && Files.isRegularFile(p)) {
                    return Optional.of(new DiskFileSource(dir.resolve(p.getFileName())));
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<Path> path() {
        return Optional.of(file);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DiskFileSource other && other.file.equals(file);
    }

    @Override
    public int hashCode() {
        return file.hashCode();
    }

    @Override
    public String toString() {
        return name();
    }
}
