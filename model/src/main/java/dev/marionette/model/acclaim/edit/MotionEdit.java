package dev.marionette.model.acclaim.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import java.util.List;

/**
 * Base of the Acclaim motion edits: each works out, in its constructor, the {@link MotionState} it leads to (a
 * rejected edit throws before anything changes), then applying sets that state and undoing puts the one before
 * back. The file models are immutable, so undo gives back the very objects read from the files, which write the
 * original bytes.
 */
public abstract class MotionEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AcclaimMotion motion;
    private final transient MotionState before;
    private transient MotionState after;
    private transient List<Change> changes = List.of();
    private long memoryCost = SMALL_EDIT_BYTES;

    protected MotionEdit(String name, AcclaimMotion motion) {
        super(name);
        this.motion = motion;
        this.before = motion.state();
        this.after = before;
    }

    /** The state before the edit. */
    protected final MotionState before() {
        return before;
    }

    /** Sets the state the edit leads to and what views are told; called once by the constructor. */
    protected final void setResult(MotionState result, List<Change> what) {
        this.after = result;
        this.changes = List.copyOf(what);
    }

    /** {@link #setResult(MotionState, List)} for an edit keeping about {@code memoryCost} bytes alive. */
    protected final void setResult(MotionState result, List<Change> what, long memoryCost) {
        setResult(result, what);
        this.memoryCost = memoryCost;
    }

    /** The state after the edit. */
    public final MotionState after() {
        return after;
    }

    @Override
    protected void apply() {
        motion.set(keepingRate(after));
    }

    @Override
    protected void revert() {
        motion.set(keepingRate(before));
    }

    /**
     * {@code target} at the rate the motion plays at now, unless this edit changes the rate itself (a resample):
     * the rate is a setting made outside the history ({@link AcclaimDocument#setPlaybackRate}), which undoing a
     * value or a rename must not take back.
     */
    private MotionState keepingRate(MotionState target) {
        return before.frameRate() != after.frameRate() ? target : target.withFrameRate(motion.frameRate());
    }

    @Override
    public List<Change> changes() {
        return changes;
    }

    @Override
    public long memoryCost() {
        return memoryCost;
    }

    /** Lets a merging subclass take the result of the edit it absorbs. */
    protected final void absorbResult(MotionEdit next) {
        this.after = next.after;
    }

    /** The motion edited, for subclasses comparing targets when merging. */
    protected final AcclaimMotion motion() {
        return motion;
    }
}
