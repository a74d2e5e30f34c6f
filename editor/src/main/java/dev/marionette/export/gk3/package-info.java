/** The Gabriel Knight 3 family's exports: mesh animations as motion sources. */
@dev.marionette.io.format.FamilyPackage("gk3")
package dev.marionette.export.gk3;
