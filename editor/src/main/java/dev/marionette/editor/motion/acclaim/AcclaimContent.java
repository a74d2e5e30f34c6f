package dev.marionette.editor.motion.acclaim;

import dev.marionette.editor.motion.ChangingMotionContent;
import dev.marionette.editor.motion.ChannelSet;
import dev.marionette.editor.motion.FrameRateMemory;
import dev.marionette.editor.motion.PartProperty;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AmcFrame;
import dev.marionette.model.acclaim.AmcRecord;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.SkeletonFigure;
import java.beans.PropertyChangeListener;
import java.util.List;

/**
 * An Acclaim motion document as the shared motion view sees it: the skeleton playing the clip, the bones with
 * their ASF properties ({@link AcclaimProperties}), each bone's dof as channels in the file's units (degrees
 * unless the files say radians; raw lengths) and every change as the document's undoable operation: a channel
 * value at a frame, a bone's name. The frame rate is a view setting, not an edit: it is remembered for the file
 * ({@link FrameRateMemory}) and never marks the document modified. Event thread.
 */
public final class AcclaimContent extends ChangingMotionContent {

    private final AcclaimDocument document;
    private final DocumentListener documentListener = e -> documentChanged();
    private final PropertyChangeListener rateListener = e -> rateSet();
    private final FrameRateMemory rates;
    private SkeletonFigure figure;
    private double rate;
    private List<String> names;

    /** @param rates where a rate set by hand is remembered for the document's motion file */
    public AcclaimContent(AcclaimDocument document, FrameRateMemory rates) {
        this.document = document;
        this.rates = rates;
        this.rate = document.frameRate();
        this.names = names(document.skeleton());
        document.addDocumentListener(documentListener);
        document.addPropertyChangeListener(AcclaimDocument.RATE_PROPERTY, rateListener);
    }

    public AcclaimDocument document() {
        return document;
    }

    @Override
    public SkeletonFigure figure() {
        if (figure == null) {
            figure = document.figure();
        }
        return figure;
    }

    @Override
    public double frameRate() {
        return document.frameRate();
    }

    @Override
    public boolean canSetFrameRate() {
        return true;
    }

    /** Plays at {@code rate} and remembers it for the motion file: a setting, the document stays unmodified. */
    @Override
    public void setFrameRate(double rate) {
        document.setPlaybackRate(rate);
        rates.remember(document.amcFile(), rate, Clip.DEFAULT_ACCLAIM_RATE);
    }

    private void rateSet() {
        if (document.frameRate() != rate) {
            rate = document.frameRate();
            fire(Change.RATE);
        }
    }

    @Override
    public List<PartProperty> properties(int part) {
        return AcclaimProperties.of(document, part);
    }

    @Override
    public boolean canRename(int part) {
        return part > 0 && part < document.skeleton().boneCount();
    }

    @Override
    public void rename(int part, String name) {
        document.operations().renameBone(part, name);
    }

    @Override
    public ChannelSet channels(int part) {
        if (document.amc() == null || part < 0 || part >= document.skeleton().boneCount()) {
            return ChannelSet.NONE;
        }
        return new BoneChannels(part);
    }

    private void documentChanged() {
        Change change;
        List<String> now = names(document.skeleton());
        if (!now.equals(names)) {
            names = now;
            change = Change.PARTS;
        } else if (document.frameRate() != rate && figure != null
                && document.clip().frameCount() == figure.frameCount()) {
            change = Change.RATE;
        } else {
            change = Change.FIGURE;
        }
        boolean rateChanged = document.frameRate() != rate;
        rate = document.frameRate();
        if (change != Change.RATE) {
            figure = null;
        }
        fire(change);
        if (rateChanged && change != Change.RATE) {
            fire(Change.RATE);
        }
    }

    private static List<String> names(Skeleton skeleton) {
        return skeleton.bones().stream().map(b -> b.name()).toList();
    }

    /** Stops listening to the document (the tab closed). */
    public void dispose() {
        document.removeDocumentListener(documentListener);
        document.removePropertyChangeListener(rateListener);
        forgetListeners();
    }

    /**
     * One bone's dof, read from the motion file model as written (the frame's line for the bone is found once per
     * frame, then every value is a lookup). A frame without a line for the bone has no values (NaN).
     */
    private final class BoneChannels implements ChannelSet {
        private final int bone;
        private final AmcFile amc;
        private final Skeleton skeleton;
        private final int[] record;
        private final boolean radians;

        BoneChannels(int bone) {
            this.bone = bone;
            this.amc = document.amc();
            this.skeleton = document.skeleton();
            this.radians = amc.anglesInRadians(document.asf());
            this.record = new int[amc.frameCount()];
            AcclaimRig rig = document.rig();
            int guess = -1;
            String name = null;
            for (int f = 0; f < record.length; f++) {
                List<AmcRecord> records = amc.frame(f).records();
                if (guess >= 0 && guess < records.size() && records.get(guess).bone().equals(name)) {
                    record[f] = guess;
                    continue;
                }
                record[f] = find(rig, amc.frame(f));
                if (record[f] >= 0) {
                    guess = record[f];
                    name = records.get(guess).bone();
                }
            }
        }

        private int find(AcclaimRig rig, AmcFrame frame) {
            List<AmcRecord> records = frame.records();
            for (int i = 0; i < records.size(); i++) {
                if (rig.boneNamed(records.get(i).bone()) == bone) {
                    return i;
                }
            }
            return -1;
        }

        @Override
        public int count() {
            return skeleton.channelCount(bone);
        }

        @Override
        public String name(int channel) {
            return skeleton.channels().get(skeleton.firstChannel(bone) + channel).name();
        }

        @Override
        public String unit(int channel) {
            return skeleton.channels().get(skeleton.firstChannel(bone) + channel).kind().isAngle()
                    ? radians ? "rad" : "deg" : "";
        }

        @Override
        public double value(int frame, int channel) {
            if (frame < 0 || frame >= record.length || record[frame] < 0) {
                return Double.NaN;
            }
            AmcRecord r = amc.frame(frame).records().get(record[frame]);
            return channel < r.valueCount() ? r.value(channel) : Double.NaN;
        }

        @Override
        public boolean editable(int channel) {
            return true;
        }

        @Override
        public void setValue(int frame, int channel, double value) {
            document.operations().setChannelValue(frame, bone, channel, value);
        }
    }
}
