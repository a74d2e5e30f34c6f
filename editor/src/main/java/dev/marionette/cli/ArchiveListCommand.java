package dev.marionette.cli;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveNames;
import dev.marionette.io.archive.ArchiveRegistry;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette archive list [--long] ARCHIVE [GLOB...]}: the entries in table order, without reading their data. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = {"Lists the records of an archive (GRF/GPF, THOR, RGZ) in table order, one per line.",
                "Each line starts with the record's path as stored (decoded from CP949, backslashes kept; a control"
                        + " character or a byte that is not CP949 as \\xNN). Reads only the table, never the entries'"
                        + " data.",
                "--long adds after a tab: real size, compressed size, stored size (a GRF's aligned size) and flags"
                        + " (GRF: 1 file, 2 and 4 DES; THOR: 1 removal; RGZ: 1 file), separated by tabs.",
                "Exit codes: 0 listed, 2 the archive is invalid, a name is not CP949 or a GLOB matched nothing."})
final class ArchiveListCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-l", "--long"}, description = "Add the sizes and flags of each entry.")
    boolean longFormat;

    @Parameters(index = "0", paramLabel = "ARCHIVE", description = "The archive or patch.")
    Path archive;

    @Parameters(index = "1..*", paramLabel = "GLOB", description = "List only the entries these choose.")
    List<String> globs = List.of();

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        int exit = ExitCodes.OK;
        try (Archive a = ArchiveRegistry.installed().open(archive)) {
            ArchiveCommand.Chosen chosen = ArchiveCommand.choose(a, globs, err);
            if (chosen.reported()) {
                exit = ExitCodes.INVALID;
            }
            // Lines are decoded straight into one char buffer written out in large pieces: a client's table is
            // 400,000 lines, and a String per line would cost more than decoding it.
            char[] newline = System.lineSeparator().toCharArray();
            char[] buffer = new char[1 << 16];
            int pos = 0;
            for (int i : chosen.indexes()) {
                // A name's control characters become \xNN: up to 4 chars each.
                int room = 4 * a.nameLength(i) + newline.length + (longFormat ? 64 : 0);
                if (buffer.length - pos < room) {
                    out.write(buffer, 0, pos);
                    pos = 0;
                    if (buffer.length < room) {
                        buffer = new char[room];
                    }
                }
                int start = pos;
                try {
                    pos = a.decodePath(i, buffer, pos);
                } catch (FormatException bad) {
                    out.write(buffer, 0, start);
                    pos = 0;
                    out.flush();
                    err.println(bad.getMessage());
                    exit = ExitCodes.INVALID;
                    continue;
                }
                pos = escapeControls(buffer, start, pos);
                if (longFormat) {
                    ArchiveEntry e = a.entry(i);
                    String fields = "\t" + e.realSize() + "\t" + e.compressedSize() + "\t" + e.storedSize() + "\t0x"
                            + Integer.toHexString(e.flags());
                    fields.getChars(0, fields.length(), buffer, pos);
                    pos += fields.length();
                }
                System.arraycopy(newline, 0, buffer, pos, newline.length);
                pos += newline.length;
            }
            out.write(buffer, 0, pos);
        } catch (Exception e) {
            out.flush();
            err.println(FileLoader.describeFailure(archive, e));
            return ExitCodes.INVALID;
        }
        out.flush();
        return exit;
    }

    /**
     * Rewrites the name in {@code buffer[from, to)} with its control characters as {@code \xNN} (the buffer has room
     * for 4 chars per name byte); returns its new end. Names never reach the terminal with a control character.
     */
    static int escapeControls(char[] buffer, int from, int to) {
        int controls = 0;
        for (int i = from; i < to; i++) {
            controls += ArchiveNames.isControl(buffer[i]) ? 1 : 0;
        }
        if (controls == 0) {
            return to;
        }
        String escaped = ArchiveNames.escapeControls(new String(buffer, from, to - from));
        escaped.getChars(0, escaped.length(), buffer, from);
        return from + escaped.length();
    }
}
