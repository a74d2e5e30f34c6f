package dev.marionette.editor.agent.panel;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.agent.shared.AgentSelection;
import dev.marionette.editor.agent.AgentTestCharacters;
import dev.marionette.editor.agent.canvas.FrameRenderer;
import dev.marionette.editor.kit.TabContext;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.edit.AgentDocument;
import java.awt.Component;
import java.awt.Container;
import java.awt.EventQueue;
import java.util.List;
import javax.swing.JSpinner;
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

    @BeforeEach
    void build() throws Exception {
        document = AgentDocument.untitled(AgentTestCharacters.wave());
        selection = new AgentSelection(document.character());
        EventQueue.invokeAndWait(() -> {
            selection.set(0, 0, -1, -1);
            panel = new MouthsPanel(new AgentContext(document, selection, TabContext.untilNextEdit("agentMessage")));
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

    /**
     * Each row's Show button (the mouth's name) and its Image, X and Y spinners lie side by side, none over another and
     * all inside the panel, at its preferred width and at the narrower width the side bar gives it at 1280x800.
     */
    @Test
    void showButtonsAreBesideTheSpinnersNotUnderThem() throws Exception {
        EventQueue.invokeAndWait(() -> {
            for (int width : new int[] {panel.getPreferredSize().width, 400, panel.getMinimumSize().width}) {
                panel.setSize(width, panel.getPreferredSize().height);
                panel.doLayout();
                for (int t = 0; t < AgentMouth.TYPE_NAMES.length; t++) {
                    List<Component> row = List.of(component("mouthPreview" + t), spinner("mouthImage" + t),
                            spinner("mouthX" + t), spinner("mouthY" + t));
                    for (int i = 0; i < row.size(); i++) {
                        java.awt.Rectangle r = row.get(i).getBounds();
                        assertThat(r.x + r.width).as("%s inside the %d-pixel panel", row.get(i).getName(), width)
                                .isLessThanOrEqualTo(width);
                        assertThat(r.width).as("%s has its minimum width", row.get(i).getName())
                                .isGreaterThanOrEqualTo(row.get(i).getMinimumSize().width);
                        if (i > 0) {
                            java.awt.Rectangle left = row.get(i - 1).getBounds();
                            assertThat(r.x).as("%s starts after %s ends (width %d)", row.get(i).getName(),
                                    row.get(i - 1).getName(), width).isGreaterThanOrEqualTo(left.x + left.width);
                        }
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
