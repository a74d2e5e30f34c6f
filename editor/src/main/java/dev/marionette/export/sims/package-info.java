/** The Sims family's exports: skills as motion sources. */
@dev.marionette.io.format.FamilyPackage("sims")
package dev.marionette.export.sims;
