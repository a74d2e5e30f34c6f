/** Acclaim AMC motions: reading, streaming and writing. */
@dev.marionette.io.format.FamilyPackage("acclaim")
package dev.marionette.io.amc;
