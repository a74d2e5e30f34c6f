package dev.marionette.editor.motion;

import dev.marionette.model.motion.Bone;
import dev.marionette.model.motion.ChannelKind;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.SkeletonFigure;
import dev.marionette.model.motion.Vector3;
import java.util.List;

/**
 * A small stick figure built here for windowless tests: a root 10 units above the floor moving along +x by 10 units
 * a frame (translation channels), a spine 8 up, left and right legs 10 down (tips on the floor), named as CMU names
 * them ({@code lfemur}, {@code rfemur}) with {@code lowerback} in the middle.
 */
public final class TestFigures {

    private TestFigures() {
    }

    public static Skeleton skeleton() {
        Bone root = Bone.builder("root").translation(new Vector3(0, 10, 0))
                .channel(ChannelKind.TRANSLATE_X, "TX").channel(ChannelKind.TRANSLATE_Y, "TY")
                .channel(ChannelKind.TRANSLATE_Z, "TZ").build();
        Bone spine = Bone.builder("lowerback").parent(0).tip(new Vector3(0, 1, 0), 8)
                .channel(ChannelKind.ROTATE_X, "rx").build();
        Bone left = Bone.builder("lfemur").parent(0).translation(new Vector3(2, 0, 0)).tip(new Vector3(0, -1, 0), 10)
                .attachment(Bone.Attachment.PARENT_ORIGIN).channel(ChannelKind.ROTATE_X, "rx").build();
        Bone right = Bone.builder("rfemur").parent(0).translation(new Vector3(-2, 0, 0))
                .tip(new Vector3(0, -1, 0), 10).attachment(Bone.Attachment.PARENT_ORIGIN)
                .channel(ChannelKind.ROTATE_X, "rx").build();
        return new Skeleton(List.of(root, spine, left, right));
    }

    /** {@code frames} frames at 10 fps, the root at x = 10 f, legs straight. */
    public static Clip walk(Skeleton skeleton, int frames) {
        double[] values = new double[frames * skeleton.channelCount()];
        for (int f = 0; f < frames; f++) {
            values[f * skeleton.channelCount()] = 10 * f;
        }
        return new Clip(skeleton.channelCount(), 10, values);
    }

    public static SkeletonFigure figure(int frames) {
        Skeleton skeleton = skeleton();
        return new SkeletonFigure(skeleton, walk(skeleton, frames));
    }
}
