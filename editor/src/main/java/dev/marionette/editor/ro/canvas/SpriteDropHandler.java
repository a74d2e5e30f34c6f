package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.ro.shared.SpriteDrag;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import java.awt.Point;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import javax.swing.TransferHandler;

/**
 * Accepts a sprite dragged from the strip: a new layer showing it, centred on the model pixel it was
 * dropped on, on top of the frame shown, and selected. One undo step ("Add layer").
 */
final class SpriteDropHandler extends TransferHandler {

    private static final long serialVersionUID = 1L;

    private final transient SpriteCanvas canvas;

    SpriteDropHandler(SpriteCanvas canvas) {
        this.canvas = canvas;
    }

    @Override
    public boolean canImport(TransferSupport support) {
        if (support.isDataFlavorSupported(DataFlavor.stringFlavor)) {
            return canvas.state().currentFrame() != null;
        }
        TransferHandler outer = outer();
        return outer != null && outer.canImport(support);
    }

    @Override
    public boolean importData(TransferSupport support) {
        if (!support.isDataFlavorSupported(DataFlavor.stringFlavor)) {
            // Files dropped on the canvas open as they would anywhere else in the window.
            TransferHandler outer = outer();
            return outer != null && outer.importData(support);
        }
        if (!canImport(support)) {
            return false;
        }
        Optional<ImageRef> image;
        try {
            image = SpriteDrag.decode((String) support.getTransferable().getTransferData(DataFlavor.stringFlavor));
        } catch (UnsupportedFlavorException | IOException e) {
            return false;
        }
        if (image.isEmpty()) {
            return false;
        }
        Point at = support.isDrop() ? support.getDropLocation().getDropPoint()
                : new Point(canvas.getWidth() / 2, canvas.getHeight() / 2);
        addLayer(image.get(), at);
        return true;
    }

    /** The handler of the nearest enclosing component or window that has one (the window opens files). */
    private TransferHandler outer() {
        for (java.awt.Container c = canvas.getParent(); c != null; c = c.getParent()) {
            TransferHandler handler = c instanceof javax.swing.JComponent j ? j.getTransferHandler()
                    : c instanceof javax.swing.JFrame f ? f.getTransferHandler() : null;
            if (handler != null) {
                return handler;
            }
        }
        return null;
    }

    /** Adds a layer showing {@code image} centred at component point {@code at}. */
    void addLayer(ImageRef image, Point at) {
        int x = (int) Math.floor(canvas.viewport().toModelX(at.x));
        int y = (int) Math.floor(canvas.viewport().toModelY(at.y));
        CanvasScene.editedPart(canvas.parts()).ifPresent(part -> {
            int lx = x - part.offsetX();
            int ly = y - part.offsetY();
            canvas.edits().result(() -> canvas.document().compound("Add layer", () -> {
                LayerRef ref = canvas.document().editor().layers().addLayer(canvas.state().frameRef(), image);
                canvas.document().editor().layers().setLayerPosition(ref, lx, ly);
                return ref;
            })).ifPresent(added -> {
                canvas.document().endMerging();
                canvas.state().selectLayers(List.of(added.layer()));
            });
        });
    }
}
