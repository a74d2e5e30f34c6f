package dev.marionette.model.motion;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Skeleton} playing a {@link Clip}, as a {@link Figure}: part {@code b} is bone {@code b}, point
 * {@code 2b} its origin and point {@code 2b + 1} its tip; each bone contributes the segment its
 * {@link Bone.Segment} says (a bone from origin to tip without length or LENGTH channel contributes none, its
 * joint still has its point). Not thread-safe: it reuses one {@link Pose}.
 */
public final class SkeletonFigure implements Figure {

    private final Skeleton skeleton;
    private final Clip clip;
    private final ForwardKinematics kinematics;
    private final Pose pose;
    private final int[] segments;

    /** @param clip a clip of {@code skeleton} with at least one frame */
    public SkeletonFigure(Skeleton skeleton, Clip clip) {
        if (clip.channelCount() != skeleton.channelCount() || clip.frameCount() == 0) {
            throw new IllegalArgumentException(clip + " does not animate a skeleton of " + skeleton.channelCount()
                    + " channels");
        }
        this.skeleton = skeleton;
        this.clip = clip;
        this.kinematics = new ForwardKinematics(skeleton);
        this.pose = kinematics.newPose();
        List<int[]> list = new ArrayList<>();
        for (int b = 0; b < skeleton.boneCount(); b++) {
            Bone bone = skeleton.bone(b);
            if (bone.segment() == Bone.Segment.PARENT_TO_ORIGIN) {
                if (bone.parent() >= 0) {
                    list.add(new int[] {2 * bone.parent(), 2 * b, b});
                }
            } else if (bone.length() != 0 || bone.channelKinds().contains(ChannelKind.LENGTH)) {
                list.add(new int[] {2 * b, 2 * b + 1, b});
            }
        }
        segments = new int[list.size() * 3];
        for (int i = 0; i < list.size(); i++) {
            System.arraycopy(list.get(i), 0, segments, 3 * i, 3);
        }
    }

    /** The skeleton. */
    public Skeleton skeleton() {
        return skeleton;
    }

    /** The clip. */
    public Clip clip() {
        return clip;
    }

    @Override
    public int frameCount() {
        return clip.frameCount();
    }

    @Override
    public double frameRate() {
        return clip.frameRate();
    }

    @Override
    public int partCount() {
        return skeleton.boneCount();
    }

    @Override
    public String partName(int part) {
        return skeleton.bone(part).name();
    }

    @Override
    public int partParent(int part) {
        return skeleton.parent(part);
    }

    @Override
    public int partPoint(int part) {
        return 2 * part;
    }

    @Override
    public int pointCount() {
        return 2 * skeleton.boneCount();
    }

    @Override
    public int segmentCount() {
        return segments.length / 3;
    }

    @Override
    public int segmentStart(int segment) {
        return segments[3 * segment];
    }

    @Override
    public int segmentEnd(int segment) {
        return segments[3 * segment + 1];
    }

    @Override
    public int segmentPart(int segment) {
        return segments[3 * segment + 2];
    }

    @Override
    public void pointsAt(int frame, double[] xyz) {
        kinematics.compute(clip, frame, pose);
        for (int b = 0; b < skeleton.boneCount(); b++) {
            System.arraycopy(pose.origins, 3 * b, xyz, 6 * b, 3);
            System.arraycopy(pose.tips, 3 * b, xyz, 6 * b + 3, 3);
        }
    }
}
