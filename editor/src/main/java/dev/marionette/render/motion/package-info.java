/**
 * Drawing a skeletal figure: the orthographic {@link dev.marionette.render.motion.OrbitCamera}, the
 * {@link dev.marionette.render.motion.Projection} onto a viewport, the figure and floor painters and the figure
 * frames of a clip. Headless: the motion tabs and the motion exporters share it.
 */
package dev.marionette.render.motion;
