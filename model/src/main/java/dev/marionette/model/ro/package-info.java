/**
 * The core of Ragnarok sprite editing: the model of one document ({@link dev.marionette.model.ro.ActSprPair},
 * an ACT with its SPR), references to its parts ({@link dev.marionette.model.ro.FrameRef},
 * {@link dev.marionette.model.ro.LayerRef}, {@link dev.marionette.model.ro.AnchorRef},
 * {@link dev.marionette.model.ro.ImageRef}, which double as change-event index paths), the format's rules as
 * edits check them ({@link dev.marionette.model.ro.ActRules}, {@link dev.marionette.model.ro.SheetRules}),
 * the exact mirror rule ({@link dev.marionette.model.ro.MirrorRule}), image conversion and the clipboard value
 * ({@link dev.marionette.model.ro.SpriteClip}).
 *
 * <p>Sub-packages: {@code edit} holds the undoable edits, {@code doc} the document and the commands its views
 * call.
 */
package dev.marionette.model.ro;
