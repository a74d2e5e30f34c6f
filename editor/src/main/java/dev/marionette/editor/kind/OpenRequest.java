package dev.marionette.editor.kind;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A file to open in a tab ({@link DocumentKind#open}): the file, how the io format plug-ins recognised it (once, by
 * the shell), and the files chosen to open as part of it.
 *
 * @param file       the file
 * @param detection  the plug-ins' detection; empty for a file a kind claimed itself ({@link DocumentKind#recognizes})
 * @param companions files that open as part of it ({@link DocumentKind#companionsAmong}), usually none
 */
public record OpenRequest(Path file, Optional<Detection> detection, List<Path> companions) {

    public OpenRequest {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(detection, "detection");
        companions = List.copyOf(companions);
    }

    /** A file recognised as {@code detection}, with no companions. */
    public static OpenRequest of(Path file, Detection detection) {
        return new OpenRequest(file, Optional.of(detection), List.of());
    }

    /**
     * A file recognised now by the installed plug-ins (empty detection when none recognises it), with no companions:
     * for a caller holding a file and its kind (a test, a benchmark). Worker thread: it reads the file's head.
     */
    public static OpenRequest of(Path file) throws IOException {
        return new OpenRequest(file, FormatRegistry.installed().tryDetect(FileHead.of(FileSource.of(file),
                ReadOptions.STRICT)), List.of());
    }

    /**
     * The detection, for a kind that opens only files the plug-ins recognise.
     *
     * @throws FormatException naming the file when no plug-in recognised it
     */
    public Detection detected() throws FormatException {
        if (detection.isPresent()) {
            return detection.get();
        }
        throw FormatException.of(file.toString(), 0, "file format", "not one of the formats Marionette recognises");
    }
}
