package dev.marionette.cli;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.StreamingFormatHandler;
import dev.marionette.io.format.FormatHandlers;
import dev.marionette.io.source.FileSource;
import java.io.BufferedInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code marionette roundtrip -o OUTDIR FILE...}: reads each file strictly and writes it, unchanged, to
 * OUTDIR under the same name, so the output can be compared with the input byte for byte. Files are handled
 * several at a time on every core and reported in argument order.
 */
@Command(name = "roundtrip", mixinStandardHelpOptions = true,
        description = {"Reads each file and writes it back unchanged to OUTDIR under the same name.",
                "Exit codes: 0 all written identically, 1 an output could not be written or differs from its"
                        + " input (or memory ran out: give Java more with JAVA_OPTS=-Xmx...), 2 some file is invalid, unreadable or of unknown format, 3 none of those but"
                        + " some format is not supported yet."})
final class RoundtripCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "OUTDIR", required = true,
            description = "Folder to write into (created when missing).")
    Path outputDir;

    @Mixin
    SkeletonOption skeleton;

    @Mixin
    IncludeOption include;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Files to read and write back; an archive (GRF/GPF, THOR, RGZ) stands for its entries,"
            + " ARCHIVE!ENTRY for one.")
    List<Path> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            Files.createDirectories(outputDir);
        } catch (IOException e) {
            err.println(outputDir + ": cannot create the output folder: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        try (FileArguments arguments = include.arguments(files, err)) {
            int exit = roundtrip(arguments.sources(), out, err);
            out.flush();
            err.flush();
            return arguments.reported() ? ExitCodes.worst(exit, ExitCodes.INVALID) : exit;
        }
    }

    private int roundtrip(List<FileSource> sources, PrintWriter out, PrintWriter err) {
        FileLoader loader = new FileLoader(FormatHandlers.standard());
        ReadOptions options = ReadOptions.STRICT.withCompanions(skeleton.companions(null));
        // Which file writes which output is decided in argument order first: a later file of the same name loses.
        Set<Path> written = new HashSet<>();
        boolean[] first = new boolean[sources.size()];
        for (int i = 0; i < sources.size(); i++) {
            first[i] = written.add(outputDir.resolve(sources.get(i).fileName()).toAbsolutePath().normalize());
        }
        int exit = ExitCodes.OK;
        // A batch at a time, so the output waiting to be printed stays small for an archive of any size.
        for (int from = 0; from < sources.size(); from += FileLoader.BATCH) {
            List<Integer> indexes = new ArrayList<>();
            for (int i = from; i < Math.min(sources.size(), from + FileLoader.BATCH); i++) {
                indexes.add(i);
            }
            exit = ExitCodes.worst(exit, OrderedParallel.run(indexes,
                    (i, lines, errors) -> roundtrip(loader, sources.get(i), first[i], options, lines, errors),
                    (i, e, errors) -> {
                        errors.println(FileLoader.describeFailure(sources.get(i), e));
                        return FileLoader.exitCodeOf(e);
                    }, out, err, i -> FileLoader.size(sources.get(i))));
        }
        return exit;
    }

    private int roundtrip(FileLoader loader, FileSource file, boolean first, ReadOptions options, PrintWriter lines,
            PrintWriter errors) throws IOException {
        Path target = outputDir.resolve(file.fileName());
        if (!first) {
            errors.println(file + ": not written: an earlier file has the same name " + file.fileName());
            return ExitCodes.FAILURE;
        }
        if (file.path().isPresent() && Files.exists(target) && Files.isSameFile(target, file.path().get())) {
            errors.println(file + ": not written: the output would replace the input itself");
            return ExitCodes.FAILURE;
        }
        FileLoader.Loaded loaded = loader.load(file, options);
        if (loaded.handler().isEmpty()) {
            errors.println(loaded.unsupportedLine());
            return ExitCodes.UNSUPPORTED;
        }
        if (loaded.data() == null) {
            return streamed(loaded, (StreamingFormatHandler) loaded.handler().get(), target, lines, errors);
        }
        byte[] rewritten = loaded.rewrite(loaded.handler().get(), options);
        try {
            SafeFileWriter.write(target, rewritten);
        } catch (IOException e) {
            errors.println(target + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        if (Arrays.equals(rewritten, loaded.data())) {
            lines.println(file + " -> " + target + " (" + rewritten.length + " bytes, identical)");
            return ExitCodes.OK;
        }
        errors.println(file + " -> " + target + ": written, but the " + rewritten.length
                + " bytes differ from the " + loaded.data().length + " read");
        return ExitCodes.FAILURE;
    }

    /**
     * Rewrites a file its handler streams (a motion of any size): written to the target as it is read, compared
     * with the input on the way, byte for byte.
     */
    private int streamed(FileLoader.Loaded loaded, StreamingFormatHandler handler, Path target, PrintWriter lines,
            PrintWriter errors) throws IOException {
        Path file = loaded.file();
        ReadOptions options = ReadOptions.STRICT.withCompanions(skeleton.companions(null));
        long[] written = {0};
        boolean[] same = {true};
        FormatException[] invalid = {null};
        try (InputStream original = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            SafeFileWriter.write(target, out -> {
                OutputStream comparing = new FilterOutputStream(out) {
                    private final byte[] expected = new byte[1 << 16];

                    @Override
                    public void write(int b) throws IOException {
                        write(new byte[] {(byte) b}, 0, 1);
                    }

                    @Override
                    public void write(byte[] b, int off, int len) throws IOException {
                        out.write(b, off, len);
                        written[0] += len;
                        for (int done = 0; done < len && same[0]; ) {
                            int n = original.readNBytes(expected, 0, Math.min(expected.length, len - done));
                            same[0] = n > 0 && Arrays.equals(expected, 0, n, b, off + done, off + done + n);
                            done += Math.max(n, 1);
                        }
                    }
                };
                try {
                    handler.rewrite(file, options, comparing);
                } catch (FormatException e) {
                    invalid[0] = e;
                    throw e;
                }
            });
            same[0] &= original.read() < 0;
        } catch (FormatException e) {
            throw e;
        } catch (IOException e) {
            if (invalid[0] != null) {
                throw invalid[0];
            }
            errors.println(target + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        if (same[0]) {
            lines.println(file + " -> " + target + " (" + written[0] + " bytes, identical)");
            return ExitCodes.OK;
        }
        errors.println(file + " -> " + target + ": written, but the " + written[0] + " bytes differ from the "
                + FileLoader.size(file) + " read");
        return ExitCodes.FAILURE;
    }
}
