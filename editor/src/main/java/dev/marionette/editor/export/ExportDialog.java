package dev.marionette.editor.export;

import dev.marionette.editor.io.ErrorMessages;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.util.DialogKeys;
import dev.marionette.editor.util.FieldStart;
import dev.marionette.editor.util.ScreenFit;
import dev.marionette.editor.util.TextChanges;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.ExportSource;
import dev.marionette.export.Exporter;
import dev.marionette.export.OutputKind;
import dev.marionette.export.SequenceSource;
import java.awt.Window;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import net.miginfocom.swing.MigLayout;

/**
 * File &gt; Export...: the format, the settings that apply to it, where to write, a preview of what will be
 * written (computed off the event thread whenever a setting changes), and the export itself, run off the event
 * thread with a progress bar and a Cancel button. It works on a snapshot of the document taken when it opened, so
 * the document can neither change under the export nor be changed by it. Problems show as sentences in the
 * dialog; a successful export closes it and says so in the status bar.
 *
 * @param <S> the source model exported
 */
public final class ExportDialog<S> extends JDialog {

    private static final long serialVersionUID = 1L;

    private final transient ExportSource<S> source;
    private final transient List<Exporter<S>> exporters;
    private final transient List<String> formatIds;
    private final transient Executor worker;
    private final transient Consumer<String> status;
    private final JComboBox<String> format = new JComboBox<>();
    private final SettingsPanel controls;
    private final JTextField output = new JTextField(24);
    private final JButton browse = new JButton("Browse…");
    private final PreviewPane preview = new PreviewPane();
    private final JLabel description = new JLabel(" ");
    private final JLabel message = new JLabel(" ");
    private final JProgressBar progress = new JProgressBar(0, 1000);
    private final JButton exportButton = new JButton("Export");
    private final JButton cancel = new JButton("Close");
    private final Timer previewDelay = new Timer(250, e -> startPreview());
    private boolean outputEdited;
    private boolean settingOutput;
    private int previewGeneration;
    private transient volatile Running running;

    /** An export being written: cancel sets the flag its progress reports. */
    private static final class Running {
        volatile boolean cancelled;
    }

    /**
     * @param folder   where outputs are proposed (the document's folder, or the home folder)
     * @param worker   runs previews and exports
     * @param status   hears "Exported ..." once an export is written
     */
    ExportDialog(Window owner, ExportSource<S> source, List<Exporter<S>> exporters, Path folder, Executor worker,
            Consumer<String> status) {
        super(owner, "Export " + source.name(), ModalityType.APPLICATION_MODAL);
        this.source = source;
        this.exporters = List.copyOf(exporters);
        this.formatIds = exporters.stream().map(e -> e.format().id()).toList();
        this.worker = worker;
        this.status = status;
        setName("exportDialog");
        List<String> sequences = source.source() instanceof SequenceSource s ? s.sequenceNames() : List.of();
        controls = new SettingsPanel(exporters.stream().flatMap(e -> e.options().stream()).distinct().toList(),
                sequences, referenceInfo(source.source()), source.suggested());
        for (Exporter<S> e : exporters) {
            format.addItem(e.format().displayName() + (e.format().extensions().isEmpty() ? "  (a folder)"
                    : "  (." + String.join(", .", e.format().extensions()) + ")"));
        }
        format.setName("exportFormat");
        output.setName("exportOutput");
        // a path longer than the field shows from its start, and whole in the tooltip
        FieldStart.install(output);
        TextChanges.onChange(output, () -> output.setToolTipText(output.getText().isBlank() ? null : output.getText()));
        browse.setName("exportBrowse");
        description.setName("exportDescription");
        message.setName("exportMessage");
        progress.setName("exportProgress");
        exportButton.setName("exportButton");
        cancel.setName("exportCancel");
        previewDelay.setRepeats(false);
        layOut();
        Exporter<S> first = exporter();
        output.setText(OutputPaths.proposed(folder, source.name(), first.format(), first.output(controls.options()))
                .toString());
        controls.show(first.options());
        format.addActionListener(e -> formatChanged());
        controls.onChange(this::settingsChanged);
        TextChanges.onChange(output, this::edited);
        browse.addActionListener(e -> browse());
        exportButton.addActionListener(e -> export());
        cancel.addActionListener(e -> cancelOrClose());
        getRootPane().setDefaultButton(exportButton);
        DialogKeys.cancelRuns(this, this::cancelOrClose);
        pack();
        setLocationRelativeTo(owner);
        ScreenFit.fit(this);
        startPreview();
    }

