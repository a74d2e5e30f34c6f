/**
 * Ready-made Ragnarok sprites, generated in code from primitives (no game art): the built-in
 * {@link dev.marionette.model.ro.demo.DemoCharacter demo character} and the File &gt; New
 * {@link dev.marionette.model.ro.demo.ActTemplate templates}, each an
 * {@link dev.marionette.model.ro.ActSprPair ACT + SPR pair}. Pure data: no AWT, no I/O.
 */
package dev.marionette.model.ro.demo;
