package dev.marionette.editor.agent.panel;

import dev.marionette.editor.agent.importer.ImportFlow;
import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Buttons;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import java.awt.BorderLayout;
import java.awt.Dimension;
import javax.swing.DefaultListModel;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * The images placed in the selected frame, in z-order (the first is on top), with their offsets: select one
 * (it is outlined on the canvas and moves with the arrow keys), bring it forward or send it back, add an image
 * of the character or one from a picture file, replace it with a picture file, remove it.
 */
public final class FrameImagesPanel extends JPanel {

    private final AgentContext context;
    private final DefaultListModel<String> items = new DefaultListModel<>();
    private final JList<String> list = new JList<>(items);
    private final JSpinner imageNumber = new JSpinner(new SpinnerNumberModel(1, 1, 1, 1));
    private boolean updating;

    public FrameImagesPanel(AgentContext context) {
        super(new BorderLayout());
        this.context = context;
        setName("frameImages");
        list.setName("frameImageList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(4);
        list.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting()) {
                context.selection().selectImage(list.getSelectedIndex());
            }
        });
        JScrollPane scroll = new JScrollPane(list);
        scroll.setPreferredSize(new Dimension(200, 90));
        add(new JLabel("Images (top first)"), BorderLayout.NORTH);
        add(scroll, BorderLayout.CENTER);
        JPanel buttons = new JPanel(new MigLayout("insets 2, wrap 3, gap 2", "[fill][fill][fill]"));
        buttons.add(Buttons.compact("Forward", "imageForward", () -> reorder(-1)));
        buttons.add(Buttons.compact("Back", "imageBack", () -> reorder(1)));
        buttons.add(Buttons.compact("Remove", "removeFrameImage", this::removeSelected));
        imageNumber.setName("imageNumber");
        buttons.add(new JLabel("Image #"));
        buttons.add(imageNumber);
        buttons.add(Buttons.compact("Add", "addFrameImage", this::addExisting));
        buttons.add(Buttons.compact("Add from file\u2026", "addImageFromFile", () -> ImportFlow.run(context, this,
                this::addImported)), "span 2");
        buttons.add(Buttons.compact("Replace\u2026", "replaceImage",
                () -> ImportFlow.run(context, this, this::replace)));
        add(buttons, BorderLayout.SOUTH);
        context.selection().addChangeListener(e -> refresh());
        context.listen(this::documentChanged);
        refresh();
    }

    private void documentChanged(DocumentEvent e) {
        for (Change c : e.changes()) {
            if (context.selection().inSelectedFrame(c) || c.part() == Part.IMAGE || c.part() == Part.ANIMATION
                    || c.part() == Part.AGENT_FRAME) {
                context.selection().clamp();
                refresh();
                return;
            }
        }
    }

    private void refresh() {
        updating = true;
        try {
            items.clear();
            AgentFrame frame = context.selection().selectedFrame();
            int count = context.character().images().size();
            ((SpinnerNumberModel) imageNumber.getModel()).setMaximum(Math.max(1, count));
            if (frame == null) {
                return;
            }
            for (int p = 0; p < frame.images().size(); p++) {
                AgentFrameImage placed = frame.images().get(p);
                String size = "";
                if (placed.imageIndex() < count) {
                    AgentImage image = context.character().images().get(placed.imageIndex());
                    size = ", " + image.width() + "\u00d7" + image.height();
                }
                items.addElement((p + 1) + ". Image " + (placed.imageIndex() + 1) + " at (" + placed.x() + ", "
                        + placed.y() + ")" + size);
            }
            int selected = context.selection().image();
            if (selected >= 0 && selected < items.size()) {
                list.setSelectedIndex(selected);
            }
        } finally {
            updating = false;
        }
    }

    private void reorder(int direction) {
        int p = context.selection().image();
        AgentFrame frame = context.selection().selectedFrame();
        if (frame == null || p < 0 || p + direction < 0 || p + direction >= frame.images().size()) {
            return;
        }
        int a = context.selection().animation();
        int f = context.selection().frame();
        if (context.edit(() -> context.ops().frameContent().reorderImage(a, f, p, p + direction))) {
            context.selection().selectImage(p + direction);
        }
    }

    private void removeSelected() {
        int p = context.selection().image();
        if (context.selection().selectedFrame() != null && p >= 0) {
            int a = context.selection().animation();
            int f = context.selection().frame();
            context.edit(() -> context.ops().frameContent().removeImage(a, f, p));
        }
    }

    private void addExisting() {
        if (context.selection().selectedFrame() == null || context.character().images().isEmpty()) {
            return;
        }
        int image = (Integer) imageNumber.getValue() - 1;
        int a = context.selection().animation();
        int f = context.selection().frame();
        if (context.edit(() -> context.ops().frameContent().addImage(a, f, 0, image, 0, 0))) {
            context.selection().selectImage(0);
        }
    }

    private void addImported(AgentImage image) {
        int a = context.selection().animation();
        int f = context.selection().frame();
        if (a < 0 || f < 0) {
            return;
        }
        if (context.edit(() -> context.document().compound("Add image from file", () -> {
            int index = context.ops().media().addImage(image);
            context.ops().frameContent().addImage(a, f, 0, index, 0, 0);
        }))) {
            context.selection().selectImage(0);
        }
    }

    /** Shows a new image in place of the selected one, in this frame only (other frames keep theirs). */
    private void replace(AgentImage image) {
        int p = context.selection().image();
        int a = context.selection().animation();
        int f = context.selection().frame();
        if (p < 0) {
            addImported(image);
            return;
        }
        context.edit(() -> context.document().compound("Replace image", () -> {
            int index = context.ops().media().addImage(image);
            context.ops().frameContent().changeImage(a, f, p, index);
        }));
    }
}
