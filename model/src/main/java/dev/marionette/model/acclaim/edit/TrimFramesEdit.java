package dev.marionette.model.acclaim.edit;

import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AmcFrame;
import dev.marionette.model.acclaim.FrameLabels;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Trim": keeps frames {@code first..last} (0-based, inclusive) and drops the others. The kept frames keep their
 * bytes; when the labels ran 1, 2, 3... (or from any start, without a gap) they are renumbered to run from the same
 * start again, otherwise they stay as written.
 *
 * <p>Changes: {@code CLIP} replaced.
 */
public final class TrimFramesEdit extends MotionEdit {

    private static final long serialVersionUID = 1L;

    public TrimFramesEdit(AcclaimMotion motion, int first, int last) {
        super("Trim frames", motion);
        AmcFile amc = motion.amc();
        if (amc == null || amc.frameCount() == 0) {
            throw new EditRejectedException("The skeleton has no motion to trim.");
        }
        int n = amc.frameCount();
        if (first < 0 || last >= n || first > last) {
            throw new EditRejectedException("Frames " + (first + 1) + " to " + (last + 1) + " are not a range of the "
                    + n + " frames.");
        }
        if (first == 0 && last == n - 1) {
            throw new EditRejectedException("The range holds every frame: nothing to trim.");
        }
        Long start = FrameLabels.regularStart(amc.frames());
        List<AmcFrame> kept = new ArrayList<>(last - first + 1);
        for (int i = first; i <= last; i++) {
            AmcFrame f = amc.frame(i);
            kept.add(start == null ? f : f.relabeled(Long.toString(start + i - first)));
        }
        setResult(before().withAmc(amc.withFrames(kept)), List.of(Change.replaced(Part.CLIP)),
                SMALL_EDIT_BYTES + 16L * kept.size());
    }
}
