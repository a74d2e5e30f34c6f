package dev.marionette.model.motion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A format-neutral skeleton: bones in parent-first order (every parent comes before its children) and the table of
 * the channels that animate them. A frame of a {@link Clip} holds one value per channel, in {@link #channels()}
 * order: the channels of bone 0 first, then those of bone 1, and so on. Immutable.
 */
public final class Skeleton {

    /** More bones than any real rig has; a cap for readers of untrusted files. */
    public static final int MAX_BONES = 4096;

    private final List<Bone> bones;
    private final List<Channel> channels;
    private final int[] firstChannel;
    private final Map<String, Integer> byName;

    /**
     * @throws IllegalArgumentException when a parent does not come before its child, a name repeats, or there
     *                                  are no or too many bones
     */
    public Skeleton(List<Bone> bones) {
        if (bones.isEmpty() || bones.size() > MAX_BONES) {
            throw new IllegalArgumentException("a skeleton has 1.." + MAX_BONES + " bones, not " + bones.size());
        }
        this.bones = List.copyOf(bones);
        this.firstChannel = new int[bones.size() + 1];
        List<Channel> all = new ArrayList<>();
        Map<String, Integer> names = new HashMap<>();
        for (int i = 0; i < bones.size(); i++) {
            Bone b = bones.get(i);
            if (b.parent() >= i || b.parent() < -1) {
                throw new IllegalArgumentException("bone " + i + " (" + b.name() + ") has parent " + b.parent()
                        + "; parents must come first");
            }
            if (names.put(b.name(), i) != null) {
                throw new IllegalArgumentException("two bones named " + b.name());
            }
            firstChannel[i] = all.size();
            for (int c = 0; c < b.channelKinds().size(); c++) {
                all.add(new Channel(i, b.channelKinds().get(c), b.channelNames().get(c)));
            }
        }
        firstChannel[bones.size()] = all.size();
        this.channels = Collections.unmodifiableList(all);
        this.byName = names;
    }

    /** The bones, parents first. */
    public List<Bone> bones() {
        return bones;
    }

    /** The number of bones. */
    public int boneCount() {
        return bones.size();
    }

    /** Bone {@code index}. */
    public Bone bone(int index) {
        return bones.get(index);
    }

    /** The parent of bone {@code index}, -1 for a root. */
    public int parent(int index) {
        return bones.get(index).parent();
    }

    /** The index of the bone named {@code name} (exact spelling). */
    public Optional<Integer> indexOf(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** Every channel, in frame-value order. */
    public List<Channel> channels() {
        return channels;
    }

    /** The number of values in one frame. */
    public int channelCount() {
        return channels.size();
    }

    /** The index of bone {@code bone}'s first channel in a frame. */
    public int firstChannel(int bone) {
        return firstChannel[bone];
    }

    /** How many channels bone {@code bone} has. */
    public int channelCount(int bone) {
        return firstChannel[bone + 1] - firstChannel[bone];
    }

    /**
     * The channel values of the rest pose: 0 for the channels that add to the rest (translations, rotations,
     * length), the rest value itself for the channels that replace it (SET_TRANSLATE_*, SET_ROTATION_*).
     */
    public double[] restValues() {
        double[] values = new double[channels.size()];
        for (int c = 0; c < values.length; c++) {
            Channel ch = channels.get(c);
            Bone b = bones.get(ch.bone());
            switch (ch.kind()) {
                case SET_TRANSLATE_X, SET_TRANSLATE_Y, SET_TRANSLATE_Z -> values[c] = b.translation().get(ch.kind().axis());
                case SET_ROTATION_X, SET_ROTATION_Y, SET_ROTATION_Z, SET_ROTATION_W -> {
                    Quaternion q = b.rotation().toQuaternion();
                    double[] xyzw = {q.x(), q.y(), q.z(), q.w()};
                    values[c] = xyzw[ch.kind().axis()];
                }
                default -> values[c] = 0;
            }
        }
        return values;
    }

    /** The children of bone {@code index}, in skeleton order. */
    public List<Integer> children(int index) {
        List<Integer> out = new ArrayList<>();
        for (int i = index + 1; i < bones.size(); i++) {
            if (bones.get(i).parent() == index) {
                out.add(i);
            }
        }
        return out;
    }
}
