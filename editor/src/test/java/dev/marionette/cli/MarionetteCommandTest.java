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
