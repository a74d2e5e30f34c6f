/** The Acclaim family's plug-in: recognising ASF and AMC files, opening a motion with its skeleton. */
@dev.marionette.io.format.FamilyPackage("acclaim")
package dev.marionette.io.acclaim;
