package dev.marionette.editor.ro.pixel;

import dev.marionette.editor.ro.canvas.CanvasScene;
import dev.marionette.render.ro.LayerTransform;
import dev.marionette.render.ro.PlacedLayer;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ImageRef;
import java.awt.geom.AffineTransform;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * The frame an image is edited in: the parts the sprite canvas draws for the frame shown (the edited sprite
 * and its references), the layer showing the image (the one the editor was opened from, else the first of the
 * frame showing it) and every other layer, to be drawn dimmed behind the image in the image's own pixels.
 * Asked at each paint, so the context follows the frame shown in the tab.
 */
public final class PixelContext {

    /** The layers around the edited one and the edited layer's image-to-frame transform. */
    public record Scene(List<PlacedLayer> others, AffineTransform imageToModel) {
    }

    /** No context (the image alone). */
    public static final PixelContext NONE = new PixelContext(List::of, () -> null, () -> -1);

    private final Supplier<List<CanvasScene.Part>> parts;
    private final Supplier<ImageRef> image;
    private final IntSupplier layer;

    /**
     * @param parts what the sprite canvas draws for the frame shown
     * @param image the edited image
     * @param layer the layer of the edited sprite's frame the editor was opened from, or -1
     */
    public PixelContext(Supplier<List<CanvasScene.Part>> parts, Supplier<ImageRef> image, IntSupplier layer) {
        this.parts = parts;
        this.image = image;
        this.layer = layer;
    }

    /** The scene for the image at its current size, or null when the frame shown has no layer showing it. */
    public Scene scene(int width, int height) {
        ImageRef ref = image.get();
        int layer = this.layer.getAsInt();
        if (ref == null) {
            return null;
        }
        List<CanvasScene.Part> all = parts.get();
        PlacedLayer edited = null;
        CanvasScene.Part editedPart = null;
        for (CanvasScene.Part part : all) {
            if (!part.edited()) {
                continue;
            }
            for (PlacedLayer p : part.layers()) {
                boolean shows = ImageRef.of(p.layer()).equals(ref);
                if (shows && (p.index() == layer || edited == null && layer < 0)) {
                    edited = p;
                    editedPart = part;
                }
            }
            if (edited == null && layer >= 0) {
                for (PlacedLayer p : part.layers()) {
                    if (ImageRef.of(p.layer()).equals(ref)) {
                        edited = p;
                        editedPart = part;
                        break;
                    }
                }
            }
        }
        if (edited == null) {
            return null;
        }
        List<PlacedLayer> others = new ArrayList<>();
        for (CanvasScene.Part part : all) {
            for (PlacedLayer p : part.layers()) {
                if (p != edited) {
                    others.add(p);
                }
            }
        }
        SpriteLayer l = edited.layer();
        AffineTransform t = LayerTransform.imageToModel(l, width, height, editedPart.offsetX(), editedPart.offsetY());
        return new Scene(others, t);
    }
}
