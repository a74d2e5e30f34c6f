package dev.marionette.editor.prefs;

/** The look the user picked in View &gt; Theme. */
public enum Theme {
    /** Light or dark as the operating system is set (light when that cannot be told). */
    SYSTEM,
    LIGHT,
    DARK
}
