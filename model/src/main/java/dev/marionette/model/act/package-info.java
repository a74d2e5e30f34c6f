/**
 * Ragnarok Online ACT documents: {@link dev.marionette.model.act.ActDocument} holds actions
 * ({@link dev.marionette.model.act.ActAnimation}), their frames ({@link dev.marionette.model.act.ActFrame}),
 * layers ({@link dev.marionette.model.act.SpriteLayer}), anchors and the event list. Every value a file holds
 * is kept exactly (opaque bytes, raw float bits, flags as read), so an unmodified document writes back the
 * same bytes. {@link dev.marionette.model.act.ActVersion} says which fields each version stores.
 */
package dev.marionette.model.act;
