/**
 * The Ragnarok Online archive browser: GRF/GPF archives and THOR and RGZ patches (through {@code io.archive}) in a
 * tab, their entries previewed (sprites drawn, text and pictures shown), sprites opened from them into Ragnarok tabs
 * and saved back into patches. Ragnarok's own tool, so it reads and writes the family's sprites.
 */
@dev.marionette.io.format.FamilyPackage("ragnarok")
package dev.marionette.editor.archive;
