package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.cli.Main.Route;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class MainTest {

    private static final Set<String> FILES = Set.of("idle.act", "/sprites/walk.act", "notes");
    private static final Predicate<String> EXISTS = FILES::contains;

    @Test
    void optionsAndSubcommandsGoToTheCommandLine() {
        assertThat(Main.route(new String[] {"--help"}, EXISTS)).isEqualTo(Route.COMMAND_LINE);
        assertThat(Main.route(new String[] {"-V"}, EXISTS)).isEqualTo(Route.COMMAND_LINE);
        assertThat(Main.route(new String[] {"help"}, EXISTS)).isEqualTo(Route.COMMAND_LINE);
        assertThat(Main.route(new String[] {"check", "missing.act"}, EXISTS)).isEqualTo(Route.COMMAND_LINE);
    }

    @Test
    void nothingOrExistingFilesOpenTheEditor() {
        assertThat(Main.route(new String[0], EXISTS)).isEqualTo(Route.EDITOR);
        assertThat(Main.route(new String[] {"idle.act", "/sprites/walk.act"}, EXISTS)).isEqualTo(Route.EDITOR);
        assertThat(Main.route(new String[] {"notes"}, EXISTS)).as("a file named like a word").isEqualTo(Route.EDITOR);
    }

    @Test
    void aTypoIsAnUnknownCommandAndAMissingFileAnErrorNeverTheEditor() {
        assertThat(Main.route(new String[] {"chek", "idle.act"}, EXISTS)).isEqualTo(Route.COMMAND_LINE);
        assertThat(Main.route(new String[] {"missing.act"}, EXISTS)).isEqualTo(Route.MISSING_FILES);
        assertThat(Main.route(new String[] {"idle.act", "gone.spr"}, EXISTS)).isEqualTo(Route.MISSING_FILES);
        assertThat(Main.route(new String[] {"sprites/none"}, EXISTS)).isEqualTo(Route.MISSING_FILES);
    }
}
