package dev.marionette.cli;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import java.io.PrintWriter;
import java.util.List;
import java.util.stream.IntStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code marionette archive list|extract|pack|update}: the Ragnarok archive commands, for every archive kind
 * ({@link dev.marionette.io.archive.ArchiveRegistry}: GRF/GPF, THOR, RGZ).
 */
@Command(name = "archive", mixinStandardHelpOptions = true,
        subcommands = {ArchiveListCommand.class, ArchiveExtractCommand.class, ArchivePackCommand.class,
            ArchiveUpdateCommand.class},
        description = {"Lists, extracts, packs and updates Ragnarok Online archives and patches (GRF/GPF, THOR, RGZ).",
                "The kind is told by an archive's first bytes; update adds, replaces or removes entries.",
                "GLOB: case-insensitive, / and \\ alike, * within a folder name, ? one character, ** across"
                        + " folders; a glob naming a folder takes everything in it.",
                "Exit codes: 0 done, 1 an output could not be written, 2 an archive, entry or name is invalid"
                        + " (or a GLOB matched nothing)."})
final class ArchiveCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * The indexes of the entries chosen by {@code globs} (all when there are none), in table order; a glob
     * matching nothing, or an entry whose name is not CP949 while globs are given, is reported on {@code err}.
     */
    static Chosen choose(Archive archive, List<String> globs, PrintWriter err) {
        if (globs.isEmpty()) {
            return new Chosen(IntStream.range(0, archive.size()).toArray(), false);
        }
        GlobMatches matches = GlobMatches.of(globs);
        IntStream.Builder chosen = IntStream.builder();
        boolean reported = false;
        char[] buffer = new char[256];
        for (int i = 0; i < archive.size(); i++) {
            if (buffer.length < archive.nameLength(i)) {
                buffer = new char[archive.nameLength(i)];
            }
            java.nio.CharBuffer name;
            try {
                name = java.nio.CharBuffer.wrap(buffer, 0, archive.decodePath(i, buffer, 0));
            } catch (FormatException bad) {
                err.println(bad.getMessage());
                reported = true;
                continue;
            }
            if (matches.matchesAny(name)) {
                chosen.add(i);
            }
        }
        if (matches.reportUnmatched(err, archive.source() + ": no entry matches ")) {
            reported = true;
        }
        return new Chosen(chosen.build().toArray(), reported);
    }

    /** Indexes of the entries chosen by globs, and whether a problem was reported while choosing. */
    record Chosen(int[] indexes, boolean reported) {

        /** The chosen entries. */
        List<ArchiveEntry> entries(Archive archive) {
            return IntStream.of(indexes).mapToObj(archive::entry).toList();
        }
    }
}
