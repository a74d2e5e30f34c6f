/**
 * The format-neutral skeletal motion core: a {@link dev.marionette.model.motion.Skeleton} of
 * {@link dev.marionette.model.motion.Bone}s in parent-first order with their channels, a
 * {@link dev.marionette.model.motion.Clip} of per-frame channel values, and
 * {@link dev.marionette.model.motion.ForwardKinematics} computing every bone's world origin, tip and rotation into
 * a preallocated {@link dev.marionette.model.motion.Pose}. A viewer draws any {@link dev.marionette.model.motion.Figure}
 * (a skeleton playing a clip is a {@link dev.marionette.model.motion.SkeletonFigure}).
 *
 * <p><b>Conventions.</b> Right-handed coordinates, y up, column vectors ({@code v' = M v}); angles in radians;
 * lengths in the file's raw units (length units declared by files are reported, never applied). A bone's local
 * transform is a translation then a rotation, {@code T(t) R(r)}, computed from its rest values and channel values
 * as {@link dev.marionette.model.motion.ChannelKind} describes; world = parent world * local. Each format has an
 * adapter that maps its file model onto this: Acclaim ASF/AMC in {@code dev.marionette.model.acclaim}.
 *
 * <p>No Swing, no file I/O.
 */
package dev.marionette.model.motion;
