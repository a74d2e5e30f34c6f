package dev.marionette.editor.ro;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures.PlayerPart;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Nothing of the sprite tab's pages and dialogs is cut off at 1280 x 800, the smallest screen we aim at. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class RoLayoutGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    RoView view;

    void start(Path file) {
        openWindow(List.of(file.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = read(() -> (RoView) frame.workbench().documents().active().map(DocumentSession::view).orElseThrow());
        onEdt(() -> {
            frame.setExtendedState(java.awt.Frame.NORMAL);
            frame.setBounds(0, 0, 1280, 800);
            frame.validate();
        });
    }

    /** The components of {@code kinds} under {@code root} that are showing. */
    private static List<JComponent> showing(Container root, Class<?>... kinds) {
        List<JComponent> found = new ArrayList<>();
        for (Component c : root.getComponents()) {
            for (Class<?> kind : kinds) {
                if (kind.isInstance(c) && c.isShowing()) {
                    found.add((JComponent) c);
                }
            }
            if (c instanceof Container inner) {
                found.addAll(showing(inner, kinds));
            }
        }
        return found;
    }

    /** Components of {@code within} that stick out of its right edge or are narrower than they need. */
    private static List<String> cutOff(Container within, Class<?>... kinds) {
        List<String> cut = new ArrayList<>();
        for (JComponent c : showing(within, kinds)) {
            Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), within);
            if (r.x + r.width > within.getWidth() || c.getWidth() < c.getMinimumSize().width) {
                cut.add(c.getClass().getSimpleName() + " " + c.getName() + " at " + r.x + "+" + r.width + " in "
                        + within.getWidth());
            }
        }
        return cut;
    }

    @Test
    void theEventsPageShowsEveryButtonAndColumnAt1280By800() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        window.tabbedPane("roPanels").selectTab("Events");
        waitUntil("the events page is laid out", () -> view.eventPanel().isShowing()
                && view.eventPanel().getWidth() > 0);
        assertThat(read(() -> cutOff(view.eventPanel(), JButton.class))).isEmpty();
        JTable table = view.eventPanel().table();
        // Delete, Use in frame and Play need a selected event (they stayed enabled on an empty list)
        onEdt(table::clearSelection);
        for (String button : new String[] {"deleteEvent", "assignEvent", "playEvent"}) {
            window.button(button).requireDisabled();
        }
        window.button("addEvent").requireEnabled();
        if (read(table::getRowCount) == 0) {
            onEdt(() -> view.eventPanel().addEvent("atk"));
        }
        onEdt(() -> table.setRowSelectionInterval(0, 0));
        for (String button : new String[] {"deleteEvent", "assignEvent", "playEvent"}) {
            window.button(button).requireEnabled();
        }
        assertThat(read(() -> table.getWidth())).as("every column fits the table's viewport")
                .isLessThanOrEqualTo(read(() -> table.getParent().getWidth()));
        assertThat(read(() -> SwingUtilities.convertRectangle(table.getParent(), table.getParent().getBounds(),
                view.eventPanel()))).satisfies(r -> assertThat(r.x + r.width)
                .isLessThanOrEqualTo(read(() -> view.eventPanel().getWidth())));
    }

    @Test
    void fileChoosersOpenCentredOverTheWindowAtAReadableSize() throws Exception {
        // Issue 28: the strip's Import… (and References > Add file…, ACD > Export ACD…) opened the chooser as a
        // small box in the bottom-right corner: centred on the button's panel, at the look and feel's least size
        start(RoFixtures.writeDemo(dir, "wizard"));
        window.button("importSprites").click();
        DialogFixture chooser = org.assertj.swing.finder.WindowFinder.findDialog(new org.assertj.swing.core
                .GenericTypeMatcher<javax.swing.JDialog>(javax.swing.JDialog.class) {
                    @Override
                    protected boolean isMatching(javax.swing.JDialog d) {
                        return d.isShowing() && d.getContentPane().getComponentCount() > 0
                                && d.getContentPane().getComponent(0) instanceof javax.swing.JFileChooser;
                    }
                }).using(window.robot());
        Rectangle bounds = read(() -> chooser.target().getBounds());
        Rectangle main = read(frame::getBounds);
        assertThat(bounds.width).as("wide enough to read a folder").isGreaterThanOrEqualTo(700);
        assertThat(bounds.height).isGreaterThanOrEqualTo(480);
        assertThat(Math.abs(bounds.getCenterX() - main.getCenterX())).as("centred over the window").isLessThan(20);
        assertThat(Math.abs(bounds.getCenterY() - main.getCenterY())).isLessThan(20);
        chooser.fileChooser().cancel();
        waitUntil("the chooser closed", () -> !chooser.target().isShowing());
    }

    @Test
    void setUpKeepsItsFieldsInSightAfterABodyFileIsChosen() throws Exception {
        Path hat = RoFixtures.write(RoFixtures.playerPart(PlayerPart.HEADGEAR), dir.resolve("hg_hat.act"));
        Path body = RoFixtures.write(RoFixtures.playerPart(PlayerPart.BODY),
                dir.resolve("body_of_a_novice_with_a_long_descriptive_file_name_m.act"));
        start(hat);
        window.menuItem(RoActions.SET_UP).click();
        DialogFixture dialog = window.dialog("setUpDialog");
        Container settings = read(() -> ((JComponent) dialog.comboBox("setUpPart").target().getParent()));
        assertThat(read(() -> cutOff(settings, JComboBox.class, JSpinner.class, JButton.class))).isEmpty();

        javax.swing.JLabel note = dialog.label("toolNote").target();
        dialog.button("setUpChooseBody").click();
        dialog.fileChooser().selectFile(body.toFile()).approve();
        waitUntil("the body file is used", () -> note.getText().contains("on body_of_a_novice"));
        assertThat(read(() -> cutOff(settings, JComboBox.class, JSpinner.class, JButton.class))).isEmpty();
        dialog.button("toolCancel").click();
    }
}
