package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.ImageUsage;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.SpriteClip;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.ro.tools.AnchorTools;
import dev.marionette.model.ro.tools.FrameFlattening;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class HousekeepingOperationsTest {

    SpriteDocument doc;
    HousekeepingOperations ops;

    @BeforeEach
    void setUp() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        ops = doc.editor().housekeeping();
    }

    /** Runs the command as one undo step; undo gives back exactly the model before, redo the model after. */
    private <T> T oneStep(Supplier<T> command) {
        ActSprPair before = doc.model().copy();
        int steps = doc.history().steps().size();
        T result = command.get();
        ActSprPair after = doc.model().copy();
        assertThat(after).as("the command changed the sprite").isNotEqualTo(before);
        assertThat(doc.history().steps()).hasSize(steps + 1);
        doc.undo();
        assertThat(doc.model()).as("after undo").isEqualTo(before);
        doc.redo();
        assertThat(doc.model()).as("after redo").isEqualTo(after);
        return result;
    }

    @Test
    void findingAnImageListsEveryLayerShowingIt() {
        List<LayerRef> found = ImageUsage.layersShowing(doc.act(), ImageRef.rgba(1));
        // RGBA image 1 is the glow (layer 1) of every frame of the odd actions.
        assertThat(found).containsExactly(new LayerRef(1, 0, 1), new LayerRef(1, 1, 1), new LayerRef(3, 0, 1),
                new LayerRef(3, 1, 1), new LayerRef(5, 0, 1), new LayerRef(5, 1, 1), new LayerRef(7, 0, 1),
                new LayerRef(7, 1, 1));
        assertThat(ImageUsage.layersShowing(doc.act(), ImageRef.indexed(3))).isEmpty();
    }

    @Test
    void removingUnusedImagesKeepsEveryFrameLooking() {
        doc.editor().sheet().insertImages(0, 0, List.of(SpriteFixtures.indexed(2, 2, 90)));
        doc.editor().sheet().addImage(SpriteFixtures.rgba(2, 1, 3));
        ActSprPair before = doc.model().copy();
        assertThat(ImageUsage.unusedImages(doc.act(), doc.sheet())).containsExactly(ImageRef.indexed(0),
                ImageRef.indexed(4), ImageRef.rgba(2));

        List<ImageRef> removed = oneStep(ops::removeUnusedImages);

        assertThat(removed).containsExactly(ImageRef.indexed(0), ImageRef.indexed(4), ImageRef.rgba(2));
        assertThat(doc.sheet().indexedImages()).hasSize(3);
        assertThat(doc.sheet().rgbaImages()).hasSize(2);
        assertThat(ImageUsage.unusedImages(doc.act(), doc.sheet())).isEmpty();
        for (int a = 0; a < doc.act().animations().size(); a++) {
            for (int f = 0; f < 2; f++) {
                assertThat(FrameFlattening.of(doc.act().animations().get(a).frames().get(f), doc.sheet()))
                        .usingRecursiveComparison().isEqualTo(FrameFlattening.of(
                                before.act().animations().get(a).frames().get(f), before.sheet()));
            }
        }
        assertThat(ops.removeUnusedImages()).as("nothing left to remove").isEmpty();
    }

    @Test
    void mergingLayersMakesOneImageAndKeepsTheLook() {
        // Action 0 frame 0: an opaque indexed layer under a translucent turned RGBA one.
        FrameRef frame = new FrameRef(0, 0);
        ActFrame before = doc.act().animations().get(0).frames().get(0).copy();
        FrameFlattening look = FrameFlattening.of(before, doc.sheet());

        ImageRef ref = oneStep(() -> ops.mergeLayers(frame));

        ActFrame after = doc.act().animations().get(0).frames().get(0);
        assertThat(ref).isEqualTo(ImageRef.rgba(2));
        assertThat(after.layers()).singleElement().satisfies(l -> assertThat(ImageRef.of(l)).isEqualTo(ref));
        assertThat(after.anchors()).isEqualTo(before.anchors());
        assertThat(after.eventId()).isEqualTo(before.eventId());
        assertThat(FrameFlattening.of(after, doc.sheet())).usingRecursiveComparison().isEqualTo(look);
    }

    @Test
    void opaquePalettePixelsMergeIntoAnIndexedImage() {
        ActFrame frame = doc.act().animations().get(0).frames().get(1);
        doc.editor().layers().removeLayers(List.of(new LayerRef(0, 1, 1)));
        doc.editor().layers().addLayer(new FrameRef(0, 1), ImageRef.indexed(2));
        ImageRef ref = ops.mergeLayers(new FrameRef(0, 1));
        assertThat(ref).isEqualTo(ImageRef.indexed(4));
        assertThat(frame).isNotNull();
    }

    @Test
    void mergingOneLayerIsRefused() {
        doc.editor().layers().removeLayers(List.of(new LayerRef(0, 0, 1), new LayerRef(0, 0, 2)));
        assertThatThrownBy(() -> ops.mergeLayers(new FrameRef(0, 0))).isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("one layer");
    }

    @Test
    void magnifyScalesImagesPositionsAndAnchorsInOneStep() {
        IndexedImage first = doc.sheet().indexedImages().get(0);
        Anchor anchor = doc.act().animations().get(2).frames().get(1).anchors().get(0).copy();

        oneStep(() -> ops.magnify(2));

        IndexedImage big = doc.sheet().indexedImages().get(0);
        assertThat(big.width()).isEqualTo(first.width() * 2);
        assertThat(big.index(5, 3)).isEqualTo(first.index(2, 1));
        Anchor now = doc.act().animations().get(2).frames().get(1).anchors().get(0);
        assertThat(now.x()).isEqualTo(anchor.x() * 2);
        assertThat(now.y()).isEqualTo(anchor.y() * 2);
        assertThat(now.opaque()).isEqualTo(anchor.opaque());
        // ACT 0x205 stores each layer's size: it follows the magnified image.
        SpriteLayer layer = doc.act().animations().get(0).frames().get(0).layers().get(0);
        assertThat(layer.width()).isEqualTo(doc.sheet().imageWidth(layer.spriteType(), layer.spriteIndex()));
    }

    @Test
    void defaultAnchorsGoAtTheMannequinsNeck() {
        doc.editor().frames().removeAnchor(new dev.marionette.model.ro.AnchorRef(1, 0, 0));
        AnchorTools.Result result = oneStep(() -> ops.defaultAnchors(List.of(1), true));
        assertThat(result.frames()).isEqualTo(1);
        assertThat(doc.act().animations().get(1).frames().get(0).anchors()).containsExactly(
                new Anchor(0, ActTemplate.NECK_Y));
        assertThat(doc.act().animations().get(1).frames().get(1).anchors().get(0).y()).isEqualTo(-51);

        oneStep(() -> ops.defaultAnchors(List.of(0, 1), false));
        assertThat(doc.act().animations().get(1).frames().get(1).anchors()).containsExactly(
                new Anchor(0, ActTemplate.NECK_Y));
        assertThatThrownBy(() -> ops.defaultAnchors(List.of(0, 1), false)).isInstanceOf(EditRejectedException.class);
    }

    @Test
    void importedAnchorsComeFromTheSameFrameOfTheOtherFile() {
        ActDocument other = SpriteFixtures.eightDirections().act();
        for (ActAnimation action : other.animations()) {
            for (ActFrame frame : action.frames()) {
                frame.anchors().get(0).setX(frame.anchors().get(0).x() + 100);
            }
        }
        other.animations().get(3).frames().remove(1);

        AnchorTools.Result result = oneStep(() -> ops.importAnchors(other, List.of(2, 3), false));

        assertThat(result.frames()).isEqualTo(3);
        assertThat(result.missing()).isEqualTo(1);
        assertThat(doc.act().animations().get(3).frames().get(0).anchors())
                .isEqualTo(other.animations().get(3).frames().get(0).anchors());
        assertThat(doc.act().animations().get(3).frames().get(1).anchors().get(0).x()).isEqualTo(1);
    }

    @Test
    void mirroringVerticallyTurnsTheChosenFramesOnly() {
        ActFrame untouched = doc.act().animations().get(0).frames().get(1).copy();
        int approximate = oneStep(() -> ops.mirrorVertically(List.of(new FrameRef(0, 0), new FrameRef(4, 1))));
        assertThat(approximate).isZero();
        assertThat(doc.act().animations().get(0).frames().get(1)).isEqualTo(untouched);
        assertThat(doc.act().animations().get(0).frames().get(0).anchors().get(0).y()).isEqualTo(50);
    }

    @Test
    void wholeActionsPasteIntoAnotherDocumentWithTheirImagesAndEvents() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        SpriteDocument source = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        source.editor().sheet().replaceImage(ImageRef.rgba(1), SpriteFixtures.rgba(2, 2, 0x33));
        SpriteClip clip = source.editor().clipboard().copyActions(List.of(3));
        ActAnimation copied = source.act().animations().get(3).copy();

        PasteResult inserted = oneStep(() -> doc.editor().clipboard().pasteActions(clip, 8, false));

        assertThat(doc.act().animations()).hasSize(9);
        ActAnimation pasted = doc.act().animations().get(8);
        assertThat(pasted.intervalBits()).isEqualTo(copied.intervalBits());
        assertThat(pasted.frames()).hasSize(2);
        assertThat(inserted.addedImages()).containsExactly(ImageRef.rgba(2));
        assertThat(ImageRef.of(pasted.frames().get(0).layers().get(1))).isEqualTo(ImageRef.rgba(2));
        assertThat(doc.act().events().get(pasted.frames().get(0).eventId()).name()).isEqualTo("hit.wav");

        oneStep(() -> doc.editor().clipboard().pasteActions(clip, 0, true));
        assertThat(doc.act().animations()).hasSize(9);
        assertThat(doc.act().animations().get(0).intervalBits()).isEqualTo(copied.intervalBits());

        assertThatThrownBy(() -> doc.editor().clipboard().pasteActions(clip, 9, true))
                .isInstanceOf(EditRejectedException.class);
        SpriteClip frames = source.editor().clipboard().copyFrames(List.of(new FrameRef(0, 0)));
        assertThatThrownBy(() -> doc.editor().clipboard().pasteActions(frames, 0, false))
                .isInstanceOf(EditRejectedException.class);
    }
}
