package dev.marionette.editor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void optionsAndSubcommandsGoToTheCommandLine() {
        assertThat(Main.isCommandLine(new String[] {"--help"})).isTrue();
        assertThat(Main.isCommandLine(new String[] {"-V"})).isTrue();
        assertThat(Main.isCommandLine(new String[] {"help"})).isTrue();
    }

    @Test
    void nothingOrFilesOpenTheEditor() {
        assertThat(Main.isCommandLine(new String[0])).isFalse();
        assertThat(Main.isCommandLine(new String[] {"idle.act", "/sprites/walk.act"})).isFalse();
    }
}
