package dev.marionette.editor.ro.palette;

import dev.marionette.editor.util.WrappingLabel;
import dev.marionette.editor.io.BackgroundWork;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.util.Buttons;
import dev.marionette.io.palette.PaletteFormat;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.ro.doc.PaletteOperations;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.Palette;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JColorChooser;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;

/**
 * The sprite sheet's palette editor, one window per document: the 16 &times; 16 grid with a selection, the
 * chosen entry's red, green, blue and hex, and the commands on the selected run: swap its two ends, move it to
 * another place, a gradient between its ends (each with every image renumbered or kept, one undo step), copy
 * and paste colours, pick an entry from the canvas, load a palette file, save the palette as the game's
 * {@code .pal}, JASC-PAL or GIMP {@code .gpl}, and the dye preview. Looking (selecting, picking, saving)
 * changes nothing in the document.
 */
public final class PaletteWindow extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient PaletteHost host;
    private final transient SpriteDocument document;
    private final PaletteGrid grid;
    private final EntryFields fields;
    private final JSpinner moveTarget = new JSpinner(new SpinnerNumberModel(1, 1, Palette.SIZE - 1, 1));
    /** Messages of any length wrap, never cut at the window's edge. */
    private final WrappingLabel note = new WrappingLabel();
    private final JButton swap;
    private final JButton gradient;
    private final transient DocumentListener listener = e -> refresh();
    private JDialog dyeWindow;

    private PaletteWindow(PaletteHost host) {
        super(new BorderLayout(8, 8));
        this.host = host;
        this.document = host.document();
        setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        grid = new PaletteGrid(() -> document.sheet().palette());
        fields = new EntryFields(rgb -> edit(() -> document.editor().sheet().setPaletteColor(grid.lead(), rgb)),
                this::say);
        grid.addSelectionListener(this::refresh);
        grid.onDoubleClick(this::chooseColour);
        add(grid, BorderLayout.CENTER);

        JPanel side = new JPanel(new MigLayout("insets 0, gap 4 3, wrap 2, fillx", "[fill, grow][fill, grow]"));
        side.add(fields, "span 2, wrap 8");
        swap = Buttons.named("Swap ends", "paletteSwap", "Swap the first and last chosen entries; images are renumbered"
                + " so they look the same", this::swap);
        side.add(swap);
        gradient = Buttons.named("Gradient", "paletteGradient", "Blend the entries between the first and last chosen"
                + " from one's colour to the other's", this::gradient);
        side.add(gradient);
        moveTarget.setName("paletteMoveTarget");
        moveTarget.setToolTipText("Where the chosen entries go");
        side.add(Buttons.named("Move to", "paletteMove", "Move the chosen entries so the first is at the entry given;"
                + " the others slide over and images are renumbered so they look the same", this::move));
        side.add(moveTarget);
        side.add(Buttons.named("Copy", "paletteCopy", "Copy the chosen colours (also as #RRGGBB text)", this::copy));
        side.add(Buttons.named("Paste", "palettePaste", "Paste copied colours from the first chosen entry on",
                this::paste));
        side.add(Buttons.named("Pick from canvas", "palettePick", "Click a pixel of the canvas to choose its entry",
                this::pick), "span 2");
        side.add(Buttons.named("Load…", "paletteLoad", "Take the palette of a .pal, JASC-PAL, GIMP .gpl, Adobe .act or"
                + " SPR file; the images keep their indices", this::load));
        side.add(Buttons.named("Save…", "paletteSave", "Save the palette as the game's .pal, JASC-PAL or GIMP .gpl",
                this::save));
        side.add(Buttons.named("Dye preview…", "dyePreview", "See the frame under every .pal of a folder (the game's"
                + " dye palettes) side by side", this::dyePreview), "span 2");
        add(side, BorderLayout.EAST);
        note.setName("paletteMessage");
        add(note, BorderLayout.SOUTH);
        refresh();
    }

    /**
     * Shows the palette editor of {@code host}'s document in a new window over {@code parent} and returns it,
     * or returns null (with a message) when the sheet has no palette. The caller keeps it, so that a document
     * has one.
     */
    public static JDialog show(Component parent, PaletteHost host) {
        SpriteDocument document = host.document();
        if (document.sheet().palette() == null) {
            host.message("This sprite sheet has no palette (it holds no indexed images).");
            return null;
        }
        PaletteWindow window = new PaletteWindow(host);
        JDialog dialog = new JDialog(SwingUtilities.getWindowAncestor(parent), "Palette of " + document.displayName());
        dialog.setName("paletteDialog");
        dialog.add(window);
        document.addDocumentListener(window.listener);
        dialog.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                document.removeDocumentListener(window.listener);
                if (window.dyeWindow != null) {
                    window.dyeWindow.dispose();
                }
                host.canvas().input().disarmPicker();
            }
        });
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        dialog.pack();
        // Centred on the window: the strip sits at its bottom, and a window centred there hangs off the screen.
        dialog.setLocationRelativeTo(dialog.getOwner());
        dialog.setVisible(true);
        return dialog;
    }

    /** The grid (tests select through it). */
    PaletteGrid grid() {
        return grid;
    }

    private void refresh() {
        Palette palette = document.sheet().palette();
        grid.repaint();
        if (palette == null) {
            fields.show("No palette", 0);
            return;
        }
        int lead = grid.lead();
        String run = grid.low() == grid.high() ? "Entry " + lead : "Entries " + grid.low() + "-" + grid.high()
                + " (fields: " + lead + ")";
        fields.show(run, palette.argb(lead));
        swap.setEnabled(grid.anchor() != grid.lead());
        gradient.setEnabled(grid.high() - grid.low() >= 2);
    }

    private void say(String text) {
        note.setText(text);
        host.message(text);
    }

    /** Runs an edit; a refusal is said in the window and on the status line. */
    private boolean edit(Runnable action) {
        TabEdits saying = this::say;
        return saying.edit(action);
    }

    private PaletteOperations palette() {
        return document.editor().palette();
    }

    private void chooseColour(int entry) {
        Palette palette = document.sheet().palette();
        if (palette == null) {
            return;
        }
        Color chosen = JColorChooser.showDialog(this, "Palette entry " + entry, new Color(palette.argb(entry)));
        if (chosen != null) {
            edit(() -> document.editor().sheet().setPaletteColor(entry, chosen.getRGB() & 0xFFFFFF));
        }
    }

    private void swap() {
        int a = grid.anchor();
        int b = grid.lead();
        if (edit(() -> palette().swapEntries(a, b))) {
            say("Swapped entries " + a + " and " + b + "; the images were renumbered and look the same.");
        }
    }

    private void gradient() {
        int low = grid.low();
        int high = grid.high();
        if (edit(() -> palette().gradient(low, high))) {
            say("Blended entries " + (low + 1) + "-" + (high - 1) + " from entry " + low + " to entry " + high + ".");
        }
    }

    private void move() {
        int low = grid.low();
        int high = grid.high();
        int target = (Integer) moveTarget.getValue();
        if (edit(() -> palette().moveEntries(low, high, target))) {
            grid.select(target, target + high - low);
            say("Moved entries " + low + "-" + high + " to " + target + "-" + (target + high - low)
                    + "; the images were renumbered and look the same.");
        }
    }

    private void copy() {
        Palette palette = document.sheet().palette();
        int[] rgb = new int[grid.high() - grid.low() + 1];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = palette.argb(grid.low() + i) & 0xFFFFFF;
        }
        PaletteClipboard.copy(rgb);
        say("Copied " + (rgb.length == 1 ? "entry " + grid.low() : rgb.length + " colours (entries " + grid.low()
                + "-" + grid.high() + ")") + ".");
    }

    private void paste() {
        int[] rgb = PaletteClipboard.paste();
        int at = grid.low();
        if (rgb.length == 0) {
            say("There are no copied colours to paste.");
            return;
        }
        int[] fitting = Arrays.copyOf(rgb, Math.min(rgb.length, Palette.SIZE - at));
        if (edit(() -> palette().pasteEntries(at, fitting))) {
            grid.select(at, at + fitting.length - 1);
            say("Pasted " + fitting.length + (fitting.length == 1 ? " colour" : " colours") + " at entry " + at
                    + (fitting.length < rgb.length ? "; " + (rgb.length - fitting.length) + " did not fit" : "")
                    + ".");
        }
    }

    private void pick() {
        host.canvas().input().armPicker(e -> {
            CanvasPick.Result found = CanvasPick.at(host.canvas(), e.pixelX(), e.pixelY());
            if (found.entry() > 0) {
                grid.select(found.entry(), found.entry());
            }
            say(found.message());
        });
        say("Click a pixel on the canvas to choose its palette entry.");
    }

    private void load() {
        JFileChooser chooser = FileChoosers.create(this);
        chooser.setDialogTitle("Load a palette (the images keep their indices)");
        chooser.setFileFilter(new FileNameExtensionFilter("Palettes and sprite sheets (*.pal, *.gpl, *.act, *.spr)",
                "pal", "gpl", "act", "spr"));
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            host.importPalette(chooser.getSelectedFile());
        }
    }

    private void save() {
        JFileChooser chooser = FileChoosers.create(this);
        chooser.setDialogTitle("Save the palette");
        chooser.setAcceptAllFileFilterUsed(false);
        FileNameExtensionFilter[] filters = new FileNameExtensionFilter[PaletteFormat.values().length];
        for (PaletteFormat f : PaletteFormat.values()) {
            filters[f.ordinal()] = new FileNameExtensionFilter(f.description() + " (*." + f.extension() + ")",
                    f.extension());
            chooser.addChoosableFileFilter(filters[f.ordinal()]);
        }
        chooser.setFileFilter(filters[0]);
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        PaletteFormat format = PaletteFormat.values()[Arrays.asList(filters).indexOf(chooser.getFileFilter())];
        File chosen = chooser.getSelectedFile();
        if (!chosen.getName().toLowerCase(Locale.ROOT).endsWith("." + format.extension())) {
            chosen = new File(chosen.getParentFile(), chosen.getName() + "." + format.extension());
        }
        save(document.sheet().palette(), format, chosen.toPath());
    }

    /** Writes {@code palette} in {@code format} to {@code file} off the event thread and says how it went. */
    void save(Palette palette, PaletteFormat format, Path file) {
        BackgroundWork.write(() -> format.save(palette, file),
                () -> say("Saved the palette to " + file.getFileName() + " (" + format.description() + ")."),
                problem -> say("Could not save " + file.getFileName() + ": " + problem));
    }

    /** Opens the dye preview of the palette window {@code dialog} (one {@link #show} returned); null: nothing. */
    public static void openDyePreview(JDialog dialog) {
        if (dialog != null && dialog.getContentPane().getComponentCount() > 0
                && dialog.getContentPane().getComponent(0) instanceof PaletteWindow window) {
            window.dyePreview();
        }
    }

    private void dyePreview() {
        if (dyeWindow != null && dyeWindow.isDisplayable()) {
            dyeWindow.setVisible(true);
            dyeWindow.toFront();
            return;
        }
        dyeWindow = DyePreviewWindow.show(this, host);
    }
}
