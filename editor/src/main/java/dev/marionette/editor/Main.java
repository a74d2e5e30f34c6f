package dev.marionette.editor;

import dev.marionette.cli.MarionetteCommand;
import java.util.Arrays;
import java.util.List;
import javax.swing.SwingUtilities;

/**
 * Entry point of {@code marionette.jar}: with a subcommand (or {@code --help}/{@code --version}) it runs the
 * command line; otherwise it opens the editor, with any file arguments opened in it.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (isCommandLine(args)) {
            System.exit(MarionetteCommand.run(args));
        }
        List<String> files = Arrays.asList(args);
        SwingUtilities.invokeLater(() -> EditorApp.start(files));
    }

    /** True when the arguments ask for the command line rather than the editor. */
    static boolean isCommandLine(String[] args) {
        if (args.length == 0) {
            return false;
        }
        String first = args[0];
        return first.startsWith("-") || MarionetteCommand.isSubcommand(first);
    }
}
