package dev.marionette.cli;

import dev.marionette.export.ExportFiles;
import dev.marionette.thumbnail.ThumbnailException;
import dev.marionette.thumbnail.Thumbnails;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code marionette thumbnail -s SIZE IN OUT}: the picture a file manager shows for a file, as a PNG no larger than
 * SIZE x SIZE ({@link Thumbnails}); the desktop's thumbnailer runs it ({@code marionette.thumbnailer}).
 */
@Command(name = "thumbnail", mixinStandardHelpOptions = true,
        description = {"Writes a small picture of a file as a PNG no larger than SIZE x SIZE, for file managers:"
                + " a Ragnarok sprite's first frame with its sheet, an Agent character's rest pose, a motion's first"
                + " pose, an archive's first sprite.",
                "Exit codes: 0 written, 1 the PNG could not be written, 2 the file is invalid, unknown or has"
                        + " nothing to show."})
final class ThumbnailCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-s", "--size"}, defaultValue = "256", paramLabel = "SIZE",
            description = "The largest width and height in pixels (default 256).")
    int size;

    @Parameters(index = "0", paramLabel = "IN", description = "The file to show.")
    Path input;

    @Parameters(index = "1", paramLabel = "OUT", description = "The PNG to write.")
    Path output;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (size < Thumbnails.MIN_SIZE || size > Thumbnails.MAX_SIZE) {
            err.println("marionette thumbnail: --size must be " + Thumbnails.MIN_SIZE + " to " + Thumbnails.MAX_SIZE);
            err.flush();
            return ExitCodes.INVALID;
        }
        BufferedImage picture;
        try {
            picture = Thumbnails.of(input, size);
        } catch (ThumbnailException nothing) {
            err.println(input + ": no thumbnail: " + nothing.getMessage());
            err.flush();
            return ExitCodes.INVALID;
        } catch (IOException | RuntimeException e) {
            err.println(firstAndLast(FileLoader.describeFailure(input, e)));
            err.flush();
            return FileLoader.exitCodeOf(e);
        }
        try {
            ExportFiles.writeFile(output, ExportFiles.png(picture));
        } catch (IOException e) {
            err.println(output + ": cannot write: " + e.getMessage());
            err.flush();
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    /**
     * A message of many lines (a project missing hundreds of images) cut to its first and last: whoever runs a
     * thumbnailer keeps its error output in a log, one file at a time.
     */
    static String firstAndLast(String message) {
        String[] lines = message.split("\\R");
        return lines.length <= 2 ? message : lines[0] + System.lineSeparator() + "  ..." + System.lineSeparator()
                + lines[lines.length - 1];
    }
}
