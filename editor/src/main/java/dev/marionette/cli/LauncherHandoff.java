package dev.marionette.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Hands a command started as {@code java -jar marionette.jar COMMAND ...} to the launcher beside the jar
 * ({@code marionette}), which starts it with the options that suit a short run (first compiler tier, serial collector)
 * and Marionette's class-data archive. A plain {@code java -jar} cannot have those: the JVM takes its options only
 * from its own command line. With them a {@code check} of many files needs about 40 % less processor time (the
 * second compiler alone took a third of it), far more than the second JVM start costs (docs/BENCHMARKS.md).
 *
 * <p>Only when it is safe: a Unix system, the JVM started with {@code -jar} on this very jar, the launcher present and
 * executable beside it, no JVM option with a space or quote in it (the launcher splits {@code JAVA_OPTS} at spaces),
 * and neither {@code -Dmarionette.launcher} (set by the launcher: this process is the handed-off one) nor
 * {@code -Dmarionette.handoff=false} or the environment variable {@code MARIONETTE_HANDOFF=false}. The JVM options
 * given to {@code java} go along in {@code JAVA_OPTS}, so {@code java -Xmx256m -jar ...} keeps its heap limit;
 * standard input, output and error are the same, and the exit code is the command's.
 */
final class LauncherHandoff {

    private LauncherHandoff() {
    }

    /** Runs the command through the launcher and returns its exit code; empty when it should run here. */
    static OptionalInt run(String[] args) {
        List<String> command = command(args);
        if (command.isEmpty()) {
            return OptionalInt.empty();
        }
        ProcessBuilder builder = new ProcessBuilder(command.subList(2, command.size())).inheritIO();
        builder.environment().put("JAVA", command.get(0));
        builder.environment().put("JAVA_OPTS", command.get(1));
        // Whatever route the launcher takes, the JVM it starts runs the command itself (never hands it on again).
        builder.environment().put("MARIONETTE_HANDOFF", "false");
        try {
            Process process = builder.start();
            // A parent stopped by a signal takes the command with it, as if it had run here. (Anonymous classes
            // rather than lambdas here and below: this process should load as little as it can.)
            Thread stop = new Thread() {
                @Override
                public void run() {
                    process.destroy();
                }
            };
            Runtime.getRuntime().addShutdownHook(stop);
            int status = process.waitFor();
            Runtime.getRuntime().removeShutdownHook(stop);
            return OptionalInt.of(status);
        } catch (IOException e) {
            return OptionalInt.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalInt.of(ExitCodes.FAILURE);
        }
    }

    /**
     * The java program, the JVM options (one string) and the launcher's command line for {@code args}; empty when the
     * command runs in this process.
     */
    static List<String> command(String[] args) {
        if (System.getProperty("marionette.launcher") != null
                || "false".equalsIgnoreCase(System.getProperty("marionette.handoff"))
                || "false".equalsIgnoreCase(System.getenv("MARIONETTE_HANDOFF"))
                || System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")) {
            return List.of();
        }
        Path jar = ownJar();
        if (jar == null) {
            return List.of();
        }
        Path launcher = jar.resolveSibling("marionette");
        ProcessHandle.Info info = ProcessHandle.current().info();
        String java = info.command().orElse(null);
        String[] jvmArgs = info.arguments().orElse(null);
        if (java == null || jvmArgs == null || !Files.isExecutable(launcher)) {
            return List.of();
        }
        String options = jvmOptions(jvmArgs, jar);
        if (options == null) {
            return List.of();
        }
        List<String> command = new ArrayList<>(List.of(java, options, launcher.toString()));
        command.addAll(List.of(args));
        return command;
    }

    /**
     * The JVM options before {@code -jar JAR} in this process's arguments, joined by spaces; null when the process was
     * not started with {@code -jar} on {@code jar} or an option cannot go through {@code JAVA_OPTS} unchanged.
     */
    static String jvmOptions(String[] jvmArgs, Path jar) {
        StringBuilder options = new StringBuilder();
        for (int i = 0; i < jvmArgs.length; i++) {
            String a = jvmArgs[i];
            if (a.equals("-jar")) {
                boolean ours = i + 1 < jvmArgs.length && samePath(jvmArgs[i + 1], jar);
                return ours ? options.toString() : null;
            }
            if (!a.startsWith("-") || !plain(a)) {
                return null;
            }
            if (options.length() > 0) {
                options.append(' ');
            }
            options.append(a);
        }
        return null;
    }

    /** True when {@code a} has no white space, quote or backslash (the launcher's shell would change it). */
    private static boolean plain(String a) {
        for (int i = 0; i < a.length(); i++) {
            char c = a.charAt(i);
            if (Character.isWhitespace(c) || c == '"' || c == '\'' || c == '\\' || c == '$' || c == '*' || c == '?') {
                return false;
            }
        }
        return true;
    }

    private static boolean samePath(String argument, Path jar) {
        try {
            return Files.isSameFile(Path.of(argument), jar);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The jar this class was loaded from; null when it runs from class folders (tests, an IDE). */
    private static Path ownJar() {
        try {
            var source = LauncherHandoff.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return null;
            }
            Path path = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(path) && path.toString().endsWith(".jar") ? path : null;
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
