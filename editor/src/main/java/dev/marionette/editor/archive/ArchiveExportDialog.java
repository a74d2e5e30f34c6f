package dev.marionette.editor.archive;

import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.export.SettingsPanel;
import dev.marionette.editor.util.ScreenFit;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.Exporter;
import dev.marionette.export.ro.RagnarokSource;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;

/**
 * Asks how to export sprites of an archive: the format (the Ragnarok exports of the {@code export} command), its
 * settings (the controls File &gt; Export... shows, made from the same declarations; the action list is left out,
 * as the sprites' actions differ: action 0, or every action) and the folder the outputs go to, mirroring the
 * entries' folders. Modal; {@link #ask} returns the choice, or empty when cancelled. Event thread.
 */
final class ArchiveExportDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    /** What the user chose. */
    record Request(Exporter<RagnarokSource> exporter, ExportOptions options, Path folder) {
    }

    private final transient List<Exporter<RagnarokSource>> exporters;
    private final JComboBox<String> format = new JComboBox<>();
    private final SettingsPanel controls;
    private final JTextField folder = new JTextField(28);
    private final JLabel message = new JLabel(" ");
    private transient Request request;

    /**
     * @param last the previous choice in this tab, whose format, settings and folder the dialog starts from, or
     *             null
     * @param proposed the folder proposed when there was no previous choice
     */
    ArchiveExportDialog(Window owner, int sprites, String what, List<Exporter<RagnarokSource>> exporters,
            Request last, Path proposed) {
        super(owner, "Export sprites", ModalityType.APPLICATION_MODAL);
        this.exporters = List.copyOf(exporters);
        setName("archiveExportDialog");
        controls = new SettingsPanel(exporters.stream().flatMap(e -> e.options().stream()).distinct().toList(),
                List.of(), "", last == null ? ExportOptions.DEFAULTS : last.options());
        for (Exporter<RagnarokSource> e : exporters) {
            format.addItem(e.format().displayName() + (e.format().extensions().isEmpty()
                    ? "  (into each sprite's folder)"
                    : "  (." + String.join(", .", e.format().extensions()) + ")"));
        }
        format.setName("exportFormat");
        folder.setName("archiveExportFolder");
        folder.setText((last == null ? proposed : last.folder()).toString());
        if (last != null) {
            format.setSelectedIndex(Math.max(0, exporters.indexOf(last.exporter())));
        }
        message.setName("archiveExportMessage");
        JButton browse = new JButton("Browse…");
        browse.setName("archiveExportBrowse");
        browse.addActionListener(e -> browse());
        JButton export = new JButton("Export");
        export.setName("archiveExportButton");
        export.addActionListener(e -> accept());
        JButton cancel = new JButton("Cancel");
        cancel.setName("archiveExportCancel");
        cancel.addActionListener(e -> dispose());
        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 2, fillx", "[][grow, fill]"));
        JLabel whatLabel = new JLabel("Export " + what);
        whatLabel.setName("archiveExportWhat");
        content.add(whatLabel, "span");
        content.add(new JLabel(sprites + " sprite" + (sprites == 1 ? "" : "s") + " (an ACT with its SPR is one);"
                + " each goes to the folder below, under the folders it has in the archive."), "span, gapbottom 8");
        content.add(new JLabel("Format"));
        content.add(format);
        content.add(controls, "span, growx");
        content.add(new JLabel("Into folder"), "gaptop 8");
        content.add(folder, "split 2, gaptop 8, wmin 160");
        content.add(browse, "growx 0, gaptop 8");
        content.add(message, "span, growx, wmin 0");
        content.add(export, "span, split 2, tag ok");
        content.add(cancel, "tag cancel");
        setContentPane(content);
        controls.show(exporter().options());
        format.addActionListener(e -> {
            controls.show(exporter().options());
            pack();
            ScreenFit.fit(this);
        });
        getRootPane().setDefaultButton(export);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        pack();
        setLocationRelativeTo(owner);
        ScreenFit.fit(this);
    }

    /** Shows the dialog and waits; the choice, or empty when the user cancelled. */
    Optional<Request> ask() {
        setVisible(true);
        return Optional.ofNullable(request);
    }

    private Exporter<RagnarokSource> exporter() {
        return exporters.get(Math.max(0, format.getSelectedIndex()));
    }

    private void browse() {
        JFileChooser chooser = FileChoosers.create(this);
        chooser.setCurrentDirectory(new java.io.File(folder.getText()));
        chooser.setDialogTitle("Export into");
        chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (chooser.showDialog(this, "Choose") == JFileChooser.APPROVE_OPTION) {
            folder.setText(chooser.getSelectedFile().toString());
        }
    }

    private void accept() {
        String text = folder.getText().trim();
        if (text.isEmpty()) {
            message.setText("Choose the folder to export into.");
            return;
        }
        Path dir;
        try {
            dir = Path.of(text).toAbsolutePath();
        } catch (InvalidPathException e) {
            message.setText("Not a folder name: " + text);
            return;
        }
        request = new Request(exporter(), controls.options(), dir);
        dispose();
    }
}
