package dev.marionette.cli;

import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfExtractor;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette archive extract -o DIR ARCHIVE [GLOB...]}. */
@Command(name = "extract", mixinStandardHelpOptions = true,
        description = {"Extracts the entries of an archive (all, or those the GLOBs choose) into DIR, each to"
                + " DIR/<its path>.",
                "An entry whose path would land outside DIR (.., an absolute path, a drive letter), whose way goes"
                        + " through a symbolic link, or whose data cannot be read (a size that lies, data inflating"
                        + " past its size, an offset past the end) is skipped with one line naming it and why; the"
                        + " others are extracted. No partial file is ever left behind.",
                "Exit codes: 0 all extracted, 1 a file could not be written, 2 an entry was skipped, the archive is"
                        + " invalid or a GLOB matched nothing."})
final class ArchiveExtractCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", required = true, description = "The folder to extract into.")
    Path output;

    @Parameters(index = "0", paramLabel = "ARCHIVE", description = "The GRF or GPF archive.")
    Path archive;

    @Parameters(index = "1..*", paramLabel = "GLOB", description = "Extract only the entries these choose.")
    List<String> globs = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        GrfArchive a;
        try {
            a = GrfArchive.open(archive);
        } catch (Exception e) {
            err.println(FileLoader.describeFailure(archive, e));
            return ExitCodes.INVALID;
        }
        try (a) {
            ArchiveCommand.Chosen chosen = ArchiveCommand.choose(a, globs, err);
            GrfExtractor.Result result;
            try {
                result = GrfExtractor.extract(a, chosen.entries(a), output);
            } catch (IOException e) {
                err.println(output + ": cannot write: " + e.getMessage());
                return ExitCodes.FAILURE;
            }
            for (GrfExtractor.Skipped s : result.skipped()) {
                err.println(archive + ": skipped " + s.entry().displayName() + ": " + s.reason());
            }
            out.println(result.extracted() + " entries extracted to " + output
                    + (result.skipped().isEmpty() ? "" : ", " + result.skipped().size() + " skipped"));
            return chosen.reported() || !result.skipped().isEmpty() ? ExitCodes.INVALID : ExitCodes.OK;
        } catch (IOException e) {
            err.println(archive + ": " + e.getMessage());
            return ExitCodes.FAILURE;
        }
    }
}
