package dev.marionette.model.acclaim.edit;

import dev.marionette.model.acclaim.AcclaimNames;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AmcFrame;
import dev.marionette.model.acclaim.AmcRecord;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Rename bone": the bone's name in the skeleton (its bone block and every hierarchy line naming it) and on every
 * motion line of it, so both files keep matching. Only the name tokens change. The root cannot be renamed: the
 * format calls it {@code root}. The new name must follow {@link AcclaimNames#problemWithNewName}.
 *
 * <p>Changes: {@code BONE "name"} at [bone].
 */
public final class RenameBoneEdit extends MotionEdit {

    private static final long serialVersionUID = 1L;

    /** @param bone the bone in skeleton order (0 is the root) */
    public RenameBoneEdit(AcclaimMotion motion, int bone, String newName) {
        super("Rename bone", motion);
        AcclaimRig rig = motion.rig();
        if (bone <= 0 || bone >= rig.skeleton().boneCount()) {
            throw new EditRejectedException(bone == 0 ? "The root is called root in every Acclaim file."
                    : "There is no bone " + bone + ".");
        }
        int asfIndex = rig.asfBone(bone);
        AsfFile asf = motion.asf();
        String oldName = asf.bones().get(asfIndex).name();
        if (oldName.equals(newName)) {
            throw new EditRejectedException("The bone is already named " + newName + ".");
        }
        AcclaimNames.problemWithNewName(asf, asfIndex, newName).ifPresent(problem -> {
            throw new EditRejectedException(problem);
        });
        AmcFile amc = motion.amc();
        AmcFile renamedAmc = amc == null ? null : renamed(amc, rig, bone, newName);
        setResult(new MotionState(asf.renamed(oldName, newName), renamedAmc, motion.frameRate()),
                List.of(Change.property(Part.BONE, "name", bone)),
                SMALL_EDIT_BYTES + (amc == null ? 0 : 64L * amc.frameCount()));
    }

    private static AmcFile renamed(AmcFile amc, AcclaimRig rig, int bone, String newName) {
        List<AmcFrame> frames = new ArrayList<>(amc.frameCount());
        boolean changed = false;
        for (AmcFrame frame : amc.frames()) {
            int at = SetChannelValueEdit.recordOf(rig, frame, bone);
            if (at < 0) {
                frames.add(frame);
            } else {
                AmcRecord record = frame.records().get(at);
                frames.add(frame.withRecord(at, record.renamed(newName)));
                changed = true;
            }
        }
        return changed ? amc.withFrames(frames) : amc;
    }
}
