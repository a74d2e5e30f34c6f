/** The Microsoft Agent character tab. */
@dev.marionette.io.format.FamilyPackage("agent")
package dev.marionette.editor.agent;
