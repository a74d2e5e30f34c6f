/**
 * Gabriel Knight 3 {@code .ACT} mesh animations: the file as it is laid out ({@link dev.marionette.model.gk3.Gk3Act}:
 * frames, per mesh a list of {@link dev.marionette.model.gk3.Gk3Block}s) and the poses it decodes to
 * ({@link dev.marionette.model.gk3.Gk3Poses}: per frame and mesh the vertices of each submesh after the deltas,
 * the mesh transform and the bounding box, each holding its last value on frames without a block). GK3 plays
 * these at 15 frames per second; the file does not say so.
 */
package dev.marionette.model.gk3;
