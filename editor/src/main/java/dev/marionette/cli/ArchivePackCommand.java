package dev.marionette.cli;

import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.ArchivePacker;
import dev.marionette.io.archive.ArchivePlugin;
import dev.marionette.io.archive.ArchiveRegistry;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette archive pack -o OUT.gpf|.grf|.thor|.rgz [--format KIND] DIR}. */
@Command(name = "pack", mixinStandardHelpOptions = true,
        description = {"Packs every file below DIR into a new archive or patch.",
                "Each file is named by its path relative to DIR with backslashes (put a data folder in DIR for"
                        + " data\\... names), the names in CP949. OUT's extension chooses the kind (.grf .gpf: a GRF"
                        + " 0x200 laid out as the community's tools write it; .thor: a THOR patch as mkpatch writes it,"
                        + " with data.integrity; .rgz: an RGZ patch), or --format. A symbolic link is followed only to"
                        + " a file inside DIR. Written atomically.",
                "Exit codes: 0 written, 1 OUT could not be written, 2 DIR is missing, OUT names no kind, CP949 cannot"
                        + " hold a name or a link leads out of DIR (each such file is named)."})
final class ArchivePackCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true, description = "The archive to write.")
    Path output;

    @Option(names = "--format", paramLabel = "KIND", description = "The kind to write: grf, gpf, thor or rgz"
            + " (default: OUT's extension).")
    String format;

    @Mixin
    PatchOptions patch;

    @Parameters(paramLabel = "DIR", description = "The folder to pack.")
    Path folder;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<ArchivePlugin> kind = kind(output, format, err);
        if (kind.isEmpty()) {
            return ExitCodes.INVALID;
        }
        if (!Files.isDirectory(folder)) {
            err.println(folder + ": not a folder");
            return ExitCodes.INVALID;
        }
        try {
            int n = ArchivePacker.pack(folder, output, kind.get(), patch.writeOptions(), patch.removals);
            out.println(output + ": " + n + " entries packed from " + folder + " (" + kind.get().displayName()
                    + (patch.removals.isEmpty() ? "" : ", " + patch.removals.size() + (patch.removals.size() == 1
                    ? " removal" : " removals")) + ")");
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

    /**
     * The kind {@code --format} names, else the one {@code output}'s extension names; one line on {@code err} when
     * there is none, or when both are given and disagree.
     */
    static Optional<ArchivePlugin> kind(Path output, String format, PrintWriter err) {
        ArchiveRegistry registry = ArchiveRegistry.installed();
        String kinds = String.join(", ", registry.extensions());
        Optional<ArchivePlugin> byExtension = registry.forExtension(output);
        if (format != null) {
            Optional<ArchivePlugin> named = registry.byId(format);
            if (named.isEmpty()) {
                err.println("--format " + format + ": no such archive kind (" + kinds + ")");
                return Optional.empty();
            }
            if (byExtension.isPresent() && !byExtension.get().id().equals(named.get().id())) {
                err.println(output + ": its extension names a " + byExtension.get().displayName() + ", not the "
                        + named.get().displayName() + " --format " + format + " asks for");
                return Optional.empty();
            }
            return named;
        }
        if (byExtension.isEmpty()) {
            err.println(output + ": the extension names no archive kind (" + kinds + "); name the file so or give"
                    + " --format");
        }
        return byExtension;
    }
}
