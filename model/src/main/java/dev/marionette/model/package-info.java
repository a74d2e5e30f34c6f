/**
 * Marionette's document model: Ragnarok ACT/SPR and Microsoft Agent characters as plain Java values,
 * their undoable edits and change events. No Swing UI and no file I/O live here.
 */
package dev.marionette.model;
