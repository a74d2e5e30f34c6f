package dev.marionette.io.palette;

import dev.marionette.io.FileBytes;
import dev.marionette.io.NaturalOrder;
import dev.marionette.io.ReadOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The {@code .pal} files of a folder, read: the client's {@code data/palette/...} dye palettes of a job (the
 * game's 1,024-byte format, or any palette {@link PaletteFiles} reads). Files are taken in counting order of
 * their names ({@code _2} before {@code _10}); a file that cannot be read is left out with a line saying why,
 * a short one kept with its warning. At most {@link #MAX_FILES} are read, so a client folder holding every
 * job's dyes stays quick when no name filter narrows it.
 */
public final class PaletteFolder {

    /** The most palettes read from one folder. */
    public static final int MAX_FILES = 512;

    private PaletteFolder() {
    }

    /**
     * The palettes read and what went wrong.
     *
     * @param palettes the palettes, in name order
     * @param problems one line per file left out or short, and one when files beyond {@link #MAX_FILES} were
     */
    public record Read(List<PaletteFiles.PaletteFile> palettes, List<String> problems) {
    }

    /**
     * Reads the {@code .pal} files of {@code folder} (not its subfolders) whose names contain {@code filter}
     * (any case; empty for all).
     *
     * @throws IOException when the folder cannot be listed
     */
    public static Read read(Path folder, String filter) throws IOException {
        String wanted = filter == null ? "" : filter.toLowerCase(Locale.ROOT);
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.filter(p -> {
                String name = String.valueOf(p.getFileName()).toLowerCase(Locale.ROOT);
                return name.endsWith(".pal") && !name.startsWith(".") && name.contains(wanted)
                        && Files.isRegularFile(p);
            }).sorted((a, b) -> NaturalOrder.compare(String.valueOf(a.getFileName()),
                    String.valueOf(b.getFileName()))).toList();
        }
        List<PaletteFiles.PaletteFile> palettes = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Path file : files.subList(0, Math.min(files.size(), MAX_FILES))) {
            String name = String.valueOf(file.getFileName());
            try {
                PaletteFiles.PaletteFile read = PaletteFiles.readFile(FileBytes.read(file, ReadOptions.STRICT), name);
                read.shortWarning().ifPresent(problems::add);
                palettes.add(read);
            } catch (IOException e) {
                problems.add(name + ": left out: " + e.getMessage());
            }
        }
        if (files.size() > MAX_FILES) {
            problems.add(folder + ": holds " + files.size() + " palette files; the first " + MAX_FILES
                    + " are shown (type part of a name to narrow them)");
        }
        return new Read(List.copyOf(palettes), List.copyOf(problems));
    }
}
