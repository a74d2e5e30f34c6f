package dev.marionette.editor.testing.interaction;

/**
 * One input a user gives (a key, a click, a drag, a menu command), as the input log names it and as the robot
 * gives it.
 */
public record Gesture(String description, Runnable perform) {

    @Override
    public String toString() {
        return description;
    }
}
