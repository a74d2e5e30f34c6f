package dev.marionette.cli;

import dev.marionette.io.FileFormat;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.format.TextForms;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code marionette text git-setup [DIR]}: makes the git repository at DIR diff the formats with a text form as
 * text and merge them by structure: {@code .gitattributes} lines and the repository's {@code diff.marionette} and
 * {@code merge.marionette} settings.
 */
@Command(name = "git-setup", mixinStandardHelpOptions = true,
        description = {"Sets up the git repository DIR (default: the current folder) so that git diff shows binary"
                + " sprites and characters as their text forms and git merge merges them by structure: adds a line"
                + " per format to the repository's .gitattributes (*.[aA][cC][tT] diff=marionette"
                + " merge=marionette...) and the repository's settings of the marionette diff (textconv: text show)"
                + " and merge driver (text merge). Running it again changes nothing.",
                "Exit codes: 0 set up, 1 git failed or a file could not be written, 2 DIR is not in a git"
                        + " repository."})
final class TextGitSetupCommand implements Callable<Integer> {

    /** The hunk headers git shows: the nearest line at the outermost level (an action, an animation, an image). */
    static final String FUNCNAME = "^[a-z][-a-z]* .*$";

    @Spec
    CommandSpec spec;

    @Option(names = "--command", paramLabel = "CMD", description = "How git is to start Marionette (default: the"
            + " launcher beside this marionette.jar, else marionette on the PATH).")
    String command;

    @Parameters(paramLabel = "DIR", arity = "0..1", description = "A folder of the repository (default: here).")
    Path folder = Path.of(".");

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return setUp(out, err);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private int setUp(PrintWriter out, PrintWriter err) {
        String marionette = command != null ? command : launcher();
        Path top;
        try {
            Git.Result r = Git.run(folder, "rev-parse", "--show-toplevel");
            if (r.code() != 0) {
                err.println(folder + ": not in a git repository (" + r.output().strip() + ")");
                return ExitCodes.INVALID;
            }
            top = Path.of(r.output().strip());
            for (String[] setting : settings(marionette)) {
                Git.Result set = Git.run(top, "config", setting[0], setting[1]);
                if (set.code() != 0) {
                    err.println(top + ": git config " + setting[0] + " failed: " + set.output().strip());
                    return ExitCodes.FAILURE;
                }
                out.println("git config " + setting[0] + " " + quoteForShell(setting[1]));
            }
        } catch (IOException e) {
            err.println("marionette text git-setup: cannot run git (" + e.getMessage() + "); set it up by hand:"
                    + " docs/text-forms.md");
            return ExitCodes.FAILURE;
        }
        Path attributes = top.resolve(".gitattributes");
        try {
            List<String> existing = Files.exists(attributes)
                    ? Files.readAllLines(attributes, StandardCharsets.UTF_8) : List.of();
            List<String> added = new ArrayList<>();
            for (String line : attributeLines()) {
                if (!existing.contains(line)) {
                    added.add(line);
                }
            }
            if (!added.isEmpty()) {
                StringBuilder text = new StringBuilder();
                for (String line : existing) {
                    text.append(line).append('\n');
                }
                for (String line : added) {
                    text.append(line).append('\n');
                }
                SafeFileWriter.write(attributes, text.toString().getBytes(StandardCharsets.UTF_8));
            }
            out.println(attributes + ": " + (added.isEmpty() ? "already set up" : added.size() + " lines added"));
        } catch (IOException e) {
            err.println(attributes + ": cannot write: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    /** The git settings, name and value. */
    static List<String[]> settings(String marionette) {
        return List.of(new String[] {"diff.marionette.textconv", marionette + " text show"},
                new String[] {"diff.marionette.cachetextconv", "true"},
                new String[] {"diff.marionette.xfuncname", FUNCNAME},
                new String[] {"merge.marionette.name", "Marionette: merge sprites and characters by structure"},
                new String[] {"merge.marionette.driver", marionette + " text merge --name %P -o %A %O %A %B"});
    }

    /** One line per extension of a binary format with a text form, any case: {@code *.[aA][cC][tT] diff=…}. */
    static List<String> attributeLines() {
        Set<String> extensions = new LinkedHashSet<>();
        for (FileFormat format : TextForms.installed().formats()) {
            extensions.addAll(format.extensions());
        }
        List<String> lines = new ArrayList<>();
        for (String extension : extensions) {
            StringBuilder glob = new StringBuilder("*.");
            for (char c : extension.toCharArray()) {
                if (Character.isLetter(c)) {
                    glob.append('[').append(Character.toLowerCase(c)).append(Character.toUpperCase(c)).append(']');
                } else {
                    glob.append(c);
                }
            }
            lines.add(glob + " diff=marionette merge=marionette");
        }
        return lines;
    }

    /** The launcher beside the running jar (absolute, quoted for the shell git runs), else {@code marionette}. */
    static String launcher() {
        try {
            Path jar = Path.of(TextGitSetupCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(jar)) {
                boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("win");
                Path launcher = jar.resolveSibling(windows ? "marionette.cmd" : "marionette");
                if (Files.isRegularFile(launcher)) {
                    return quoteForShell(launcher.toAbsolutePath().toString().replace('\\', '/'));
                }
            }
        } catch (URISyntaxException | RuntimeException e) {
            // the launcher on the PATH, below
        }
        return "marionette";
    }

    private static String quoteForShell(String s) {
        return s.matches("[-A-Za-z0-9_./:%=^$*\\[\\]]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }

    /** Runs git. */
    static final class Git {

        record Result(int code, String output) {
        }

        private Git() {
        }

        static Result run(Path dir, String... args) throws IOException {
            List<String> command = new ArrayList<>();
            command.add("git");
            command.add("-C");
            command.add(dir.toString());
            command.addAll(List.of(args));
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            try {
                if (!p.waitFor(60, TimeUnit.SECONDS)) {
                    p.destroy();
                    throw new IOException("git did not finish");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
            return new Result(p.exitValue(), output);
        }
    }
}
