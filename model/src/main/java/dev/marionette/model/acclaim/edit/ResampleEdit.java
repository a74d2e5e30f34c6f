package dev.marionette.model.acclaim.edit;

import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AmcResampling;
import dev.marionette.model.motion.ClipResampler;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Resample": the motion resampled from the document's frame rate to another, keeping its duration
 * ({@link AmcResampling}); the document then plays at the new rate.
 *
 * <p>Changes: {@code CLIP} replaced, {@code CLIP "frameRate"}.
 */
public final class ResampleEdit extends MotionEdit {

    private static final long serialVersionUID = 1L;

    public ResampleEdit(AcclaimMotion motion, double toRate) {
        super("Resample", motion);
        AmcFile amc = motion.amc();
        if (amc == null || amc.frameCount() == 0) {
            throw new EditRejectedException("The skeleton has no motion to resample.");
        }
        if (!(toRate > 0) || !Double.isFinite(toRate) || toRate > 100_000) {
            throw new EditRejectedException("A frame rate is a number of frames per second above 0.");
        }
        double from = motion.frameRate();
        if (toRate == from) {
            throw new EditRejectedException("The motion already plays at " + toRate + " frames per second.");
        }
        int count = ClipResampler.frameCount(amc.frameCount(), from, toRate);
        if (count > AmcFile.MAX_FRAMES) {
            throw new EditRejectedException("At " + toRate + " frames per second the motion would need " + count
                    + " frames, more than a motion file may hold.");
        }
        AmcFile resampled = AmcResampling.resample(motion.asf(), amc, from, toRate);
        setResult(new MotionState(motion.asf(), resampled, toRate),
                List.of(Change.replaced(Part.CLIP), Change.property(Part.CLIP, "frameRate")),
                SMALL_EDIT_BYTES + resampled.byteLength() * 3);
    }
}
