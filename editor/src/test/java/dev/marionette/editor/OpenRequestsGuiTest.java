package dev.marionette.editor;

import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.app.instance.InstanceChannel;
import dev.marionette.app.instance.InstanceServer;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.NotesKind;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * One window: a file sent by a second start (as {@code marionette FILE} or a file manager's double-click does) opens
 * as a new tab of the running window, after the tabs already open; closing the window closes the channel.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class OpenRequestsGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    @Test
    void aSecondOpenBecomesATabOfTheRunningWindow() throws Exception {
        Path first = NotesKind.write(dir.resolve("first.note"), "one");
        Path second = NotesKind.write(dir.resolve("second.note"), "two");
        InstanceChannel channel = InstanceChannel.in(dir.resolve("runtime")).orElseThrow();
        InstanceServer server = channel.claim(List.of()).server();
        openWindow(List.of(first.toString()), new NotesKind());
        GuiTestSupport.onEdt(() -> OpenRequests.attach(server, frame));
        waitUntil("the first file is open", () -> frame.tabs().getTabCount() == 1);

        InstanceChannel.Claim later = InstanceChannel.in(dir.resolve("runtime")).orElseThrow().claim(List.of(second));

        assertThat(later.sent()).as("the running window took the file").isTrue();
        waitUntil("the sent file is a second tab", () -> frame.tabs().getTabCount() == 2);
        window.tabbedPane("documentTabs").requireTabTitles("first.note", "second.note");
        assertThat(GuiTestSupport.read(() -> frame.tabs().getSelectedIndex())).isEqualTo(1);

        // Sending a file that is already open shows its tab instead of opening it twice.
        assertThat(channel.claim(List.of(first)).sent()).isTrue();
        waitUntil("the first tab is shown again", () -> frame.tabs().getSelectedIndex() == 0);
        assertThat(GuiTestSupport.read(() -> frame.tabs().getTabCount())).isEqualTo(2);

        window.cleanUp();
        window = null;
        waitUntil("the channel closed with the window", () -> !server.socket().toFile().exists());
    }
}
