package dev.marionette.editor.ro.view;

import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.ro.shared.SpriteTab;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import java.awt.Point;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;

/** The canvas's context menu: the layer commands for the selection, clipboard, anchors and zoom. */
final class CanvasMenu {

    /** Opens the pixel editor on an image, around a layer of the frame shown. */
    interface PixelEditing {
        void edit(ImageRef image, int layer);
    }

    private final SpriteTab tab;
    private final SpriteCanvas canvas;
    private final RoEditTarget edit;
    private final PixelEditing pixels;
    private final Consumer<JPopupMenu> tools;

    /** @param tools adds the animator's tools to the menu */
    CanvasMenu(SpriteTab tab, SpriteCanvas canvas, RoEditTarget edit, PixelEditing pixels,
            Consumer<JPopupMenu> tools) {
        this.tab = tab;
        this.canvas = canvas;
        this.edit = edit;
        this.pixels = pixels;
        this.tools = tools;
    }

    void show(Point at) {
        RoActions a = tab.actions();
        JPopupMenu menu = new JPopupMenu();
        menu.add(a.get(RoActions.MIRROR));
        menu.add(a.get(RoActions.FORWARD));
        menu.add(a.get(RoActions.BACKWARD));
        boolean layers = !tab.state().selectedLayers().isEmpty();
        item(menu, "Bring to front", layers, () -> reselect(tab.document().editor().layers()
                .bringToFront(tab.state().selectedLayerRefs())));
        item(menu, "Send to back", layers, () -> reselect(tab.document().editor().layers()
                .sendToBack(tab.state().selectedLayerRefs())));
        menu.add(a.get(RoActions.DUPLICATE_LAYERS));
        LayerRef editable = imageLayer();
        item(menu, "Edit pixels…", editable != null, () -> pixels.edit(ImageRef.of(tab.document().act()
                .animations().get(editable.action()).frames().get(editable.frame()).layers().get(editable.layer())),
                editable.layer()));
        menu.addSeparator();
        tools.accept(menu);
        menu.add(a.get(RoActions.MERGE_LAYERS));
        menu.addSeparator();
        item(menu, "Cut", edit.canCut(), edit::cut);
        item(menu, "Copy", edit.canCopy(), edit::copy);
        item(menu, "Paste", edit.canPaste(), edit::paste);
        item(menu, "Delete", edit.canDelete(), edit::delete);
        menu.addSeparator();
        boolean anchors = ActVersion.hasAnchors(tab.document().actVersion()) && tab.state().currentFrame() != null;
        item(menu, "Add anchor here", anchors, () -> {
            int x = (int) Math.floor(canvas.viewport().toModelX(at.x));
            int y = (int) Math.floor(canvas.viewport().toModelY(at.y));
            tab.state().selectAnchor(tab.document().editor().frames().addAnchor(tab.state().frameRef(), x, y)
                    .anchor());
        });
        menu.add(a.get(RoActions.ZOOM_FIT));
        menu.show(canvas, at.x, at.y);
    }

    /** The one selected layer when it shows an image of the sheet, else null. */
    private LayerRef imageLayer() {
        List<LayerRef> selected = tab.state().selectedLayerRefs();
        if (selected.size() != 1) {
            return null;
        }
        LayerRef ref = selected.get(0);
        dev.marionette.model.act.SpriteLayer layer = tab.document().act().animations().get(ref.action()).frames()
                .get(ref.frame()).layers().get(ref.layer());
        return !layer.isEmpty() && tab.document().sheet().imageWidth(layer.spriteType(), layer.spriteIndex()) >= 0
                ? ref : null;
    }

    private void reselect(List<LayerRef> refs) {
        tab.state().selectLayers(refs.stream().map(LayerRef::layer).toList());
    }

    private void item(JPopupMenu menu, String text, boolean enabled, Runnable command) {
        JMenuItem item = new JMenuItem(text);
        item.setEnabled(enabled);
        item.addActionListener(e -> tab.edits().edit(command));
        menu.add(item);
    }
}
