package dev.marionette.cli;

import dev.marionette.app.instance.InstanceChannel;
import dev.marionette.app.instance.InstanceServer;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.ServiceLoader;
import java.util.function.Predicate;

/**
 * Entry point of {@code marionette.jar}. The command line never falls into the editor by accident:
 * <ul>
 * <li>no arguments: the editor;</li>
 * <li>a subcommand, {@code --help} or {@code --version} first: the command line (started as {@code java -jar}, it
 *     goes to the launcher beside the jar, see {@link LauncherHandoff});</li>
 * <li>otherwise the arguments are files to open in the editor, and every one must exist: a missing file is
 *     an error (exit 2) before any window opens; a first word that is not a file and does not look like one
 *     ({@code chek}) goes to the command line, which answers "unknown command" with the closest command;</li>
 * <li>the editor needs a display: without one it says so in one line, and how to use the command line
 *     instead, and exits 1;</li>
 * <li>one window: when the user's editor already runs, the files go to it ({@link InstanceChannel}) and this
 *     process ends (exit 0) before any window or display is needed; otherwise this editor listens for later
 *     starts.</li>
 * </ul>
 * This class is headless: a command loads neither Swing nor the editor. The editor is reached only through
 * {@link EditorStarter}, found by {@link ServiceLoader} when the arguments ask for it.
 */
public final class Main {

    /** What the arguments ask for. */
    enum Route {
        EDITOR, COMMAND_LINE, MISSING_FILES
    }

    private Main() {
    }

    public static void main(String[] args) {
        switch (route(args, Main::isFile)) {
            case COMMAND_LINE -> {
                // Started as java -jar: the launcher beside the jar runs commands with fitting JVM options.
                OptionalInt launched = LauncherHandoff.run(args);
                System.exit(launched.isPresent() ? launched.getAsInt() : MarionetteCommand.run(args));
            }
            case MISSING_FILES -> {
                for (String missing : missing(args, Main::isFile)) {
                    System.err.println("marionette: " + missing + ": no such file");
                }
                System.exit(ExitCodes.INVALID);
            }
            case EDITOR -> {
                List<String> files = Arrays.asList(args);
                InstanceServer server = null;
                Optional<InstanceChannel> channel = InstanceChannel.forUser();
                if (channel.isPresent()) {
                    InstanceChannel.Claim claim = channel.get().claim(absolute(files));
                    if (claim.sent()) {
                        // The editor already running opens them: one window for every file.
                        System.exit(ExitCodes.OK);
                    }
                    server = claim.server();
                }
                String problem = displayProblem();
                if (problem != null) {
                    System.err.println(problem);
                    System.exit(ExitCodes.FAILURE);
                }
                EditorStarter editor = ServiceLoader.load(EditorStarter.class).findFirst().orElse(null);
                if (editor == null) {
                    System.err.println("marionette: this build has no editor; the command line works: "
                            + "java -jar marionette.jar --help");
                    System.exit(ExitCodes.FAILURE);
                }
                editor.start(files, server);
            }
        }
    }

    /** The files to open as absolute paths: the running editor does not share this process's working folder. */
    static List<Path> absolute(List<String> files) {
        List<Path> paths = new ArrayList<>(files.size());
        for (String file : files) {
            paths.add(Path.of(file).toAbsolutePath().normalize());
        }
        return paths;
    }

    /** Where the arguments go; {@code exists} says whether an argument names an existing file. */
    static Route route(String[] args, Predicate<String> exists) {
        if (args.length == 0) {
            return Route.EDITOR;
        }
        String first = args[0];
        if (first.startsWith("-") || MarionetteCommand.isSubcommand(first)) {
            return Route.COMMAND_LINE;
        }
        if (missing(args, exists).isEmpty()) {
            return Route.EDITOR;
        }
        return !exists.test(first) && looksLikeAWord(first) ? Route.COMMAND_LINE : Route.MISSING_FILES;
    }

    /** True when the arguments ask for the command line rather than the editor. */
    static boolean isCommandLine(String[] args) {
        return route(args, Main::isFile) == Route.COMMAND_LINE;
    }

    private static List<String> missing(String[] args, Predicate<String> exists) {
        List<String> missing = new ArrayList<>();
        for (String a : args) {
            if (!exists.test(a)) {
                missing.add(a);
            }
        }
        return missing;
    }

    /** A bare word: no extension, no folder, nothing a file name needs. */
    private static boolean looksLikeAWord(String argument) {
        return !argument.isEmpty() && argument.chars().noneMatch(c -> c == '.' || c == '/' || c == '\\' || c == ':');
    }

    private static boolean isFile(String argument) {
        try {
            return Files.exists(Path.of(argument));
        } catch (InvalidPathException e) {
            return false;
        }
    }

    /**
     * Why the editor cannot open a window here (no display, or one that cannot be reached), in one line with
     * the way to the command line; null when it can.
     */
    static String displayProblem() {
        String reason = null;
        if (GraphicsEnvironment.isHeadless()) {
            reason = System.getenv("DISPLAY") == null && !isWindowsOrMac() ? "no display (DISPLAY is not set)"
                    : "no display (running headless)";
        } else {
            try {
                GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices();
            } catch (Throwable unreachable) {
                String message = unreachable.getMessage() == null ? unreachable.getClass().getSimpleName()
                        : unreachable.getMessage().replaceAll("\\s+", " ").trim();
                reason = "the display cannot be reached (" + message + ")";
            }
        }
        return reason == null ? null : "marionette: cannot open the editor: " + reason
                + "; the command line works without one: java -jar marionette.jar --help (e.g. check, info, render).";
    }

    private static boolean isWindowsOrMac() {
        String os = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT);
        return os.contains("win") || os.contains("mac");
    }
}
