package dev.marionette.editor.ro.file;

import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveOptionsPanel;
import dev.marionette.io.act.ActVersionChange;
import dev.marionette.io.act.VersionEffect;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;

/**
 * The Save As accessory of sprites: a choice of ACT version (the document's own preselected) and, below it,
 * what saving in the chosen version does to this document, in words ({@link ActVersionChange#effects}),
 * updated as the choice changes, plus anything that stops the SPR from being written.
 */
public final class VersionOptionsPanel implements SaveOptionsPanel {

    private final SpriteDocument document;
    private final JPanel panel = new JPanel(new MigLayout("insets 0 8 0 0, wrap 1, fillx", "[grow, fill]"));
    private final JComboBox<Integer> versions = new JComboBox<>();
    private final JTextArea effects = new JTextArea(12, 26);

    public VersionOptionsPanel(SpriteDocument document) {
        this.document = document;
        panel.setName("roSaveOptions");
        versions.setName("actVersion");
        effects.setName("versionEffects");
        List<Integer> known = new ArrayList<>(ActVersion.KNOWN);
        java.util.Collections.reverse(known);
        known.forEach(versions::addItem);
        versions.setSelectedItem(document.actVersion());
        versions.setRenderer(new DefaultListCellRenderer() {
            @Override
            public java.awt.Component getListCellRendererComponent(JList<?> list, Object value, int index,
                    boolean selected, boolean focus) {
                int v = (Integer) value;
                String text = "ACT " + ActVersion.format(v) + (v == document.actVersion() ? " (this file)" : "");
                return super.getListCellRendererComponent(list, text, index, selected, focus);
            }
        });
        versions.addActionListener(e -> update());
        effects.setEditable(false);
        effects.setLineWrap(true);
        effects.setWrapStyleWord(true);
        panel.add(new JLabel("Save the ACT as"));
        panel.add(versions);
        panel.add(new JLabel("What this version changes:"), "gaptop 6");
        JScrollPane scroll = new JScrollPane(effects);
        scroll.setPreferredSize(new Dimension(280, 220));
        panel.add(scroll, "grow, push");
        update();
    }

    /** Chooses the version, as the user would. */
    public void selectVersion(int version) {
        versions.setSelectedItem(version);
    }

    /** The effects shown now, for tests. */
    public String effectsText() {
        return effects.getText();
    }

    private int chosen() {
        Integer v = (Integer) versions.getSelectedItem();
        return v == null ? document.actVersion() : v;
    }

    private void update() {
        effects.setText(describe(document, chosen()));
        effects.setCaretPosition(0);
    }

    /** The text shown for saving {@code document} in {@code version}. */
    static String describe(SpriteDocument document, int version) {
        StringBuilder text = new StringBuilder();
        List<VersionEffect> list = ActVersionChange.effects(document.act(), version, document.sheet());
        if (list.isEmpty()) {
            text.append(version == document.actVersion()
                    ? "Nothing: the ACT is written in its own version and keeps everything."
                    : "Nothing is lost or added: this document uses no field that differs between the versions.");
        }
        for (VersionEffect effect : list) {
            text.append("• ").append(effect.message()).append('\n');
        }
        if (version != document.actVersion() && !list.isEmpty()) {
            text.append("\nThe document is converted before saving (one undo step).");
        }
        List<String> spr = SprWriter.problems(document.sheet(), document.sprVersion());
        if (!spr.isEmpty()) {
            text.append("\n\nThe SPR cannot be written as it is: ").append(String.join("; ", spr));
        }
        return text.toString().strip();
    }

    @Override
    public JComponent component() {
        return panel;
    }

    @Override
    public SaveOptions options() {
        return new RoSaveOptions(chosen());
    }
}
