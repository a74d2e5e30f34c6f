package dev.marionette.cli;

import dev.marionette.io.WriteLimitException;
import dev.marionette.io.grf.GrfPacker;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette archive pack -o OUT.gpf|OUT.grf DIR}. */
@Command(name = "pack", mixinStandardHelpOptions = true,
        description = {"Packs every file below DIR into a new version 0x200 archive, named by its path relative to"
                + " DIR with backslashes (put a data folder in DIR for data\\... names), the names in CP949, laid"
                + " out as the community's GRF tools write archives. Written atomically.",
                "Exit codes: 0 written, 1 OUT could not be written, 2 DIR is missing or CP949 cannot hold a name"
                        + " (each such file is named)."})
final class ArchivePackCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true, description = "The archive to write.")
    Path output;

    @Parameters(paramLabel = "DIR", description = "The folder to pack.")
    Path folder;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(folder)) {
            err.println(folder + ": not a folder");
            return ExitCodes.INVALID;
        }
        try {
            int n = GrfPacker.pack(folder, output);
            out.println(output + ": " + n + " entries packed from " + folder);
            return ExitCodes.OK;
        } catch (WriteLimitException e) {
            for (String problem : e.problems()) {
                err.println(problem);
            }
            return ExitCodes.INVALID;
        } catch (Exception e) {
            err.println(output + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
    }
}
