package dev.marionette.cli;

import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.agent.AgentFormats;
import dev.marionette.io.FileBytes;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.acs.AcsRecompressor;
import dev.marionette.io.acs.CompressionMode;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code marionette recompress --mode microsoft|smallest -o OUT IN.acs}: decodes every compressed block of a
 * Microsoft Agent character and encodes it again, then prints {@code blocks=N raw=R before=B after=A}.
 */
@Command(name = "recompress", mixinStandardHelpOptions = true,
        description = {"Decodes every compressed image and region block of an ACS character and encodes it again.",
                "microsoft: Microsoft's compiler's exact encoding (an unmodified character comes out identical).",
                "smallest: the fewest bytes the format allows (never more than microsoft's).",
                "Prints one line: blocks=N raw=R before=B after=A (block count, decoded bytes, compressed bytes"
                        + " before and after).",
                "Exit codes: 0 written, 1 the output could not be written, 2 the input is invalid or not an ACS."})
final class RecompressCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-m", "--mode"}, paramLabel = "MODE", defaultValue = "microsoft",
            converter = ModeConverter.class, description = "microsoft or smallest (default: ${DEFAULT-VALUE}).")
    CompressionMode mode;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true, description = "The file to write.")
    Path output;

    @Parameters(paramLabel = "IN.acs", description = "The character to read.")
    Path input;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        byte[] result;
        try {
            byte[] data = FileBytes.read(input, ReadOptions.STRICT);
            FileFormat format = FormatRegistry.installed().detect(data, input.toString()).format();
            if (format != AgentFormats.ACS) {
                err.println(input + ": recognised as " + format.displayName() + "; recompress reads ACS characters");
                return ExitCodes.INVALID;
            }
            AcsRecompressor.Result recompressed = AcsRecompressor.recompress(data, input.toString(), mode);
            result = recompressed.file();
            out.println(recompressed.stats());
        } catch (Exception e) {
            err.println(FileLoader.describeFailure(input, e));
            return ExitCodes.INVALID;
        }
        try {
            if (Files.exists(output) && Files.isSameFile(output, input)) {
                err.println(output + ": not written: the output would replace the input itself");
                return ExitCodes.FAILURE;
            }
            SafeFileWriter.write(output, result);
        } catch (Exception e) {
            err.println(output + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    /** Accepts the mode in any case. */
    static final class ModeConverter implements ITypeConverter<CompressionMode> {
        @Override
        public CompressionMode convert(String value) {
            try {
                return CompressionMode.valueOf(value.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException("'" + value
                        + "' is not a mode: use microsoft or smallest");
            }
        }
    }
}
