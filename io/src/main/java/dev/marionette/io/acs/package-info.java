/** Microsoft Agent ACS, ACF and ACA files: readers, writers, the compression codec and their text forms. */
@dev.marionette.io.format.FamilyPackage("agent")
package dev.marionette.io.acs;
