/**
 * Ready-made Ragnarok sprites, generated in code from primitives (no game art): the built-in
 * {@link dev.marionette.model.act.sample.DemoCharacter demo character} and the File &gt; New
 * {@link dev.marionette.model.act.sample.ActTemplate templates}, each an
 * {@link dev.marionette.model.act.sample.ActSprPair ACT + SPR pair}. Pure data: no AWT, no I/O.
 */
package dev.marionette.model.act.sample;
