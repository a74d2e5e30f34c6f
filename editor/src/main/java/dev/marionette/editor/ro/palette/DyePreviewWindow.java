package dev.marionette.editor.ro.palette;

import dev.marionette.editor.util.WrappingLabel;
import dev.marionette.editor.io.BackgroundWork;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.editor.util.Buttons;
import dev.marionette.export.ExportFiles;
import dev.marionette.io.palette.PaletteFiles;
import dev.marionette.io.palette.PaletteFolder;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.Palette;
import dev.marionette.render.ro.SpriteImageCache;
import java.awt.BasicStroke;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;

/**
 * The dye preview: the frame shown on the canvas drawn under the sheet's own palette and under every
 * {@code .pal} of a chosen folder (the client's {@code data/palette/...} dyes), side by side, following the
 * frame as it plays and the document as it is edited. Clicking a dye draws the canvas (and the strip) with it
 * without touching the document; the sheet's cell, or closing the window, draws the sheet's palette again.
 * The sheet exports as a PNG.
 */
final class DyePreviewWindow extends JPanel {

    private static final long serialVersionUID = 1L;
    /** The folder chosen last, for the next window of this run. */
    private static Path lastFolder;

    private final transient PaletteHost host;
    private final transient SpriteDocument document;
    private final transient DyeSheet sheet = new DyeSheet();
    private final transient List<DyeSheet.Dye> files = new ArrayList<>();
    private final JSpinner scale = new JSpinner(new SpinnerNumberModel(2, 1, 6, 1));
    private final JTextField filter = new JTextField(10);
    /** Messages of any length wrap (a skipped .pal's name and reason were cut off at the window's edge). */
    private final WrappingLabel message = new WrappingLabel();
    private final SheetView view = new SheetView();
    private final transient DocumentListener documentListener = e -> view.refresh();
    private final transient Consumer<SpriteEditorState.Aspect> stateListener = a -> {
        if (a == SpriteEditorState.Aspect.FRAME) {
            view.refresh();
        }
    };
    private transient Path folder;
    /** The dye the canvas shows (an index into the cells, 0 the sheet's own). */
    private int onCanvas;

