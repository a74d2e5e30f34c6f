/** The Gabriel Knight 3 ACT tab. */
@dev.marionette.io.format.FamilyPackage("gk3")
package dev.marionette.editor.gk3;
