package dev.marionette.editor.panel;

import dev.marionette.editor.io.RunningTask;
import dev.marionette.editor.io.TaskRunner;
import dev.marionette.editor.util.StatusLine;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;

/**
 * The strip at the bottom of the window: the latest message on the left and, while files are read or
 * written, a progress bar with a Cancel button (for work that can stop) on the right.
 */
public final class StatusBar extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JLabel message = new JLabel(" ");
    private final JProgressBar progress = new JProgressBar(0, 1000);
    private final JButton cancel = new JButton("Cancel");
    private final transient TaskRunner tasks;
    private transient RunningTask shown;

    public StatusBar(StatusLine status, TaskRunner tasks) {
        super(new MigLayout("insets 2 8 2 8, fillx", "[grow,fill][][]", "[]"));
        this.tasks = tasks;
        setName("statusBar");
        setBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, UIManager.getColor("Component.borderColor")));
        message.setName("statusMessage");
        progress.setName("statusProgress");
        cancel.setName("statusCancel");
        cancel.putClientProperty("JButton.buttonType", "toolBarButton");
        add(message);
        add(progress, "w 160!, hidemode 3");
        add(cancel, "hidemode 3");
        status.addListener(text -> message.setText(text.isEmpty() ? " " : text));
        cancel.addActionListener(e -> {
            if (shown != null) {
                shown.cancel();
            }
        });
        tasks.addListener(task -> update());
        update();
    }

    /** Shows the newest running task, or hides the indicator when none runs. */
    private void update() {
        var running = tasks.running();
        shown = running.isEmpty() ? null : running.get(running.size() - 1);
        progress.setVisible(shown != null);
        cancel.setVisible(shown != null && shown.isCancellable());
        if (shown != null) {
            double f = shown.fraction();
            progress.setIndeterminate(f < 0);
            progress.setValue(f < 0 ? 0 : (int) Math.round(f * 1000));
            progress.setToolTipText(shown.description() + (running.size() > 1 ? " (+" + (running.size() - 1) + " more)" : ""));
        }
        revalidate();
    }

    /** The message shown, for tests. */
    public String message() {
        return message.getText();
    }
}
