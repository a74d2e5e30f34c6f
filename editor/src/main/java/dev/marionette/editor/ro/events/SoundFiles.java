package dev.marionette.editor.ro.events;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the sound of a {@code .wav} event is: beside the ACT, or in the data folder of the preferences,
 * directly or under {@code wav/} (where the client keeps them). Names are compared without case, as the
 * client's Windows file system does; event names with folders ({@code effect\hit.wav}) are followed.
 */
public final class SoundFiles {

    private final Path actFolder;
    private final Path dataFolder;

    /**
     * @param actFolder  the ACT's folder, or null for an unsaved document
     * @param dataFolder the data folder, or null
     */
    public SoundFiles(Path actFolder, Path dataFolder) {
        this.actFolder = actFolder;
        this.dataFolder = dataFolder;
    }

    /** True for event names that name a sound file. */
    public static boolean isSound(String event) {
        return event.toLowerCase(Locale.ROOT).endsWith(".wav");
    }

    /** The folders searched, in order. */
    public List<Path> folders() {
        List<Path> folders = new ArrayList<>();
        if (actFolder != null) {
            folders.add(actFolder);
        }
        if (dataFolder != null) {
            folders.add(dataFolder);
            folders.add(dataFolder.resolve("wav"));
        }
        return folders;
    }

    /** The file of sound event {@code name}, if one of the folders has it. File-system access. */
    public Optional<Path> find(String name) {
        String relative = name.replace('\\', '/');
        for (Path folder : folders()) {
            Optional<Path> found = findIn(folder, relative);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<Path> findIn(Path folder, String relative) {
        Path current = folder;
        for (String part : relative.split("/")) {
            if (part.isEmpty()) {
                continue;
            }
            Path exact = current.resolve(part);
            if (Files.exists(exact)) {
                current = exact;
                continue;
            }
            current = matchIgnoringCase(current, part);
            if (current == null) {
                return Optional.empty();
            }
        }
        return Files.isRegularFile(current) ? Optional.of(current) : Optional.empty();
    }

    private static Path matchIgnoringCase(Path folder, String name) {
        if (!Files.isDirectory(folder)) {
            return null;
        }
        try (var entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                if (String.valueOf(entry.getFileName()).equalsIgnoreCase(name)) {
                    return entry;
                }
            }
        } catch (java.io.IOException e) {
            return null;
        }
        return null;
    }
}
