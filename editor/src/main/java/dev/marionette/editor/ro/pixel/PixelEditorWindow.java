package dev.marionette.editor.ro.pixel;

import dev.marionette.editor.action.ActionButtons;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.action.TabKeys;
import dev.marionette.editor.kit.DocumentCommands;
import dev.marionette.editor.kit.TabEdits;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.pixel.FloatingPixels;
import dev.marionette.model.ro.pixel.PixelSelection;
import dev.marionette.model.ro.pixel.PixelTransforms;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Window;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.BorderFactory;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;

/**
 * The pixel editor: a window beside the sprite tab showing one image of the sheet, with the tools above it,
 * the colours beside it and what the pointer is over below it. One per sprite tab: opening another image
 * shows it in the same window. Its keys (B, E, G, I, M, X, [ ], Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y, Ctrl+S...) work
 * wherever the focus is in the window ({@link TabKeys}); undo and redo are the document's, shared with the tab, and
 * Ctrl+S saves it as File &gt; Save does ({@link DocumentCommands}).
 */
public final class PixelEditorWindow {

    private final JDialog dialog;
    private final PixelSession session;
    private final PixelView view;
    private final PalettePanel palette;
    private final ActionRegistry actions = PixelActions.registry();
    private final JLabel status = new JLabel(" ");
    /** The pixel under the pointer and the zoom, right of the messages. */
    private final JLabel readout = new JLabel(" ");
    /** Where the pointer is over the canvas, or null when it is not. */
    private java.awt.Point pointer;
    private final TabEdits messages;
    private int contextLayer;

