/**
 * The undoable edits of a Ragnarok sprite document. Each checks the format's rules in its constructor
 * (throwing {@link dev.marionette.model.doc.EditRejectedException} before anything changes), applies and
 * reverts exactly, reports its {@link dev.marionette.model.doc.Change}s with index paths, and says how much
 * memory it keeps. Edits hold the model objects they change; undo and redo restore the same objects, so the
 * edits of one history always find what they hold.
 *
 * <ul>
 * <li>Lists: {@code Insert/Remove/Reorder} of actions, frames, layers and anchors (on
 *     {@link dev.marionette.model.ro.edit.InsertItemsEdit} and its siblings).</li>
 * <li>Layers in place: {@link dev.marionette.model.ro.edit.MoveLayersEdit}, {@code Scale}, {@code Rotate},
 *     {@code Mirror}, {@code Tint}, {@code SetLayerSprite} (on
 *     {@link dev.marionette.model.ro.edit.LayerStateEdit}); mergeable ones absorb follow-ups.</li>
 * <li>Frames and actions: frame event, interval, anchor move, event list, mirror-copy of an action.</li>
 * <li>Sheet: add, remove, reorder, replace and convert images with layers following (on
 *     {@link dev.marionette.model.ro.edit.SheetImagesEdit}); palette entry and whole palette.</li>
 * </ul>
 */
package dev.marionette.model.ro.edit;
