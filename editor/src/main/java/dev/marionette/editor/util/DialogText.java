package dev.marionette.editor.util;

import java.util.ArrayList;
import java.util.List;

/**
 * Messages for dialogs: a message is written one sentence (or one list item) a line, however long, and the dialog
 * wraps each line at word boundaries to a width it can show, continuing an indented item under its own indent. So a
 * break never falls inside a phrase by accident of where a writer typed a newline.
 */
public final class DialogText {

    /**
     * The widest line of a message dialog, in characters: the look and feel's own limit (FlatLaf breaks longer
     * lines of a message again, at 80, leaving a lone word on a line of its own), else 80.
     */
    public static int columns() {
        int limit = javax.swing.UIManager.getInt("OptionPane.maxCharactersPerLine");
        return limit > 0 && limit < 200 ? limit : 80;
    }

    private DialogText() {
    }

    /** {@code text} with every line longer than {@code columns} wrapped at spaces; words longer than a line stay. */
    public static String wrap(String text, int columns) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            int indent = 0;
            while (indent < line.length() && line.charAt(indent) == ' ') {
                indent++;
            }
            String lead = line.substring(0, indent);
            StringBuilder current = new StringBuilder(lead);
            for (String word : line.substring(indent).split(" +")) {
                if (word.isEmpty()) {
                    continue;
                }
                if (current.length() > indent && current.length() + 1 + word.length() > columns) {
                    out.add(current.toString());
                    current = new StringBuilder(lead);
                }
                if (current.length() > indent) {
                    current.append(' ');
                }
                current.append(word);
            }
            out.add(current.toString());
        }
        return String.join("\n", out);
    }
}
