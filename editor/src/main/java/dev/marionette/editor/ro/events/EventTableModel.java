package dev.marionette.editor.ro.events;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.util.NamedColumnsTableModel;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * The file's event list: name (editable: a rename, one undo step), how many frames fire it, and what it does
 * (damage marker for {@code atk}, the sound file found for {@code .wav} names, or that it is missing). Sound
 * files are looked up on a worker thread at each {@link #refresh()}; the table shows the answers when they
 * come, so neither painting nor editing touches the disk on the event thread.
 */
public final class EventTableModel extends NamedColumnsTableModel {

    private static final long serialVersionUID = 1L;
    private static final String[] NAMES = {"#", "Name", "Frames", "Plays"};

    private final transient SpriteDocument document;
    private final transient Supplier<SoundFiles> sounds;
    private final transient TabEdits messages;
    private final transient Map<String, Optional<Path>> found = new HashMap<>();
    private final transient Executor lookups;
    private final transient Executor ui;
    private transient Runnable lookedUp = () -> { };
    private int[] usage = new int[0];
    private long generation;

    /** A table whose sound look-ups run on a daemon thread and report on the event thread. */
    public EventTableModel(SpriteDocument document, Supplier<SoundFiles> sounds, TabEdits messages) {
        this(document, sounds, messages, LOOKUPS, java.awt.EventQueue::invokeLater);
    }

    /**
     * @param lookups runs the sound look-ups (file system)
     * @param ui      hands their results to the event thread
     */
    public EventTableModel(SpriteDocument document, Supplier<SoundFiles> sounds, TabEdits messages,
            Executor lookups, Executor ui) {
        super(NAMES);
        this.document = document;
        this.sounds = sounds;
        this.messages = messages;
        this.lookups = lookups;
        this.ui = ui;
        refresh();
    }

    private static final Executor LOOKUPS = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "marionette-sound-lookup");
        t.setDaemon(true);
        return t;
    });

    /** Runs after each round of sound look-ups has reached the table (the panel lists the missing ones). */
    public void setLookedUp(Runnable listener) {
        this.lookedUp = listener;
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
        recount();
        fireTableDataChanged();
        List<String> names = document.act().events().stream().map(ActEvent::name).filter(SoundFiles::isSound)
                .distinct().toList();
        SoundFiles where = sounds.get();
        long round = ++generation;
        lookups.execute(() -> {
            Map<String, Optional<Path>> result = new HashMap<>();
            for (String name : names) {
                result.put(key(name), where.find(name));
            }
            ui.execute(() -> {
                if (round == generation) {
                    found.clear();
                    found.putAll(result);
                    // the same rows (a newer refresh would have a newer round): keep the table's selection
                    if (getRowCount() > 0) {
                        fireTableRowsUpdated(0, getRowCount() - 1);
                    }
                    lookedUp.run();
                }
            });
        });
    }

    private static String key(String name) {
        return name.toLowerCase(java.util.Locale.ROOT);
    }

    /** How many frames fire event {@code index}. */
    public int usage(int index) {
        return index < usage.length ? usage[index] : 0;
    }

    /** The sound file of a {@code .wav} event, if the last look-up found it. */
    public Optional<Path> soundFile(String name) {
        return found.getOrDefault(key(name), Optional.empty());
    }

    /** The sound events whose files the last look-up did not find, in list order. */
    public List<String> missingSounds() {
        return document.act().events().stream().map(ActEvent::name).filter(SoundFiles::isSound)
                .filter(n -> found.containsKey(key(n)) && found.get(key(n)).isEmpty()).distinct().toList();
    }

    @Override
    public int getRowCount() {
        return document.act().events().size();
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
            Optional<Path> file = found.get(key(name));
            return file == null ? "sound (looking...)" : file.map(p -> "sound").orElse("sound (file missing)");
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
            messages.edit(() -> document.editor().events().renameEvent(row, value.toString().trim()));
        } catch (IllegalArgumentException e) {
            messages.message(e.getMessage());
        }
    }
}
