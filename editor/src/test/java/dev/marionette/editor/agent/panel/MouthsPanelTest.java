package dev.marionette.editor.agent.panel;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentContext;
import dev.marionette.editor.agent.AgentSelection;
import dev.marionette.editor.agent.AgentTestCharacters;
import dev.marionette.editor.agent.canvas.FrameRenderer;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.edit.AgentDocument;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Component;
import java.awt.Container;
import java.awt.EventQueue;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Overlay page's x/y offset spinners, without a window: they show the overlay's offset, edit it through the
 * document (undoable, consecutive steps merged), follow undo, and are disabled for a mouth the frame lacks.
 */
class MouthsPanelTest {

    AgentDocument document;
    AgentSelection selection;
    MouthsPanel panel;
    final List<String> messages = new ArrayList<>();

    @BeforeEach
    void build() throws Exception {
        document = AgentDocument.untitled(AgentTestCharacters.wave());
        selection = new AgentSelection(document.character());
        EventQueue.invokeAndWait(() -> {
            selection.set(0, 0, -1, -1);
            panel = new MouthsPanel(new AgentContext(document, selection, messages::add));
        });
    }

    @Test
    void spinnerStepsMoveTheMouthAsOneUndoableStep() throws Exception {
        AgentMouth before = closedMouth();
        EventQueue.invokeAndWait(() -> {
            assertThat(spinner("mouthX0").getValue()).isEqualTo(before.x());
            assertThat(spinner("mouthY0").getValue()).isEqualTo(before.y());
            spinner("mouthX0").setValue(before.x() + 1);
            spinner("mouthX0").setValue(before.x() + 2);
            spinner("mouthY0").setValue(before.y() - 1);
        });
        assertThat(closedMouth().x()).isEqualTo(before.x() + 2);
        assertThat(closedMouth().y()).isEqualTo(before.y() - 1);
        assertThat(closedMouth().imageIndex()).isEqualTo(before.imageIndex());
        assertThat(document.undoLabel()).contains("Move mouth");
        assertThat(document.history().steps()).hasSize(1);

        EventQueue.invokeAndWait(document::undo);
        assertThat(closedMouth().x()).isEqualTo(before.x());
        assertThat(closedMouth().y()).isEqualTo(before.y());
        assertThat(document.canUndo()).isFalse();
        EventQueue.invokeAndWait(() -> {
            assertThat(spinner("mouthX0").getValue()).as("refreshed on undo").isEqualTo(before.x());
            assertThat(spinner("mouthY0").getValue()).isEqualTo(before.y());
        });
    }

    @Test
    void offsetsAreDisabledForAMouthTheFrameLacks() throws Exception {
        EventQueue.invokeAndWait(() -> {
            assertThat(spinner("mouthX0").isEnabled()).isTrue();
            assertThat(spinner("mouthX4").isEnabled()).isFalse();
            assertThat(spinner("mouthY4").isEnabled()).isFalse();
            selection.set(0, 2, -1, -1);
            assertThat(spinner("mouthX0").isEnabled()).as("frame 2 has no mouths").isFalse();
        });
    }

    @Test
    void theShowButtonsLieBesideTheSpinnersNotUnderThem() throws Exception {
        EventQueue.invokeAndWait(() -> {
            if (!(UIManager.getLookAndFeel() instanceof FlatLaf)) {
                FlatLightLaf.setup();
                SwingUtilities.updateComponentTreeUI(panel);
            }
            // the side bar's width in a 1024-pixel window, where the Show buttons were covered by the Y spinners
            panel.setSize(356, panel.getPreferredSize().height);
            panel.doLayout();
            for (int t = 0; t < 7; t++) {
                List<Component> row = List.of(spinner("mouthImage" + t), spinner("mouthX" + t), spinner("mouthY" + t),
                        component("mouthPreview" + t));
                for (int i = 0; i < row.size(); i++) {
                    assertThat(row.get(i).getX() + row.get(i).getWidth()).as(row.get(i).getName() + " inside")
                            .isLessThanOrEqualTo(panel.getWidth());
                    for (int j = i + 1; j < row.size(); j++) {
                        assertThat(row.get(i).getBounds().intersects(row.get(j).getBounds()))
                                .as(row.get(i).getName() + " " + row.get(i).getBounds() + " overlaps "
                                        + row.get(j).getName() + " " + row.get(j).getBounds())
                                .isFalse();
                    }
                }
            }
        });
    }

    private Component component(String name) {
        for (Component c : panel.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
        }
        throw new AssertionError("no " + name);
    }

    private AgentMouth closedMouth() {
        return FrameRenderer.mouth(document.character().animations().get(0).frames().get(0), 0);
    }

    private JSpinner spinner(String name) {
        JSpinner found = find(panel, name);
        assertThat(found).as(name).isNotNull();
        return found;
    }

    private static JSpinner find(Container parent, String name) {
        for (Component c : parent.getComponents()) {
            if (c instanceof JSpinner s && name.equals(s.getName())) {
                return s;
            }
            if (c instanceof Container child) {
                JSpinner inner = find(child, name);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }
}
