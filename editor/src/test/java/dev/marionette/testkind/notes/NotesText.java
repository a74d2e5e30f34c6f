package dev.marionette.testkind.notes;

/** What an export of notes reads: the text the plug-in's bundle holds. */
public record NotesText(String text) {
}
