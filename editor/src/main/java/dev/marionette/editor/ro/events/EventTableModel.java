package dev.marionette.editor.ro.events;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.table.AbstractTableModel;

/**
 * The file's event list: name (editable: a rename, one undo step), how many frames fire it, and what it does
 * (damage marker for {@code atk}, the sound file found for {@code .wav} names, or that it is missing). Sound
 * look-ups are remembered until {@link #refresh()} so painting never touches the disk.
 */
public final class EventTableModel extends AbstractTableModel {

    private static final long serialVersionUID = 1L;
    private static final String[] NAMES = {"#", "Name", "Frames", "Plays"};

    private final transient SpriteDocument document;
    private final transient Supplier<SoundFiles> sounds;
    private final transient Consumer<String> messages;
    private final transient Map<String, Optional<Path>> found = new HashMap<>();
    private int[] usage = new int[0];

    public EventTableModel(SpriteDocument document, Supplier<SoundFiles> sounds, Consumer<String> messages) {
        this.document = document;
        this.sounds = sounds;
        this.messages = messages;
        recount();
    }

    /** Frames firing each event, recounted. */
    private void recount() {
        ActDocument act = document.act();
        usage = new int[act.events().size()];
        for (ActAnimation a : act.animations()) {
            for (ActFrame f : a.frames()) {
                if (f.eventId() >= 0 && f.eventId() < usage.length) {
                    usage[f.eventId()]++;
                }
            }
        }
    }

    /** Recounts usage and looks the sound files up again. */
    public void refresh() {
        found.clear();
        recount();
        fireTableDataChanged();
    }

    /** How many frames fire event {@code index}. */
    public int usage(int index) {
        return index < usage.length ? usage[index] : 0;
    }

    /** The sound file of a {@code .wav} event, if found. */
    public Optional<Path> soundFile(String name) {
        return found.computeIfAbsent(name.toLowerCase(java.util.Locale.ROOT), n -> sounds.get().find(name));
    }

    /** The sound events whose files are not found, in list order. */
    public List<String> missingSounds() {
        return document.act().events().stream().map(ActEvent::name).filter(SoundFiles::isSound)
                .filter(n -> soundFile(n).isEmpty()).distinct().toList();
    }

    @Override
    public int getRowCount() {
        return document.act().events().size();
    }

    @Override
    public int getColumnCount() {
        return NAMES.length;
    }

    @Override
    public String getColumnName(int column) {
        return NAMES[column];
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return column == 0 || column == 2 ? Integer.class : String.class;
    }

    @Override
    public Object getValueAt(int row, int column) {
        List<ActEvent> events = document.act().events();
        if (row >= events.size()) {
            return null;
        }
        String name = events.get(row).name();
        return switch (column) {
            case 0 -> row;
            case 1 -> name;
            case 2 -> usage(row);
            default -> describe(name);
        };
    }

    private String describe(String name) {
        if ("atk".equalsIgnoreCase(name)) {
            return "damage marker";
        }
        if (SoundFiles.isSound(name)) {
            return soundFile(name).map(p -> "sound").orElse("sound (file missing)");
        }
        return name.isEmpty() ? "nothing" : "signal";
    }

    @Override
    public boolean isCellEditable(int row, int column) {
        return column == 1;
    }

    @Override
    public void setValueAt(Object value, int row, int column) {
        if (column != 1 || value == null) {
            return;
        }
        try {
            document.editor().events().renameEvent(row, value.toString().trim());
        } catch (EditRejectedException | IllegalArgumentException e) {
            messages.accept(e.getMessage());
        }
    }
}
