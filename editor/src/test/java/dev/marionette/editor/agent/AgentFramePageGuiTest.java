package dev.marionette.editor.agent;

import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.testing.Samples;
import java.awt.Component;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JSpinner;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.assertj.swing.fixture.JTextComponentFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Frame page of the side bar at 1280x800 on Genie: a refused duration says why next to the field and keeps the
 * typed text until corrected or Escape; a long branch message wraps within the side bar instead of widening the
 * page (which cut off Duration and Sound).
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class AgentFramePageGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    AgentView view;

    @BeforeEach
    void open() throws Exception {
        Path original = dir.resolve("Genie.acs");
        Files.copy(Samples.file("acs/Genie.acs"), original);
        openWindow(List.of(original.toString()), new AgentKind());
        waitUntil("Genie is open", () -> frame.workbench().documents().active().map(DocumentSession::view)
                .isPresent());
        view = read(() -> (AgentView) frame.workbench().documents().active().orElseThrow().view());
        window.resizeTo(new java.awt.Dimension(1280, 800));
        window.robot().waitForIdle();
    }

    private int duration() {
        return read(() -> view.context().selection().selectedFrame().duration());
    }

    private JTextComponentFixture durationText() {
        JSpinner spinner = window.spinner("duration").target();
        return new JTextComponentFixture(window.robot(), ((JSpinner.DefaultEditor) spinner.getEditor())
                .getTextField());
    }

    private javax.swing.text.JTextComponent problem() {
        return window.robot().finder().findByName(frame, "durationProblem", javax.swing.text.JTextComponent.class, false);
    }

    @Test
    void anOutOfRangeDurationSaysWhyAndKeepsTheTextUntilEscape() {
        int before = duration();
        JTextComponentFixture text = durationText();
        text.deleteText().enterText("70000");
        text.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.robot().pressAndReleaseKeys(KeyEvent.VK_TAB);
        window.robot().waitForIdle();
        assertThat(text.text()).as("the typed text stays after Enter and leaving the field").isEqualTo("70000");
        assertThat(read(() -> problem().isShowing())).as("the reason shows").isTrue();
        assertThat(read(() -> problem().getText())).contains("70000 is too large").contains("65535");
        assertThat(duration()).isEqualTo(before);
        assertThat(read(() -> view.document().isDirty())).isFalse();

        text.focus();
        text.deleteText().enterText("-5");
        assertThat(read(() -> problem().getText())).contains("-5 is too small").contains("at least 0");
        text.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        assertThat(text.text()).as("Escape puts the current value back").isEqualTo(String.valueOf(before));
        assertThat(read(() -> problem().isShowing())).as("the reason is gone").isFalse();
        assertThat(read(() -> view.document().isDirty())).isFalse();

        text.deleteText().enterText("250");
        text.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitUntil("250 committed", () -> duration() == 250);
        assertThat(read(() -> problem().isShowing())).as("the reason is gone").isFalse();
    }

    @Test
    void everyMouthRowFitsTheSideBarWithItsShowButtonBesideTheSpinners() {
        for (java.awt.Dimension size : List.of(new java.awt.Dimension(1280, 800), new java.awt.Dimension(1600, 1000))) {
            window.resizeTo(size);
            window.robot().waitForIdle();
            read(() -> {
                Component first = window.robot().finder().findByName(frame, "mouthPreview0", Component.class);
                JViewport port = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, first);
                int right = port.getViewRect().x + port.getViewRect().width;
                for (int t = 0; t < 7; t++) {
                    List<Rectangle> placed = new java.util.ArrayList<>();
                    for (String name : List.of("mouthPreview", "mouthImage", "mouthX", "mouthY")) {
                        Component c = window.robot().finder().findByName(frame, name + t, Component.class);
                        Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), port.getView());
                        for (Rectangle other : placed) {
                            assertThat(r.intersects(other)).as("%s%d over another control of its row at %s", name,
                                    t, size).isFalse();
                        }
                        assertThat(r.x + r.width).as("%s%d inside the side bar at %s", name, t, size)
                                .isLessThanOrEqualTo(right);
                        placed.add(r);
                    }
                }
                return null;
            });
        }
    }

    @Test
    void aLongBranchMessageWrapsInsideTheSideBar() {
        window.button("addBranch").click();
        waitUntil("a branch", () -> view.context().selection().selectedFrame().branches().size() == 1);
        // long enough to need more than the side bar's width on a 1280x800 screen
        window.textBox("branchProbability0").deleteText().enterText("1234567890".repeat(8));
        assertThat(window.textBox("branchTotal").text()).contains("is not a whole number");
        window.robot().waitForIdle();
        read(() -> {
            Component total = window.textBox("branchTotal").target();
            JViewport port = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, total);
            Rectangle visible = port.getViewRect();
            assertThat(port.getView().getWidth()).as("the page is as wide as the side bar").isLessThanOrEqualTo(
                    port.getWidth());
            for (String name : List.of("duration", "sound", "branchTotal")) {
                Component c = window.robot().finder().findByName(frame, name, Component.class);
                Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), port.getView());
                assertThat(r.x + r.width).as("%s ends inside the side bar", name).isLessThanOrEqualTo(
                        visible.x + visible.width);
            }
            assertThat(total.getHeight()).as("the message wraps onto more lines").isGreaterThan(
                    total.getFontMetrics(total.getFont()).getHeight());
            return null;
        });
    }
}
