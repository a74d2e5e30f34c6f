/**
 * The headless view math every canvas shares: {@link dev.marionette.render.Viewport} (zoom, pan, fit) and its
 * {@link dev.marionette.render.ZoomRules}. This package and its subpackages draw with AWT images and
 * {@code Graphics2D} only: no Swing and no {@code dev.marionette.editor}, so the exporters and the command line use
 * the very code the editor paints with (docs/architecture.md).
 */
package dev.marionette.render;
