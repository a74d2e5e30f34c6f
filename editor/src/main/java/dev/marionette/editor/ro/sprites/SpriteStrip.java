package dev.marionette.editor.ro.sprites;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.ro.palette.PaletteHost;
import dev.marionette.editor.ro.palette.PaletteWindow;
import dev.marionette.editor.ro.shared.SpriteDrag;
import dev.marionette.editor.util.Buttons;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SwingConstants;
import javax.swing.TransferHandler;
import net.miginfocom.swing.MigLayout;

/**
 * Every image of the SPR as a thumbnail, indexed ones then RGBA ones, in one scrolling row. Drag a thumbnail
 * onto the canvas to add a layer showing it there. The buttons import pictures as new images, replace,
 * delete and export the selected ones, move the selected one left or right within its block (also Ctrl+Left
 * and Ctrl+Right in the strip; layers follow), and show the palette in the document's one palette window
 * ({@link SpriteSheetActions}, {@link PaletteWindow}).
 */
public final class SpriteStrip extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final int THUMB = 48;

    private final transient SpriteDocument document;
    private final transient SpriteThumbnails thumbnails;
    private final DefaultListModel<ImageRef> images = new DefaultListModel<>();
    private final JList<ImageRef> list = new JList<>(images);
    private final transient DocumentListener listener = this::documentChanged;
    private final transient SpriteSheetActions actions;
    private final JButton moveLeft;
    private final JButton moveRight;
    /** The document's palette window while it is open: one per document. */
    private javax.swing.JDialog paletteWindow;
    /** The tab the palette editor works in; null until the view sets it. */
    private transient PaletteHost paletteHost;

    public SpriteStrip(SpriteDocument document, SpriteThumbnails thumbnails, TabEdits messages) {
        super(new BorderLayout());
        this.document = document;
        this.thumbnails = thumbnails;
        setName("spriteStrip");
        list.setName("spriteList");
        list.setLayoutOrientation(JList.HORIZONTAL_WRAP);
        list.setVisibleRowCount(1);
        list.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        list.setFixedCellWidth(THUMB + 8);
        list.setFixedCellHeight(THUMB + 20);
        list.setCellRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                    boolean focus) {
                ImageRef ref = (ImageRef) value;
                JLabel label = (JLabel) super.getListCellRendererComponent(l, label(ref), index, selected, focus);
                label.setIcon(thumbnails.icon(ref.type(), ref.index(), THUMB));
                label.setVerticalTextPosition(SwingConstants.BOTTOM);
                label.setHorizontalTextPosition(SwingConstants.CENTER);
                label.setHorizontalAlignment(SwingConstants.CENTER);
                SpriteSheet sheet = document.sheet();
                label.setToolTipText(ref + ", " + sheet.imageWidth(ref.type(), ref.index()) + "x"
                        + sheet.imageHeight(ref.type(), ref.index()) + " (drag onto the canvas to add a layer)");
                return label;
            }
        });
        list.setDragEnabled(true);
        list.setTransferHandler(new TransferHandler() {
            private static final long serialVersionUID = 1L;

            @Override
            public int getSourceActions(JComponent c) {
                return COPY;
            }

            @Override
            protected Transferable createTransferable(JComponent c) {
                ImageRef ref = list.getSelectedValue();
                return ref == null ? null : new StringSelection(SpriteDrag.encode(ref));
            }
        });
        JScrollPane scroll = new JScrollPane(list, JScrollPane.VERTICAL_SCROLLBAR_NEVER,
                JScrollPane.HORIZONTAL_SCROLLBAR_AS_NEEDED);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.setPreferredSize(new java.awt.Dimension(200, THUMB + 20 + 16));
        add(scroll, BorderLayout.CENTER);
        actions = new SpriteSheetActions(document, this::selected, messages, this);
        moveLeft = Buttons.compact("Move left", "moveSpriteLeft", () -> move(-1));
        moveLeft.setToolTipText("Move the selected image one place left within its block (Ctrl+Left)");
        moveRight = Buttons.compact("Move right", "moveSpriteRight", () -> move(1));
        moveRight.setToolTipText("Move the selected image one place right within its block (Ctrl+Right)");
        bindKey(KeyEvent.VK_LEFT, "moveSpriteLeft", -1);
        bindKey(KeyEvent.VK_RIGHT, "moveSpriteRight", 1);
        list.addListSelectionListener(e -> updateMoveButtons());
        JPanel buttons = new JPanel(new MigLayout("insets 2, wrap 3, gap 2", "[fill][fill][fill]"));
        buttons.add(Buttons.compact("Import…", "importSprites", actions::importPictures));
        buttons.add(Buttons.compact("Replace…", "replaceSprite", actions::replaceSelected));
        buttons.add(Buttons.compact("Delete", "deleteSprites", actions::deleteSelected));
        buttons.add(Buttons.compact("Export…", "exportSprite", actions::exportSelected));
        buttons.add(Buttons.compact("Palette…", "showPalette", () -> showPalette(messages::message)));
        buttons.add(moveLeft);
        buttons.add(moveRight);
        add(buttons, BorderLayout.WEST);
        document.addDocumentListener(listener);
        reload();
    }

    /** Shows the document's palette window: the one already open, brought to the front, or a new one. */
    public void showPalette(Consumer<String> messages) {
        if (paletteWindow != null && paletteWindow.isDisplayable()) {
            paletteWindow.setVisible(true);
            paletteWindow.toFront();
            paletteWindow.requestFocus();
            return;
        }
        if (paletteHost == null) {
            messages.accept("The palette editor needs the sprite tab.");
            return;
        }
        paletteWindow = PaletteWindow.show(this, paletteHost);
    }

    /** Sets the tab the palette editor works in (its canvas, frame, status line and palette import). */
    public void setPaletteHost(PaletteHost host) {
        this.paletteHost = host;
    }

    /** The document's palette window while it is open, else null. */
    public javax.swing.JDialog paletteWindow() {
        return paletteWindow != null && paletteWindow.isDisplayable() ? paletteWindow : null;
    }

    private void bindKey(int key, String name, int step) {
        list.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key, InputEvent.CTRL_DOWN_MASK), name);
        list.getActionMap().put(name, new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                move(step);
            }
        });
    }

    /** Moves the selected image {@code step} places within its block and keeps it selected. */
    void move(int step) {
        ImageRef moved = actions.moveSelected(step);
        if (moved != null) {
            int at = images.indexOf(moved);
            list.setSelectedIndex(at);
            list.ensureIndexIsVisible(at);
        }
    }

    /**
     * Gives the image list a context menu: right click selects the image under the pointer (unless it is
     * selected already) and shows the menu {@code items} fill.
     */
    public void setContextMenu(java.util.function.Consumer<javax.swing.JPopupMenu> items) {
        list.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mousePressed(java.awt.event.MouseEvent e) {
                popup(e);
            }

            @Override
            public void mouseReleased(java.awt.event.MouseEvent e) {
                popup(e);
            }

            private void popup(java.awt.event.MouseEvent e) {
                if (!e.isPopupTrigger()) {
                    return;
                }
                int index = list.locationToIndex(e.getPoint());
                if (index >= 0 && !list.isSelectedIndex(index)) {
                    list.setSelectedIndex(index);
                }
                javax.swing.JPopupMenu menu = new javax.swing.JPopupMenu();
                items.accept(menu);
                menu.show(list, e.getX(), e.getY());
            }
        });
    }

    /** A double-click on an image runs {@code action} on it (the tab opens the pixel editor). */
    public void setOpenAction(Consumer<ImageRef> action) {
        list.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseClicked(java.awt.event.MouseEvent e) {
                int index = list.locationToIndex(e.getPoint());
                if (e.getClickCount() == 2 && javax.swing.SwingUtilities.isLeftMouseButton(e) && index >= 0
                        && list.getCellBounds(index, index).contains(e.getPoint())) {
                    action.accept(images.get(index));
                }
            }
        });
    }

    /** The "Move left" button. */
    JButton moveLeftButton() {
        return moveLeft;
    }

    /** The "Move right" button. */
    JButton moveRightButton() {
        return moveRight;
    }

    private void updateMoveButtons() {
        List<ImageRef> selected = selected();
        moveLeft.setEnabled(actions.canMove(selected, -1));
        moveRight.setEnabled(actions.canMove(selected, 1));
    }

    private static String label(ImageRef ref) {
        return (ref.type() == 0 ? "I" : "R") + ref.index();
    }

    public void dispose() {
        document.removeDocumentListener(listener);
        if (paletteWindow != null) {
            paletteWindow.dispose();
        }
    }

    /** The selected images. */
    public List<ImageRef> selected() {
        return list.getSelectedValuesList();
    }

    public JList<ImageRef> imageList() {
        return list;
    }

    private void documentChanged(DocumentEvent e) {
        if (e.touches(Part.SPRITE) || e.touches(Part.PALETTE) || e.touches(Part.DOCUMENT)) {
            reload();
        }
    }

    private void reload() {
        List<ImageRef> selected = selected();
        images.clear();
        SpriteSheet sheet = document.sheet();
        for (int i = 0; i < sheet.indexedImages().size(); i++) {
            images.addElement(ImageRef.indexed(i));
        }
        for (int i = 0; i < sheet.rgbaImages().size(); i++) {
            images.addElement(ImageRef.rgba(i));
        }
        for (ImageRef ref : selected) {
            int at = images.indexOf(ref);
            if (at >= 0) {
                list.addSelectionInterval(at, at);
            }
        }
        updateMoveButtons();
    }
}
