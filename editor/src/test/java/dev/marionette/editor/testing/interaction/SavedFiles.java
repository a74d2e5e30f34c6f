package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.kind.OpenRequest;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.io.TaskProgress;
import dev.marionette.model.doc.Document;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What saving a document writes: every file its kind writes into an empty folder (an ACT with its SPR, a motion
 * with its skeleton, a project with its images), by name, compared byte for byte.
 */
public record SavedFiles(Map<String, byte[]> files) {

    /**
     * Saves {@code document} with {@code kind}'s plain-Save options into the empty folder {@code folder} under
     * {@code fileName}: the task is prepared on the event thread and written here, as the editor does.
     */
    public static SavedFiles save(DocumentKind kind, Document<?> document, Path folder, String fileName) {
        try {
            Files.createDirectories(folder);
            SaveTask task = GuiTestSupport.read(() -> {
                try {
                    return kind.prepareSave(document, folder.resolve(fileName), kind.defaultSaveOptions(document));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            task.write(TaskProgress.NONE);
            return read(folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * What a fresh copy of {@code file} saves as: read by {@code kind} (a new instance, not the window's) and saved
     * at once into {@code folder}. The reference the sessions compare with.
     */
    public static SavedFiles asOpened(DocumentKind kind, Path file, Path folder) {
        try {
            Document<?> document = kind.open(OpenRequest.of(file), TaskProgress.NONE);
            return save(kind, document, folder, String.valueOf(file.getFileName()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static SavedFiles read(Path folder) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : (Iterable<Path>) all.filter(Files::isRegularFile)::iterator) {
                files.put(folder.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
            }
        }
        return new SavedFiles(files);
    }

    /** Null when both wrote the same files with the same bytes, else where they first differ. */
    public String differenceFrom(SavedFiles reference) {
        if (!files.keySet().equals(reference.files.keySet())) {
            return "wrote " + files.keySet() + " instead of " + reference.files.keySet();
        }
        for (Map.Entry<String, byte[]> e : reference.files.entrySet()) {
            byte[] expected = e.getValue();
            byte[] actual = files.get(e.getKey());
            if (!java.util.Arrays.equals(expected, actual)) {
                int at = java.util.Arrays.mismatch(expected, actual);
                return e.getKey() + " differs at byte " + at + " (" + actual.length + " bytes, expected "
                        + expected.length + ")";
            }
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SavedFiles other && Objects.isNull(differenceFrom(other));
    }

    @Override
    public int hashCode() {
        return files.keySet().hashCode();
    }
}
