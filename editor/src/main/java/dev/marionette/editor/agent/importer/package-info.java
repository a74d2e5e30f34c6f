/** Importing pictures and sounds into an Agent character. */
@dev.marionette.io.format.FamilyPackage("agent")
package dev.marionette.editor.agent.importer;
