package dev.marionette.io.acclaim;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.amc.SkeletonLocator;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.acclaim.AsfFile;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The one way a motion finds its skeleton, for the commands, the exporters and the editor alike: the one chosen in
 * {@link ReadOptions#companions()} ({@code --skeleton FILE}, a file chooser), else the one {@link SkeletonLocator}
 * finds beside the motion, on disk or in the same archive; the messages for a skeleton that is missing or unreadable
 * are written here once.
 */
public final class AcclaimSkeletons {

    private AcclaimSkeletons() {
    }

    /**
     * A motion's skeleton: where it is and what it holds, or why there is none.
     *
     * @param file     the skeleton's name as messages show it, or null when none was found
     * @param path     the skeleton on disk, or null (none found, or an archive entry)
     * @param asf      the skeleton, or null when none was found
     * @param warnings the warnings of reading it
     * @param missing  why none was found, or null
     */
    public record Skeleton(String file, Path path, AsfFile asf, List<ReadWarning> warnings, String missing) {
    }

    /**
     * A motion whose skeleton was neither chosen nor found beside it: the editor asks for one, the command line
     * says to give one with {@code --skeleton FILE}.
     */
    public static final class MissingSkeletonException extends FormatException {
        private static final long serialVersionUID = 1L;

        MissingSkeletonException(String motion, String reason) {
            super(motion, 0, "skeleton", null, reason);
        }
    }

    /**
     * The skeleton of the motion {@code origin}: chosen, else beside it (in its folder on disk, or among its
     * siblings in an archive).
     *
     * @param required when true a missing skeleton is a {@link FormatException}; when false {@link Skeleton#missing()}
     *                 says why there is none
     */
    public static Skeleton of(FileSource origin, ReadOptions options, boolean required) throws IOException {
        if (origin.path().isEmpty() && options.companions().chosenSkeleton().isEmpty()) {
            return sibling(origin, options, required);
        }
        return of(origin.path().map(Path::toString).orElse(origin.name()), options, required);
    }

    /** The skeleton of the motion at path {@code source}: chosen, else beside it. */
    public static Skeleton of(String source, ReadOptions options, boolean required) throws IOException {
        Path motion = pathOf(source);
        if (motion == null) {
            throw FormatException.of(source, 0, "skeleton", "the motion has no file name to find its skeleton by");
        }
        Optional<Path> found = SkeletonLocator.find(motion, options.companions());
        if (found.isEmpty()) {
            String reason = "none found beside it (" + SkeletonLocator.notFoundReason(motion)
                    + "); give one with --skeleton FILE";
            if (required) {
                throw new MissingSkeletonException(source, reason);
            }
            return new Skeleton(null, null, null, List.of(), reason);
        }
        Path asf = found.get();
        byte[] data;
        try {
            data = FileBytes.read(asf, options);
        } catch (NoSuchFileException e) {
            throw FormatException.of(source, 0, "skeleton", "no such file " + asf);
        } catch (FormatException e) {
            throw e;
        } catch (IOException e) {
            throw FormatException.of(source, 0, "skeleton", "cannot read " + asf + ": " + e.getMessage());
        }
        ReadResult<AsfFile> read = AsfReader.read(data, asf.toString(), options);
        return new Skeleton(asf.toString(), asf, read.value(), read.warnings(), null);
    }

    /** The skeleton among the siblings of {@code motion}, found by name (any case) as {@link SkeletonLocator} does. */
    private static Skeleton sibling(FileSource motion, ReadOptions options, boolean required) throws IOException {
        List<String> wanted = SkeletonLocator.wantedNames(motion.fileName());
        for (String name : wanted) {
            Optional<FileSource> asf = motion.sibling(name);
            if (asf.isPresent()) {
                ReadResult<AsfFile> read = AsfReader.read(asf.get().read(options), asf.get().name(), options);
                return new Skeleton(asf.get().name(), asf.get().path().orElse(null), read.value(), read.warnings(),
                        null);
            }
        }
        String reason = "none found beside it (looked for " + String.join(", ", wanted)
                + "); give one with --skeleton FILE";
        if (required) {
            throw new MissingSkeletonException(motion.name(), reason);
        }
        return new Skeleton(null, null, null, List.of(), reason);
    }

    private static Path pathOf(String source) {
        try {
            return source == null ? null : Path.of(source);
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
