/** The Sims skills tab. */
@dev.marionette.io.format.FamilyPackage("sims")
package dev.marionette.editor.sims;
