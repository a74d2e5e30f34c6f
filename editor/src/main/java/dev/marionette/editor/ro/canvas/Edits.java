package dev.marionette.editor.ro.canvas;

import dev.marionette.model.ro.doc.SpriteDocument;

/** Posts the edit a gesture ends with: one undo step of its own, a refusal shown to the user. */
final class Edits {

    private Edits() {
    }

    /** Runs {@code edit} as a step that merges with neither the step before nor the one after. */
    static void post(CanvasContext context, Runnable edit) {
        SpriteDocument doc = context.document();
        doc.endMerging();
        try {
            context.edits().edit(edit);
        } finally {
            doc.endMerging();
        }
    }

    /** Runs a nudge, which merges with the nudges before it; a refusal is shown. */
    static void nudge(CanvasContext context, Runnable edit) {
        context.edits().edit(edit);
    }
}
