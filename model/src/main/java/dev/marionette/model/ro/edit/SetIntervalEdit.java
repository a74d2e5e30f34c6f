package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;

/**
 * Sets an action's frame interval in ticks ("Set interval of action 3"): positive and finite. Intervals need
 * ACT 0x202 or later. Consecutive changes of one action's interval merge (spinner bursts).
 */
public final class SetIntervalEdit extends SetPropertyEdit<Integer> {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "interval";

    public SetIntervalEdit(ActSprPair model, int action, float ticks) {
        this(action, checked(model, action, ticks), ticks);
    }

    private SetIntervalEdit(int action, ActAnimation animation, float ticks) {
        super("Set interval of action " + action, animation, PROPERTY, animation.intervalBits(),
                Float.floatToRawIntBits(ticks), animation::setIntervalBits,
                Change.property(Part.ACTION, PROPERTY, action), true);
    }

    private static ActAnimation checked(ActSprPair model, int action, float ticks) {
        ActAnimation animation = ActRules.action(model.act(), action);
        ActRules.requireIntervals(model.act().version());
        if (!(ticks > 0) || !Float.isFinite(ticks)) {
            throw new EditRejectedException("An interval must be a positive number of ticks; got " + ticks + ".");
        }
        return animation;
    }
}
