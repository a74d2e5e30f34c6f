package dev.marionette.editor.ro.view;

import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.tools.AnimatorTools;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import java.awt.Point;
import java.util.List;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;

/** The canvas's context menu: the layer commands for the selection, clipboard, anchors and zoom. */
final class CanvasMenu {

    private final RoView view;
    private final AnimatorTools tools;

    CanvasMenu(RoView view, AnimatorTools tools) {
        this.view = view;
        this.tools = tools;
    }

    void show(Point at) {
        SpriteCanvas canvas = view.canvas();
        RoActions a = view.actions();
        JPopupMenu menu = new JPopupMenu();
        menu.add(a.get(RoActions.MIRROR));
        menu.add(a.get(RoActions.FORWARD));
        menu.add(a.get(RoActions.BACKWARD));
        boolean layers = !view.state().selectedLayers().isEmpty();
        item(menu, "Bring to front", layers, () -> reselect(view.document().editor().layers()
                .bringToFront(view.state().selectedLayerRefs())));
        item(menu, "Send to back", layers, () -> reselect(view.document().editor().layers()
                .sendToBack(view.state().selectedLayerRefs())));
        menu.add(a.get(RoActions.DUPLICATE_LAYERS));
        LayerRef editable = imageLayer();
        item(menu, "Edit pixels…", editable != null, () -> view.editPixels(ImageRef.of(view.document().act()
                .animations().get(editable.action()).frames().get(editable.frame()).layers().get(editable.layer())),
                editable.layer()));
        menu.addSeparator();
        tools.addToCanvasMenu(menu);
        menu.add(a.get(RoActions.MERGE_LAYERS));
        RoEditTarget edit = (RoEditTarget) view.editTarget();
        menu.addSeparator();
        item(menu, "Cut", edit.canCut(), edit::cut);
        item(menu, "Copy", edit.canCopy(), edit::copy);
        item(menu, "Paste", edit.canPaste(), edit::paste);
        item(menu, "Delete", edit.canDelete(), edit::delete);
        menu.addSeparator();
        boolean anchors = ActVersion.hasAnchors(view.document().actVersion()) && view.state().currentFrame() != null;
        item(menu, "Add anchor here", anchors, () -> {
            int x = (int) Math.floor(canvas.viewport().toModelX(at.x));
            int y = (int) Math.floor(canvas.viewport().toModelY(at.y));
            view.state().selectAnchor(view.document().editor().frames().addAnchor(view.state().frameRef(), x, y)
                    .anchor());
        });
        menu.add(a.get(RoActions.ZOOM_FIT));
        menu.show(canvas, at.x, at.y);
    }

    /** The one selected layer when it shows an image of the sheet, else null. */
    private LayerRef imageLayer() {
        List<LayerRef> selected = view.state().selectedLayerRefs();
        if (selected.size() != 1) {
            return null;
        }
        LayerRef ref = selected.get(0);
        dev.marionette.model.act.SpriteLayer layer = view.document().act().animations().get(ref.action()).frames()
                .get(ref.frame()).layers().get(ref.layer());
        return !layer.isEmpty() && view.document().sheet().imageWidth(layer.spriteType(), layer.spriteIndex()) >= 0
                ? ref : null;
    }

    private void reselect(List<LayerRef> refs) {
        view.state().selectLayers(refs.stream().map(LayerRef::layer).toList());
    }

    private void item(JPopupMenu menu, String text, boolean enabled, Runnable command) {
        JMenuItem item = new JMenuItem(text);
        item.setEnabled(enabled);
        item.addActionListener(e -> {
            try {
                command.run();
            } catch (EditRejectedException ex) {
                view.message(ex.getMessage());
            }
        });
        menu.add(item);
    }
}
