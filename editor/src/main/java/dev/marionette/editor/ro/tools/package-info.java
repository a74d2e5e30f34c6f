/** The Ragnarok tab's animator tools. */
@dev.marionette.io.format.FamilyPackage("ragnarok")
package dev.marionette.editor.ro.tools;
