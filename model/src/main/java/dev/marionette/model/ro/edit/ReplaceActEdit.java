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
import java.util.ArrayList;
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
    private final transient ActDocument before;
    private final transient ActDocument after;

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
        this.before = target.copy();
        this.after = replacement.copy();
    }

    @Override
    protected void apply() {
        copyInto(after);
    }

    @Override
    protected void revert() {
        copyInto(before);
    }

    private void copyInto(ActDocument source) {
        ActDocument fresh = source.copy();
        target.setVersion(fresh.version());
        target.setReserved(fresh.reserved());
        target.animations().clear();
        target.animations().addAll(fresh.animations());
        List<ActEvent> events = new ArrayList<>(fresh.events());
        target.events().clear();
        target.events().addAll(events);
    }

    @Override
    public List<Change> changes() {
        return List.of(Change.replaced(dev.marionette.model.doc.Part.DOCUMENT));
    }

    @Override
    public long memoryCost() {
        long sum = SMALL_EDIT_BYTES;
        for (ActAnimation a : before.animations()) {
            sum += Costs.of(a);
        }
        for (ActAnimation a : after.animations()) {
            sum += Costs.of(a);
        }
        return sum;
    }
}
