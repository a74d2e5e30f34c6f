package dev.marionette.cli;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.format.FormatHandlers;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette info FILE...}: format, version and counts of each file, one block per file. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = {"Shows the format, version and counts of each file, one block per file.",
                "Exit codes: 0 all shown, 1 some file could not be read to the end (not enough memory: give Java"
                        + " more with JAVA_OPTS=-Xmx...; or a fault of Marionette's own), 2 some file is invalid or"
                        + " unknown, 3 some format is recognised but not supported yet."})
final class InfoCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--lenient", description = "Accept quirks other tools tolerate (trailing bytes, ...).")
    boolean lenient;

    @Mixin
    SkeletonOption skeleton;

    @Mixin
    IncludeOption include;

    @Option(names = "--skill", paramLabel = "N|NAME",
            description = "The Sims: describe this skill of each CMX, BCF or .anim in detail (its motions and events),"
                    + " by index from 0 or by name.")
    String skill;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Files to describe; an archive (GRF/GPF, THOR, RGZ) stands for its entries, ARCHIVE!ENTRY for one.")
    List<Path> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ReadOptions options = (lenient ? ReadOptions.LENIENT : ReadOptions.STRICT)
                .withCompanions(skeleton.companions(skill));
        int exit;
        try (FileArguments arguments = include.arguments(files, err)) {
            // An archive given whole first says what it is (kind, version or mode, target GRF...), then its entries.
            arguments.archiveFacts().forEach((name, facts) -> {
                out.println(name);
                facts.forEach((label, value) -> out.println("  " + label + ": " + value));
            });
            exit = new FileLoader(FormatHandlers.standard()).forEach(arguments.sources(), options, out, err,
                    (loaded, handler, lines) -> {
                Map<String, String> facts = loaded.describe(handler, options);
                lines.println(loaded.name());
                facts.forEach((label, value) -> lines.println("  " + label + ": " + value));
                return ExitCodes.OK;
            }, (loaded, lines, errors) -> {
                lines.println(loaded.name());
                lines.println("  format: " + loaded.detection().description());
                lines.println("  (recognised; not supported by this command yet)");
            });
            exit = arguments.reported() ? ExitCodes.worst(exit, ExitCodes.INVALID) : exit;
        }
        out.flush();
        err.flush();
        return exit;
    }
}
