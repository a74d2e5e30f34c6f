/**
 * The registry of format handlers ({@link dev.marionette.io.format.FormatHandlers}), above the format packages
 * it lists, so that the io base (readers' shared classes) imports no format package.
 * Also where a file's bytes come from, apart from what format they hold: {@link dev.marionette.io.format.FileSource} is
 * a file on disk or an entry of an archive, with its companions (the SPR beside an ACT, the skeleton beside a
 * motion) found beside it in the same place.
 */
package dev.marionette.io.format;
