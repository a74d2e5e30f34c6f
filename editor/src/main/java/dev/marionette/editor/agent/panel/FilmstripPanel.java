package dev.marionette.editor.agent.panel;

import dev.marionette.editor.agent.canvas.FrameRenderer;
import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Buttons;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;
import javax.swing.AbstractListModel;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.ImageIcon;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;

/**
 * The frames of the selected animation as a strip of thumbnails with their durations. Click selects, dragging a
 * thumbnail to another place reorders (one undo step); buttons add, duplicate, delete and add a frame from a
 * picture file. Thumbnails are drawn when first shown and redrawn only for the frames a change touches.
 */
public final class FilmstripPanel extends JPanel {

    static final int THUMB = 64;

    private final AgentContext context;
    private final FramesModel model = new FramesModel();
    private final JList<Integer> list = new JList<>(model);
    private final Map<Integer, ImageIcon> thumbnails = new HashMap<>();
    private final Runnable addFromImage;
    private int shownAnimation = -1;
    private boolean updating;

    /** @param addFromImage asks for a picture file and adds a frame showing it */
    public FilmstripPanel(AgentContext context, Runnable addFromImage) {
        super(new BorderLayout());
        this.context = context;
        this.addFromImage = addFromImage;
        setName("filmstrip");
        list.setName("frameList");
        list.setLayoutOrientation(JList.HORIZONTAL_WRAP);
        list.setVisibleRowCount(1);
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new ThumbnailRenderer());
        // A fixed cell size: the list never renders every thumbnail just to measure itself.
        list.setFixedCellWidth(THUMB + 12);
        list.setFixedCellHeight(THUMB + 24);
        list.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && list.getSelectedIndex() >= 0) {
                context.selection().selectFrame(list.getSelectedIndex());
            }
        });
        DragReorder drag = new DragReorder();
        list.addMouseListener(drag);
        list.addMouseMotionListener(drag);
        JScrollPane scroll = new JScrollPane(list, JScrollPane.VERTICAL_SCROLLBAR_NEVER,
                JScrollPane.HORIZONTAL_SCROLLBAR_AS_NEEDED);
        scroll.setPreferredSize(new Dimension(400, THUMB + 46));
        add(scroll, BorderLayout.CENTER);
        add(buttons(), BorderLayout.EAST);
        context.selection().addChangeListener(e -> showSelection());
        context.listen(this::documentChanged);
        showSelection();
    }

    private JPanel buttons() {
        JPanel p = new JPanel(new MigLayout("insets 2, wrap 2, gap 2", "[fill][fill]"));
        p.add(Buttons.compact("Add", "addFrame", () -> {
            int a = context.selection().animation();
            if (a >= 0) {
                int at = context.selection().frame() + 1;
                context.edit(() -> context.selection().selectFrame(context.ops().frames().add(a, at)));
            }
        }));
        p.add(Buttons.compact("Duplicate", "duplicateFrame", () -> withFrame((a, f) ->
                context.selection().selectFrame(context.ops().frames().duplicate(a, f)))));
        p.add(Buttons.compact("Delete", "deleteFrame", () -> withFrame((a, f) -> context.ops().frames().remove(a, f))));
        p.add(Buttons.compact("From image\u2026", "addFrameFromImage", addFromImage));
        return p;
    }

    private interface FrameAction {
        void run(int animation, int frame);
    }

    private void withFrame(FrameAction action) {
        int a = context.selection().animation();
        int f = context.selection().frame();
        if (a >= 0 && f >= 0) {
            context.edit(() -> action.run(a, f));
        }
    }

    private void documentChanged(DocumentEvent e) {
        int a = context.selection().animation();
        boolean all = false;
        for (Change c : e.changes()) {
            if (c.part() == Part.CHARACTER || c.part() == Part.IMAGE || c.part() == Part.ANIMATION) {
                all = true;
            } else if (c.path().size() >= 2 && c.path().get(0) == a) {
                if (c.part() == Part.AGENT_FRAME && c.kind() != Change.Kind.PROPERTY) {
                    all = true;
                } else {
                    thumbnails.remove(c.path().get(1));
                    int f = c.path().get(1);
                    if (f < model.getSize()) {
                        model.changed(f);
                    }
                }
            } else if (c.path().size() == 1 && c.path().get(0) == a && c.part() == Part.AGENT_FRAME) {
                all = true;
            }
        }
        if (all) {
            thumbnails.clear();
            context.selection().clamp();
            model.reload();
            showSelection();
        }
    }

    private void showSelection() {
        updating = true;
        try {
            if (shownAnimation != context.selection().animation()) {
                shownAnimation = context.selection().animation();
                thumbnails.clear();
                model.reload();
            }
            int f = context.selection().frame();
            if (f >= 0 && f < model.getSize()) {
                list.setSelectedIndex(f);
                list.ensureIndexIsVisible(f);
            } else {
                list.clearSelection();
            }
        } finally {
            updating = false;
        }
    }

    private ImageIcon thumbnail(int frame) {
        return thumbnails.computeIfAbsent(frame, f -> {
            AgentFrame fr = context.selection().selectedAnimation().frames().get(f);
            BufferedImage full = FrameRenderer.render(context.character(), fr, -1);
            double s = Math.min((double) THUMB / full.getWidth(), (double) THUMB / full.getHeight());
            int w = Math.max(1, (int) Math.round(full.getWidth() * s));
            int h = Math.max(1, (int) Math.round(full.getHeight() * s));
            BufferedImage small = new BufferedImage(THUMB, THUMB, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = small.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(full, (THUMB - w) / 2, (THUMB - h) / 2, w, h, null);
            g.dispose();
            return new ImageIcon(small);
        });
    }

    private final class FramesModel extends AbstractListModel<Integer> {
        private int size;

        void reload() {
            int old = size;
            AgentAnimation a = context.selection().selectedAnimation();
            size = a == null ? 0 : a.frames().size();
            if (old > 0) {
                fireIntervalRemoved(this, 0, old - 1);
            }
            if (size > 0) {
                fireIntervalAdded(this, 0, size - 1);
            }
        }

        void changed(int index) {
            fireContentsChanged(this, index, index);
        }

        @Override
        public int getSize() {
            return size;
        }

        @Override
        public Integer getElementAt(int index) {
            return index;
        }
    }

    private final class ThumbnailRenderer extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                boolean focused) {
            JLabel label = (JLabel) super.getListCellRendererComponent(l, value, index, selected, focused);
            AgentAnimation a = context.selection().selectedAnimation();
            if (a == null || index >= a.frames().size()) {
                return label;
            }
            label.setIcon(thumbnail(index));
            label.setText((index + 1) + "  " + a.frames().get(index).duration() + "");
            label.setToolTipText("Frame " + (index + 1) + ", " + a.frames().get(index).duration() + "/100 s");
            label.setHorizontalTextPosition(SwingConstants.CENTER);
            label.setVerticalTextPosition(SwingConstants.BOTTOM);
            label.setHorizontalAlignment(SwingConstants.CENTER);
            label.setBorder(BorderFactory.createEmptyBorder(2, 4, 2, 4));
            return label;
        }
    }

    /** Dragging a thumbnail onto another place moves the frame there. */
    private final class DragReorder extends MouseAdapter {
        private int from = -1;

        @Override
        public void mousePressed(MouseEvent e) {
            from = SwingUtilities.isLeftMouseButton(e) ? list.locationToIndex(e.getPoint()) : -1;
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            int to = list.locationToIndex(e.getPoint());
            int a = context.selection().animation();
            int source = from;
            from = -1;
            if (source >= 0 && to >= 0 && to != source && a >= 0) {
                if (context.edit(() -> context.ops().frames().move(a, source, to))) {
                    context.selection().selectFrame(to);
                }
            }
        }
    }
}
