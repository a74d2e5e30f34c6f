/** The Acclaim family's exports: AMC motions and ASF skeletons as motion sources. */
@dev.marionette.io.format.FamilyPackage("acclaim")
package dev.marionette.export.acclaim;
