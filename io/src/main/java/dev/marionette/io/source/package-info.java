/**
 * Where a file's bytes come from, apart from what format they hold: {@link dev.marionette.io.source.FileSource} is
 * a file on disk or an entry of an archive, with its companions (the SPR beside an ACT, the skeleton beside a
 * motion) found beside it in the same place. Below the format packages, which take sources; the handler registry
 * ({@code io.format}) is above them.
 */
package dev.marionette.io.source;
