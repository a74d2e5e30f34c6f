package dev.marionette.cli;

import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.format.TextForms;
import dev.marionette.io.source.FileSource;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette text show [-o OUT] FILE}: the text form of FILE on standard output (or into OUT). */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = {"Prints the complete text form of FILE: a header line naming the format, then one fact per"
                + " line (a layer, an event, a palette entry, a pixel row in hex, an Agent frame or sound), so that"
                + " one edit changes one line. Text formats (ACD, ASF, AMC, CMX) are printed as they are."
                + " This is what git's textconv runs (marionette text git-setup).",
                "Exit codes: 0 shown, 1 OUT could not be written, 2 FILE is invalid or unreadable, 3 its format"
                        + " has no text form yet."})
final class TextShowCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Write the text into OUT instead of"
            + " standard output.")
    Path output;

    @Parameters(paramLabel = "FILE", description = "The file (ARCHIVE!ENTRY for an entry of a GRF/GPF).")
    Path file;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try (FileArguments arguments = FileArguments.of(List.of(file), List.of(), err)) {
            if (arguments.reported() || arguments.sources().isEmpty()) {
                err.flush();
                return ExitCodes.INVALID;
            }
            FileSource source = arguments.sources().get(0);
            TextForms forms = TextForms.installed();
            if (output != null) {
                byte[] text;
                try {
                    text = forms.show(source);
                } catch (IOException e) {
                    return failed(err, source, e);
                }
                try {
                    SafeFileWriter.write(output, text);
                } catch (IOException e) {
                    err.println(output + ": cannot write: " + e.getMessage());
                    return ExitCodes.FAILURE;
                }
                return ExitCodes.OK;
            }
            spec.commandLine().getOut().flush();
            OutputStream stdout = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
            try {
                forms.show(source, stdout);
                stdout.flush();
            } catch (IOException e) {
                return failed(err, source, e);
            }
            return ExitCodes.OK;
        } finally {
            err.flush();
        }
    }

    private static int failed(PrintWriter err, FileSource source, IOException e) {
        err.println(FileLoader.describeFailure(source, e));
        return e.getMessage() != null && e.getMessage().endsWith("has no text form yet") ? ExitCodes.UNSUPPORTED
                : ExitCodes.INVALID;
    }
}
