package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MarionetteCommandTest {

    @Test
    void helpListsTheCommandsAndExitsZero() {
        StringWriter out = new StringWriter();
        int code = MarionetteCommand.create(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true))
                .execute("--help");
        assertThat(code).isZero();
        assertThat(out.toString()).contains("Usage: marionette");
    }

    /** The top-level help names every family of files the tools read, in lines a terminal does not break. */
    @Test
    void helpNamesEveryFileFamilyWithinEightyColumns() {
        StringWriter out = new StringWriter();
        MarionetteCommand.create(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true))
                .execute("--help");
        String help = out.toString();
        String joined = help.replaceAll("\\s+", " ");
        for (dev.marionette.io.format.FormatPlugin plugin : dev.marionette.io.format.FormatRegistry.installed()
                .plugins()) {
            assertThat(joined).as("the help names the %s family", plugin.family()).contains(plugin.summary());
        }
        assertThat(help).doesNotContain("Microsoft Agent ACS tools");
        assertThat(help.lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(80));
    }

    /**
     * Issue 28: the list of commands cut six summaries mid-sentence (picocli lists the first line of a description
     * wrapped for 80 columns). Every command, at every level, is named with one whole sentence ending in a full stop.
     */
    @Test
    void theCommandListsNameEveryCommandWithOneWholeSentence() {
        Map<String, String> top = commandList(help("--help"));
        assertThat(top.keySet()).containsExactlyElementsOf(MarionetteCommand.SUBCOMMANDS);
        Map<String, String> all = new java.util.LinkedHashMap<>(top);
        commandList(help("archive", "--help")).forEach((name, text) -> all.put("archive " + name, text));
        commandList(help("sprite", "--help")).forEach((name, text) -> all.put("sprite " + name, text));
        assertThat(all).containsKeys("archive list", "archive extract", "archive pack", "archive update",
                "sprite extract", "sprite build");
        all.forEach((name, summary) -> {
            assertThat(summary).as(name).endsWith(".").doesNotContain("...");
            assertThat(summary.substring(0, summary.length() - 1)).as(name + ": one sentence")
                    .doesNotContainPattern("[.;] [A-Za-z]");
            assertThat(Character.isUpperCase(summary.charAt(0))).as(name).isTrue();
        });
        assertThat(top.get("recompress")).isEqualTo("Decodes every compressed image and region block of an ACS"
                + " character and encodes it again.");
        assertThat(help("convert", "--help").replaceAll("\\s+", " ")).as("the exit codes whole, after the table")
                .contains("3 no conversion from the input's format to OUT's extension.");
    }

    private static String help(String... args) {
        StringWriter out = new StringWriter();
        MarionetteCommand.create(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true)).execute(args);
        return out.toString();
    }

    /** The "Commands:" section of a help text: each name with its summary, continuation lines joined. */
    private static Map<String, String> commandList(String help) {
        Map<String, String> commands = new java.util.LinkedHashMap<>();
        String current = null;
        boolean inList = false;
        for (String line : help.lines().toList()) {
            if (line.equals("Commands:")) {
                inList = true;
            } else if (inList && line.matches("  \\S.*")) {
                String[] parts = line.strip().split("\\s+", 2);
                current = parts[0];
                commands.put(current, parts.length > 1 ? parts[1] : "");
            } else if (inList && current != null && line.startsWith("    ")) {
                commands.put(current, commands.get(current) + " " + line.strip());
            } else if (inList) {
                inList = false;
            }
        }
        return commands;
    }

    @Test
    void anUnknownCommandSuggestsTheClosestAndExitsTwo() {
        StringWriter err = new StringWriter();
        int code = MarionetteCommand.create(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true))
                .execute("chek", "x.act");
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).startsWith("marionette: Unknown command 'chek'.")
                .contains("Did you mean: marionette check");
    }
}
