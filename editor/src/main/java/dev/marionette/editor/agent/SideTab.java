package dev.marionette.editor.agent;

import javax.swing.JComponent;

/**
 * A page of the character tab's side bar.
 *
 * @param title     the tab's title
 * @param component its content
 * @param dispose   run when the character tab closes
 */
record SideTab(String title, JComponent component, Runnable dispose) {
}
