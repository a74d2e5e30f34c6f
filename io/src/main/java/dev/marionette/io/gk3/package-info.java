/**
 * Reading and writing Gabriel Knight 3 {@code .ACT} mesh animations ({@link dev.marionette.io.gk3.Gk3ActReader},
 * {@link dev.marionette.io.gk3.Gk3ActWriter}); the file shares its extension with Ragnarok's ACT and is told apart
 * by its first bytes, {@code "HTCA"}.
 */
@dev.marionette.io.format.FamilyPackage("gk3")
package dev.marionette.io.gk3;
