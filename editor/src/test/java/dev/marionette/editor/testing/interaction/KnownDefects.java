package dev.marionette.editor.testing.interaction;

/**
 * Inputs left out of the sessions while a defect that is being fixed elsewhere would fail them. Each entry names the
 * defect (issue 18's numbering) and the seed and input that found it; delete the entry when the fix is merged, so
 * the sessions give the input again.
 */
final class KnownDefects {

    private KnownDefects() {
    }

    /** True when a plain click on {@code control} is known to edit a document (it should not). None are known. */
    static boolean clickEdits(Control control) {
        return false;
    }
}
