/**
 * Animated GIF encoding for every exporter that writes GIFs: {@link dev.marionette.export.gif.ColorReducer}
 * (true colour to palettes, exact where possible, median cut where not),
 * {@link dev.marionette.export.gif.GifTiming} (delays with the rounding carried) and
 * {@link dev.marionette.export.gif.AnimatedGifWriter} (the file, through the JDK's encoder).
 */
package dev.marionette.export.gif;
