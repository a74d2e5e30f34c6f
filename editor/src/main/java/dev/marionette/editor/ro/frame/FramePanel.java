package dev.marionette.editor.ro.frame;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.editor.util.EditorTable;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.List;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;

/**
 * The frame shown: the event it fires, chosen from the file's event list, and its anchors, shown
 * numerically (editable) with Add and Delete. Selecting an anchor row selects it on the canvas, where it can
 * be dragged; arrow keys on the canvas nudge it.
 */
public final class FramePanel extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final String NO_EVENT = "(none)";

    private final transient SpriteDocument document;
    private final transient SpriteEditorState state;
    private final transient TabEdits messages;
    private final JComboBox<String> event = new JComboBox<>();
    private final AnchorTableModel anchorModel;
    private final JTable anchors;
    private final JButton addAnchor = new JButton("Add anchor");
    private final JButton removeAnchor = new JButton("Delete anchor");
    private final JLabel note = new JLabel();
    private final transient DocumentListener documentListener = e -> refresh();
    private boolean syncing;

    public FramePanel(SpriteDocument document, SpriteEditorState state, TabEdits messages) {
        super(new MigLayout("insets 6, wrap 2, fill", "[][grow, fill]", "[][][grow, fill][]"));
        this.document = document;
        this.state = state;
        this.messages = messages;
        this.anchorModel = new AnchorTableModel(document, state, messages);
        this.anchors = new EditorTable(anchorModel);
        setName("framePanel");
        event.setName("frameEvent");
        anchors.setName("anchorTable");
        anchors.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        anchors.putClientProperty("terminateEditOnFocusLost", Boolean.TRUE);
        addAnchor.setName("addAnchor");
        removeAnchor.setName("removeAnchor");
        add(new JLabel("Event"));
        add(event);
        add(new JLabel("Anchors"), "span");
        add(new JScrollPane(anchors), "span, grow, h 60:120");
        add(addAnchor, "span, split 2");
        add(removeAnchor);
        add(note, "span");

        event.addActionListener(e -> eventChosen());
        anchors.getSelectionModel().addListSelectionListener(e -> {
            if (!syncing && !e.getValueIsAdjusting()) {
                state.selectAnchor(anchors.getSelectedRow());
            }
        });
        addAnchor.addActionListener(e -> run(() -> state.selectAnchor(
                document.editor().frames().addAnchor(state.frameRef(), 0, 0).anchor())));
        removeAnchor.addActionListener(e -> run(() -> {
            if (state.selectedAnchorRef() != null) {
                document.editor().frames().removeAnchor(state.selectedAnchorRef());
            }
        }));
        state.addListener(a -> refresh());
        document.addDocumentListener(documentListener);
        refresh();
    }

    public void dispose() {
        document.removeDocumentListener(documentListener);
    }

    private void eventChosen() {
        if (syncing || state.currentFrame() == null) {
            return;
        }
        int id = event.getSelectedIndex() - 1;
        run(() -> document.editor().frames().setFrameEvent(state.frameRef(), id));
    }

    private void run(Runnable command) {
        messages.edit(command);
    }

    private void refresh() {
        syncing = true;
        try {
            ActFrame frame = state.currentFrame();
            List<ActEvent> list = document.act().events();
            DefaultComboBoxModel<String> names = new DefaultComboBoxModel<>();
            names.addElement(NO_EVENT);
            for (int i = 0; i < list.size(); i++) {
                names.addElement(i + ": " + list.get(i).name());
            }
            int id = frame == null ? -1 : frame.eventId();
            if (id >= list.size()) {
                names.addElement(id + ": (not in the list)");
            }
            event.setModel(names);
            event.setSelectedIndex(id < 0 ? 0 : Math.min(id, list.size()) + 1);
            int version = document.actVersion();
            event.setEnabled(frame != null && ActVersion.hasFrameEventId(version));
            anchorModel.fireTableDataChanged();
            if (state.selectedAnchor() >= 0 && state.selectedAnchor() < anchors.getRowCount()) {
                anchors.setRowSelectionInterval(state.selectedAnchor(), state.selectedAnchor());
            }
            boolean hasAnchors = ActVersion.hasAnchors(version);
            addAnchor.setEnabled(frame != null && hasAnchors);
            removeAnchor.setEnabled(state.selectedAnchor() >= 0);
            note.setText(hasAnchors ? "Only anchor 0 attaches sprites in the client."
                    : "ACT " + ActVersion.format(version) + " stores no anchors (0x203 and later do).");
        } finally {
            syncing = false;
        }
    }
}
