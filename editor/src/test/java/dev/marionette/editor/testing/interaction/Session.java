package dev.marionette.editor.testing.interaction;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.assertj.swing.core.Robot;

/**
 * A seeded run of inputs on the real window. It numbers and keeps every input given, and catches what the event
 * thread throws meanwhile, so that a failure says its seed, how to replay it and the whole input sequence up to the
 * failing step.
 */
public final class Session implements AutoCloseable {

    private final String title;
    private final long seed;
    private final Class<?> testClass;
    private final Robot robot;
    private final Random random;
    private final List<String> log = new ArrayList<>();
    private int inputCount;
    private final List<Throwable> thrown = Collections.synchronizedList(new ArrayList<>());
    private final Thread.UncaughtExceptionHandler previous;

    /**
     * @param title     what runs ("look-only, Ragnarok fixtures")
     * @param testClass the test, for the replay command
     */
    public Session(String title, long seed, Class<?> testClass, Robot robot) {
        this.title = title;
        this.seed = seed;
        this.testClass = testClass;
        this.robot = robot;
        // each test case draws its own inputs from the seed: the same seed replays them, other cases differ
        this.random = new Random(seed * 1_000_003L + title.hashCode());
        this.previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            thrown.add(e);
            if (previous != null) {
                previous.uncaughtException(thread, e);
            }
        });
    }

    public Random random() {
        return random;
    }

    public Robot robot() {
        return robot;
    }

    /** Gives {@code gesture}, waits until the window is idle, and fails if the event thread threw. */
    public void perform(Gesture gesture) {
        log.add(gesture.description());
        inputCount++;
        try {
            gesture.perform().run();
        } catch (RuntimeException e) {
            throw failure("input " + inputCount + " could not be given: " + e, e);
        }
        robot.waitForIdle();
        checkNothingThrown();
    }

    /** Adds a line to the log that is not an input (a dialog closed, a tab chosen for the next step). */
    public void note(String line) {
        log.add("  (" + line + ")");
    }

    /** Fails if the event thread threw since the session started. */
    public void checkNothingThrown() {
        if (!thrown.isEmpty()) {
            Throwable first = thrown.get(0);
            throw failure("the event thread threw " + first, first);
        }
    }

    /** The failure to throw: what went wrong, the seed, how to replay, the inputs so far. */
    public AssertionError failure(String what) {
        return failure(what, null);
    }

    private AssertionError failure(String what, Throwable cause) {
        AssertionError error = new AssertionError(title + ", seed " + seed + ", after input " + inputCount + ": "
                + what + "\n" + InteractionSettings.replayHint(testClass, seed) + "\n" + inputs());
        if (cause != null) {
            error.initCause(cause);
        }
        return error;
    }

    /** The inputs given so far, numbered, one a line. */
    public String inputs() {
        StringBuilder s = new StringBuilder("inputs:");
        int n = 0;
        for (String line : log) {
            s.append('\n');
            if (line.startsWith("  (")) {
                s.append("      ").append(line.trim());
            } else {
                s.append(String.format("%5d. ", ++n)).append(line);
            }
        }
        return s.toString();
    }

    /** How many inputs were given. */
    public int inputCount() {
        return inputCount;
    }

    public String title() {
        return title;
    }

    public long seed() {
        return seed;
    }

    @Override
    public void close() {
        Thread.setDefaultUncaughtExceptionHandler(previous);
        if (InteractionSettings.verbose()) {
            System.out.println(title + ", seed " + seed + "\n" + inputs());
        }
    }
}
