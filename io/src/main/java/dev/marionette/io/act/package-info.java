/**
 * Reading and writing Ragnarok ACT files ({@link dev.marionette.io.act.ActReader},
 * {@link dev.marionette.io.act.ActWriter}), and saving in another version with its effects spelled out
 * ({@link dev.marionette.io.act.ActVersionChange}).
 */
@dev.marionette.io.format.FamilyPackage("ragnarok")
package dev.marionette.io.act;
