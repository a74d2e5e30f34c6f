package dev.marionette.cli;

import dev.marionette.io.format.Conversions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.convert.Conversion;
import dev.marionette.io.convert.ConversionException;
import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.format.FormatHandlers;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code marionette convert -o OUT IN}: converts a file into another format of the same kind, chosen by OUT's
 * extension, through the conversions registered in {@link Conversions#standard()}.
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Converts a file into another format of the same kind, keeping everything the target can"
                + " hold.",
                "The target format follows OUT's extension.",
                "Exit codes: 0 converted, 1 the output could not be written, 2 the input is invalid, unreadable or"
                        + " of unknown format, 3 no conversion from the input's format to OUT's extension."})
final class ConvertCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true,
            description = "The file to write; its extension selects the target format.")
    Path output;

    @Mixin
    SkeletonOption skeleton;

    @Option(names = "--skill", paramLabel = "N|NAME",
            description = "The skill to convert when the input holds several (a Sims CMX or BCF file): its index"
                    + " from 0, as info numbers them, or its name.")
    String skill;

    @Parameters(paramLabel = "IN", description = "The file to convert.")
    Path input;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return convert(out, err);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private int convert(PrintWriter out, PrintWriter err) {
        ReadOptions options = ReadOptions.STRICT.withCompanions(skeleton.companions(null));
        Conversions conversions = Conversions.standard();
        FileLoader.Loaded loaded;
        try {
            loaded = new FileLoader(FormatHandlers.standard()).load(input, options);
        } catch (Exception e) {
            err.println(FileLoader.describeFailure(input, e));
            return ExitCodes.INVALID;
        }
        FileFormat format = loaded.detection().format();
        Optional<Conversion> conversion = conversions.forOutput(format, output);
        if (conversion.isEmpty()) {
            err.println(input + ": no conversion from " + format.displayName() + " to " + output.getFileName()
                    + "; " + targetsLine(conversions.from(format)));
            return ExitCodes.UNSUPPORTED;
        }
        try {
            if (Files.exists(output) && Files.isSameFile(output, input)) {
                err.println(output + ": not written: the output would replace the input itself");
                return ExitCodes.FAILURE;
            }
            Path parent = output.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (Exception e) {
            err.println(output + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        ConversionResult result;
        try {
            result = conversion.get().convert(new ConversionInput(input, loaded.bytes(options), options, skill), output);
        } catch (dev.marionette.io.FormatException | ConversionException e) {
            err.println(e.getMessage());
            return ExitCodes.INVALID;
        } catch (Exception e) {
            err.println(output + ": cannot write: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return ExitCodes.FAILURE;
        }
        out.println(input + " -> " + output + " (" + conversion.get().targetName() + ", " + result.written().size()
                + (result.written().size() == 1 ? " file)" : " files)"));
        for (String note : result.notes()) {
            out.println("  note: " + note);
        }
        return ExitCodes.OK;
    }

    private static String targetsLine(List<Conversion> from) {
        if (from.isEmpty()) {
            return "this format has no conversions";
        }
        return "it converts to " + from.stream().map(c -> "." + c.targetExtensions().get(0) + " (" + c.targetName() + ")")
                .collect(Collectors.joining(", "));
    }

    /** Adds the registered conversions, one line each (wrapped under its own column), to the command's help. */
    static void describeConversions(CommandSpec spec) {
        List<String> lines = new java.util.ArrayList<>(List.of(spec.usageMessage().description()));
        List<String> conversions = new java.util.ArrayList<>(List.of("Conversions:"));
        for (Conversion c : Conversions.standard().all()) {
            conversions.addAll(HelpText.wrap(c.source().displayName() + " -> ." + String.join(" / .",
                    c.targetExtensions()) + ": " + c.targetName(), "  ", "      "));
        }
        // before the exit codes, which the wrapping for 80 columns may have made several lines
        int exitCodes = lines.size() - 1;
        while (exitCodes > 0 && !lines.get(exitCodes).startsWith("Exit codes:")) {
            exitCodes--;
        }
        lines.addAll(exitCodes > 0 ? exitCodes : lines.size(), List.of(HelpText.forPicocli(conversions)));
        spec.usageMessage().description(lines.toArray(String[]::new));
    }
}
