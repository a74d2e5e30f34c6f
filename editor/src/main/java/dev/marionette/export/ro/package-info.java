/**
 * Ragnarok exports: {@link dev.marionette.export.ro.RagnarokGifExporter animated GIFs},
 * {@link dev.marionette.export.ro.PngFramesExporter PNG frames} and
 * {@link dev.marionette.export.ro.SpriteSheetExporter sprite sheets} of a
 * {@link dev.marionette.export.ro.RagnarokSource sprite with its references}, every picture drawn by the editor's
 * renderer ({@link dev.marionette.export.ro.ActionFrames}).
 */
@dev.marionette.io.format.FamilyPackage("ragnarok")
package dev.marionette.export.ro;
