/** The Microsoft Agent family's plug-in: recognising ACS, ACF, ACA and ACD files, opening a character with its files, conversions. */
@dev.marionette.io.format.FamilyPackage("agent")
package dev.marionette.io.agent;
