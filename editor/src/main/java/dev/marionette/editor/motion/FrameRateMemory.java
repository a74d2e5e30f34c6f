package dev.marionette.editor.motion;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.function.LongSupplier;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The frame rate each motion file was last saved at, remembered by the editor because motion files such as AMC
 * store none: a clip resampled to 30 fps and saved plays at 30 fps when it is opened again, not at the 120 of a
 * fresh capture. Kept in a preferences node ({@value #NODE} of the user's, tests pass an in-memory node), one key
 * per file (a digest of its absolute path, since keys are short), at most {@value #MAX_FILES} files: the ones
 * saved longest ago are forgotten first. A file at the default rate has no entry. Thread-safe (preferences are).
 */
public final class FrameRateMemory {

    /** The preferences node of the user's remembered rates. */
    public static final String NODE = "dev/marionette/editor/motion/rates";

    /** How many files are remembered at most. */
    public static final int MAX_FILES = 400;

    /** Remembers nothing (documents made outside a window, tests that need no memory). */
    public static final FrameRateMemory NONE = new FrameRateMemory(null);

    private final Preferences node;
    private final LongSupplier clock;

    /** @param node where the rates are kept; null remembers nothing */
    public FrameRateMemory(Preferences node) {
        this(node, System::currentTimeMillis);
    }

    /** With the clock that dates each save (milliseconds; tests pass their own). */
    public FrameRateMemory(Preferences node, LongSupplier clock) {
        this.node = node;
        this.clock = clock;
    }

    /** The user's remembered rates. */
    public static FrameRateMemory forUser() {
        return new FrameRateMemory(Preferences.userRoot().node(NODE));
    }

    /** The rate {@code file} was last saved at, when one other than the default is remembered. */
    public OptionalDouble rate(Path file) {
        if (node == null || file == null) {
            return OptionalDouble.empty();
        }
        String value = node.get(key(file), null);
        if (value == null) {
            return OptionalDouble.empty();
        }
        try {
            double rate = Double.parseDouble(value.split(" ", 2)[0]);
            return rate > 0 && Double.isFinite(rate) ? OptionalDouble.of(rate) : OptionalDouble.empty();
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }

    /** The rate {@code file} was last saved at, else {@code defaultRate}. */
    public double rate(Path file, double defaultRate) {
        return rate(file).orElse(defaultRate);
    }

    /**
     * Remembers that {@code file} was saved at {@code rate}; {@code defaultRate} (what opening assumes anyway) is
     * remembered by forgetting the file.
     */
    public void remember(Path file, double rate, double defaultRate) {
        if (node == null || file == null || !(rate > 0) || !Double.isFinite(rate)) {
            return;
        }
        String key = key(file);
        if (rate == defaultRate) {
            node.remove(key);
        } else {
            node.put(key, String.format(Locale.ROOT, "%s %d", rate, clock.getAsLong()));
            forgetOldest();
        }
        flush();
    }

    private void forgetOldest() {
        try {
            String[] keys = node.keys();
            if (keys.length <= MAX_FILES) {
                return;
            }
            record Entry(String key, long saved) {
            }
            List<Entry> entries = new ArrayList<>();
            for (String k : keys) {
                String[] parts = node.get(k, "").split(" ", 2);
                long saved;
                try {
                    saved = parts.length > 1 ? Long.parseLong(parts[1]) : 0;
                } catch (NumberFormatException e) {
                    saved = 0;
                }
                entries.add(new Entry(k, saved));
            }
            entries.sort(Comparator.comparingLong(Entry::saved));
            for (int i = 0; i < entries.size() - MAX_FILES; i++) {
                node.remove(entries.get(i).key());
            }
        } catch (BackingStoreException e) {
            // the rates are a convenience: a store that cannot list its keys keeps growing a little
        }
    }

    private void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // kept in memory for this session; the next flush may succeed
        }
    }

    /** A short key for {@code file}: its absolute, normalised path digested (preferences keys are short). */
    static String key(Path file) {
        String path = file.toAbsolutePath().normalize().toString();
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(path.getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest).substring(0, 24);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }
}
