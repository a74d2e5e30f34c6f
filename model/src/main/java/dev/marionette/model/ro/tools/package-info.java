/**
 * The animator's tools as pure computations on copies of the model: in-betweens and layer tweens
 * ({@link dev.marionette.model.ro.tools.InBetweens}, {@link dev.marionette.model.ro.tools.LayerTween}), head,
 * headgear and garment set-up from a body ({@link dev.marionette.model.ro.tools.AttachmentSetup}), effects
 * ({@link dev.marionette.model.ro.tools.Effects}) and palette work ({@link dev.marionette.model.ro.tools.PaletteTools},
 * {@link dev.marionette.model.ro.tools.ImageTrim}). Nothing here changes a document: the commands of
 * {@code ro.doc} turn the results into undoable edits, and the editor's dialogs render them as previews.
 */
package dev.marionette.model.ro.tools;
