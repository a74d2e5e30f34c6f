/** Opening and saving a Ragnarok ACT+SPR pair in the editor. */
@dev.marionette.io.format.FamilyPackage("ragnarok")
package dev.marionette.editor.ro.file;
