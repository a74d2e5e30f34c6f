package dev.marionette.model.motion;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One bone of a {@link Skeleton}: its parent, its rest transform relative to the parent, its tip and the channels
 * that animate it. Immutable; build one with {@link #builder(String)}.
 *
 * <p>Conventions (see {@link ChannelKind} for how channels enter): a bone's frame is placed at its
 * <em>origin</em> (the joint it turns about) by the local transform {@code T(t) R(r)} relative to its parent's
 * frame, where the translation starts at the parent's tip or the parent's origin ({@link Attachment}). The
 * <em>tip</em> is {@code tipDirection * (length + LENGTH channel)} in the bone's own frame; a bone without a tip
 * has length 0. Acclaim bones run from origin to tip and their children start at the tip; The Sims' bones are
 * points placed relative to the parent's origin and are drawn from the parent.
 */
public final class Bone {

    /** Where a bone's translation starts in its parent's frame. */
    public enum Attachment {
        /** At the parent's tip (Acclaim: a child starts where its parent bone ends). */
        PARENT_TIP,
        /** At the parent's origin (The Sims, BVH: the translation is the offset from the parent's joint). */
        PARENT_ORIGIN
    }

    /** Which line segment stands for the bone in a stick figure. */
    public enum Segment {
        /** From the bone's origin to its tip (Acclaim). */
        ORIGIN_TO_TIP,
        /** From the parent's origin to the bone's origin (point-like bones: The Sims); none for the root. */
        PARENT_TO_ORIGIN
    }

    private final String name;
    private final int parent;
    private final Vector3 translation;
    private final Matrix3 rotation;
    private final Matrix3 postRotation;
    private final Vector3 tipDirection;
    private final double length;
    private final Attachment attachment;
    private final Segment segment;
    private final List<ChannelKind> channelKinds;
    private final List<String> channelNames;

    private Bone(Builder b) {
        this.name = b.name;
        this.parent = b.parent;
        this.translation = b.translation;
        this.rotation = b.rotation;
        this.postRotation = b.postRotation;
        this.tipDirection = b.tipDirection;
        this.length = b.length;
        this.attachment = b.attachment;
        this.segment = b.segment;
        this.channelKinds = List.copyOf(b.kinds);
        this.channelNames = List.copyOf(b.names);
    }

    /** A builder of a root bone named {@code name} with no rest offset, no tip and no channels. */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** A builder holding this bone's values, to derive a changed bone. */
    public Builder toBuilder() {
        Builder b = new Builder(name).parent(parent).translation(translation).rotation(rotation)
                .postRotation(postRotation).tip(tipDirection, length).attachment(attachment).segment(segment);
        for (int i = 0; i < channelKinds.size(); i++) {
            b.channel(channelKinds.get(i), channelNames.get(i));
        }
        return b;
    }

    /** The bone's name as the file writes it; unique within its skeleton. */
    public String name() {
        return name;
    }

    /** The parent's index in the skeleton, always lower than this bone's; -1 for a root. */
    public int parent() {
        return parent;
    }

    /** Rest translation in the parent's frame, from the {@link #attachment()} point. */
    public Vector3 translation() {
        return translation;
    }

    /** Rest rotation relative to the parent's frame ({@code pre} in {@link ChannelKind}). */
    public Matrix3 rotation() {
        return rotation;
    }

    /** A fixed rotation applied after the channel rotations ({@code post}); the identity for most bones. */
    public Matrix3 postRotation() {
        return postRotation;
    }

    /** Unit direction of the tip in the bone's own frame; zero when the bone has no tip. */
    public Vector3 tipDirection() {
        return tipDirection;
    }

    /** Rest distance from origin to tip. */
    public double length() {
        return length;
    }

    /** Where the bone's translation starts. */
    public Attachment attachment() {
        return attachment;
    }

    /** How a stick figure draws the bone. */
    public Segment segment() {
        return segment;
    }

    /** The kinds of the bone's channels, in the order their values are stored. */
    public List<ChannelKind> channelKinds() {
        return channelKinds;
    }

    /** The file's names of the bone's channels, in the same order. */
    public List<String> channelNames() {
        return channelNames;
    }

    @Override
    public String toString() {
        return "Bone[" + name + ", parent " + parent + ", channels " + channelNames + "]";
    }

    /** Builds a {@link Bone}. */
    public static final class Builder {
        private String name;
        private int parent = -1;
        private Vector3 translation = Vector3.ZERO;
        private Matrix3 rotation = Matrix3.IDENTITY;
        private Matrix3 postRotation = Matrix3.IDENTITY;
        private Vector3 tipDirection = Vector3.ZERO;
        private double length;
        private Attachment attachment = Attachment.PARENT_ORIGIN;
        private Segment segment = Segment.ORIGIN_TO_TIP;
        private final List<ChannelKind> kinds = new ArrayList<>();
        private final List<String> names = new ArrayList<>();

        private Builder(String name) {
            this.name = Objects.requireNonNull(name, "name");
        }

        /** Another name. */
        public Builder name(String newName) {
            this.name = Objects.requireNonNull(newName, "name");
            return this;
        }

        /** The parent's index (-1: a root). */
        public Builder parent(int index) {
            this.parent = index;
            return this;
        }

        /** The rest translation from the attachment point, in the parent's frame. */
        public Builder translation(Vector3 t) {
            this.translation = Objects.requireNonNull(t, "translation");
            return this;
        }

        /** The rest rotation relative to the parent's frame. */
        public Builder rotation(Matrix3 r) {
            this.rotation = Objects.requireNonNull(r, "rotation");
            return this;
        }

        /** The fixed rotation after the channel rotations. */
        public Builder postRotation(Matrix3 r) {
            this.postRotation = Objects.requireNonNull(r, "postRotation");
            return this;
        }

        /** The tip: a direction in the bone's frame (normalised here) and the rest length. */
        public Builder tip(Vector3 direction, double restLength) {
            this.tipDirection = Objects.requireNonNull(direction, "direction").normalized();
            this.length = restLength;
            return this;
        }

        /** Where the translation starts. */
        public Builder attachment(Attachment a) {
            this.attachment = Objects.requireNonNull(a, "attachment");
            return this;
        }

        /** How a stick figure draws the bone. */
        public Builder segment(Segment s) {
            this.segment = Objects.requireNonNull(s, "segment");
            return this;
        }

        /** Appends a channel. */
        public Builder channel(ChannelKind kind, String channelName) {
            kinds.add(Objects.requireNonNull(kind, "kind"));
            names.add(Objects.requireNonNull(channelName, "channel name"));
            return this;
        }

        /** The bone. */
        public Bone build() {
            return new Bone(this);
        }
    }
}
