package dev.marionette.model.acclaim.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Set frame rate": the rate the document plays at (files store none; 120 by default for Acclaim). The motion's
 * frames do not change and nothing is written to the AMC. Consecutive settings merge into one undo step.
 *
 * <p>Changes: {@code CLIP "frameRate"}.
 */
public final class SetFrameRateEdit extends MotionEdit {

    private static final long serialVersionUID = 1L;

    public SetFrameRateEdit(AcclaimMotion motion, double rate) {
        super("Set frame rate", motion);
        if (!(rate > 0) || !Double.isFinite(rate) || rate > 100_000) {
            throw new EditRejectedException("A frame rate is a number of frames per second above 0.");
        }
        if (rate == motion.frameRate()) {
            throw new EditRejectedException("The motion already plays at " + rate + " frames per second.");
        }
        setResult(before().withFrameRate(rate), List.of(Change.property(Part.CLIP, "frameRate")));
    }

    @Override
    public boolean canAbsorb(DocumentEdit next) {
        return next instanceof SetFrameRateEdit o && o.motion() == motion();
    }

    @Override
    protected void absorb(DocumentEdit next) {
        absorbResult((MotionEdit) next);
    }
}
