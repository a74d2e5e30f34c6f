package dev.marionette.editor.ro.sprites;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.render.ro.SpriteImageCache;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Moving images left and right in the sprite strip, without a window. */
class SpriteStripMoveTest {

    private final SpriteDocument doc = RoFixtures.demo();
    private final SpriteStrip strip = new SpriteStrip(doc, new SpriteThumbnails(new SpriteImageCache(doc.sheet())),
            m -> { });

    private SpriteLayer firstLayerShowing(int index) {
        for (ActAnimation a : doc.act().animations()) {
            for (ActFrame f : a.frames()) {
                for (SpriteLayer l : f.layers()) {
                    if (l.spriteType() == 0 && l.spriteIndex() == index) {
                        return l;
                    }
                }
            }
        }
        throw new AssertionError("no layer shows indexed image " + index);
    }

    @Test
    void movingRightReordersTheBlockLayersFollowAndUndoRestores() {
        List<IndexedImage> before = new ArrayList<>(doc.sheet().indexedImages());
        assertThat(before.size()).isGreaterThanOrEqualTo(2);
        SpriteLayer layer = firstLayerShowing(0);
        strip.imageList().setSelectedIndex(0);
        assertThat(strip.moveLeftButton().isEnabled()).isFalse();
        assertThat(strip.moveRightButton().isEnabled()).isTrue();

        strip.moveRightButton().doClick();

        List<IndexedImage> after = doc.sheet().indexedImages();
        assertThat(after.get(1)).isEqualTo(before.get(0));
        assertThat(after.get(0)).isEqualTo(before.get(1));
        assertThat(after.get(layer.spriteIndex())).isEqualTo(before.get(0));
        assertThat(layer.spriteIndex()).isEqualTo(1);
        assertThat(strip.selected()).containsExactly(ImageRef.indexed(1));
        assertThat(strip.moveLeftButton().isEnabled()).isTrue();

        doc.undo();
        assertThat(doc.sheet().indexedImages()).isEqualTo(before);
        assertThat(doc.sheet().indexedImages().get(firstLayerShowing(0).spriteIndex())).isEqualTo(before.get(0));
    }

    @Test
    void theLastIndexedImageCannotMoveRightAndTheMoveIsOneUndoStep() {
        int last = doc.sheet().indexedImages().size() - 1;
        strip.imageList().setSelectedIndex(last);
        assertThat(strip.moveRightButton().isEnabled()).isFalse();
        assertThat(strip.moveLeftButton().isEnabled()).isTrue();
        List<IndexedImage> before = new ArrayList<>(doc.sheet().indexedImages());

        strip.move(1);
        assertThat(doc.sheet().indexedImages()).isEqualTo(before);

        strip.moveLeftButton().doClick();
        assertThat(strip.selected()).containsExactly(ImageRef.indexed(last - 1));
        assertThat(doc.undoLabel()).contains("Move image");
        doc.undo();
        assertThat(doc.sheet().indexedImages()).isEqualTo(before);
    }

    @Test
    void nothingOrSeveralSelectedDisablesBothButtons() {
        assertThat(strip.moveLeftButton().isEnabled()).isFalse();
        assertThat(strip.moveRightButton().isEnabled()).isFalse();
        strip.imageList().setSelectionInterval(0, 1);
        assertThat(strip.moveLeftButton().isEnabled()).isFalse();
        assertThat(strip.moveRightButton().isEnabled()).isFalse();
    }
}
