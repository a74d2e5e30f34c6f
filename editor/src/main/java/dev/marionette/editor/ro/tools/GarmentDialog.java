package dev.marionette.editor.ro.tools;

import dev.marionette.editor.io.BackgroundWork;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.GarmentFiles;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;

/**
 * Sheet &gt; Save as Garment for Every Job: asks for the folder of job bodies (the client's
 * {@code data/sprite/인간족/몸통/<sex>}), the body the garment was drawn on (optional: needed only for garment
 * frames without an anchor) and the folder to write into, then writes one ACT+SPR per job body on a worker
 * ({@link GarmentFiles}), asking first before replacing files. The document itself does not change.
 */
final class GarmentDialog {

    private GarmentDialog() {
    }

    static void open(ToolContext context) {
        JTextField bodies = field("garmentBodies");
        JTextField drawnOn = field("garmentDrawnOn");
        JTextField out = field("garmentOut");
        JPanel panel = new JPanel(new MigLayout("wrap 3", "[][grow,fill][]"));
        panel.add(new JLabel("<html>Write this garment once per job body, laid out on each body's frames and"
                + " anchors,<br>named as the client looks garments up (the body's file name).</html>"), "span 3");
        row(panel, context, "Job bodies (folder of ACT files):", bodies, true);
        row(panel, context, "Drawn on (body ACT, optional):", drawnOn, false);
        row(panel, context, "Write into folder:", out, true);
        int answer = JOptionPane.showConfirmDialog(context.parent(), panel, "Save as Garment for Every Job",
                JOptionPane.OK_CANCEL_OPTION, JOptionPane.PLAIN_MESSAGE);
        if (answer != JOptionPane.OK_OPTION) {
            return;
        }
        if (bodies.getText().isBlank() || out.getText().isBlank()) {
            context.message("Choose the folder of job bodies and the folder to write into.");
            return;
        }
        write(context, Path.of(bodies.getText().trim()), drawnOn.getText().isBlank() ? null
                : Path.of(drawnOn.getText().trim()), Path.of(out.getText().trim()));
    }

    private static JTextField field(String name) {
        JTextField field = new JTextField(30);
        field.setName(name);
        return field;
    }

    private static void row(JPanel panel, ToolContext context, String label, JTextField field, boolean folder) {
        panel.add(new JLabel(label));
        panel.add(field);
        JButton browse = new JButton("Browse…");
        browse.setName(field.getName() + "Browse");
        browse.addActionListener(e -> {
            JFileChooser chooser = FileChoosers.create(context.parent());
            chooser.setFileSelectionMode(folder ? JFileChooser.DIRECTORIES_ONLY : JFileChooser.FILES_ONLY);
            if (chooser.showOpenDialog(panel) == JFileChooser.APPROVE_OPTION) {
                field.setText(chooser.getSelectedFile().getPath());
            }
        });
        panel.add(browse);
    }

    /**
     * Writes the garment for every ACT in {@code bodies} into {@code out} on a worker, after asking whether to
     * replace files that exist; the result goes to the status line.
     */
    static void write(ToolContext context, Path bodies, Path drawnOnFile, Path out) {
        ActDocument garment = context.document().act().copy();
        SpriteSheet sheet = context.document().sheet().copy();
        List<Path> found;
        try {
            found = GarmentFiles.jobBodies(bodies);
        } catch (java.io.IOException e) {
            context.message("Could not list " + bodies + ": " + e.getMessage());
            return;
        }
        if (found.isEmpty()) {
            context.message(bodies.getFileName() + " holds no ACT files to take the job bodies from.");
            return;
        }
        long existing = found.stream().flatMap(b -> GarmentFiles.targets(b, out).stream()).filter(Files::exists)
                .count();
        if (existing > 0 && JOptionPane.showConfirmDialog(context.parent(), existing + " of the files to write"
                + " exist in " + out.getFileName() + ". Replace them?", "Save as Garment for Every Job",
                JOptionPane.OK_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE) != JOptionPane.OK_OPTION) {
            context.message("Nothing written.");
            return;
        }
        BackgroundWork.run(() -> {
            Files.createDirectories(out);
            ActDocument drawnOn = drawnOnFile == null ? null : ActReader.read(drawnOnFile).value();
            return GarmentFiles.write(garment, sheet, drawnOn, found, out);
        }, result -> context.message("Wrote the garment for " + SheetTools.count(result.written().size(), "job")
                + " into " + out.getFileName() + (result.skipped().isEmpty() ? "." : "; skipped "
                + String.join("; ", result.skipped()))),
                problem -> context.message("Could not write the garments: " + problem));
    }

}
