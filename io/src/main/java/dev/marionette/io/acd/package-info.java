/** Microsoft Agent Character Editor projects (ACD): reading, writing and merging the text with its files. */
@dev.marionette.io.format.FamilyPackage("agent")
package dev.marionette.io.acd;
