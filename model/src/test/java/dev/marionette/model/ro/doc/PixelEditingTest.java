package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.pixel.PixelBuffer;
import dev.marionette.model.ro.pixel.PixelShapes;
import dev.marionette.model.ro.pixel.PixelTransforms;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The pixel editor's result as one undo step that restores the very image, read bytes included. */
class PixelEditingTest {

    SpriteDocument doc;

    @BeforeEach
    void setUp() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
    }

    @Test
    void aStrokeIsOneNamedStepAndUndoRestoresTheImageReadFromRle() {
        IndexedImage original = doc.sheet().indexedImages().get(0);
        IndexedImage read = IndexedImage.decodedFrom(original.width(), original.height(), original.pixels(),
                new byte[] {1, 2, 3});
        doc.sheet().indexedImages().set(0, read);
        List<Part> heard = new ArrayList<>();
        doc.addDocumentListener(e -> e.changes().forEach(c -> heard.add(c.part())));
        PixelBuffer b = PixelBuffer.of(read);
        PixelShapes.stroke(0, 0, b.width() - 1, b.height() - 1, 1, PixelShapes.painter(b, 9, null));

        doc.editor().sheet().editPixels("Pencil on indexed image 0", ImageRef.indexed(0), b.toImage());

        assertThat(doc.sheet().indexedImages().get(0)).isEqualTo(b.toImage());
        assertThat(doc.undoLabel()).isEqualTo("Undo Pencil on indexed image 0");
        assertThat(heard).contains(Part.SPRITE);
        doc.undo();
        assertThat(doc.sheet().indexedImages().get(0)).isSameAs(read);
        assertThat(doc.sheet().indexedImages().get(0).sourceRle()).containsExactly(1, 2, 3);
        assertThat(doc.isDirty()).isFalse();
    }

    @Test
    void samePixelsMakeNoStep() {
        Object image = doc.sheet().indexedImages().get(0);
        doc.editor().sheet().editPixels("Pencil", ImageRef.indexed(0), PixelBuffer.of(image).toImage());
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void aQuarterTurnChangesTheImageSizeAndUndoesToTheOldOne() {
        IndexedImage before = doc.sheet().indexedImages().get(0);
        PixelBuffer b = PixelTransforms.resizeCanvas(PixelBuffer.of(before), before.width() + 3, before.height(), 0, 0);
        doc.editor().sheet().editPixels("Rotate", ImageRef.indexed(0), PixelTransforms.rotateClockwise(b).toImage());
        assertThat(doc.sheet().indexedImages().get(0).width()).isEqualTo(before.height());
        doc.undo();
        assertThat(doc.sheet().indexedImages().get(0)).isSameAs(before);
    }

    @Test
    void aResizedCanvasMovesTheLayersSoThePictureStaysInPlace() {
        ImageRef ref = ImageRef.indexed(0);
        IndexedImage before = doc.sheet().indexedImages().get(0);
        dev.marionette.model.act.SpriteLayer layer = firstLayerShowing(ref);
        int x = layer.x();
        int y = layer.y();
        // 4 columns more on the left (the picture anchored right), 2 rows fewer at the bottom
        PixelBuffer b = PixelTransforms.resizeCanvas(PixelBuffer.of(before), before.width() + 4,
                before.height() - 2, 2, 0);
        doc.editor().sheet().resizeCanvas("Resize canvas", ref, b.toImage(), -4, 0);
        dev.marionette.model.act.SpriteLayer now = firstLayerShowing(ref);
        // a plain layer draws image pixel (u, v) at (x - (w+1)/2 + u, y - (h+1)/2 + v); the old pixel (u, v) is
        // the new (u + 4, v) and must stay where it was
        int w = before.width();
        int h = before.height();
        assertThat(now.x() - ((w + 4 + 1) / 2) + 4).isEqualTo(x - (w + 1) / 2);
        assertThat(now.y() - ((h - 2 + 1) / 2)).isEqualTo(y - (h + 1) / 2);
        assertThat(doc.canUndo()).isTrue();
        doc.undo();
        assertThat(firstLayerShowing(ref).x()).isEqualTo(x);
        assertThat(firstLayerShowing(ref).y()).isEqualTo(y);
        assertThat(doc.sheet().indexedImages().get(0)).isSameAs(before);
    }

    private dev.marionette.model.act.SpriteLayer firstLayerShowing(ImageRef ref) {
        for (var action : doc.act().animations()) {
            for (var frame : action.frames()) {
                for (var layer : frame.layers()) {
                    if (!layer.isEmpty() && ImageRef.of(layer).equals(ref) && !layer.isMirrored()
                            && layer.rotation() == 0 && layer.xScale() == 1 && layer.yScale() == 1) {
                        return layer;
                    }
                }
            }
        }
        throw new AssertionError("no plain layer shows " + ref);
    }
}
