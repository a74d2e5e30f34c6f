/** The Agent tab's Character Editor project (ACD) pages. */
@dev.marionette.io.format.FamilyPackage("agent")
package dev.marionette.editor.agent.acd;