    private static String referenceInfo(Object source) {
        if (source instanceof dev.marionette.export.ro.RagnarokSource ro && !ro.references().isEmpty()) {
            return String.join(", ", ro.references().stream().map(p -> p.name() + (p.front() ? " in front"
                    : " behind")).toList());
        }
        return "";
    }

    private void layOut() {
        JPanel settings = new JPanel(new MigLayout("insets 0, wrap 2, fillx", "[][grow, fill]"));
        settings.add(new JLabel("Format"));
        settings.add(format);
        settings.add(controls, "span, growx");
        settings.add(new JLabel("Write to"), "gaptop 8");
        settings.add(output, "split 2, gaptop 8, wmin 120");
        settings.add(browse, "growx 0, gaptop 8");
        preview.setBorder(BorderFactory.createEtchedBorder());
        JPanel content = new JPanel(new MigLayout("insets dialog, fill", "[grow, fill]16[380!]", "[grow][][]"));
        content.add(settings, "aligny top");
        content.add(preview, "w 380!, h 300!, split 2, flowy, aligny top");
        description.setVerticalAlignment(JLabel.TOP);
        content.add(description, "w 380!, h 56!, wrap");
        progress.setVisible(false);
        content.add(message, "span, growx, wmin 0, wrap");
        content.add(progress, "span, split 3, growx");
        content.add(exportButton, "tag ok");
        content.add(cancel, "tag cancel");
        setContentPane(content);
    }

    /** Shows the preview's description, wrapped to the preview's width. */
    private void describe(String text) {
        description.setText(text.isBlank() ? " " : "<html><body style='width: 290px'>" + escape(text) + "</body></html>");
    }

    private Exporter<S> exporter() {
        return exporters.get(Math.max(0, format.getSelectedIndex()));
    }

    private void formatChanged() {
        Exporter<S> e = exporter();
        controls.show(e.options());
        fitOutput();
        pack();
        ScreenFit.fit(this);
        settingsChanged();
    }

    /** Keeps the output's name in step with the format (and with --all, which makes a GIF a folder of GIFs). */
    private void fitOutput() {
        Exporter<S> e = exporter();
        String text = output.getText().trim();
        if (text.isEmpty()) {
            return;
        }
        settingOutput = true;
        try {
            output.setText(OutputPaths.adapted(Path.of(text), e.format(), e.output(controls.options()), formatIds)
                    .toString());
        } finally {
            settingOutput = false;
        }
    }

    private void edited() {
        if (!settingOutput) {
            outputEdited = true;
        }
    }

    private void settingsChanged() {
        fitOutput();
        message.setText(" ");
        previewDelay.restart();
    }

    /** Computes the preview of the current settings off the event thread; stale answers are dropped. */
    private void startPreview() {
        int generation = ++previewGeneration;
        Exporter<S> e = exporter();
        ExportOptions options = controls.options();
        preview.message("Preparing the preview…");
        describe("");
        worker.execute(() -> {
            Optional<ExportPreview> result;
            String failure = null;
            try {
                result = e.preview(source.source(), options, ExportProgress.NONE);
            } catch (Exception ex) {
                result = Optional.empty();
                failure = ex instanceof ExportException ? ex.getMessage() : ErrorMessages.describe(ex);
            }
            Optional<ExportPreview> shown = result;
            String error = failure;
            SwingUtilities.invokeLater(() -> {
                if (generation != previewGeneration || !isDisplayable()) {
                    return;
                }
                if (error != null) {
                    preview.message("Cannot export this: " + error);
                } else if (shown.isPresent()) {
                    preview.show(shown.get());
                    describe(shown.get().description());
                } else {
                    preview.message("No preview for this format");
                }
            });
        });
    }

