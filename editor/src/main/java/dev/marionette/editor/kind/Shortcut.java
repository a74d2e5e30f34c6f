package dev.marionette.editor.kind;

/**
 * One line of Help &gt; Keyboard Shortcuts.
 *
 * @param section where it works ("Everywhere", "Ragnarok sprite tab", "Sprite canvas (mouse)")
 * @param command what it does
 * @param keys    the key or gesture, as a user reads it ("Ctrl+Shift+I", "Space+drag")
 */
public record Shortcut(String section, String command, String keys) {
}
