package dev.marionette.editor.archive;

import java.awt.Color;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;

/**
 * The archive tab's tool bar, left to right: the filter box and its match count, a note when no installed font shows
 * Korean letters, and the Open, Extract…, Export… and Find in Open Archives… buttons. The buttons take no focus,
 * so the list keeps it (and its Enter).
 */
final class ArchiveToolBar {

    private ArchiveToolBar() {
    }

    /**
     * @param filter  the filter box
     * @param count   the label that tells how many entries the list shows
     * @param hangul  whether a font shows Korean letters (without one, the bar says how to get one)
     * @param actions what Open, Extract… and Export… do
     * @param findAll opens Find in Open Archives
     */
    static JComponent create(JTextField filter, JLabel count, boolean hangul, ArchiveEntryActions actions,
            Runnable findAll) {
        JPanel bar = new JPanel();
        bar.setLayout(new BoxLayout(bar, BoxLayout.X_AXIS));
        bar.setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        bar.add(new JLabel("Filter: "));
        bar.add(filter);
        bar.add(Box.createHorizontalStrut(8));
        bar.add(count);
        bar.add(Box.createHorizontalGlue());
        if (!hangul) {
            JLabel note = new JLabel("No installed font shows Korean (Hangul) letters: Korean names show as boxes. "
                    + "Install one (e.g. Noto Sans CJK, fonts-noto-cjk) and restart.");
            note.setName("archive.fontNote");
            note.setForeground(new Color(0xA04000));
            bar.add(note);
            bar.add(Box.createHorizontalStrut(8));
        }
        JButton open = new JButton("Open");
        open.setToolTipText("Open the selected ACT or SPR (with its pair from the archive) in a sprite tab (Enter)");
        open.addActionListener(e -> actions.openSelected());
        JButton extract = new JButton("Extract…");
        extract.setToolTipText("Write the selected entries, or the selected folder when no entry is selected, "
                + "to a folder");
        extract.addActionListener(e -> actions.extractSelected());
        JButton export = new JButton("Export…");
        export.setName("archive.export");
        export.setToolTipText("Export the selected sprites (ACT with SPR), or every sprite of the selected folder"
                + " when no entry is selected, as GIFs, PNG frames or sprite sheets");
        export.addActionListener(e -> actions.exportSelected());
        JButton find = new JButton("Find in Open Archives…");
        find.setName("archive.findAll");
        find.setToolTipText("Find entries by name in every archive open in this window (Ctrl+Shift+F)");
        find.addActionListener(e -> findAll.run());
        for (JButton b : List.of(open, extract, export, find)) {
            b.setFocusable(false);
            if (b != open) {
                bar.add(Box.createHorizontalStrut(4));
            }
            bar.add(b);
        }
        return bar;
    }
}
