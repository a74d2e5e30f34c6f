/**
 * Motion exports, for every skeletal format on the neutral core ({@code dev.marionette.model.motion}): a
 * {@link dev.marionette.export.motion.MotionSource} (a skeleton playing a clip, or a figure without bones) made by
 * a loader from what a motion family's plug-in opened (in the family's own package: {@code export.acclaim},
 * {@code export.sims}, {@code export.gk3}) or taken from an open motion document, and the exporters that write it:
 * joint positions as CSV, BVH, and pictures of the figure ({@link dev.marionette.export.motion.MotionExports#exporters}).
 *
 * <p>A new motion format needs only a {@code SourceLoader} making a {@code MotionSource} from its plug-in's opened
 * files, offered by its family's {@code ExportProvider} with these exporters, and its editor kind's
 * {@code exportSource}; every exporter here then serves it. Sprite reference frames of a motion are Ragnarok's
 * ({@code export.ro.SpriteFramesExporter}).
 */
package dev.marionette.export.motion;
