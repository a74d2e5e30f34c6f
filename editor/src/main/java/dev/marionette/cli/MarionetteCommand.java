package dev.marionette.cli;

import dev.marionette.app.Version;
import dev.marionette.io.format.FormatPlugin;
import dev.marionette.io.format.FormatRegistry;
import java.io.PrintWriter;
import java.util.Collection;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine;

/**
 * The {@code marionette} command line: one subcommand per tool, {@code --help} on each.
 *
 * <p>The subcommands are listed in {@link #SUBCOMMANDS} and added when the command line is built. Running one
 * builds just that one (picocli reads every command's annotations when it is added, which a short command
 * would otherwise pay for all of them at each start); help, a mistyped word and everything else get them all.
 */
@Command(name = "marionette", mixinStandardHelpOptions = true, versionProvider = MarionetteCommand.VersionProvider.class,
        description = {"Marionette reads, checks, converts and exports the files of its format families.",
                "Run without arguments to open the editor; name files to open them in it."})
public final class MarionetteCommand implements Runnable {

    /** Every subcommand's name, in the order help lists them ("help" is picocli's own and comes last). */
    static final List<String> SUBCOMMANDS = List.of("info", "check", "roundtrip", "recompress", "render", "convert",
            "export", "archive", "sprite", "text", "thumbnail", "help");

