/**
 * Reading and writing Ragnarok SPR files ({@link dev.marionette.io.spr.SprReader},
 * {@link dev.marionette.io.spr.SprWriter}) and their run-length encoding ({@link dev.marionette.io.spr.SprRle}).
 */
@dev.marionette.io.format.FamilyPackage("ragnarok")
package dev.marionette.io.spr;
