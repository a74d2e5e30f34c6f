package dev.marionette.cli;

import dev.marionette.io.FormatException;
import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfEntry;
import java.io.BufferedWriter;
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
        // One buffered writer for the whole listing: a client's table is 400,000 lines.
        PrintWriter out = new PrintWriter(new BufferedWriter(spec.commandLine().getOut(), 1 << 16), false);
        int exit = ExitCodes.OK;
        try (GrfArchive a = GrfArchive.open(archive)) {
            ArchiveCommand.Chosen chosen = ArchiveCommand.choose(a, globs, err);
            if (chosen.reported()) {
                exit = ExitCodes.INVALID;
            }
            StringBuilder line = new StringBuilder(256);
            String newline = System.lineSeparator();
            for (int i : chosen.indexes()) {
                line.setLength(0);
                try {
                    a.appendPath(i, line);
                } catch (FormatException bad) {
                    out.flush();
                    err.println(bad.getMessage());
                    exit = ExitCodes.INVALID;
                    continue;
                }
                if (longFormat) {
                    GrfEntry e = a.entry(i);
                    line.append('\t').append(e.realSize()).append('\t').append(e.compressedSize()).append('\t')
                            .append(e.alignedSize()).append('\t').append("0x")
                            .append(Integer.toHexString(e.flags()));
                }
                out.append(line).append(newline);
            }
        } catch (Exception e) {
            out.flush();
            err.println(FileLoader.describeFailure(archive, e));
            return ExitCodes.INVALID;
        }
        out.flush();
        return exit;
    }
}
