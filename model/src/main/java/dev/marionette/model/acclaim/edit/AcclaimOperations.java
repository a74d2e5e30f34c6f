package dev.marionette.model.acclaim.edit;

import dev.marionette.model.motion.ClipResampler;

/**
 * Every change to an {@link AcclaimDocument}, each one undo step: trim, resample, set a channel value, rename a
 * bone. (The playback rate is a setting, not an edit: {@link AcclaimDocument#setPlaybackRate}.) A change the format does not allow throws
 * {@link dev.marionette.model.doc.EditRejectedException} with a message for the user and changes nothing; a call
 * that would change nothing records nothing. Bones are numbered in skeleton order (0 the root), frames from 0 in
 * file order.
 */
public final class AcclaimOperations {

    private final AcclaimDocument document;

    AcclaimOperations(AcclaimDocument document) {
        this.document = document;
    }

    /** Keeps frames {@code first..last} (inclusive) and drops the others ({@link TrimFramesEdit}). */
    public void trim(int first, int last) {
        if (document.amc() != null && first == 0 && last == document.amc().frameCount() - 1) {
            return;
        }
        document.perform(new TrimFramesEdit(document.model(), first, last));
    }

    /** Resamples the motion to {@code rate} frames per second, keeping its duration ({@link ResampleEdit}). */
    public void resample(double rate) {
        if (rate == document.frameRate()) {
            return;
        }
        document.perform(new ResampleEdit(document.model(), rate));
    }

    /** The number of frames resampling to {@code rate} gives. */
    public int resampledFrameCount(double rate) {
        return document.amc() == null ? 0
                : ClipResampler.frameCount(document.amc().frameCount(), document.frameRate(), rate);
    }

    /**
     * Sets channel {@code channel} of bone {@code bone} at {@code frame} to {@code value}, in file units
     * ({@link SetChannelValueEdit}).
     */
    public void setChannelValue(int frame, int bone, int channel, double value) {
        if (document.amc() != null && frame >= 0 && frame < document.amc().frameCount() && bone >= 0
                && bone < document.skeleton().boneCount() && channel >= 0
                && channel < document.skeleton().channelCount(bone)
                && document.fileValue(frame, bone, channel) == value) {
            return;
        }
        document.perform(new SetChannelValueEdit(document.model(), frame, bone, channel, value));
    }

    /** Renames bone {@code bone} in the skeleton and the motion ({@link RenameBoneEdit}). */
    public void renameBone(int bone, String newName) {
        if (bone > 0 && bone < document.skeleton().boneCount()
                && document.skeleton().bone(bone).name().equals(newName)) {
            return;
        }
        document.perform(new RenameBoneEdit(document.model(), bone, newName));
    }
}
