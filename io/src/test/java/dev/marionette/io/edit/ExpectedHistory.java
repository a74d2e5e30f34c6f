package dev.marionette.io.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the undo history should hold, kept independently of the document: the file bytes of every state the
 * history can reach (index = number of steps applied), where the document is, and the saved state. A state
 * whose steps were discarded (a new edit after undoing past the save) can no longer be the saved one.
 */
final class ExpectedHistory {

    private final List<byte[]> states = new ArrayList<>();
    private int position;
    private int saved;

    ExpectedHistory(byte[] opened) {
        states.add(opened);
    }

    /** A new step after the current one (the redo tail is discarded). */
    void newStep(byte[] bytes) {
        while (states.size() > position + 1) {
            states.remove(states.size() - 1);
        }
        if (saved > position) {
            saved = -1;
        }
        states.add(bytes);
        position++;
    }

    /** The current step absorbed a follow-up edit: its state is now {@code bytes}. */
    void merged(byte[] bytes) {
        assertThat(position).as("edits never merge into the first state or across the save point")
                .isPositive().isNotEqualTo(saved);
        states.set(position, bytes);
    }

    void moveTo(int newPosition) {
        position = newPosition;
    }

    void save() {
        saved = position;
    }

    int position() {
        return position;
    }

    int steps() {
        return states.size() - 1;
    }

    boolean dirty() {
        return position != saved;
    }

    byte[] current() {
        return states.get(position);
    }

    byte[] at(int step) {
        return states.get(step);
    }

    /** The saved state's bytes, or null when it cannot be reached any more. */
    byte[] savedBytes() {
        return saved < 0 ? null : states.get(saved);
    }

    static boolean same(byte[] a, byte[] b) {
        return Arrays.equals(a, b);
    }
}
