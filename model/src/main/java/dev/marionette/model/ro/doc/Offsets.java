package dev.marionette.model.ro.doc;

import dev.marionette.model.doc.EditRejectedException;

/** Coordinate arithmetic that rejects positions the file's 32-bit fields cannot store. */
final class Offsets {

    private Offsets() {
    }

    static int add(int value, int delta) {
        try {
            return Math.addExact(value, delta);
        } catch (ArithmeticException e) {
            throw new EditRejectedException("That would move past the largest position the file can store.");
        }
    }

    /** {@code to - from}, the offset that moves {@code from} to {@code to}. */
    static int difference(int to, int from) {
        try {
            return Math.subtractExact(to, from);
        } catch (ArithmeticException e) {
            throw new EditRejectedException("That would move past the largest position the file can store.");
        }
    }
}
