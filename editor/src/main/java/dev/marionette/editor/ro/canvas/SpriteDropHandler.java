package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.ro.sprites.SpriteDrag;
import dev.marionette.model.doc.EditRejectedException;
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
        return support.isDataFlavorSupported(DataFlavor.stringFlavor) && canvas.state().currentFrame() != null;
    }

    @Override
    public boolean importData(TransferSupport support) {
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

    /** Adds a layer showing {@code image} centred at component point {@code at}. */
    void addLayer(ImageRef image, Point at) {
        int x = (int) Math.floor(canvas.viewport().toModelX(at.x));
        int y = (int) Math.floor(canvas.viewport().toModelY(at.y));
        CanvasScene.editedPart(canvas.parts()).ifPresent(part -> {
            int lx = x - part.offsetX();
            int ly = y - part.offsetY();
            try {
                LayerRef added = canvas.document().compound("Add layer", () -> {
                    LayerRef ref = canvas.document().editor().layers().addLayer(canvas.state().frameRef(), image);
                    canvas.document().editor().layers().setLayerPosition(ref, lx, ly);
                    return ref;
                });
                canvas.document().endMerging();
                canvas.state().selectLayers(List.of(added.layer()));
            } catch (EditRejectedException e) {
                canvas.message(e.getMessage());
            }
        });
    }
}
