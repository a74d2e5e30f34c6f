/**
 * Thumbnails for file managers: one small picture of a file, headless (no Swing, no editor class), for
 * {@code marionette thumbnail} and the desktop's thumbnailer. A file is opened as {@code export} opens it (the
 * format's plug-in and the export registry's source loaders); {@link dev.marionette.thumbnail.Thumbnails} picks
 * the picture a person recognises the file by and fits it into the size asked.
 */
package dev.marionette.thumbnail;
