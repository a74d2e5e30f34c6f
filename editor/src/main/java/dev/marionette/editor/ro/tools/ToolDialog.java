package dev.marionette.editor.ro.tools;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.util.Buttons;
import dev.marionette.editor.util.DialogKeys;
import dev.marionette.model.doc.EditRejectedException;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;

/**
 * The frame of the tools' dialogs: settings on the left, an optional preview on the right, a line for what
 * the settings would do (or why they cannot), and Apply / Cancel. Apply runs the command (one undo step); a
 * refusal stays in the dialog as a message. Modal.
 */
abstract class ToolDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    protected final JPanel settings = new JPanel(new MigLayout("insets 8, wrap 2, gap 6 4", "[right][grow, fill]"));
    protected final FramePreview preview = new FramePreview();
    private final JLabel note = new JLabel(" ");
    private final JButton apply = new JButton("Apply");
    private boolean applied;

    ToolDialog(Component parent, String title, String name, boolean withPreview) {
        super(parent == null ? null : SwingUtilities.getWindowAncestor(parent), title, ModalityType.APPLICATION_MODAL);
        setName(name);
        JPanel body = new JPanel(new BorderLayout(8, 8));
        body.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        body.add(settings, BorderLayout.CENTER);
        if (withPreview) {
            preview.setBorder(BorderFactory.createLineBorder(new Color(0x999999)));
            body.add(preview, BorderLayout.EAST);
        }
        note.setName("toolNote");
        JButton cancel = Buttons.named("Cancel", "toolCancel");
        apply.setName("toolApply");
        apply.addActionListener(e -> tryApply());
        cancel.addActionListener(e -> cancelled());
        JPanel buttons = new JPanel(new MigLayout("insets 0 6 6 6, fillx", "[grow][][]"));
        buttons.add(note, "growx, wmin 0");
        buttons.add(apply, "sg b");
        buttons.add(cancel, "sg b");
        getContentPane().add(body, BorderLayout.CENTER);
        getContentPane().add(buttons, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(apply);
        DialogKeys.cancelRuns(this, this::cancelled);
    }

    /** Lays the dialog out and shows it; returns when it closes. True when the command was applied. */
    boolean open() {
        update();
        pack();
        setLocationRelativeTo(getOwner());
        setVisible(true);
        return applied;
    }

    /** Runs the command; throws {@link EditRejectedException} to refuse. */
    protected abstract void applyCommand();

    /** Recomputes the preview and the note from the settings; called on every change. */
    protected abstract void refresh();

    /** Refreshes, showing a refusal as the note and disabling Apply. */
    protected final void update() {
        apply.setEnabled(problems().edit(this::refresh));
    }

    /** Shows {@code text} under the settings. */
    protected final void showNote(String text) {
        note.setForeground(javax.swing.UIManager.getColor("Label.foreground"));
        note.setText(text == null || text.isEmpty() ? " " : text);
        note.setToolTipText(text);
    }

    /** Shows a problem under the settings. */
    protected final void showProblem(String text) {
        note.setForeground(new Color(0xC62828));
        note.setText(text);
        note.setToolTipText(text);
    }

    /** Called when the dialog is cancelled (Cancel, Escape, the close box), before it closes. */
    protected void onCancel() {
    }

    private void cancelled() {
        preview.stop();
        onCancel();
        dispose();
    }

    private void tryApply() {
        if (problems().edit(this::applyCommand)) {
            applied = true;
            preview.stop();
            dispose();
        }
    }

    /** A refusal, of the preview or of the command, is shown under the settings. */
    private TabEdits problems() {
        return this::showProblem;
    }

    /** Adds a labelled row to the settings. */
    protected final void row(String label, JComponent field) {
        settings.add(new JLabel(label));
        settings.add(field);
    }

    /** Adds a row spanning both columns. */
    protected final void wide(JComponent field) {
        settings.add(field, "span 2, growx");
    }
}
