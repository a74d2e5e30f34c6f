package dev.marionette.cli;

import dev.marionette.io.FormatException;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.format.TextForms;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code marionette text build -o OUT TEXT}: the file a text form stands for. */
@Command(name = "build", mixinStandardHelpOptions = true,
        description = {"Makes the file of a text form (what 'text show' printed, edited or not): byte for byte the"
                + " file it was shown from when unedited, a valid file after edits. A line the format cannot hold is"
                + " an error naming the line. Written atomically.",
                "Exit codes: 0 written, 1 OUT could not be written, 2 TEXT is invalid (the line is named)."})
final class TextBuildCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true, description = "The file to write.")
    Path output;

    @Parameters(paramLabel = "TEXT", description = "The text form.")
    Path text;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        byte[] bytes;
        try {
            byte[] data = FileSource.of(text).read(new dev.marionette.io.ReadOptions(false, TextForms.MAX_TEXT_SIZE));
            bytes = TextForms.installed().build(data, text.toString());
        } catch (WriteLimitException e) {
            err.println(text + ": the text does not fit the format: " + String.join("; ", e.problems()));
            err.flush();
            return ExitCodes.INVALID;
        } catch (FormatException e) {
            err.println(e.getMessage());
            err.flush();
            return ExitCodes.INVALID;
        } catch (IOException e) {
            err.println(FileLoader.describeFailure(text, e));
            err.flush();
            return ExitCodes.INVALID;
        }
        try {
            SafeFileWriter.write(output, bytes);
        } catch (IOException e) {
            err.println(output + ": cannot write: " + e.getMessage());
            err.flush();
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }
}
