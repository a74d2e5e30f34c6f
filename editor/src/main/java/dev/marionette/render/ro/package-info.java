/**
 * Drawing Ragnarok Online ACT frames exactly as the client does.
 *
 * <ul>
 * <li>{@link dev.marionette.render.ro.LayerTransform}: where a layer's image lands (mirror as a UV
 *     flip, half-pixel centre of odd sizes, scale, clockwise rotation, position), act-spr.md section 3.</li>
 * <li>{@link dev.marionette.render.ro.SpriteImageCache}: SPR images converted once (palette, tint)
 *     and kept while the sheet holds them.</li>
 * <li>{@link dev.marionette.render.ro.FrameRenderer}: paints a frame into any {@code Graphics2D}
 *     (canvas zoom and pan are the caller's transform) or into an image; layer outlines, bounds and
 *     pixel-exact hit-testing through {@link dev.marionette.render.ro.PlacedLayer}.</li>
 * <li>{@link dev.marionette.render.ro.Composition}: several
 *     {@link dev.marionette.render.ro.ActSprite sprites} attached by their anchors (head on body,
 *     headgear, weapon), frames picked by head direction in idle and sit.</li>
 * </ul>
 */
package dev.marionette.render.ro;