    private void browse() {
        Exporter<S> e = exporter();
        OutputKind kind = e.output(controls.options());
        JFileChooser chooser = FileChoosers.create(this);
        String text = output.getText().trim();
        if (!text.isEmpty()) {
            File current = new File(text);
            chooser.setCurrentDirectory(current.getAbsoluteFile().getParentFile());
            chooser.setSelectedFile(current);
        }
        chooser.setDialogTitle(kind == OutputKind.FILE ? "Export to" : "Export into the folder");
        chooser.setFileSelectionMode(kind == OutputKind.FILE ? JFileChooser.FILES_ONLY : JFileChooser.DIRECTORIES_ONLY);
        if (chooser.showSaveDialog(this) == JFileChooser.APPROVE_OPTION) {
            Path chosen = chooser.getSelectedFile().toPath();
            if (kind == OutputKind.FILE && !e.format().extensions().isEmpty()
                    && e.format().extensions().stream().noneMatch(x -> chosen.toString().toLowerCase(
                            java.util.Locale.ROOT).endsWith("." + x))) {
                output.setText(chosen + "." + e.format().mainExtension());
            } else {
                output.setText(chosen.toString());
            }
        }
    }

    /** Writes the export off the event thread, the progress bar following it. */
    void export() {
        if (running != null) {
            return;
        }
        String text = output.getText().trim();
        if (text.isEmpty()) {
            message.setText("Choose where to write.");
            return;
        }
        Path out = Path.of(text);
        Exporter<S> e = exporter();
        ExportOptions options = controls.options();
        Running run = new Running();
        running = run;
        setWorking(true);
        ExportProgress reporter = new ExportProgress() {
            private volatile int last = -1;

            @Override
            public void progress(double fraction) {
                int value = fraction < 0 ? -1 : (int) Math.round(Math.min(1, fraction) * 1000);
                if (value != last) {
                    last = value;
                    SwingUtilities.invokeLater(() -> {
                        progress.setIndeterminate(value < 0);
                        if (value >= 0) {
                            progress.setValue(value);
                        }
                    });
                }
            }

            @Override
            public boolean isCancelled() {
                return run.cancelled;
            }
        };
        worker.execute(() -> {
            ExportResult result = null;
            Throwable failure = null;
            try {
                result = e.export(source.source(), options, out, reporter);
            } catch (Throwable t) {
                failure = t;
            }
            ExportResult done = result;
            Throwable error = failure;
            SwingUtilities.invokeLater(() -> finished(run, out, done, error));
        });
    }

    private void finished(Running run, Path out, ExportResult result, Throwable failure) {
        running = null;
        setWorking(false);
        if (failure == null) {
            status.accept("Exported " + source.name() + " to " + out.getFileName()
                    + (result.notes().isEmpty() ? "" : " (" + String.join("; ", result.notes()) + ")"));
            dispose();
        } else if (run.cancelled || ErrorMessages.isCancellation(failure)) {
            message.setText("Cancelled; nothing was written.");
            if (!isDisplayable()) {
                return;
            }
        } else {
            String why = failure instanceof ExportException ? failure.getMessage() : ErrorMessages.describe(failure);
            message.setText("<html>Could not export to " + escape(out.getFileName() + ": " + why) + "</html>");
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private void setWorking(boolean working) {
        progress.setVisible(working);
        progress.setValue(0);
        progress.setIndeterminate(false);
        exportButton.setEnabled(!working);
        format.setEnabled(!working);
        output.setEnabled(!working);
        browse.setEnabled(!working);
        controls.setInputEnabled(!working);
        cancel.setText(working ? "Cancel" : "Close");
        message.setText(working ? "Exporting…" : " ");
    }

    private void cancelOrClose() {
        Running run = running;
        if (run != null) {
            run.cancelled = true;
            message.setText("Cancelling…");
            return;
        }
        previewDelay.stop();
        preview.stop();
        dispose();
    }

    /** The output field (tests type into it). */
    JTextField outputField() {
        return output;
    }

    /** The settings panel. */
    SettingsPanel controls() {
        return controls;
    }

    /** The preview. */
    PreviewPane previewPane() {
        return preview;
    }
}
