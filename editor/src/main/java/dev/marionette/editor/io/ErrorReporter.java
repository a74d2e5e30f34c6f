package dev.marionette.editor.io;

/** Tells the user that something failed. The dialog implementation is {@link DialogErrorReporter}. */
@FunctionalInterface
public interface ErrorReporter {

    /**
     * Shows a problem. Event thread.
     *
     * @param title   short, e.g. "Could not open file"
     * @param message what failed and why, naming the file; never a stack trace
     */
    void showError(String title, String message);
}
