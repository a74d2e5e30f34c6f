package dev.marionette.editor.ro.shared;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.prefs.Preferences;

/**
 * The sprite editor's own preferences: where sounds are looked for besides the ACT's folder (a client's
 * data folder), the length of an interval tick, whether playback plays sounds, and whether sprites open with
 * the mannequin of their kind attached. Stored under
 * {@value #NODE} of the user's preferences; tests pass an in-memory node.
 */
public final class RoSettings {

    /** The preferences node of the user's settings. */
    public static final String NODE = "dev/marionette/editor/ragnarok";

    private static final String DATA_FOLDER = "dataFolder";
    private static final String MILLIS_PER_TICK = "millisPerTick";
    private static final String SOUNDS = "playSounds";
    private static final String REFERENCES_BY_KIND = "referencesByKind";

    private final Preferences node;

    public RoSettings(Preferences node) {
        this.node = node;
    }

    /** The user's settings. */
    public static RoSettings forUser() {
        return new RoSettings(Preferences.userRoot().node(NODE));
    }

    /** The data folder sounds are also looked for in (as {@code folder/name} and {@code folder/wav/name}). */
    public Optional<Path> dataFolder() {
        String value = node.get(DATA_FOLDER, "");
        if (value.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(value));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /** Sets the data folder; null clears it. */
    public void setDataFolder(Path folder) {
        if (folder == null) {
            node.remove(DATA_FOLDER);
        } else {
            node.put(DATA_FOLDER, folder.toAbsolutePath().toString());
        }
    }

    /** 25 (the common convention) or 24 (the tick measured in the client). */
    public int millisPerTick() {
        int value = node.getInt(MILLIS_PER_TICK, 25);
        return value == 24 ? 24 : 25;
    }

    public void setMillisPerTick(int millis) {
        node.putInt(MILLIS_PER_TICK, millis == 24 ? 24 : 25);
    }

    /** Whether playback plays the frames' sounds. */
    public boolean playSounds() {
        return node.getBoolean(SOUNDS, true);
    }

    public void setPlaySounds(boolean on) {
        node.putBoolean(SOUNDS, on);
    }

    /** Whether a sprite opens with the mannequin that fits its kind attached (on until switched off). */
    public boolean referencesByKind() {
        return node.getBoolean(REFERENCES_BY_KIND, true);
    }

    public void setReferencesByKind(boolean on) {
        node.putBoolean(REFERENCES_BY_KIND, on);
    }
}
