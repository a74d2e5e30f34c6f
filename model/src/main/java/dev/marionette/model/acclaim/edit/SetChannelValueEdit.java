package dev.marionette.model.acclaim.edit;

import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AmcFrame;
import dev.marionette.model.acclaim.AmcRecord;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Set value": one channel of one bone at one frame, in the file's units (degrees or radians, raw lengths), written
 * in the file's number style; the rest of the bone's line keeps its bytes. The value kept is the one the written
 * spelling reads back as. Consecutive settings of the same channel at the same frame merge into one undo step.
 *
 * <p>Changes: {@code CHANNEL "value"} at [bone, channel, frame].
 */
public final class SetChannelValueEdit extends MotionEdit {

    private static final long serialVersionUID = 1L;

    private final int frame;
    private final int bone;
    private final int channel;

    /**
     * @param bone    the bone in skeleton order (0 the root)
     * @param channel the channel of that bone (its dof index, the value's position on its motion line)
     */
    public SetChannelValueEdit(AcclaimMotion motion, int frame, int bone, int channel, double value) {
        super("Set value", motion);
        AmcFile amc = motion.amc();
        if (amc == null) {
            throw new EditRejectedException("The skeleton has no motion to edit.");
        }
        if (frame < 0 || frame >= amc.frameCount()) {
            throw new EditRejectedException("There is no frame " + (frame + 1) + "; the motion has "
                    + amc.frameCount() + ".");
        }
        AcclaimRig rig = motion.rig();
        if (bone < 0 || bone >= rig.skeleton().boneCount()) {
            throw new EditRejectedException("There is no bone " + bone + ".");
        }
        String name = rig.skeleton().bone(bone).name();
        if (channel < 0 || channel >= rig.skeleton().channelCount(bone)) {
            throw new EditRejectedException(name + " has no channel " + (channel + 1) + ".");
        }
        if (!Double.isFinite(value)) {
            throw new EditRejectedException("A value must be a finite number.");
        }
        AmcFrame f = amc.frame(frame);
        int at = recordOf(rig, f, bone);
        if (at < 0) {
            throw new EditRejectedException("Frame " + (frame + 1) + " has no line for " + name + ".");
        }
        AmcRecord record = f.records().get(at).withValue(channel, value, amc.style().numbers());
        this.frame = frame;
        this.bone = bone;
        this.channel = channel;
        setResult(before().withAmc(amc.withFrame(frame, f.withRecord(at, record))),
                List.of(Change.property(Part.CHANNEL, "value", bone, channel, frame)));
    }

    /** The position of skeleton bone {@code bone}'s line in {@code frame}, or -1. */
    static int recordOf(AcclaimRig rig, AmcFrame frame, int bone) {
        List<AmcRecord> records = frame.records();
        for (int i = 0; i < records.size(); i++) {
            if (rig.boneNamed(records.get(i).bone()) == bone) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean canAbsorb(DocumentEdit next) {
        return next instanceof SetChannelValueEdit o && o.motion() == motion() && o.frame == frame && o.bone == bone
                && o.channel == channel;
    }

    @Override
    protected void absorb(DocumentEdit next) {
        absorbResult((MotionEdit) next);
    }
}
