package dev.marionette.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The training run the installed package's ahead-of-time cache is recorded from (at package time, never by users):
 * runs, one after another in this one JVM, the commands listed in a file, one per line, arguments separated by tabs,
 * as {@code marionette} would run each, their output discarded. A cache recorded from one JVM holds what every one
 * of them loaded and learned, so each command finds its classes in it.
 *
 * <p>{@code java -XX:AOTCacheOutput=marionette.aot -cp marionette.jar dev.marionette.cli.TrainingRun COMMANDS}
 * prints each command with its exit code; it fails (exit 1) when a command did not succeed, so a training run that
 * trained nothing is noticed.
 */
public final class TrainingRun {

    private TrainingRun() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: TrainingRun COMMANDS-FILE");
            System.exit(ExitCodes.INVALID);
        }
        List<String[]> commands = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                commands.add(line.split("\t"));
            }
        }
        PrintStream report = System.out;
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        int failed = 0;
        for (String[] command : commands) {
            System.setOut(discard);
            System.setErr(discard);
            int exit;
            try {
                exit = MarionetteCommand.run(command);
            } finally {
                System.setOut(report);
                System.setErr(report);
            }
            report.println(exit + "  " + String.join(" ", command));
            failed += exit == ExitCodes.OK ? 0 : 1;
        }
        System.exit(failed == 0 ? ExitCodes.OK : ExitCodes.FAILURE);
    }
}
