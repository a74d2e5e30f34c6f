package dev.marionette.model.sims;

import dev.marionette.model.motion.Bone;
import dev.marionette.model.motion.ChannelKind;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Quaternion;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.Vector3;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Sims adapter: a {@link SimsSkeleton} and the motions of one skill (TS1 {@link SimsSkill} or TSO
 * {@link TsoAnimation}) as a neutral {@link Skeleton}, and the skill's keyframes as a neutral {@link Clip}.
 *
 * <p>The Sims' math (secondary.md 2.2): {@code world = parentWorld T(t) R(q)}, where a frame's translation and
 * rotation are absolute local values replacing the bone's rest values; a bone without a channel keeps its rest
 * value. Each bone becomes a neutral bone attached at its parent's origin and drawn from the parent, with
 * {@code SET_TRANSLATE_X/Y/Z} channels ({@code tx ty tz}) when the skill translates it and
 * {@code SET_ROTATION_X/Y/Z/W} ({@code qx qy qz qw}) when it rotates it. The files are left-handed (DirectX); every
 * value is converted to the core's right-handed frame as secondary.md 2.4 says, {@code t' = (-tx, ty, tz)} and
 * {@code q' = (-qx, qy, qz, qw)}, so the rest pose stands upright along +y with its left hand on +x and its toes
 * toward +z. The conversion is its own inverse.
 *
 * <p>Frame {@code f} of a motion uses translation {@code firstTranslation + f} and rotation
 * {@code firstRotation + f}; past the motion's own frame count it holds its last frame. An index outside the
 * keyframe pools leaves the rest value and is reported in {@link #problems(SkillKeyframes)}; motions for bones the
 * skeleton lacks are ignored and reported in {@link #problems()}. The skill plays at its own rate, frames over
 * duration ({@link #frameRate(int, float)}).
 */
public final class SimsRig {

    /** The rate of a skill whose duration says none (The Sims' skills run at about 30 frames per second). */
    public static final double DEFAULT_RATE = 30;
    /** More frames than any skill has (an hour at 30 fps); a cap for corrupt frame counts. */
    public static final int MAX_FRAMES = 108_000;
    /** Values of the largest clip built (frames times channels). */
    public static final long MAX_VALUES = 32L * 1024 * 1024;

    private static final String[] T_NAMES = {"tx", "ty", "tz"};
    private static final String[] Q_NAMES = {"qx", "qy", "qz", "qw"};

    /**
     * One bone's motion, as TS1 and TSO store it alike.
     *
     * @param bone             the bone's name
     * @param frameCount       frames of the motion
     * @param translates       whether it has a translation channel
     * @param rotates          whether it has a rotation channel
     * @param firstTranslation index of its frame 0 in the translations
     * @param firstRotation    index of its frame 0 in the rotations
     */
    public record Track(String bone, int frameCount, boolean translates, boolean rotates, int firstTranslation,
            int firstRotation) {

        /** The track of a TS1 motion. */
        public static Track of(SimsMotion m) {
            return new Track(m.boneName(), m.frameCount(), m.translates(), m.rotates(), m.firstTranslation(),
                    m.firstRotation());
        }

        /** The track of a TSO motion. */
        public static Track of(TsoMotion m) {
            return new Track(m.boneName(), m.frameCount(), m.hasTranslation() != 0, m.hasRotation() != 0,
                    m.firstTranslation(), m.firstRotation());
        }
    }

    private final SimsSkeleton source;
    private final Skeleton skeleton;
    private final List<Track> tracks;
    /** Per track: the neutral bone it drives, or -1. */
    private final int[] trackBone;
    /** Per track: the first channel of its translation, or -1. */
    private final int[] trackT;
    /** Per track: the first channel of its rotation, or -1. */
    private final int[] trackQ;
    private final int frameCount;
    private final List<String> problems;

    private SimsRig(SimsSkeleton source, List<Track> tracks) {
        this.source = source;
        this.tracks = List.copyOf(tracks);
        Set<String> found = new LinkedHashSet<>();
        List<SimsBone> order = parentsFirst(source.bones(), found);
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            index.put(order.get(i).name(), i);
        }
        boolean[] translated = new boolean[order.size()];
        boolean[] rotated = new boolean[order.size()];
        trackBone = new int[this.tracks.size()];
        long frames = 0;
        for (int k = 0; k < this.tracks.size(); k++) {
            Track t = this.tracks.get(k);
            Integer b = index.get(t.bone());
            if (b == null) {
                found.add("motion " + k + " moves bone " + t.bone() + ", which skeleton " + source.name()
                        + " does not have");
                trackBone[k] = -1;
                continue;
            }
            if (translated[b] && t.translates() || rotated[b] && t.rotates()) {
                found.add("motion " + k + " moves bone " + t.bone() + " a second time; the first motion wins");
                trackBone[k] = -1;
                continue;
            }
            trackBone[k] = b;
            translated[b] |= t.translates();
            rotated[b] |= t.rotates();
            frames = Math.max(frames, Integer.toUnsignedLong(t.frameCount()));
        }
        if (frames > MAX_FRAMES) {
            found.add("the skill says " + frames + " frames; only the first " + MAX_FRAMES + " are played");
            frames = MAX_FRAMES;
        }
        boolean anyChannel = false;
        for (int b = 0; b < order.size(); b++) {
            anyChannel |= translated[b] || rotated[b];
        }
        if (!anyChannel && !order.isEmpty()) {
            // A skeleton alone (or a skill moving nothing) still has a rest frame to show.
            translated[0] = true;
            rotated[0] = true;
        }
        List<Bone> bones = new ArrayList<>(order.size());
        int[] firstT = new int[order.size()];
        int[] firstQ = new int[order.size()];
        int channel = 0;
        for (int b = 0; b < order.size(); b++) {
            SimsBone bone = order.get(b);
            Integer parent = bone.isRoot() ? null : index.get(bone.parentName());
            Bone.Builder builder = Bone.builder(bone.name()).parent(parent == null ? -1 : parent)
                    .translation(rightHanded(bone.translation())).rotation(rightHanded(bone.rotation()).toMatrix())
                    .attachment(Bone.Attachment.PARENT_ORIGIN).segment(Bone.Segment.PARENT_TO_ORIGIN);
            firstT[b] = -1;
            firstQ[b] = -1;
            if (translated[b]) {
                firstT[b] = channel;
                for (int a = 0; a < 3; a++) {
                    builder.channel(setTranslate(a), T_NAMES[a]);
                }
                channel += 3;
            }
            if (rotated[b]) {
                firstQ[b] = channel;
                for (int a = 0; a < 4; a++) {
                    builder.channel(setRotation(a), Q_NAMES[a]);
                }
                channel += 4;
            }
            bones.add(builder.build());
        }
        this.skeleton = new Skeleton(bones);
        trackT = new int[this.tracks.size()];
        trackQ = new int[this.tracks.size()];
        for (int k = 0; k < this.tracks.size(); k++) {
            int b = trackBone[k];
            trackT[k] = b >= 0 && this.tracks.get(k).translates() ? firstT[b] : -1;
            trackQ[k] = b >= 0 && this.tracks.get(k).rotates() ? firstQ[b] : -1;
        }
        if (frames * Math.max(1, channel) > MAX_VALUES) {
            long capped = MAX_VALUES / Math.max(1, channel);
            found.add("the skill's " + frames + " frames of " + channel + " values are too many; only the first "
                    + capped + " are played");
            frames = capped;
        }
        this.frameCount = (int) Math.max(1, frames);
        this.problems = List.copyOf(found);
    }

    /** The rig of a skeleton alone: its rest pose. */
    public static SimsRig rest(SimsSkeleton skeleton) {
        return new SimsRig(skeleton, List.of());
    }

    /** The rig of a TS1 skill on {@code skeleton}. */
    public static SimsRig of(SimsSkeleton skeleton, SimsSkill skill) {
        return new SimsRig(skeleton, skill.motions().stream().map(Track::of).toList());
    }

    /** The rig of a TSO animation on {@code skeleton}. */
    public static SimsRig of(SimsSkeleton skeleton, TsoAnimation animation) {
        return new SimsRig(skeleton, animation.motions().stream().map(Track::of).toList());
    }

    /** The rig of these tracks on {@code skeleton}. */
    public static SimsRig of(SimsSkeleton skeleton, List<Track> tracks) {
        return new SimsRig(skeleton, tracks);
    }

    /**
     * The playback rate of a skill: its frames over its duration in milliseconds, or {@link #DEFAULT_RATE} when the
     * duration gives none (zero, negative, not finite, or a rate above 1000 frames per second).
     */
    public static double frameRate(int frames, float durationMs) {
        if (frames <= 0 || !(durationMs > 0) || !Float.isFinite(durationMs)) {
            return DEFAULT_RATE;
        }
        double rate = frames * 1000.0 / durationMs;
        return rate > 1000 ? DEFAULT_RATE : rate;
    }

    /** A Sims (left-handed) translation in the core's right-handed frame: {@code (-x, y, z)}. */
    public static Vector3 rightHanded(SimsVector t) {
        return new Vector3(-(double) t.x(), t.y(), t.z());
    }

    /** A Sims (left-handed) rotation in the core's right-handed frame: {@code (-x, y, z, w)}. */
    public static Quaternion rightHanded(SimsQuaternion q) {
        return new Quaternion(-(double) q.x(), q.y(), q.z(), q.w());
    }

    /** The skeleton as the file holds it. */
    public SimsSkeleton source() {
        return source;
    }

    /** The neutral skeleton (bones parents first, in the file's order where it already is). */
    public Skeleton skeleton() {
        return skeleton;
    }

    /** The motions, in the skill's order. */
    public List<Track> tracks() {
        return tracks;
    }

    /** The neutral bone motion {@code track} drives, or -1 when it drives none. */
    public int boneOfTrack(int track) {
        return trackBone[track];
    }

    /** Frames of the clip: the longest motion's, at least 1. */
    public int frameCount() {
        return frameCount;
    }

    /** What does not fit: motions of unknown bones, repeated motions, frame counts past the caps. */
    public List<String> problems() {
        return problems;
    }

    /** The rest pose as a one-frame clip. */
    public Clip restClip(double frameRate) {
        return Clip.restPose(skeleton, frameRate);
    }

    /**
     * The clip of {@code keyframes} (the skill's pools), played at {@code frameRate}: every frame, values converted
     * to the right-handed frame, rest values for the channels a motion leaves or indexes past the pools.
     */
    public Clip clip(SkillKeyframes keyframes, double frameRate) {
        int channels = skeleton.channelCount();
        double[] values = new double[frameCount * channels];
        Frames frames = frames(keyframes);
        for (int f = 0; f < frameCount; f++) {
            frames.fill(f, values, f * channels);
        }
        return Clip.adopt(channels, frameRate, values);
    }

    /** The frames of {@code keyframes}, each computed when asked for: a long skill played without its whole clip. */
    public Frames frames(SkillKeyframes keyframes) {
        return new Frames(keyframes);
    }

    /** A skill's frames computed one at a time from its keyframes (what {@link #clip} holds, frame by frame). */
    public final class Frames {
        private final float[] t;
        private final float[] q;
        private final double[] rest;

        private Frames(SkillKeyframes keyframes) {
            this.t = keyframes.translationValues();
            this.q = keyframes.rotationValues();
            this.rest = skeleton.restValues();
        }

        /** Frames of the clip ({@link SimsRig#frameCount()}). */
        public int frameCount() {
            return frameCount;
        }

        /** Values per frame. */
        public int channelCount() {
            return skeleton.channelCount();
        }

        /** Writes frame {@code f}'s values into {@code values} at {@code base}. */
        public void fill(int f, double[] values, int base) {
            System.arraycopy(rest, 0, values, base, rest.length);
            for (int k = 0; k < tracks.size(); k++) {
                Track track = tracks.get(k);
                long last = Integer.toUnsignedLong(track.frameCount()) - 1;
                if (last < 0) {
                    continue;
                }
                long at = Math.min(f, last);
                if (trackT[k] >= 0) {
                    long i = track.firstTranslation() + at;
                    if (track.firstTranslation() >= 0 && 3 * i + 2 < t.length) {
                        int o = (int) (3 * i);
                        values[base + trackT[k]] = -(double) t[o];
                        values[base + trackT[k] + 1] = t[o + 1];
                        values[base + trackT[k] + 2] = t[o + 2];
                    }
                }
                if (trackQ[k] >= 0) {
                    long i = track.firstRotation() + at;
                    if (track.firstRotation() >= 0 && 4 * i + 3 < q.length) {
                        int o = (int) (4 * i);
                        values[base + trackQ[k]] = -(double) q[o];
                        values[base + trackQ[k] + 1] = q[o + 1];
                        values[base + trackQ[k] + 2] = q[o + 2];
                        values[base + trackQ[k] + 3] = q[o + 3];
                    }
                }
            }
        }
    }

    /** The motions whose frames index past the pools of {@code keyframes}, in words; empty when all fit. */
    public List<String> problems(SkillKeyframes keyframes) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < tracks.size(); k++) {
            Track track = tracks.get(k);
            long frames = Math.min(Integer.toUnsignedLong(track.frameCount()), frameCount);
            if (trackT[k] >= 0 && !fits(track.firstTranslation(), frames, keyframes.translationCount())) {
                out.add("motion " + k + " (" + track.bone() + ") reads translations " + track.firstTranslation()
                        + " to " + (track.firstTranslation() + frames - 1) + " of " + keyframes.translationCount());
            }
            if (trackQ[k] >= 0 && !fits(track.firstRotation(), frames, keyframes.rotationCount())) {
                out.add("motion " + k + " (" + track.bone() + ") reads rotations " + track.firstRotation() + " to "
                        + (track.firstRotation() + frames - 1) + " of " + keyframes.rotationCount());
            }
        }
        return out;
    }

    private static boolean fits(int first, long frames, int pool) {
        return frames == 0 || first >= 0 && first + frames <= pool;
    }

    private static ChannelKind setTranslate(int axis) {
        return switch (axis) {
            case 0 -> ChannelKind.SET_TRANSLATE_X;
            case 1 -> ChannelKind.SET_TRANSLATE_Y;
            default -> ChannelKind.SET_TRANSLATE_Z;
        };
    }

    private static ChannelKind setRotation(int axis) {
        return switch (axis) {
            case 0 -> ChannelKind.SET_ROTATION_X;
            case 1 -> ChannelKind.SET_ROTATION_Y;
            case 2 -> ChannelKind.SET_ROTATION_Z;
            default -> ChannelKind.SET_ROTATION_W;
        };
    }

    /**
     * The bones with every parent before its children: the file's order when it already is (real skeletons), else
     * each bone right after its ancestors. A bone whose parent is missing, or that is in a cycle, becomes a root
     * (reported).
     */
    private static List<SimsBone> parentsFirst(List<SimsBone> bones, Set<String> problems) {
        Map<String, SimsBone> byName = new HashMap<>();
        List<SimsBone> unique = new ArrayList<>();
        for (SimsBone b : bones) {
            if (byName.putIfAbsent(b.name(), b) == null) {
                unique.add(b);
            } else {
                problems.add("the skeleton has two bones named " + b.name() + "; the first is used");
            }
        }
        Map<String, SimsBone> placed = new HashMap<>();
        List<SimsBone> out = new ArrayList<>();
        for (SimsBone first : unique) {
            // Place the chain of unplaced ancestors, the topmost first.
            List<SimsBone> chain = new ArrayList<>();
            Set<String> onChain = new LinkedHashSet<>();
            SimsBone b = first;
            while (b != null && !placed.containsKey(b.name()) && onChain.add(b.name())) {
                chain.add(b);
                b = b.isRoot() ? null : byName.get(b.parentName());
            }
            boolean cycle = b != null && !placed.containsKey(b.name());
            for (int i = chain.size() - 1; i >= 0; i--) {
                SimsBone bone = chain.get(i);
                SimsBone parent = bone.isRoot() ? null : byName.get(bone.parentName());
                if (!bone.isRoot() && (parent == null || i == chain.size() - 1 && cycle)) {
                    problems.add("bone " + bone.name() + (parent == null ? " names parent " + bone.parentName()
                            + ", which is not in the skeleton" : " is in a parent cycle") + "; it is drawn as a root");
                    bone = asRoot(bone);
                }
                placed.put(bone.name(), bone);
                out.add(bone);
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("the skeleton has no bones");
        }
        return out;
    }

    private static SimsBone asRoot(SimsBone b) {
        return new SimsBone(b.name(), SimsBone.NO_PARENT, b.properties(), b.translation(), b.rotation(),
                b.canTranslate(), b.canRotate(), b.canBlend(), b.wiggleValue(), b.wigglePower());
    }
}
