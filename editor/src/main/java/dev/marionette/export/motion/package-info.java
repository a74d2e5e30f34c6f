/**
 * Motion exports, for every skeletal format on the neutral core ({@code dev.marionette.model.motion}): a
 * {@link dev.marionette.export.motion.MotionSource} (a skeleton playing a clip, or a figure without bones) read by
 * {@link dev.marionette.export.motion.MotionSourceLoader} from Acclaim ASF/AMC files or taken from an open motion
 * document, and the exporters that write it: joint positions as CSV, BVH, and pictures of the figure.
 *
 * <p>A new motion format (The Sims skills, Gabriel Knight 3) needs only a {@code SourceLoader} making a
 * {@code MotionSource} from its files and its editor kind's {@code exportSource}; every exporter here then serves
 * it.
 */
package dev.marionette.export.motion;
