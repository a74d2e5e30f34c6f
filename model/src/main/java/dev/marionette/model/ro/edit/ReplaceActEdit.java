package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import java.util.List;

/**
 * Replaces the whole ACT content (version, reserved header bytes, actions and event list) with another
 * document's, as one step. Saving in another format version uses it: the I/O layer converts the document
 * with the version's documented effects, and this edit makes the open document what the file now holds, so
 * undo brings the old version and content back.
 *
 * <p>Changes: one {@link Change.Kind#REPLACED} of the {@link dev.marionette.model.doc.Part#DOCUMENT}.
 */
public final class ReplaceActEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient ActDocument target;
    private final transient State before;
    private final transient State after;

    /** The content an ACT holds, by object: later edits hold these objects, so undo and redo put back the very same. */
    private record State(int version, byte[] reserved, List<ActAnimation> actions, List<ActEvent> events) {
        static State of(ActDocument act) {
            return new State(act.version(), act.reserved(), List.copyOf(act.animations()), List.copyOf(act.events()));
        }
    }

    /**
     * @param replacement the new content; copied, so the caller keeps its object
     */
    public ReplaceActEdit(String name, ActSprPair model, ActDocument replacement) {
        super(name);
        if (!ActVersion.isKnown(replacement.version())) {
            throw new EditRejectedException(String.format("ACT version 0x%X is not supported.",
                    replacement.version()));
        }
        ActRules.requireActionCount(replacement.animations().size());
        for (ActAnimation action : replacement.animations()) {
            ActRules.requireStorable(replacement.version(), action);
        }
        this.target = model.act();
        this.before = State.of(target);
        this.after = State.of(replacement.copy());
    }

    @Override
    protected void apply() {
        put(after);
    }

    @Override
    protected void revert() {
        put(before);
    }

    private void put(State state) {
        target.setVersion(state.version());
        target.setReserved(state.reserved());
        target.animations().clear();
        target.animations().addAll(state.actions());
        target.events().clear();
        target.events().addAll(state.events());
    }

    @Override
    public List<Change> changes() {
        return List.of(Change.replaced(dev.marionette.model.doc.Part.DOCUMENT));
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + Costs.ofAll(before.actions()) + Costs.ofAll(after.actions());
    }
}
