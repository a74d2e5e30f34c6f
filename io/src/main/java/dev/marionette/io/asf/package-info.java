/** Acclaim ASF skeletons: reading and writing. */
@dev.marionette.io.format.FamilyPackage("acclaim")
package dev.marionette.io.asf;