    private DyePreviewWindow(PaletteHost host) {
        super(new BorderLayout(4, 4));
        this.host = host;
        this.document = host.document();
        JPanel bar = new JPanel(new MigLayout("insets 4, gap 4", "[][][grow, fill][][][]"));
        bar.add(Buttons.named("Folder…", "dyeFolder", "Choose a folder of .pal files (the client's data/palette/...)",
                this::chooseFolder));
        bar.add(new JLabel("Names containing"));
        filter.setName("dyeFilter");
        filter.setToolTipText("Only the .pal files whose names contain this (Enter to apply)");
        filter.addActionListener(e -> load());
        bar.add(filter);
        bar.add(new JLabel("Zoom"));
        scale.setName("dyeScale");
        scale.addChangeListener(e -> view.refresh());
        bar.add(scale);
        bar.add(Buttons.named("Export PNG…", "dyeExport", "Save the palette sheet as a PNG picture", this::export));
        add(bar, BorderLayout.NORTH);
        JScrollPane scroll = new JScrollPane(view);
        scroll.setPreferredSize(new Dimension(720, 420));
        scroll.getViewport().addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                view.refresh();
            }
        });
        add(scroll, BorderLayout.CENTER);
        message.setName("dyeMessage");
        add(message, BorderLayout.SOUTH);
    }

    /** Shows a new dye preview of {@code host}'s document over {@code parent}. */
    static JDialog show(Component parent, PaletteHost host) {
        DyePreviewWindow window = new DyePreviewWindow(host);
        JDialog dialog = new JDialog(SwingUtilities.getWindowAncestor(parent), "Dye preview of "
                + host.document().displayName());
        dialog.setName("dyePreviewDialog");
        dialog.add(window);
        host.document().addDocumentListener(window.documentListener);
        host.state().addListener(window.stateListener);
        dialog.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                host.document().removeDocumentListener(window.documentListener);
                host.state().removeListener(window.stateListener);
                window.showOnCanvas(0);
            }
        });
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        dialog.pack();
        dialog.setLocationRelativeTo(dialog.getOwner());
        dialog.setVisible(true);
        if (lastFolder != null) {
            window.open(lastFolder);
        } else {
            window.say("Choose a folder of .pal files (Folder…) to see the frame under each.");
            window.view.refresh();
        }
        return dialog;
    }

    private void say(String text) {
        message.setText(text);
    }

    /** The cells: the sheet's own palette first, then the folder's. */
    List<DyeSheet.Dye> dyes() {
        List<DyeSheet.Dye> all = new ArrayList<>();
        Palette own = document.sheet().palette();
        if (own != null) {
            all.add(new DyeSheet.Dye("(this sheet)", own));
        }
        all.addAll(files);
        return all;
    }

    private void chooseFolder() {
        JFileChooser chooser = FileChoosers.create(this);
        chooser.setDialogTitle("Folder of dye palettes (.pal)");
        chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (folder != null) {
            chooser.setSelectedFile(folder.toFile());
        }
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            open(chooser.getSelectedFile().toPath());
        }
    }

    /** Reads the palettes of {@code chosen} off the event thread and shows them. */
    void open(Path chosen) {
        folder = chosen;
        lastFolder = chosen;
        load();
    }

    private void load() {
        if (folder == null) {
            return;
        }
        Path reading = folder;
        String names = filter.getText().trim();
        say("Reading the palettes of " + reading + "…");
        BackgroundWork.run(() -> PaletteFolder.read(reading, names), read -> {
            showOnCanvas(0);
            files.clear();
            for (PaletteFiles.PaletteFile f : read.palettes()) {
                files.add(new DyeSheet.Dye(f.source().replaceFirst("(?i)\\.pal$", ""), f.palette()));
            }
            sheet.retain(dyes());
            view.refresh();
            String found = files.size() + (files.size() == 1 ? " palette" : " palettes") + " from " + reading
                    + (names.isEmpty() ? "" : " (names containing '" + names + "')")
                    + "; click one to see it on the canvas (the document does not change).";
            say(read.problems().isEmpty() ? found : found + " " + read.problems().size()
                    + (read.problems().size() == 1 ? " note: " : " notes, the first: ")
                    + read.problems().get(0));
        }, problem -> say("Could not read " + reading + ": " + problem));
    }

    /** Draws the canvas with dye {@code index} (0: the sheet's own palette). Changes no document. */
    void showOnCanvas(int index) {
        List<DyeSheet.Dye> dyes = dyes();
        SpriteImageCache images = host.canvas().scene().edited().renderer().images();
        Palette palette = index > 0 && index < dyes.size() ? dyes.get(index).palette() : null;
        if (images.paletteOverride() == palette && onCanvas == index) {
            return;
        }
        onCanvas = palette == null ? 0 : index;
        images.setPaletteOverride(palette);
        Component root = SwingUtilities.getRoot(host.canvas());
        (root != null ? root : host.canvas()).repaint();
        view.repaint();
        if (palette != null) {
            host.message("The canvas shows the dye " + dyes.get(index).name() + "; the sprite's palette is"
                    + " unchanged (click the sheet's cell or close the dye preview to see it again).");
        }
    }

    /** The sheet as last drawn (null when it has no cells). */
    BufferedImage picture() {
        return view.picture;
    }

    /** Where the cells of {@link #picture()} are. */
    DyeSheet.Layout sheetLayout() {
        return view.layout;
    }

    private void export() {
        JFileChooser chooser = FileChoosers.create(this);
        chooser.setDialogTitle("Export the palette sheet");
        chooser.setFileFilter(new FileNameExtensionFilter("PNG pictures (*.png)", "png"));
        chooser.setSelectedFile(new File(document.displayName().replaceFirst("\\.[^.]*$", "") + "-dyes.png"));
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        File chosen = chooser.getSelectedFile();
        if (!chosen.getName().toLowerCase(Locale.ROOT).endsWith(".png")) {
            chosen = new File(chosen.getParentFile(), chosen.getName() + ".png");
        }
        export(chosen.toPath());
    }

    /** Writes the sheet as shown (every cell, no selection mark) to {@code target} as a PNG, off the event thread. */
    void export(Path target) {
        BufferedImage picture = view.picture;
        if (picture == null) {
            say("There is nothing to export.");
            return;
        }
        BackgroundWork.write(() -> ExportFiles.writeFile(target, ExportFiles.png(picture)),
                () -> say("Exported the palette sheet to " + target.getFileName() + " (" + picture.getWidth() + "x"
                        + picture.getHeight() + ")."),
                problem -> say("Could not export " + target.getFileName() + ": " + problem));
    }

    /** The sheet as a picture, with the dye on the canvas outlined; a click shows a dye on the canvas. */
    final class SheetView extends JComponent {
        private static final long serialVersionUID = 1L;
        private transient BufferedImage picture;
        private transient DyeSheet.Layout layout;

        SheetView() {
            setName("dyeSheet");
            addMouseListener(new MouseAdapter() {
                @Override
                public void mousePressed(MouseEvent e) {
                    if (layout != null) {
                        int cell = layout.cellAt(e.getX(), e.getY());
                        if (cell >= 0) {
                            showOnCanvas(cell);
                        }
                    }
                }
            });
        }

        void refresh() {
            List<DyeSheet.Dye> dyes = dyes();
            sheet.retain(dyes);
            if (onCanvas >= dyes.size()) {
                showOnCanvas(0);
            }
            int zoom = (Integer) scale.getValue();
            var frame = host.state().currentFrame();
            java.awt.Rectangle area = DyeSheet.area(document.sheet(), frame);
            int width = getParent() != null ? getParent().getWidth() : 720;
            int columns = Math.max(1, width / DyeSheet.layout(1, area, zoom, 1).cellWidth());
            layout = DyeSheet.layout(dyes.size(), area, zoom, columns);
            picture = dyes.isEmpty() ? null : sheet.render(document.sheet(), frame, dyes, zoom, columns);
            Dimension size = picture == null ? new Dimension(1, 1)
                    : new Dimension(picture.getWidth(), picture.getHeight());
            if (!size.equals(getPreferredSize())) {
                setPreferredSize(size);
                revalidate();
            }
            repaint();
        }

        @Override
        protected void paintComponent(Graphics g) {
            g.setColor(DyeSheet.BACKGROUND);
            g.fillRect(0, 0, getWidth(), getHeight());
            if (picture == null) {
                return;
            }
            g.drawImage(picture, 0, 0, null);
            if (layout != null && onCanvas < layout.count()) {
                Graphics2D g2 = (Graphics2D) g;
                g2.setColor(new Color(0x2060D0));
                g2.setStroke(new BasicStroke(2));
                int x = (onCanvas % layout.columns()) * layout.cellWidth();
                int y = (onCanvas / layout.columns()) * layout.cellHeight();
                g2.drawRect(x + 1, y + 1, layout.cellWidth() - 2, layout.cellHeight() - 2);
            }
        }
    }
}
