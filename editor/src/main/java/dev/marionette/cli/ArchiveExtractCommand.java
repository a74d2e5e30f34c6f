package dev.marionette.cli;

import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveExtractor;
import dev.marionette.io.archive.ArchiveRegistry;
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
        description = {"Extracts the files of an archive (GRF/GPF, THOR, RGZ) into DIR, each to DIR/<its path>.",
                "All of them, or those the GLOBs choose; of several records of the same name the later one (the one"
                        + " the client and the patcher use), removal and folder records passed over.",
                "An entry whose path would land outside DIR (.., an absolute path, a drive letter, a control"
                        + " character), whose way goes through a symbolic link, whose name or depth the file system"
                        + " cannot hold, or whose data cannot be read (a size that lies, data inflating past its"
                        + " size, an offset past the end) is skipped with one line naming it and why; the others are"
                        + " extracted. No partial file or empty folder is ever left behind.",
                "Exit codes: 0 all extracted, 1 a file could not be written, 2 an entry was skipped, the archive is"
                        + " invalid or a GLOB matched nothing."})
final class ArchiveExtractCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", required = true, description = "The folder to extract into.")
    Path output;

    @Parameters(index = "0", paramLabel = "ARCHIVE", description = "The archive or patch.")
    Path archive;

    @Parameters(index = "1..*", paramLabel = "GLOB", description = "Extract only the entries these choose.")
    List<String> globs = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Archive a;
        try {
            a = ArchiveRegistry.installed().open(archive);
        } catch (Exception e) {
            err.println(FileLoader.describeFailure(archive, e));
            return ExitCodes.INVALID;
        }
        try (a) {
            ArchiveCommand.Chosen chosen = ArchiveCommand.choose(a, globs, err);
            ArchiveExtractor.Result result;
            try {
                result = ArchiveExtractor.extract(a, chosen.entries(a), output);
            } catch (IOException e) {
                err.println(output + ": cannot write: " + e.getMessage());
                return ExitCodes.FAILURE;
            }
            for (ArchiveExtractor.Skipped s : result.skipped()) {
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
