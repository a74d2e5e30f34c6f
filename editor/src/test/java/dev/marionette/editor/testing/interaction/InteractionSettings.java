package dev.marionette.editor.testing.interaction;

import java.util.List;
import java.util.stream.LongStream;

/**
 * How many seeded sessions run and how long each is. The build runs a fixed, small set so {@code mvn verify} stays
 * quick and repeatable; system properties run more by hand:
 *
 * <ul>
 * <li>{@code -Dmarionette.interaction.seeds=50}: 50 seeds per test (default {@value #DEFAULT_SEEDS});</li>
 * <li>{@code -Dmarionette.interaction.firstSeed=1000}: start there (default 1), so each run of many seeds can try
 * new ones;</li>
 * <li>{@code -Dmarionette.interaction.seed=17}: replay seed 17 only (the seed a failure printed);</li>
 * <li>{@code -Dmarionette.interaction.steps=200}: inputs per look-only session (default
 * {@value #DEFAULT_STEPS});</li>
 * <li>{@code -Dmarionette.interaction.edits=40}: edits per edit-then-undo session (default
 * {@value #DEFAULT_EDITS});</li>
 * <li>{@code -Dmarionette.interaction.tabs=RAGNAROK,SIMS}: only these tab kinds ({@link TabSubject} names);</li>
 * <li>{@code -Dmarionette.interaction.verbose=true}: print every session's inputs, not only a failing one's.</li>
 * </ul>
 */
public final class InteractionSettings {

    static final int DEFAULT_SEEDS = 1;
    static final int DEFAULT_STEPS = 40;
    static final int DEFAULT_EDITS = 12;

    private InteractionSettings() {
    }

    /** The seeds each test runs: the replayed one, or {@code seeds} seeds from {@code firstSeed}. */
    public static List<Long> seeds() {
        String replay = System.getProperty("marionette.interaction.seed");
        if (replay != null && !replay.isBlank()) {
            return List.of(Long.parseLong(replay.trim()));
        }
        long first = Long.getLong("marionette.interaction.firstSeed", 1);
        int count = Integer.getInteger("marionette.interaction.seeds", DEFAULT_SEEDS);
        return LongStream.range(first, first + count).boxed().toList();
    }

    /** True when the sessions of {@code subject} run (all unless {@code marionette.interaction.tabs} says). */
    public static boolean runs(TabSubject subject) {
        String only = System.getProperty("marionette.interaction.tabs");
        return only == null || only.isBlank() || List.of(only.toUpperCase(java.util.Locale.ROOT).split("\\s*,\\s*"))
                .contains(subject.name());
    }

    /** Inputs per look-only session. */
    public static int steps() {
        return Integer.getInteger("marionette.interaction.steps", DEFAULT_STEPS);
    }

    /** Edits per edit-then-undo session. */
    public static int edits() {
        return Integer.getInteger("marionette.interaction.edits", DEFAULT_EDITS);
    }

    /** True to print every session's inputs. */
    public static boolean verbose() {
        return Boolean.getBoolean("marionette.interaction.verbose");
    }

    /** The properties that replay {@code seed} of {@code testClass}, for failure messages. */
    static String replayHint(Class<?> testClass, long seed) {
        return "replay: mvn -B -o -pl editor -am test -Dsurefire.failIfNoSpecifiedTests=false -Dtest="
                + testClass.getSimpleName() + " -Dmarionette.interaction.seed=" + seed;
    }
}
