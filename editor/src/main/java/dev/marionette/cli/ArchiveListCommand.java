package dev.marionette.cli;

import dev.marionette.io.FormatException;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfEntry;
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
        description = {"Lists the entries of an archive in table order, one per line, each starting with its path as"
                + " stored (decoded from CP949, backslashes kept). Reads only the table, never the entries' data.",
                "--long adds after a tab: real size, compressed size, aligned size and flags (1 file, 2 and 4 DES),"
                        + " separated by tabs.",
                "Exit codes: 0 listed, 2 the archive is invalid, a name is not CP949 or a GLOB matched nothing."})
final class ArchiveListCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-l", "--long"}, description = "Add the sizes and flags of each entry.")
    boolean longFormat;

    @Parameters(index = "0", paramLabel = "ARCHIVE", description = "The GRF or GPF archive.")
    Path archive;

    @Parameters(index = "1..*", paramLabel = "GLOB", description = "List only the entries these choose.")
    List<String> globs = List.of();

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        int exit = ExitCodes.OK;
        try (GrfArchive a = GrfArchive.open(archive)) {
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
                int room = a.nameLength(i) + newline.length + (longFormat ? 64 : 0);
                if (buffer.length - pos < room) {
                    out.write(buffer, 0, pos);
                    pos = 0;
                    if (buffer.length < room) {
                        buffer = new char[room];
                    }
                }
                try {
                    pos = a.decodePath(i, buffer, pos);
                } catch (FormatException bad) {
                    out.write(buffer, 0, pos);
                    pos = 0;
                    out.flush();
                    err.println(bad.getMessage());
                    exit = ExitCodes.INVALID;
                    continue;
                }
                if (longFormat) {
                    GrfEntry e = a.entry(i);
                    String fields = "\t" + e.realSize() + "\t" + e.compressedSize() + "\t" + e.alignedSize() + "\t0x"
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
}
