/** The Acclaim motion capture tab. */
@dev.marionette.io.format.FamilyPackage("acclaim")
package dev.marionette.editor.motion.acclaim;
