package dev.marionette.cli;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntrySource;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.grf.GrfGlob;
import dev.marionette.io.source.FileSource;
import java.io.Closeable;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.CharBuffer;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The FILE arguments of {@code check}, {@code info}, {@code roundtrip} and {@code export} as {@link FileSource}s: a
 * file on disk is itself; an archive of any kind ({@link ArchiveRegistry}: GRF/GPF, THOR, RGZ, told by its
 * signature) stands for each of its file entries in a format
 * Marionette reads (by extension: the others, lua, text and pictures, are passed over), or those of them the
 * {@code --include} globs choose; {@code ARCHIVE!ENTRY} is that one entry, whatever its name. The archives stay open
 * until this is closed; their entries are made one at a time as they are asked for, so a client's 400,000-entry
 * archive costs one int per chosen entry.
 */
final class FileArguments implements Closeable {

    /** The extensions of the formats the installed plug-ins recognise: the entries of an archive taken by default. */
    static final Set<String> READ_EXTENSIONS = FormatRegistry.installed().formats().stream()
            .flatMap(format -> format.extensions().stream()).collect(Collectors.toUnmodifiableSet());

    private final Map<Path, Archive> archives = new LinkedHashMap<>();
    private final List<Segment> segments = new ArrayList<>();
    /** The archives given whole (not as ARCHIVE!ENTRY), in argument order. */
    private final List<Archive> whole = new ArrayList<>();
    private int size;
    private boolean reported;

    /** A run of sources: one file on disk, or chosen entries of one archive. */
    private record Segment(int start, FileSource file, Archive archive, int[] entries) {
        int size() {
            return file != null ? 1 : entries.length;
        }

        FileSource get(int i) {
            return file != null ? file : new ArchiveEntrySource(archive, archive.entry(entries[i]));
        }
    }

    private FileArguments() {
    }

    /**
     * The sources of {@code files}; an archive that cannot be opened, an entry that is not there, a glob that
     * chooses nothing in an archive, or a name that is not CP949 is one line on {@code err} ({@link #reported}).
     */
    static FileArguments of(List<Path> files, List<String> includes, PrintWriter err) {
        FileArguments args = new FileArguments();
        List<GrfGlob> globs = includes.stream().map(GrfGlob::of).toList();
        for (Path file : files) {
            try {
                args.add(file, includes, globs, err);
            } catch (IOException e) {
                err.println(FileLoader.describeFailure(file, e));
                args.reported = true;
            }
        }
        return args;
    }

    private void add(Path file, List<String> includes, List<GrfGlob> globs, PrintWriter err) throws IOException {
        if (ArchiveRegistry.installed().isArchive(file)) {
            Archive archive = open(file);
            if (!whole.contains(archive)) {
                whole.add(archive);
            }
            add(new Segment(size, null, archive, choose(archive, includes, globs, err)));
            return;
        }
        String text = file.toString();
        for (int bang = text.indexOf(ArchiveEntrySource.SEPARATOR); bang > 0;
                bang = text.indexOf(ArchiveEntrySource.SEPARATOR, bang + 1)) {
            Path archiveFile;
            try {
                archiveFile = Path.of(text.substring(0, bang));
            } catch (InvalidPathException e) {
                continue;
            }
            if (ArchiveRegistry.installed().isArchive(archiveFile)) {
                Archive archive = open(archiveFile);
                String entry = text.substring(bang + 1);
                FileSource source = ArchiveEntrySource.find(archive, entry).orElse(null);
                if (source == null) {
                    err.println(archive.source() + ": no entry " + dev.marionette.io.archive.ArchiveNames
                            .escapeControls(entry));
                    reported = true;
                } else {
                    add(new Segment(size, source, null, null));
                }
                return;
            }
        }
        add(new Segment(size, FileSource.of(file), null, null));
    }

    private void add(Segment segment) {
        if (segment.size() == 0) {
            return;
        }
        segments.add(segment);
        size += segment.size();
    }

    private Archive open(Path file) throws IOException {
        Archive open = archives.get(file);
        if (open == null) {
            open = ArchiveRegistry.installed().open(file);
            archives.put(file, open);
        }
        return open;
    }

    /** The file entries of {@code archive} in a format the commands read that the globs choose, in table order. */
    private int[] choose(Archive archive, List<String> includes, List<GrfGlob> globs, PrintWriter err) {
        GlobMatches matches = new GlobMatches(includes, globs);
        IntStream.Builder chosen = IntStream.builder();
        char[] buffer = new char[256];
        for (int i = 0; i < archive.size(); i++) {
            if (buffer.length < archive.nameLength(i)) {
                buffer = new char[archive.nameLength(i)];
            }
            int length;
            try {
                length = archive.decodePath(i, buffer, 0);
            } catch (FormatException bad) {
                err.println(bad.getMessage());
                reported = true;
                continue;
            }
            if (!READ_EXTENSIONS.contains(extension(buffer, length)) || !archive.entry(i).isFile()) {
                continue;
            }
            if (matches.isEmpty() || matches.matchesAny(CharBuffer.wrap(buffer, 0, length))) {
                chosen.add(i);
            }
        }
        if (matches.reportUnmatched(err, archive.source() + ": no entry in a format Marionette reads matches ")) {
            reported = true;
        }
        return chosen.build().toArray();
    }

    /** The extension of the name in {@code name[0..length)}, lower case; empty when it has none. */
    static String extension(char[] name, int length) {
        for (int i = length - 1; i >= 0 && name[i] != '\\' && name[i] != '/'; i--) {
            if (name[i] == '.') {
                return new String(name, i + 1, length - i - 1).toLowerCase(Locale.ROOT);
            }
        }
        return "";
    }

    /** Every source, in argument order, then table order within an archive; made as they are asked for. */
    List<FileSource> sources() {
        return new AbstractList<>() {
            @Override
            public FileSource get(int index) {
                int low = 0;
                int high = segments.size() - 1;
                while (low < high) {
                    int mid = (low + high + 1) >>> 1;
                    if (segments.get(mid).start() <= index) {
                        low = mid;
                    } else {
                        high = mid - 1;
                    }
                }
                Segment s = segments.get(low);
                return s.get(index - s.start());
            }

            @Override
            public int size() {
                return size;
            }
        };
    }

    /** True when a problem with an argument was printed (the command then exits with "invalid"). */
    boolean reported() {
        return reported;
    }

    /** What each archive given whole says of itself ({@link Archive#facts}), by its name, in argument order. */
    Map<String, Map<String, String>> archiveFacts() {
        Map<String, Map<String, String>> facts = new LinkedHashMap<>();
        for (Archive archive : whole) {
            facts.put(archive.source(), archive.facts());
        }
        return facts;
    }

    /**
     * Checks what reading each entry does not of the archives given whole ({@link Archive#verify}: a THOR patch's
     * data.integrity), one line per problem on {@code err}.
     *
     * @return true when a problem was printed
     */
    boolean verifyArchives(PrintWriter err) {
        boolean found = false;
        for (Archive archive : whole) {
            try {
                for (String problem : archive.verify()) {
                    err.println(problem);
                    found = true;
                }
            } catch (IOException e) {
                err.println(archive.source() + ": " + e.getMessage());
                found = true;
            }
        }
        return found;
    }

    @Override
    public void close() {
        for (Archive archive : archives.values()) {
            try {
                archive.close();
            } catch (IOException e) {
                // read only: nothing was written that closing could lose
            }
        }
    }
}
