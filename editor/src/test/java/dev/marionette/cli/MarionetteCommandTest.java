package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
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
