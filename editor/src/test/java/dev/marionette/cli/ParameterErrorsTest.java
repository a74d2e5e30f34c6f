package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A mistyped option or a bad option value, in every command: one line naming the command and what is wrong, the
 * closest options when picocli has any, and where the help is; never the whole usage, exit code 2.
 */
class ParameterErrorsTest {

    /** Every command that runs (not only groups), as the words that reach it: "check", "archive extract"... */
    static Stream<Arguments> commands() {
        List<Arguments> all = new ArrayList<>();
        collect(MarionetteCommand.create(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())),
                new ArrayList<>(), all);
        return all.stream();
    }

    private static void collect(CommandLine cl, List<String> words, List<Arguments> all) {
        for (var sub : cl.getSubcommands().entrySet()) {
            if (sub.getKey().equals("help")) {
                continue;
            }
            List<String> path = new ArrayList<>(words);
            path.add(sub.getKey());
            all.add(Arguments.of(String.join(" ", path), sub.getValue().getCommandSpec()));
            collect(sub.getValue(), path, all);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void anUnknownOptionIsOneLineAndWhereTheHelpIs(String command, CommandSpec spec) {
        String[] args = (command + " --no-such-option x").split(" ");
        Result r = run(args);
        assertThat(r.code).as(r.err).isEqualTo(ExitCodes.INVALID);
        List<String> lines = r.err.lines().toList();
        // Picocli names the first problem it meets: the unknown option, or a required option missing before it.
        assertThat(lines.get(0)).startsWith("marionette " + command + ": ")
                .containsAnyOf("Unknown option: '--no-such-option'", "Unknown options: '--no-such-option'",
                        "Missing required");
        assertThat(lines).last().isEqualTo("See 'marionette " + command + " --help' for its options.");
        assertThat(r.err).doesNotContain("Usage:");
        assertThat(lines).as(r.err).hasSizeLessThanOrEqualTo(4);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void aBadValueOfATypedOptionIsOneLineAndWhereTheHelpIs(String command, CommandSpec spec) {
        for (OptionSpec option : spec.options()) {
            Class<?> type = option.typeInfo().getType();
            boolean typed = type == int.class || type == Integer.class || type == double.class
                    || type == Double.class || type == long.class || type == float.class || type.isEnum();
            if (!typed || option.arity().max() < 1) {
                continue;
            }
            String[] args = (command + " " + option.longestName() + "=notAValue").split(" ");
            Result r = run(args);
            assertThat(r.code).as(option.longestName() + ": " + r.err).isEqualTo(ExitCodes.INVALID);
            List<String> lines = r.err.lines().toList();
            assertThat(lines.get(0)).as(option.longestName()).startsWith("marionette " + command + ": ")
                    .contains("notAValue");
            assertThat(lines).last().isEqualTo("See 'marionette " + command + " --help' for its options.");
            assertThat(r.err).doesNotContain("Usage:");
            assertThat(lines).as(r.err).hasSizeLessThanOrEqualTo(4);
        }
    }

    private record Result(int code, String err) {
    }

    private static Result run(String... args) {
        StringWriter err = new StringWriter();
        int code = MarionetteCommand.create(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true))
                .execute(args);
        return new Result(code, err.toString());
    }
}