    /**
     * A window over {@code owner} editing {@code ref}.
     *
     * @param context  the frame shown in the tab, drawn around the image; see {@link PixelContext}
     * @param messages where refusals are said (the tab's status line); they show in the window too
     */
    public PixelEditorWindow(Component owner, SpriteDocument document, ImageRef ref, PixelContextSource context,
            TabEdits messages) {
        this.messages = messages;
        Window window = owner == null ? null : SwingUtilities.getWindowAncestor(owner);
        dialog = new JDialog(window);
        dialog.setName("pixelEditor");
        dialog.setDefaultCloseOperation(JDialog.DISPOSE_ON_CLOSE);
        session = new PixelSession(document, ref);
        session.setMessages(this::say);
        session.setClosed(dialog::dispose);
        view = new PixelView(session, new PixelContext(context::parts, session::ref, () -> contextLayer));
        palette = new PalettePanel(session);
        registerActions();
        JPanel root = new JPanel(new BorderLayout());
        root.add(toolBar(), BorderLayout.NORTH);
        root.add(view, BorderLayout.CENTER);
        JPanel side = new JPanel(new BorderLayout());
        side.add(palette, BorderLayout.NORTH);
        root.add(side, BorderLayout.EAST);
        status.setName("pixelStatus");
        readout.setName("pixelReadout");
        JPanel bottom = new JPanel(new BorderLayout(12, 0));
        bottom.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
        bottom.add(status, BorderLayout.CENTER);
        bottom.add(readout, BorderLayout.EAST);
        root.add(bottom, BorderLayout.SOUTH);
        dialog.setContentPane(root);
        dialog.setJMenuBar(menus());
        // Redo is Ctrl+Shift+Z (or Ctrl+Y) here as in the main window
        TabKeys.install(root).bindAccelerators(actions);
        session.addListener(this::refresh);
        // the zoom shown follows every zoom (keys, wheel, a fit after a canvas resize), not only the pointer
        view.viewport().addChangeListener(this::showReadout);
        view.addMouseMotionListener(new java.awt.event.MouseMotionAdapter() {
            @Override
            public void mouseMoved(java.awt.event.MouseEvent e) {
                pointer(e.getPoint());
            }

            @Override
            public void mouseDragged(java.awt.event.MouseEvent e) {
                pointer(e.getPoint());
            }
        });
        view.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseExited(java.awt.event.MouseEvent e) {
                pointer(null);
            }
        });
        dialog.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                session.dispose();
            }
        });
        dialog.setSize(new Dimension(960, 680));
        dialog.setLocationRelativeTo(window);
        refresh();
    }

    /** Shows {@code ref} (the layer of the frame it is edited in, or -1) and brings the window to the front. */
    public void show(ImageRef ref, int layer) {
        contextLayer = layer;
        if (!ref.equals(session.ref())) {
            view.tools().cancel();
            session.open(ref);
            view.zoomToFit();
        }
        view.viewport().contentChanged();
        dialog.setVisible(true);
        dialog.toFront();
        view.requestFocusInWindow();
    }

    /** True until the window is closed. */
    public boolean isOpen() {
        return dialog.isDisplayable();
    }

    public void dispose() {
        dialog.dispose();
    }

    public JDialog dialog() {
        return dialog;
    }

    public PixelView view() {
        return view;
    }

    public PixelSession session() {
        return session;
    }

    private void registerActions() {
        Map<String, PixelSession.Tool> tools = Map.of("px.pencil", PixelSession.Tool.PENCIL, "px.eraser",
                PixelSession.Tool.ERASER, "px.line", PixelSession.Tool.LINE, "px.rectangle",
                PixelSession.Tool.RECTANGLE, "px.ellipse", PixelSession.Tool.ELLIPSE, "px.fill", PixelSession.Tool.FILL,
                "px.picker", PixelSession.Tool.PICKER, "px.select", PixelSession.Tool.SELECT, "px.lasso",
                PixelSession.Tool.LASSO);
        SpriteDocument doc = session.document();
        for (String id : PixelActions.IDS) {
            PixelSession.Tool tool = tools.get(id);
            if (tool != null) {
                actions.register(id, () -> session.setTool(tool)).selectedWhen(() -> session.tool() == tool);
            }
        }
        actions.register("px.swap", session::swapColours);
        actions.register("px.smaller", () -> session.growBrush(-1));
        actions.register("px.larger", () -> session.growBrush(1));
        actions.register("px.filled", () -> session.setFilled(!session.filled())).selectedWhen(session::filled);
        actions.register("px.contiguous", () -> session.setContiguous(!session.contiguous()))
                .selectedWhen(session::contiguous);
        actions.register("px.save", () -> {
            view.tools().cancel();
            DocumentCommands.of(dialog).ifPresentOrElse(commands -> commands.save(doc),
                    () -> say("Save from the main window (File > Save)."));
        });
        actions.register("px.undo", () -> {
            view.tools().cancel();
            if (doc.canUndo()) {
                doc.undo();
            }
        });
        actions.register("px.redo", () -> {
            view.tools().cancel();
            if (doc.canRedo()) {
                doc.redo();
            }
        });
        actions.register("px.cut", () -> {
            copy();
            session.deleteSelection();
        });
        actions.register("px.copy", this::copy);
        actions.register("px.paste", this::paste);
        actions.register("px.delete", session::deleteSelection);
        actions.register("px.selectAll", () -> session.select(PixelSelection.all(session.buffer().width(),
                session.buffer().height())));
        actions.register("px.deselect", () -> session.select(null));
        actions.register("px.flipHorizontal", () -> guarded(() -> session.transform("Flip",
                FloatingPixels::flipHorizontal, PixelTransforms::flipHorizontal)));
        actions.register("px.flipVertical", () -> guarded(() -> session.transform("Flip",
                FloatingPixels::flipVertical, PixelTransforms::flipVertical)));
        actions.register("px.rotateClockwise", () -> guarded(() -> session.transform("Rotate",
                f -> f.rotate(true), PixelTransforms::rotateClockwise)));
        actions.register("px.rotateAnticlockwise", () -> guarded(() -> session.transform("Rotate",
                f -> f.rotate(false), PixelTransforms::rotateAnticlockwise)));
        actions.register("px.resizeCanvas", () -> ResizeCanvasDialog.ask(dialog, session.buffer().width(),
                session.buffer().height()).ifPresent(r -> guarded(() -> session.resizeCanvas(r.width(), r.height(),
                        r.anchorX(), r.anchorY()))));
        actions.register("px.replaceColour", () -> {
            int n = session.replaceColour(session.primary(), session.secondary());
            say(n == 0 ? "No pixel has the left colour." : "Replaced " + n + " pixels.");
        });
        actions.register("px.zoomIn", () -> view.zoomStep(true));
        actions.register("px.zoomOut", () -> view.zoomStep(false));
        actions.register("px.fit", view::zoomToFit);
        actions.register("px.grid", () -> view.setShowGrid(!view.showsGrid())).selectedWhen(view::showsGrid);
        actions.register("px.context", () -> view.setShowContext(!view.showsContext()))
                .selectedWhen(view::showsContext);
    }

    /** Runs a command; a refusal, or a size the image cannot take, is said in the window. */
    private void guarded(Runnable command) {
        TabEdits saying = this::say;
        try {
            saying.edit(command);
        } catch (IllegalArgumentException e) {
            say(e.getMessage());
        }
    }

    private void copy() {
        FloatingPixels pixels = session.copySelection();
        if (pixels != null) {
            PixelClipboard.copy(pixels, session.buffer().indexed(), session.palette());
            say("Copied " + pixels.width() + "x" + pixels.height() + " pixels.");
        }
    }

    private void paste() {
        PixelClipboard.paste(session.buffer().indexed(), session.palette()).ifPresentOrElse(p -> {
            guarded(() -> session.paste(p.pixels()));
            session.setTool(PixelSession.Tool.SELECT);
            say(p.mappedBecause() == null ? "Pasted " + p.pixels().width() + "x" + p.pixels().height() + " pixels."
                    : "Pasted with its colours matched to the palette: " + p.mappedBecause() + ".");
        }, () -> say("The clipboard holds no picture."));
    }

    private void say(String text) {
        status.setText(text);
        messages.message(text);
    }

    private void refresh() {
        actions.refreshAll();
        showReadout();
        dialog.setTitle("Pixels: " + session.ref() + " (" + session.buffer().width() + "x"
                + session.buffer().height() + ") of " + session.document().displayName());
    }

    private void pointer(java.awt.Point at) {
        pointer = at;
        showReadout();
    }

    /** The pixel under the pointer (when it is over the image) and the zoom, as they are now. */
    private void showReadout() {
        String zoom = view.viewport().zoomText();
        if (pointer == null) {
            readout.setText(zoom);
            return;
        }
        int px = (int) Math.floor(view.viewport().toModelX(pointer.x));
        int py = (int) Math.floor(view.viewport().toModelY(pointer.y));
        if (!session.buffer().contains(px, py)) {
            readout.setText(zoom);
            return;
        }
        int v = session.buffer().get(px, py);
        String value = session.buffer().indexed() ? "index " + v : String.format(java.util.Locale.ROOT, "#%08X", v);
        readout.setText(px + ", " + py + ": " + value + "  ·  " + zoom);
    }

    /** The readout: its text, for tests. */
    String readoutText() {
        return readout.getText();
    }

    private JToolBar toolBar() {
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        String[][] buttons = {{"px.pencil", "Pencil"}, {"px.eraser", "Eraser"}, {"px.line", "Line"},
            {"px.rectangle", "Rect"}, {"px.ellipse", "Ellipse"}, {"px.fill", "Fill"}, {"px.picker", "Picker"},
            {"px.select", "Select"}, {"px.lasso", "Lasso"}, null, {"px.filled", "Filled"},
            {"px.contiguous", "Contiguous"}, null, {"px.grid", "Grid"}, {"px.context", "Context"}};
        for (String[] b : buttons) {
            if (b == null) {
                bar.addSeparator();
            } else {
                bar.add(toggle(b[0], b[1]));
            }
        }
        return bar;
    }

    private AbstractButton toggle(String id, String shortText) {
        EditorAction a = actions.get(id);
        JToggleButton b = ActionButtons.toggle(a, id);
        b.setText(shortText);
        b.setToolTipText(a.getValue(javax.swing.Action.NAME) + (a.accelerator() == null ? ""
                : " (" + dev.marionette.editor.action.KeyStrokes.describe(a.accelerator()) + ")"));
        return b;
    }

    private JMenuBar menus() {
        JMenuBar bar = new JMenuBar();
        bar.add(menu("File", "px.save"));
        bar.add(menu("Edit", "px.undo", "px.redo", null, "px.cut", "px.copy", "px.paste", "px.delete", null,
                "px.selectAll", "px.deselect"));
        bar.add(menu("Tools", "px.pencil", "px.eraser", "px.line", "px.rectangle", "px.ellipse", "px.fill",
                "px.picker", "px.select", "px.lasso", null, "px.swap", "px.smaller", "px.larger", "px.filled",
                "px.contiguous"));
        bar.add(menu("Image", "px.flipHorizontal", "px.flipVertical", "px.rotateClockwise", "px.rotateAnticlockwise",
                null, "px.resizeCanvas", "px.replaceColour"));
        bar.add(menu("View", "px.zoomIn", "px.zoomOut", "px.fit", null, "px.grid", "px.context"));
        return bar;
    }

    private JMenu menu(String name, String... ids) {
        JMenu menu = new JMenu(name);
        for (String id : ids) {
            if (id == null) {
                menu.addSeparator();
            } else if (actions.get(id).isToggle()) {
                menu.add(new JCheckBoxMenuItem(actions.get(id)));
            } else {
                menu.add(actions.get(id));
            }
        }
        return menu;
    }
}
