package dev.marionette.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * What every command-line test does: run {@code marionette ARGS...} in-process and keep what it printed, with a
 * fresh folder to write in.
 */
abstract class CommandLineTest {

    @TempDir
    Path dir;

    /** What the last run printed on standard output. */
    String out;

    /** What the last run printed on standard error. */
    String err;

    /** Runs the command line with these arguments; returns its exit code. */
    int run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = commandLine(new PrintWriter(o, true), new PrintWriter(e, true)).execute(args);
        out = o.toString();
        err = e.toString();
        return code;
    }

    /** The command line under test, printing to these streams: the whole of {@code marionette} by default. */
    CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return MarionetteCommand.create(out, err);
    }
}
