package dev.marionette.editor.agent.character;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntConsumer;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.JPopupMenu;
import javax.swing.KeyStroke;

/**
 * The character's palette as a 16x16 grid of swatches; the transparent index is crossed out. A click (or the
 * arrow keys) only selects an entry, outlined, and tells the selection listeners; it never changes the
 * character. A right click selects the entry under the pointer and shows the menu the page gives
 * ({@link #setContextMenu}), where changing the transparent colour is an explicit command.
 */
public final class PaletteView extends JComponent {

    private static final int CELL = 13;

    /** The menu for a right click on entry {@code index}, or null for none. */
    public interface ContextMenu {
        JPopupMenu menuFor(int index);
    }

    private int[] palette = new int[0];
    private int transparent = -1;
    private int selected = -1;
    private ContextMenu contextMenu;
    private final List<IntConsumer> selectionListeners = new CopyOnWriteArrayList<>();

    public PaletteView() {
        setName("paletteView");
        setPreferredSize(new Dimension(16 * CELL + 1, 16 * CELL + 1));
        setFocusable(true);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                int i = indexAt(e.getX(), e.getY());
                if (i < 0) {
                    return;
                }
                requestFocusInWindow();
                select(i);
                if (e.isPopupTrigger()) {
                    showMenu(e, i);
                }
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                int i = indexAt(e.getX(), e.getY());
                if (i >= 0 && e.isPopupTrigger()) {
                    showMenu(e, i);
                }
            }
        });
        // bound in the input map, not read by a key listener, so the tab's keys (plain arrows step frames where
        // the focused control has no use for them) see that the palette uses the arrows itself
        bindStep(KeyEvent.VK_LEFT, "selectPreviousSwatch", -1);
        bindStep(KeyEvent.VK_RIGHT, "selectNextSwatch", 1);
        bindStep(KeyEvent.VK_UP, "selectSwatchAbove", -16);
        bindStep(KeyEvent.VK_DOWN, "selectSwatchBelow", 16);
        addFocusListener(new java.awt.event.FocusAdapter() {
            @Override
            public void focusGained(java.awt.event.FocusEvent e) {
                repaint();
            }

            @Override
            public void focusLost(java.awt.event.FocusEvent e) {
                repaint();
            }
        });
        setToolTipText("");
    }

    /** Shows {@code palette} with {@code transparent} crossed out; the selection stays where it is if it can. */
    public void show(int[] palette, int transparent) {
        this.palette = palette.clone();
        this.transparent = transparent;
        if (selected >= palette.length) {
            selected = -1;
        }
        repaint();
    }

    /** The menu shown on a right click over an entry. */
    public void setContextMenu(ContextMenu menu) {
        this.contextMenu = menu;
    }

    /** Called with the new selected index whenever the selection changes. */
    public void addSelectionListener(IntConsumer listener) {
        selectionListeners.add(listener);
    }

    /** The selected entry, or -1. */
    public int selected() {
        return selected;
    }

    /** Selects entry {@code index} (-1 for none); changes nothing else. */
    public void select(int index) {
        int i = index >= 0 && index < palette.length ? index : -1;
        if (i != selected) {
            selected = i;
            repaint();
            selectionListeners.forEach(l -> l.accept(i));
        }
    }

    /** The centre of entry {@code index}'s swatch, in this component's coordinates. */
    public java.awt.Point swatchCentre(int index) {
        return new java.awt.Point((index % 16) * CELL + CELL / 2, (index / 16) * CELL + CELL / 2);
    }

    private void showMenu(MouseEvent e, int index) {
        JPopupMenu menu = contextMenu == null ? null : contextMenu.menuFor(index);
        if (menu != null) {
            menu.show(this, e.getX(), e.getY());
        }
    }

    private int indexAt(int x, int y) {
        int i = (y / CELL) * 16 + x / CELL;
        return x >= 0 && y >= 0 && x < 16 * CELL && i < palette.length ? i : -1;
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int i = indexAt(e.getX(), e.getY());
        return i < 0 ? null : describe(palette, i, transparent);
    }

    /** "Index 10: #FF00FF (transparent)". */
    static String describe(int[] palette, int index, int transparent) {
        return String.format(Locale.ROOT, "Index %d: #%06X%s", index, palette[index] & 0xFFFFFF,
                index == transparent ? " (transparent)" : "");
    }

    @Override
    protected void paintComponent(Graphics g) {
        for (int i = 0; i < palette.length; i++) {
            int x = (i % 16) * CELL;
            int y = (i / 16) * CELL;
            g.setColor(new Color(palette[i] & 0xFFFFFF));
            g.fillRect(x, y, CELL, CELL);
            if (i == transparent) {
                g.setColor(Color.WHITE);
                g.drawRect(x, y, CELL - 1, CELL - 1);
                g.setColor(Color.BLACK);
                g.drawLine(x, y, x + CELL - 1, y + CELL - 1);
                g.drawLine(x + CELL - 1, y, x, y + CELL - 1);
            }
        }
        if (selected >= 0) {
            // Two rings, black inside white, so the outline shows on any colour.
            Graphics2D g2 = (Graphics2D) g.create();
            int x = (selected % 16) * CELL;
            int y = (selected / 16) * CELL;
            g2.setStroke(new BasicStroke(1));
            g2.setColor(Color.WHITE);
            g2.drawRect(x - 1, y - 1, CELL + 1, CELL + 1);
            g2.setColor(isFocusOwner() ? Color.BLACK : Color.DARK_GRAY);
            g2.drawRect(x, y, CELL - 1, CELL - 1);
            g2.dispose();
        }
    }

    private void bindStep(int keyCode, String name, int step) {
        getInputMap(WHEN_FOCUSED).put(KeyStroke.getKeyStroke(keyCode, 0), name);
        getActionMap().put(name, new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                if (palette.length == 0) {
                    return;
                }
                int to = (selected < 0 ? 0 : selected) + step;
                if (to >= 0 && to < palette.length) {
                    select(to);
                }
            }
        });
    }
}
