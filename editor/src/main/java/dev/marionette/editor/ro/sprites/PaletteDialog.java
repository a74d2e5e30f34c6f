package dev.marionette.editor.ro.sprites;

import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.Palette;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.function.Consumer;
import javax.swing.JColorChooser;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.SwingUtilities;

/**
 * The sheet's palette as a 16 &times; 16 grid; entry 0 (always transparent) is crossed out. Clicking an entry
 * changes its colour (one undo step, merging with further changes of the same entry).
 */
public final class PaletteDialog extends JComponent {

    private static final long serialVersionUID = 1L;
    private static final int CELL = 18;

    private final transient SpriteDocument document;
    private final transient Consumer<String> messages;
    private final transient DocumentListener listener = e -> repaint();

    private PaletteDialog(SpriteDocument document, Consumer<String> messages) {
        this.document = document;
        this.messages = messages;
        setName("paletteGrid");
        setPreferredSize(new Dimension(16 * CELL + 1, 16 * CELL + 1));
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int entry = (e.getY() / CELL) * 16 + e.getX() / CELL;
                if (entry > 0 && entry < Palette.SIZE) {
                    edit(entry);
                }
            }
        });
        setToolTipText("Click an entry to change its colour; entry 0 is always transparent");
    }

    /**
     * Shows the palette of {@code document} in a new window over {@code parent} and returns it, or returns
     * null (with a message) when the sheet has no palette. The caller keeps it, so that a document has one.
     */
    public static JDialog show(Component parent, SpriteDocument document, Consumer<String> messages) {
        if (document.sheet().palette() == null) {
            messages.accept("This sprite sheet has no palette (it holds no indexed images).");
            return null;
        }
        PaletteDialog grid = new PaletteDialog(document, messages);
        JDialog dialog = new JDialog(SwingUtilities.getWindowAncestor(parent), "Palette of " + document.displayName());
        dialog.setName("paletteDialog");
        dialog.add(grid);
        document.addDocumentListener(grid.listener);
        dialog.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                document.removeDocumentListener(grid.listener);
            }
        });
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        dialog.pack();
        // Centred on the window: the strip sits at its bottom, and a window centred there hangs off the screen.
        dialog.setLocationRelativeTo(dialog.getOwner());
        dialog.setVisible(true);
        return dialog;
    }

    private void edit(int entry) {
        Palette palette = document.sheet().palette();
        Color chosen = JColorChooser.showDialog(this, "Palette entry " + entry, new Color(palette.argb(entry)));
        if (chosen != null) {
            try {
                document.editor().sheet().setPaletteColor(entry, chosen.getRGB() & 0xFFFFFF);
            } catch (EditRejectedException e) {
                messages.accept(e.getMessage());
            }
        }
    }

    @Override
    protected void paintComponent(Graphics g) {
        Palette palette = document.sheet().palette();
        if (palette == null) {
            return;
        }
        for (int i = 0; i < Palette.SIZE; i++) {
            int x = (i % 16) * CELL;
            int y = (i / 16) * CELL;
            g.setColor(new Color(palette.argb(i)));
            g.fillRect(x, y, CELL, CELL);
            g.setColor(Color.DARK_GRAY);
            g.drawRect(x, y, CELL, CELL);
            if (i == 0) {
                g.setColor(Color.WHITE);
                g.drawLine(x, y, x + CELL, y + CELL);
            }
        }
    }
}
