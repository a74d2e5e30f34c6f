package dev.marionette.editor.archive;

import java.awt.Color;
import java.awt.Dimension;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.UIManager;

/**
 * The one-line hint under the archive tab's tool bar when no installed font shows Korean letters: names then show
 * as boxes, and the hint says how to get a font. It takes the width it is given and never more (shortened with an
 * ellipsis, its whole text as a tooltip), so it never pushes the bar's controls aside.
 */
final class FontHint {

    static final String TEXT = "Korean names show as boxes: no installed font has Hangul letters. Install one"
            + " (e.g. Noto Sans CJK: the fonts-noto-cjk package) and restart Marionette.";

    private FontHint() {
    }

    static JLabel create() {
        JLabel hint = new JLabel(TEXT) {
            private static final long serialVersionUID = 1L;

            @Override
            public Dimension getMinimumSize() {
                return new Dimension(0, getPreferredSize().height);
            }
        };
        hint.setName("archive.fontNote");
        hint.setToolTipText(TEXT);
        Color warning = UIManager.getColor("Component.warning.focusedBorderColor");
        hint.setForeground(warning != null ? warning.darker() : new Color(0xA04000));
        hint.setBorder(BorderFactory.createEmptyBorder(0, 8, 3, 8));
        return hint;
    }
}
