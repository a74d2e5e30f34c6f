package dev.marionette.editor.sims;

import dev.marionette.editor.util.Buttons;
import dev.marionette.editor.util.EditorTable;
import dev.marionette.editor.util.NamedColumnsTableModel;
import dev.marionette.editor.util.WrapLayout;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.edit.EventRef;
import dev.marionette.model.sims.edit.SkillEvent;
import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Optional;
import java.util.function.IntConsumer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;

/**
 * The shown skill's events (time properties) in time order: time in ms, the frame it falls on (counted from 1, as the
 * timeline counts), the bone of its motion, its key/value pairs. Add, Edit... (or a double click) and Remove are undoable edits; selecting a row
 * moves playback to its frame. The timeline shows the same events as markers ({@link SkillMarkers}).
 */
final class SkillEventsPanel extends JPanel {

    private final SimsContext context;
    private final EventsModel model = new EventsModel();
    private final JTable table = new EditorTable(model);
    private final IntConsumer seek;
    private final JButton add = Buttons.named("Add\u2026", "addEvent");
    private final JButton edit = Buttons.named("Edit\u2026", "editEvent");
    private final JButton remove = Buttons.named("Remove", "removeEvent");
    private List<SkillEvent> events = List.of();

    /** @param seek shows a frame (playback moves there) */
    SkillEventsPanel(SimsContext context, IntConsumer seek) {
        super(new BorderLayout());
        this.context = context;
        this.seek = seek;
        setName("skillEvents");
        table.setName("events");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setFillsViewportHeight(true);
        table.setPreferredScrollableViewportSize(new java.awt.Dimension(300, 110));
        table.getColumnModel().getColumn(0).setPreferredWidth(72);
        table.getColumnModel().getColumn(1).setPreferredWidth(52);
        table.getColumnModel().getColumn(2).setPreferredWidth(64);
        table.getColumnModel().getColumn(3).setPreferredWidth(150);
        JPanel buttons = new JPanel(new WrapLayout(FlowLayout.CENTER, 5, 5));
        buttons.add(add);
        buttons.add(edit);
        buttons.add(remove);
        add(new JLabel("Events"), BorderLayout.NORTH);
        add(new JScrollPane(table), BorderLayout.CENTER);
        add(buttons, BorderLayout.SOUTH);
        add.addActionListener(e -> addEvent(-1));
        edit.addActionListener(e -> editEvent(table.getSelectedRow()));
        remove.addActionListener(e -> removeEvent(table.getSelectedRow()));
        table.getSelectionModel().addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                int row = table.getSelectedRow();
                if (row >= 0 && row < events.size()) {
                    seek.accept(frameOf(events.get(row).time()));
                }
                enableButtons();
            }
        });
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && table.getSelectedRow() >= 0) {
                    editEvent(table.getSelectedRow());
                }
            }
        });
        context.addSkillListener(e -> reload());
        context.listen(this::documentChanged);
        reload();
    }

    /** The table (for tests). */
    JTable table() {
        return table;
    }

    private void documentChanged(DocumentEvent e) {
        if (e.touches(Part.SKILL_EVENT) || e.touches(Part.SKILL)) {
            reload();
        }
    }

    private void reload() {
        int s = context.skill();
        events = s < 0 ? List.of() : context.document().model().events(s);
        model.fireTableDataChanged();
        enableButtons();
    }

    private void enableButtons() {
        int s = context.skill();
        add.setEnabled(s >= 0 && context.document().operations().eventMotion(s) >= 0);
        boolean row = table.getSelectedRow() >= 0;
        edit.setEnabled(row);
        remove.setEnabled(row);
    }

    private double rate() {
        SimsSkill skill = context.document().state().skill(context.skill());
        return SimsRig.frameRate(skill.frameCount(), skill.duration());
    }

    /** The frame an event at {@code time} ms falls on. */
    int frameOf(long time) {
        int frames = context.document().state().skill(context.skill()).frameCount();
        return (int) Math.max(0, Math.min(Math.max(0, frames - 1), Math.round(time * rate() / 1000)));
    }

    /** The time of frame {@code frame}, ms. */
    long timeOf(int frame) {
        long end = (long) Math.ceil(context.document().state().skill(context.skill()).duration());
        return Math.max(0, Math.min(end, Math.round(frame * 1000 / rate())));
    }

    /** Asks for a new event (at {@code frame}, or 0 when negative) and adds it to the motion events go to. */
    void addEvent(int frame) {
        int s = context.skill();
        if (s < 0) {
            return;
        }
        long end = (long) Math.ceil(context.document().state().skill(s).duration());
        Optional<EventDialog.Entry> entry = EventDialog.ask(this, "Add event", frame < 0 ? 0 : timeOf(frame), end,
                List.of(new SimsProperty("xevt", "")));
        entry.ifPresent(en -> context.edit(() -> context.document().operations().addEvent(s,
                context.document().operations().eventMotion(s), en.time(), en.pairs())));
    }

    /** Edits the event of row {@code row} (its time and pairs, one undo step each when both change). */
    void editEvent(int row) {
        if (row < 0 || row >= events.size()) {
            return;
        }
        SkillEvent event = events.get(row);
        long end = (long) Math.ceil(context.document().state().skill(context.skill()).duration());
        Optional<EventDialog.Entry> entry = EventDialog.ask(this, "Edit event", event.time(), end, event.pairs());
        entry.ifPresent(en -> context.edit(() -> context.document().compound("Edit event", () -> {
            context.document().operations().setEventPairs(event.ref(), en.pairs());
            context.document().operations().moveEvent(event.ref(), en.time());
        })));
    }

    /** Removes the event of row {@code row}. */
    void removeEvent(int row) {
        if (row >= 0 && row < events.size()) {
            EventRef ref = events.get(row).ref();
            context.edit(() -> context.document().operations().removeEvent(ref));
        }
    }

    private final class EventsModel extends NamedColumnsTableModel {
        private static final long serialVersionUID = 1L;

        EventsModel() {
            super("Time (ms)", "Frame", "Bone", "Event");
        }

        @Override
        public int getRowCount() {
            return events.size();
        }

        @Override
        public Class<?> getColumnClass(int column) {
            return column < 2 ? Long.class : String.class;
        }

        @Override
        public Object getValueAt(int row, int column) {
            SkillEvent e = events.get(row);
            return switch (column) {
                case 0 -> e.time();
                case 1 -> (long) frameOf(e.time()) + 1;
                case 2 -> e.bone();
                default -> e.label();
            };
        }
    }
}
