package dev.marionette.cli;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.format.FormatHandlers;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code marionette check FILE... [--lenient]}: parses and validates each file completely, several files at a
 * time on every core, printed in argument order. A valid file
 * gets an "OK" line (plus one line per warning, and their count after several) on standard output; an invalid
 * one gets exactly one line on standard error naming the file, offset and field.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Reads and validates each file completely.",
                "Valid files are listed on standard output with any warnings; each invalid file gets one line"
                        + " on standard error naming the file, the offset and the field.",
                "Exit codes: 0 all valid, 1 some file could not be checked to the end (not enough memory: give"
                        + " Java more with JAVA_OPTS=-Xmx...; or a fault of Marionette's own), 2 some file is invalid,"
                        + " unreadable or of unknown format, 3 none invalid but some format is recognised and not"
                        + " supported yet (not checked)."})
final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--lenient",
            description = "Accept quirks other tools tolerate (trailing bytes, a short interval table,"
                    + " a palette of the wrong size) and report them as warnings.")
    boolean lenient;

    @Mixin
    SkeletonOption skeleton;

    @Mixin
    IncludeOption include;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Files to check; an archive (GRF/GPF, THOR, RGZ) stands for its entries, ARCHIVE!ENTRY for one.")
    List<Path> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ReadOptions options = (lenient ? ReadOptions.LENIENT : ReadOptions.STRICT)
                .withCompanions(skeleton.companions(null));
        int exit;
        try (FileArguments arguments = include.arguments(files, err)) {
            exit = new FileLoader(FormatHandlers.standard()).forEach(arguments.sources(), options, out, err,
                    (loaded, handler, lines) -> {
                List<ReadWarning> warnings = loaded.check(handler, options);
                lines.println(loaded.name() + ": OK (" + loaded.detection().description()
                        + (warnings.isEmpty() ? ")" : ", " + warnings.size() + " warnings)"));
                for (ReadWarning warning : warnings) {
                    lines.println("  warning: " + warning.detail());
                }
                if (warnings.size() > 1) {
                    // A long list ends with its count, as convert's refusal does.
                    lines.println("  " + warnings.size() + " warnings in all");
                }
                return ExitCodes.OK;
            }, (loaded, lines, errors) -> errors.println(loaded.unsupportedLine()));
            exit = arguments.reported() ? ExitCodes.worst(exit, ExitCodes.INVALID) : exit;
            out.flush();
            exit = arguments.verifyArchives(err) ? ExitCodes.worst(exit, ExitCodes.INVALID) : exit;
        }
        out.flush();
        err.flush();
        return exit;
    }
}
