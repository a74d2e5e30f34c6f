/** The Ragnarok Online sprite tab. */
@dev.marionette.io.format.FamilyPackage("ragnarok")
package dev.marionette.editor.ro;
