package dev.marionette.editor.ro.tools;

import dev.marionette.editor.util.Buttons;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.ImageUsage;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.render.ro.ActionNames;
import java.awt.BorderLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;

/**
 * Sheet &gt; Find Image Usage: every layer showing one image, as "Walk - South · frame 2 · layer 1", listed in
 * action, frame and layer order. Double-click a row (or Go to) to show that frame with that layer selected. The
 * list follows the document while the window is open; one window per tab.
 */
final class ImageUsageDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    private final transient ToolContext context;
    private final DefaultListModel<LayerRef> rows = new DefaultListModel<>();
    private final JList<LayerRef> list = new JList<>(rows);
    private final JLabel summary = new JLabel(" ");
    private final transient DocumentListener listener = e -> reload();
    private ImageRef image;

    ImageUsageDialog(ToolContext context) {
        super(SwingUtilities.getWindowAncestor(context.parent()), "Find Image Usage");
        this.context = context;
        setName("imageUsageDialog");
        list.setName("imageUsageList");
        list.setVisibleRowCount(12);
        list.setCellRenderer(new javax.swing.DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getListCellRendererComponent(JList<?> l, Object value, int index,
                    boolean selected, boolean focus) {
                return super.getListCellRendererComponent(l, describe((LayerRef) value), index, selected, focus);
            }
        });
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2) {
                    goTo();
                }
            }
        });
        JButton go = Buttons.named("Go to", "imageUsageGo");
        go.addActionListener(e -> goTo());
        JButton close = Buttons.named("Close", "imageUsageClose");
        close.addActionListener(e -> dispose());
        JPanel buttons = new JPanel();
        buttons.add(go);
        buttons.add(close);
        JPanel content = new JPanel(new BorderLayout(4, 4));
        content.setBorder(javax.swing.BorderFactory.createEmptyBorder(6, 6, 6, 6));
        content.add(summary, BorderLayout.NORTH);
        JScrollPane scroll = new JScrollPane(list);
        scroll.setPreferredSize(new java.awt.Dimension(420, 240));
        content.add(scroll, BorderLayout.CENTER);
        content.add(buttons, BorderLayout.SOUTH);
        setContentPane(content);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        context.document().addDocumentListener(listener);
        pack();
        setLocationRelativeTo(context.parent());
    }

    /** Lists the layers showing {@code ref} and shows the window. */
    void show(ImageRef ref) {
        image = ref;
        reload();
        setVisible(true);
        toFront();
    }

    private void reload() {
        if (image == null) {
            return;
        }
        rows.clear();
        List<LayerRef> found = ImageUsage.layersShowing(context.document().act(), image);
        found.forEach(rows::addElement);
        if (found.isEmpty()) {
            summary.setText("<html>" + image + ": no layer shows it (Sheet &gt; Remove Unused Images deletes such"
                    + " images).</html>");
        } else {
            summary.setText("<html>" + image + ": " + ImageUsage.of(context.document().act(), List.of(image))
                    + ".</html>");
            list.setSelectedIndex(0);
        }
    }

    /** "Walk - South · frame 2 · layer 1". */
    private String describe(LayerRef ref) {
        return ActionNames.of(context.document().act()).name(ref.action()) + " \u00b7 frame " + ref.frame()
                + " \u00b7 layer " + ref.layer();
    }

    /** Shows the selected row's frame with its layer selected. */
    void goTo() {
        LayerRef ref = list.getSelectedValue();
        if (ref == null) {
            return;
        }
        context.pausePlayback();
        context.tree().selectFrames(List.of(ref.frameRef()));
        context.state().setFrame(ref.action(), ref.frame());
        context.state().selectLayers(List.of(ref.layer()));
    }

    @Override
    public void dispose() {
        context.document().removeDocumentListener(listener);
        super.dispose();
    }
}
