package dev.marionette.cli;

import dev.marionette.export.registry.Exporters;
import dev.marionette.io.format.FormatRegistry;
import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the {@code export} command over given exports and plug-ins, for tests outside this package. */
public final class ExportCommandAccess {

    private ExportCommandAccess() {
    }

    /** The exit code of {@code marionette export ARGS} with {@code exporters} over {@code registry}. */
    public static int run(Exporters exporters, FormatRegistry registry, String... args) {
        CommandLine cl = new CommandLine(new ExportCommand(exporters, registry));
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setErr(new PrintWriter(new StringWriter()));
        ExportCommand.describeExporters(cl.getCommandSpec(), exporters);
        return cl.execute(args);
    }
}
