/**
 * Pixel editing of sprite-sheet images as pure computations on a mutable working copy
 * ({@link dev.marionette.model.ro.pixel.PixelBuffer}): the geometry of the drawing tools
 * ({@link dev.marionette.model.ro.pixel.PixelShapes}), fills and colour replacement
 * ({@link dev.marionette.model.ro.pixel.PixelFill}), selections ({@link dev.marionette.model.ro.pixel.PixelSelection}),
 * lifted pixels that move, flip and turn ({@link dev.marionette.model.ro.pixel.FloatingPixels}) and whole-image
 * transforms ({@link dev.marionette.model.ro.pixel.PixelTransforms}). An indexed image's buffer holds palette
 * indices, an RGBA image's non-premultiplied ARGB; 0 is transparent in both (index 0, alpha 0). Nothing here
 * changes a document: the editor turns a finished buffer into one undoable edit
 * ({@link dev.marionette.model.ro.doc.SheetOperations#editPixels}).
 */
package dev.marionette.model.ro.pixel;