    /**
     * A new instance of the named subcommand. A switch rather than a table of constructor references: linking a
     * reference loads its class and spins a lambda class, so a table would load all ten commands at every start
     * when one runs.
     */
    private static Object newSubcommand(String name) {
        return switch (name) {
            case "info" -> new InfoCommand();
            case "check" -> new CheckCommand();
            case "roundtrip" -> new RoundtripCommand();
            case "recompress" -> new RecompressCommand();
            case "render" -> new RenderCommand();
            case "convert" -> new ConvertCommand();
            case "export" -> new ExportCommand();
            case "archive" -> new ArchiveCommand();
            case "sprite" -> new SpriteCommand();
            case "text" -> new TextCommand();
            case "thumbnail" -> new ThumbnailCommand();
            case "help" -> new CommandLine.HelpCommand();
            default -> throw new IllegalArgumentException("no subcommand " + name);
        };
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Builds the command line with every subcommand, printing to the given streams. */
    public static CommandLine create(PrintWriter out, PrintWriter err) {
        return create(out, err, SUBCOMMANDS);
    }

    /** Builds the command line with the named subcommands only. */
    static CommandLine create(PrintWriter out, PrintWriter err, Collection<String> names) {
        CommandLine cl = new CommandLine(new MarionetteCommand());
        for (String name : names) {
            cl.addSubcommand(name, newSubcommand(name));
        }
        if (names.containsAll(SUBCOMMANDS)) {
            // The whole command line (help, a mistyped word): name the families the installed plug-ins read. A single
            // command does not pay for loading them here.
            cl.getCommandSpec().usageMessage().description(describe(FormatRegistry.installed()).toArray(String[]::new));
        }
        cl.setOut(out);
        cl.setErr(err);
        listCommandsBySummary(cl);
        rewrapDescriptions(cl);
        if (cl.getSubcommands().containsKey("convert")) {
            ConvertCommand.describeConversions(cl.getSubcommands().get("convert").getCommandSpec());
        }
        if (cl.getSubcommands().containsKey("export")) {
            CommandLine.Model.CommandSpec export = cl.getSubcommands().get("export").getCommandSpec();
            ExportCommand.describeExporters(export, ((ExportCommand) export.userObject()).exporters());
        }
        // Commands report their own errors in one line; this catches anything they did not expect, so the
        // user still gets one line and never a stack trace.
        cl.setParameterExceptionHandler(MarionetteCommand::parameterProblem);
        cl.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            commandLine.getErr().println("marionette " + commandLine.getCommandName() + ": internal error: " + e);
            commandLine.getErr().flush();
            return ExitCodes.FAILURE;
        });
        return cl;
    }

    /**
     * The top-level description: what Marionette reads, family by family, as each plug-in says it
     * ({@code FormatPlugin.summary()}), and how to reach the editor.
     */
    static List<String> describe(FormatRegistry registry) {
        List<String> families = registry.plugins().stream().map(FormatPlugin::summary).toList();
        int last = families.size() - 1;
        String listed = last <= 0 ? String.join("", families)
                : String.join(", ", families.subList(0, last)) + " and " + families.get(last);
        return List.of("Marionette reads, checks, converts and exports " + listed + ".",
                "Run without arguments to open the editor; name files to open them in it.");
    }

    /** Wraps the commands' descriptions (at every level) for 80 columns before picocli does (it breaks words at dots). */
    private static void rewrapDescriptions(CommandLine cl) {
        for (CommandLine c : withSubcommands(cl)) {
            CommandLine.Model.UsageMessageSpec usage = c.getCommandSpec().usageMessage();
            usage.description(HelpText.rewrap(List.of(usage.description())).toArray(String[]::new));
        }
    }

    /** {@code cl} and every command below it. */
    private static List<CommandLine> withSubcommands(CommandLine cl) {
        List<CommandLine> all = new java.util.ArrayList<>(List.of(cl));
        for (CommandLine sub : cl.getSubcommands().values()) {
            all.addAll(withSubcommands(sub));
        }
        return all;
    }

    /**
     * The list of commands in each command's help names every subcommand with its summary, one whole sentence
     * ({@link #summary}) wrapped under itself. Picocli lists the first line of each description, which the
     * wrapping for 80 columns had cut mid-sentence.
     */
    private static void listCommandsBySummary(CommandLine cl) {
        for (CommandLine c : withSubcommands(cl)) {
            if (c.getSubcommands().isEmpty()) {
                continue;
            }
            List<String[]> rows = new java.util.ArrayList<>();
            for (java.util.Map.Entry<String, CommandLine> sub : c.getSubcommands().entrySet()) {
                rows.add(new String[] {sub.getKey(), summary(sub.getValue().getCommandSpec().usageMessage())});
            }
            String list = String.join(System.lineSeparator(), HelpText.table(rows, "  ")) + System.lineSeparator();
            c.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, help -> list);
        }
    }

    /** A command's summary: its header, else the first sentence of its description. */
    static String summary(CommandLine.Model.UsageMessageSpec usage) {
        if (usage.header().length > 0) {
            return usage.header()[0].strip();
        }
        return usage.description().length == 0 ? "" : firstSentence(usage.description()[0]);
    }

    /** The text up to the first full stop that ends a sentence (not one of "e.g.", "i.e." or "..."). */
    static String firstSentence(String text) {
        String t = text.strip();
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) == '.' && (i + 1 == t.length() || Character.isWhitespace(t.charAt(i + 1)))
                    && !t.startsWith("e.g.", Math.max(0, i - 3)) && !t.startsWith("i.e.", Math.max(0, i - 3))
                    && !(i > 0 && t.charAt(i - 1) == '.')) {
                return t.substring(0, i + 1);
            }
        }
        return t;
    }

    /**
     * A mistyped command line in a few lines, never a window: an unknown first word is an unknown command with
     * the closest ones suggested; anything else (an unknown option, a bad or missing value) is picocli's message in
     * one line naming the command, the closest options when there are any, and where the usage is: the whole
     * usage would push the one line that matters off the screen. Exit code 2.
     */
    private static int parameterProblem(CommandLine.ParameterException e, String[] args) {
        CommandLine cl = e.getCommandLine();
        PrintWriter err = cl.getErr();
        if (e instanceof CommandLine.UnmatchedArgumentException unmatched && cl.getParent() == null
                && args.length > 0 && !args[0].startsWith("-")) {
            err.println("marionette: Unknown command '" + args[0] + "'.");
            if (!CommandLine.UnmatchedArgumentException.printSuggestions(unmatched, err)) {
                err.println("Commands: " + String.join(", ", cl.getSubcommands().keySet()) + ".");
            }
            err.println("Run 'marionette --help' for the commands; to open files in the editor, name existing files.");
        } else {
            String command = cl.getCommandSpec().qualifiedName();
            err.println(command + ": " + oneLine(e.getMessage()));
            CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
            err.println("See '" + command + " --help' for its options.");
        }
        err.flush();
        return ExitCodes.INVALID;
    }

    private static String oneLine(String message) {
        return message == null ? "invalid arguments" : message.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    /** Runs the command line and returns its exit code. */
    public static int run(String... args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        boolean one = args.length > 0 && SUBCOMMANDS.contains(args[0]) && !"help".equals(args[0]);
        return create(out, err, one ? List.of(args[0]) : SUBCOMMANDS).execute(args);
    }

    /** True when {@code name} is one of the subcommands. */
    public static boolean isSubcommand(String name) {
        return SUBCOMMANDS.contains(name);
    }

    /** Reports the version Maven built. */
    public static final class VersionProvider implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"marionette " + Version.get()};
        }
    }
}
