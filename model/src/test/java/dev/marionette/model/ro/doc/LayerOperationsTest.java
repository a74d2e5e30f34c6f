package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class LayerOperationsTest {

    private static final FrameRef FRAME = new FrameRef(2, 1);
    private static final LayerRef BODY = FRAME.layer(0);
    private static final LayerRef GLOW = FRAME.layer(1);
    private static final LayerRef EMPTY = FRAME.layer(2);

    SpriteDocument doc;
    LayerOperations layers;

    @BeforeEach
    void setUp() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        layers = doc.editor().layers();
    }

    private static SpriteLayer layer(ActSprPair m, LayerRef ref) {
        return m.act().animations().get(ref.action()).frames().get(ref.frame()).layers().get(ref.layer());
    }

    private static List<SpriteLayer> layersOf(ActSprPair m, FrameRef ref) {
        return m.act().animations().get(ref.action()).frames().get(ref.frame()).layers();
    }

    @Test
    void addingALayerPutsItOnTopSizedToItsImage() {
        EditCheck.check(doc, () -> assertThat(layers.addLayer(FRAME, ImageRef.indexed(2))).isEqualTo(FRAME.layer(3)),
                m -> {
                    SpriteLayer added = new SpriteLayer(0, 0, 2, SpriteLayer.TYPE_INDEXED);
                    added.setWidth(5);
                    added.setHeight(3);
                    layersOf(m, FRAME).add(added);
                }, Change.added(Part.LAYER, 2, 1, 3));
        assertThat(doc.undoLabel()).isEqualTo("Undo Add layer");
    }

    @Test
    void insertingAcopyOfALayerFitsItsStoredSizeToTheImage() {
        SpriteLayer wrongSize = new SpriteLayer(4, 4, 0, SpriteLayer.TYPE_RGBA);
        wrongSize.setWidth(99);
        EditCheck.check(doc, () -> layers.insertLayer(FRAME, 0, wrongSize), m -> {
            SpriteLayer fitted = wrongSize.copy();
            fitted.setWidth(3);
            fitted.setHeight(2);
            layersOf(m, FRAME).add(0, fitted);
        }, Change.added(Part.LAYER, 2, 1, 0));
        assertThat(wrongSize.width()).as("the argument is copied, not kept").isEqualTo(99);
    }

    @Test
    void removingLayersOfSeveralFramesIsOneStepWithRemovalsInDescendingOrder() {
        EditCheck.check(doc, () -> layers.removeLayers(List.of(BODY, EMPTY, new LayerRef(0, 0, 1))), m -> {
            layersOf(m, new FrameRef(0, 0)).remove(1);
            layersOf(m, FRAME).remove(2);
            layersOf(m, FRAME).remove(0);
        }, Change.removed(Part.LAYER, 0, 0, 1), Change.removed(Part.LAYER, 2, 1, 2),
                Change.removed(Part.LAYER, 2, 1, 0));
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete 3 layers");
    }

    @Test
    void removingOneLayerIsNamedForIt() {
        layers.removeLayers(List.of(GLOW));
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete layer 1");
    }

    @Test
    void duplicatesGoAboveTheTopmostSelectedLayer() {
        EditCheck.check(doc, () -> assertThat(layers.duplicateLayers(List.of(BODY, EMPTY)))
                .containsExactly(FRAME.layer(3), FRAME.layer(4)), m -> {
                    List<SpriteLayer> list = layersOf(m, FRAME);
                    list.add(list.get(0).copy());
                    list.add(list.get(2).copy());
                }, Change.added(Part.LAYER, 2, 1, 3), Change.added(Part.LAYER, 2, 1, 4));
    }

    @Test
    void bringingForwardSwapsWithTheNextUnselectedLayer() {
        EditCheck.check(doc, () -> assertThat(layers.bringForward(List.of(BODY))).containsExactly(GLOW), m -> {
            List<SpriteLayer> list = layersOf(m, FRAME);
            list.add(1, list.remove(0));
        }, Change.moved(Part.LAYER, 2, 1));
        assertThat(doc.undoLabel()).isEqualTo("Undo Bring forward");
    }

    @Test
    void sendingBackwardAndToTheBackAndFront() {
        EditCheck.check(doc, () -> assertThat(layers.sendBackward(List.of(EMPTY))).containsExactly(GLOW), m -> {
            List<SpriteLayer> list = layersOf(m, FRAME);
            list.add(1, list.remove(2));
        }, Change.moved(Part.LAYER, 2, 1));
        EditCheck.check(doc, () -> assertThat(layers.sendToBack(List.of(GLOW, FRAME.layer(2))))
                .containsExactly(BODY, GLOW), m -> {
                    List<SpriteLayer> list = layersOf(m, FRAME);
                    list.add(list.remove(0));
                }, Change.moved(Part.LAYER, 2, 1));
        EditCheck.check(doc, () -> assertThat(layers.bringToFront(List.of(BODY))).containsExactly(EMPTY), m -> {
            List<SpriteLayer> list = layersOf(m, FRAME);
            list.add(list.remove(0));
        }, Change.moved(Part.LAYER, 2, 1));
    }

    @Test
    void reorderingThatMovesNothingRecordsNothing() {
        assertThat(layers.bringForward(List.of(EMPTY))).containsExactly(EMPTY);
        assertThat(layers.sendBackward(List.of(BODY, GLOW))).containsExactly(BODY, GLOW);
        assertThat(doc.canUndo()).isFalse();
        assertThat(doc.isDirty()).isFalse();
    }

    @Test
    void reorderingLayersOfTwoFramesIsRejected() {
        assertThatThrownBy(() -> layers.moveLayersTo(List.of(BODY, new LayerRef(0, 0, 0)), 1))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("select layers of one frame");
    }

    @Test
    void movingSeveralLayersIsOneStepAndNudgesMerge() {
        EditCheck.check(doc, () -> layers.moveLayers(List.of(BODY, GLOW), 3, -2), m -> {
            for (LayerRef ref : List.of(BODY, GLOW)) {
                layer(m, ref).setX(layer(m, ref).x() + 3);
                layer(m, ref).setY(layer(m, ref).y() - 2);
            }
        }, Change.property(Part.LAYER, "position", 2, 1, 0), Change.property(Part.LAYER, "position", 2, 1, 1));
        doc.markSaved();
        ActSprPair start = doc.model().copy();
        layers.moveLayers(List.of(BODY, GLOW), 1, 0);
        layers.moveLayers(List.of(BODY, GLOW), 0, 1);
        layers.moveLayers(List.of(BODY, GLOW), 1, 0);
        assertThat(doc.history().steps()).hasSize(2);
        assertThat(doc.undoLabel()).isEqualTo("Undo Move 2 layers");
        doc.undo();
        assertThat(doc.model()).isEqualTo(start);
        doc.redo();
        assertThat(layer(doc.model(), BODY).x()).isEqualTo(layer(start, BODY).x() + 2);
    }

    @Test
    void movesOfOtherLayersDoNotMerge() {
        layers.moveLayers(List.of(BODY), 1, 0);
        layers.moveLayers(List.of(GLOW), 1, 0);
        layers.moveLayers(List.of(GLOW, BODY), 1, 0);
        assertThat(doc.history().steps()).hasSize(3);
    }

    @Test
    void settingAPositionMovesByTheDifferenceAndAMoveByNothingIsNoStep() {
        layers.setLayerPosition(BODY, 40, 41);
        assertThat(layer(doc.model(), BODY).x()).isEqualTo(40);
        assertThat(layer(doc.model(), BODY).y()).isEqualTo(41);
        layers.moveLayers(List.of(BODY), 0, 0);
        assertThat(doc.history().steps()).hasSize(1);
    }

    @Test
    void aMovePastTheIntRangeIsRejected() {
        assertThatThrownBy(() -> layers.moveLayers(List.of(GLOW), Integer.MAX_VALUE, 0))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("largest position");
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void scalingSetsBothAxesAndMerges() {
        EditCheck.check(doc, () -> layers.scaleLayers(List.of(GLOW), 2f, 0.5f), m -> {
            layer(m, GLOW).setXScale(2f);
            layer(m, GLOW).setYScale(0.5f);
        }, Change.property(Part.LAYER, "scale", 2, 1, 1));
        layers.scaleLayers(List.of(GLOW), 2.5f, 0.5f);
        assertThat(doc.history().steps()).hasSize(1);
        assertThatThrownBy(() -> layers.scaleLayers(List.of(GLOW), Float.NaN, 1f))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("finite");
    }

    @Test
    void beforeVersion204TheTwoScalesMustBeEqual() {
        SpriteDocument old = document(ActVersion.V2_3);
        LayerRef ref = new LayerRef(0, 0, 0);
        assertThatThrownBy(() -> old.editor().layers().scaleLayers(List.of(ref), 2f, 1f))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("0x203 (2.3), which stores one scale for both axes");
        old.editor().layers().scaleLayers(List.of(ref), 2f, 2f);
        assertThat(layer(old.model(), ref).yScale()).isEqualTo(2f);
    }

    @Test
    void version1LayersStoreNoTintScaleRotationOrRgba() {
        SpriteDocument old = document(ActVersion.V1_1);
        List<LayerRef> ref = List.of(new LayerRef(0, 0, 0));
        LayerOperations ops = old.editor().layers();
        assertThatThrownBy(() -> ops.tintLayers(ref, 0xFF0000FF)).hasMessage(
                "This ACT is version 0x101 (1.1), which stores no layer tint; that needs version 0x200 (2.0) or later.");
        assertThatThrownBy(() -> ops.rotateLayers(ref, 5)).hasMessageContaining("no layer rotation");
        assertThatThrownBy(() -> ops.scaleLayers(ref, 2f, 2f)).hasMessageContaining("no layer scale");
        assertThatThrownBy(() -> ops.setLayerSprite(ref, ImageRef.rgba(0))).hasMessageContaining("RGBA");
        ops.setLayersMirrored(ref, true);
        assertThat(old.canUndo()).isTrue();
    }

    @Test
    void rotationIsNormalisedIntoTheCircleAndMerges() {
        EditCheck.check(doc, () -> layers.rotateLayers(List.of(GLOW, BODY), -100), m -> {
            layer(m, GLOW).setRotation(320);
            layer(m, BODY).setRotation(260);
        }, Change.property(Part.LAYER, "rotation", 2, 1, 1), Change.property(Part.LAYER, "rotation", 2, 1, 0));
        layers.rotateLayers(List.of(GLOW, BODY), 100);
        assertThat(doc.history().steps()).hasSize(1);
        layers.setLayerRotation(List.of(BODY), 725);
        assertThat(layer(doc.model(), BODY).rotation()).isEqualTo(5);
        layers.rotateLayers(List.of(BODY), Integer.MIN_VALUE);
        assertThat(layer(doc.model(), BODY).rotation()).isBetween(0, 359);
    }

    @Test
    void mirroringSetsTheFlagInPlaceAndDoesNotMerge() {
        EditCheck.check(doc, () -> layers.setLayersMirrored(List.of(BODY), true),
                m -> layer(m, BODY).setMirrored(true), Change.property(Part.LAYER, "mirror", 2, 1, 0));
        layers.setLayersMirrored(List.of(BODY), false);
        assertThat(doc.history().steps()).hasSize(2);
        assertThat(doc.undoLabel()).isEqualTo("Undo Unmirror layer");
    }

    @Test
    void tintingMergesWhileTheColourIsDragged() {
        EditCheck.check(doc, () -> layers.tintLayers(List.of(GLOW), 0x10203040),
                m -> layer(m, GLOW).setTint(0x10203040), Change.property(Part.LAYER, "tint", 2, 1, 1));
        layers.tintLayers(List.of(GLOW), 0x10203050);
        assertThat(doc.history().steps()).hasSize(1);
    }

    @Test
    void changingTheSpriteFollowsTheImageSizeAndAcceptsEmpty() {
        EditCheck.check(doc, () -> layers.setLayerSprite(List.of(BODY), ImageRef.rgba(1)), m -> {
            SpriteLayer l = layer(m, BODY);
            l.setSpriteType(SpriteLayer.TYPE_RGBA);
            l.setSpriteIndex(1);
            l.setWidth(2);
            l.setHeight(2);
        }, Change.property(Part.LAYER, "sprite", 2, 1, 0));
        layers.setLayerSprite(List.of(BODY), new ImageRef(SpriteLayer.TYPE_RGBA, SpriteLayer.EMPTY));
        assertThat(layer(doc.model(), BODY).isEmpty()).isTrue();
        assertThat(layer(doc.model(), BODY).width()).isZero();
        assertThat(doc.history().steps()).as("spinner bursts merge").hasSize(1);
    }

    @Test
    void addingALayerForAnImageThatDoesNotExistIsRejected() {
        assertThatThrownBy(() -> layers.addLayer(FRAME, ImageRef.rgba(2)))
                .hasMessage("There is no RGBA image 2 (the sheet has 2 RGBA images).");
        assertThat(layers.addLayer(FRAME, ImageRef.indexed(SpriteLayer.EMPTY))).isEqualTo(FRAME.layer(3));
    }

    @Test
    void aSelectionNamingALayerTwiceCountsItOnce() {
        layers.removeLayers(List.of(BODY, BODY));
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete layer 0");
    }

    @Test
    void aSpriteThatDoesNotExistIsRejected() {
        assertThatThrownBy(() -> layers.setLayerSprite(List.of(BODY), ImageRef.indexed(4)))
                .hasMessage("There is no indexed image 4 (the sheet has 4 indexed images).");
        assertThatThrownBy(() -> layers.setLayerSprite(List.of(BODY), new ImageRef(2, 0)))
                .hasMessage("Sprite type 2 does not exist; 0 is indexed and 1 is RGBA.");
    }

    @Test
    void missingLayersAndEmptySelectionsAreRejectedWithWhatExists() {
        assertThatThrownBy(() -> layers.moveLayers(List.of(FRAME.layer(3)), 1, 1))
                .hasMessage("Frame 1 of action 2 has no layer 3 (it has 3 layers).");
        assertThatThrownBy(() -> layers.moveLayers(List.of(new LayerRef(9, 0, 0)), 1, 1))
                .hasMessage("There is no action 9 (the file has 8 actions).");
        assertThatThrownBy(() -> layers.moveLayers(List.of(), 1, 1)).hasMessage("No layer is selected.");
        assertThatThrownBy(() -> layers.removeLayers(List.of())).hasMessage("No layer is selected.");
    }

    /** A one-layer document in {@code version}, holding only what that version stores. */
    static SpriteDocument document(int version) {
        ActDocument act = new ActDocument();
        act.setVersion(version);
        act.animations().add(new dev.marionette.model.act.ActAnimation());
        ActFrame frame = new ActFrame();
        frame.layers().add(new SpriteLayer(1, 2, 0, SpriteLayer.TYPE_INDEXED));
        act.animations().get(0).frames().add(frame);
        return new SpriteDocument(act, SpriteFixtures.sheet(), null, null);
    }
}
