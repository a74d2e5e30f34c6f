/** The Ragnarok Online family's plug-in: recognising ACT and SPR files, opening an ACT with its SPR, their handlers and text forms. */
@dev.marionette.io.format.FamilyPackage("ragnarok")
package dev.marionette.io.ragnarok;
