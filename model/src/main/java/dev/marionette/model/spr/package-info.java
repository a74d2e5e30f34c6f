/**
 * Ragnarok Online SPR sprite sheets: {@link dev.marionette.model.spr.SpriteSheet} with its
 * {@link dev.marionette.model.spr.Palette}, indexed images and RGBA images, all immutable values held as
 * plain arrays (indexed: top-down palette indices; RGBA: top-down non-premultiplied ARGB ints).
 */
package dev.marionette.model.spr;
