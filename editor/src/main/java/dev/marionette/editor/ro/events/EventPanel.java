package dev.marionette.editor.ro.events;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.util.EditorTable;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;

/**
 * The event list of the file: add, rename (in place) and delete events, see how many frames fire each, give
 * the frame shown the selected event, and hear a sound. Sound files missing from the ACT's folder and the
 * data folder are listed under the table; they are not errors (the client has them in its data).
 */
public final class EventPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient SpriteDocument document;
    private final transient SpriteEditorState state;
    private final transient TabEdits messages;
    private final EventTableModel model;
    private final JTable table;
    /** The sound files not found, wrapped over as many lines as the panel's width needs. */
    private final JTextArea missing = new JTextArea();
    private final transient DocumentListener documentListener = this::documentChanged;
    /** Saved elsewhere: the ACT's folder, where sounds are looked for first, changed. */
    private final transient java.beans.PropertyChangeListener filesListener = e -> {
        if (SpriteDocument.FILES_PROPERTY.equals(e.getPropertyName())) {
            soundsMoved();
        }
    };

    /**
     * @param sounds where sound files are looked for (it changes when the document is saved elsewhere)
     * @param player plays a sound file
     * @param chooseDataFolder asks for the data folder (the view's action)
     */
    public EventPanel(SpriteDocument document, SpriteEditorState state, Supplier<SoundFiles> sounds,
            Consumer<Path> player, Runnable chooseDataFolder, TabEdits messages) {
        // Every row may shrink to the panel's width (wmin 0): the side panels are about 390 pixels wide on a
        // 1280-pixel screen, and a row wider than that would be cut off on the right.
        super(new MigLayout("insets 6, wrap 1, fill", "[grow, fill]", "[grow, fill][][][]"));
        this.document = document;
        this.state = state;
        this.messages = messages;
        this.model = new EventTableModel(document, sounds, messages);
        this.table = new EditorTable(model);
        setName("eventPanel");
        table.setName("eventTable");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.putClientProperty("terminateEditOnFocusLost", Boolean.TRUE);
        table.setAutoResizeMode(JTable.AUTO_RESIZE_ALL_COLUMNS);
        table.getColumnModel().getColumn(0).setPreferredWidth(24);
        table.getColumnModel().getColumn(1).setPreferredWidth(150);
        table.getColumnModel().getColumn(2).setPreferredWidth(50);
        table.getColumnModel().getColumn(3).setPreferredWidth(110);
        JScrollPane scroll = new JScrollPane(table);
        scroll.setPreferredSize(new java.awt.Dimension(240, 160));
        add(scroll, "h 80:160, wmin 0");
        JButton add = button("Add…", "addEvent", this::addEvent);
        JButton delete = button("Delete", "deleteEvent", this::deleteEvent);
        JButton assign = button("Use in frame", "assignEvent", this::assign);
        JButton play = button("Play", "playEvent", () -> selectedName().flatMap(model::soundFile)
                .ifPresentOrElse(player, () -> messages.message("No sound file found for this event.")));
        // Delete, Use in frame and Play act on the selected event: without one they are off
        for (JButton needsEvent : new JButton[] {delete, assign, play}) {
            needsEvent.setEnabled(false);
            table.getSelectionModel().addListSelectionListener(e -> needsEvent.setEnabled(table.getSelectedRow() >= 0));
        }
        JButton folder = button("Sound folder…", "soundFolder", () -> {
            chooseDataFolder.run();
            model.refresh();
        });
        // Two short rows of buttons, packed to the left: one row of all five is wider than the panel.
        JPanel buttons = new JPanel(new MigLayout("insets 0, wrap 1, gap 4 4", "[left]"));
        buttons.add(add, "split 3");
        buttons.add(delete);
        buttons.add(assign);
        buttons.add(play, "split 2");
        buttons.add(folder);
        add(buttons, "wmin 0");
        missing.setName("missingSounds");
        missing.setEditable(false);
        missing.setFocusable(false);
        missing.setOpaque(false);
        missing.setLineWrap(true);
        missing.setWrapStyleWord(true);
        missing.setBorder(null);
        missing.setFont(javax.swing.UIManager.getFont("Label.font"));
        model.setLookedUp(this::updateMissing);
        add(missing, "wmin 0");
        document.addDocumentListener(documentListener);
        document.addPropertyChangeListener(filesListener);
        updateMissing();
    }

    private JButton button(String text, String name, Runnable action) {
        JButton b = new JButton(text);
        b.setName(name);
        b.addActionListener(e -> run(action));
        return b;
    }

    public void dispose() {
        document.removeDocumentListener(documentListener);
        document.removePropertyChangeListener(filesListener);
    }

    public EventTableModel model() {
        return model;
    }

    /** The text listing the sound files not found. */
    public String missingText() {
        return missing.getText();
    }

    public JTable table() {
        return table;
    }

    private java.util.Optional<String> selectedName() {
        int row = table.getSelectedRow();
        return row < 0 ? java.util.Optional.empty() : java.util.Optional.of((String) model.getValueAt(row, 1));
    }

    private void addEvent() {
        if (!ActVersion.hasEventList(document.actVersion())) {
            messages.message("ACT " + ActVersion.format(document.actVersion())
                    + " has no event list (0x201 and later do): save it in a later version first.");
            return;
        }
        String name = JOptionPane.showInputDialog(this, "Event name: atk, or a sound such as hit.wav", "Add event",
                JOptionPane.PLAIN_MESSAGE);
        if (name != null && !name.isBlank()) {
            addEvent(name.trim());
        }
    }

    /** Adds an event named {@code name} and selects it. */
    public void addEvent(String name) {
        run(() -> {
            int index = document.editor().events().addEvent(name);
            table.setRowSelectionInterval(index, index);
        });
    }

    private void deleteEvent() {
        int row = table.getSelectedRow();
        if (row >= 0) {
            document.editor().events().removeEvent(row);
        }
    }

    /** Makes the frame shown fire the selected event. */
    public void assign() {
        int row = table.getSelectedRow();
        if (row >= 0 && state.currentFrame() != null) {
            document.editor().frames().setFrameEvent(state.frameRef(), row);
        }
    }

    /** Runs an edit; a refusal, or a name the file cannot hold, is shown. */
    private void run(Runnable command) {
        try {
            messages.edit(command);
        } catch (IllegalArgumentException e) {
            messages.message(e.getMessage());
        }
    }

    private void documentChanged(DocumentEvent e) {
        if (e.touches(Part.EVENT) || e.touches(Part.FRAME) || e.touches(Part.ACTION) || e.touches(Part.DOCUMENT)) {
            int selected = table.getSelectedRow();
            model.refresh();
            if (selected >= 0 && selected < table.getRowCount()) {
                table.setRowSelectionInterval(selected, selected);
            }
            updateMissing();
        }
    }

    private void soundsMoved() {
        model.refresh();
    }

    private void updateMissing() {
        List<String> names = model.missingSounds();
        missing.setText(names.isEmpty() ? "" : "Sound files not found beside the ACT or in the sound folder: "
                + String.join(", ", names));
    }
}
