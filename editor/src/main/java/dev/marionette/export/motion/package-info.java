/**
 * Motion exports, for every skeletal format on the neutral core ({@code dev.marionette.model.motion}): a
 * {@link dev.marionette.export.motion.MotionSource} (a skeleton playing a clip, or a figure without bones) made by
 * a loader from what a motion family's plug-in opened ({@code MotionSourceLoader} for Acclaim ASF/AMC,
 * {@code SimsSourceLoader}, {@code Gk3SourceLoader}) or taken from an open motion document, and the exporters that write it: joint positions as CSV, BVH, and pictures of the figure.
 *
 * <p>A new motion format (The Sims skills, Gabriel Knight 3) needs only a {@code SourceLoader} making a
 * {@code MotionSource} from its plug-in's opened files and its editor kind's {@code exportSource}; every exporter here then serves
 * it.
 */
package dev.marionette.export.motion;

import dev.marionette.export.acclaim.MotionSourceLoader;

import dev.marionette.export.sims.SimsSourceLoader;

import dev.marionette.export.gk3.Gk3SourceLoader;
