package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageConversion;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.SpriteClip;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ClipboardOperationsTest {

    SpriteDocument source;

    @BeforeEach
    void setUp() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        source = new SpriteDocument(pair.act(), pair.sheet(), null, null);
    }

    /** One action with one empty frame, ACT {@code version}, drawing from {@code sheet}. */
    private static SpriteDocument target(int version, SpriteSheet sheet) {
        ActDocument act = new ActDocument();
        act.setVersion(version);
        act.animations().add(new ActAnimation());
        act.animations().get(0).frames().add(new ActFrame());
        return new SpriteDocument(act, sheet, null, null);
    }

    private static List<SpriteLayer> layers(SpriteDocument doc, FrameRef frame) {
        return doc.act().animations().get(frame.action()).frames().get(frame.frame()).layers();
    }

    @Test
    void pastingIntoTheSameDocumentAddsNoImages() {
        SpriteClip clip = source.editor().clipboard().copyLayers(List.of(new LayerRef(0, 0, 0), new LayerRef(1, 1, 1)));
        assertThat(clip.images()).containsOnlyKeys(ImageRef.indexed(0), ImageRef.rgba(1));
        FrameRef into = new FrameRef(5, 0);
        EditCheck.check(source, () -> {
            PasteResult result = source.editor().clipboard().pasteLayers(clip, into, 1);
            assertThat(result.layers()).containsExactly(into.layer(1), into.layer(2));
            assertThat(result.addedImages()).isEmpty();
        }, m -> {
            List<SpriteLayer> list = m.act().animations().get(5).frames().get(0).layers();
            list.add(1, m.act().animations().get(0).frames().get(0).layers().get(0).copy());
            list.add(2, m.act().animations().get(1).frames().get(1).layers().get(1).copy());
        }, Change.added(Part.LAYER, 5, 0, 1), Change.added(Part.LAYER, 5, 0, 2));
        assertThat(source.undoLabel()).isEqualTo("Undo Paste 2 layers");
    }

    @Test
    void anImageEqualToOneAtTheSameIndexIsPreferred() {
        // Indexed images 1 and 3 have equal pixels; a layer showing 3 keeps showing 3.
        source.editor().layers().setLayerSprite(List.of(new LayerRef(0, 0, 0)), ImageRef.indexed(3));
        SpriteClip clip = source.editor().clipboard().copyLayers(List.of(new LayerRef(0, 0, 0)));
        source.editor().clipboard().pasteLayers(clip, new FrameRef(0, 1), 0);
        assertThat(layers(source, new FrameRef(0, 1)).get(0).spriteIndex()).isEqualTo(3);
    }

    @Test
    void pastingIntoAnotherDocumentAddsTheMissingImagesOnceAndReusesEqualOnes() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(source.sheet().palette());
        sheet.indexedImages().add(source.sheet().indexedImages().get(2));
        SpriteDocument target = target(ActVersion.V2_5, sheet);
        // Layers showing indexed 0, indexed 2 (the target has it), RGBA 1, and indexed 0 again.
        SpriteClip clip = source.editor().clipboard().copyLayers(List.of(new LayerRef(0, 0, 0),
                new LayerRef(1, 1, 0), new LayerRef(1, 0, 1), new LayerRef(3, 0, 0), new LayerRef(0, 0, 2)));
        FrameRef into = new FrameRef(0, 0);
        PasteResult result = target.editor().clipboard().pasteLayers(clip, into, 0);

        assertThat(result.addedImages()).containsExactly(ImageRef.indexed(1), ImageRef.rgba(0));
        assertThat(result.convertedToRgba()).isZero();
        assertThat(target.sheet().indexedImages()).containsExactly(source.sheet().indexedImages().get(2),
                source.sheet().indexedImages().get(0));
        assertThat(target.sheet().rgbaImages()).containsExactly(source.sheet().rgbaImages().get(1));
        assertThat(layers(target, into)).extracting(SpriteLayer::spriteType, SpriteLayer::spriteIndex, SpriteLayer::width)
                .containsExactly(tuple(0, 1, 3), tuple(0, 0, 5),
                        tuple(1, 0, 2), tuple(0, 1, 3),
                        tuple(0, -1, 0));
        assertThat(target.history().steps()).as("one step").hasSize(1);
        assertThat(target.undoLabel()).isEqualTo("Undo Paste 5 layers");
        target.undo();
        assertThat(target.sheet().indexedImages()).hasSize(1);
        assertThat(target.sheet().rgbaImages()).isEmpty();
        assertThat(layers(target, into)).isEmpty();
    }

    @Test
    void indexedImagesWhoseColoursTheTargetPaletteLacksBecomeRgba() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(source.sheet().palette().withColor(7, 0x010203));
        sheet.indexedImages().add(SpriteFixtures.indexed(1, 1, 0));
        SpriteDocument target = target(ActVersion.V2_5, sheet);
        // Indexed image 1 uses indices 8.. (entry 7 differs but is unused); image 0 uses 2..15, including 7.
        SpriteClip clip = source.editor().clipboard().copyLayers(List.of(new LayerRef(1, 0, 0), new LayerRef(0, 0, 0)));
        PasteResult result = target.editor().clipboard().pasteLayers(clip, new FrameRef(0, 0), 0);
        assertThat(result.convertedToRgba()).isEqualTo(1);
        assertThat(target.sheet().indexedImages().get(1)).isEqualTo(source.sheet().indexedImages().get(1));
        assertThat(target.sheet().rgbaImages()).containsExactly(
                ImageConversion.toRgba(source.sheet().indexedImages().get(0), source.sheet().palette()));
        assertThat(layers(target, new FrameRef(0, 0)).get(1).spriteType()).isEqualTo(SpriteLayer.TYPE_RGBA);
    }

    @Test
    void aSheetWithoutPaletteOrIndexedImagesTakesTheSourcePalette() {
        SpriteDocument target = target(ActVersion.V2_5, new SpriteSheet());
        SpriteClip clip = source.editor().clipboard().copyLayers(List.of(new LayerRef(0, 0, 0)));
        PasteResult result = target.editor().clipboard().pasteLayers(clip, new FrameRef(0, 0), 0);
        assertThat(result.paletteSet()).isTrue();
        assertThat(target.sheet().palette()).isEqualTo(source.sheet().palette());
        target.undo();
        assertThat(target.sheet().hasPalette()).isFalse();
    }

    @Test
    void colourDifferencesWithoutAnRgbaBlockRejectThePasteAndChangeNothing() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setVersion(SprVersion.V1_1);
        sheet.setPalette(source.sheet().palette().withColor(2, 0));
        sheet.indexedImages().add(SpriteFixtures.indexed(1, 1, 0));
        SpriteDocument target = target(ActVersion.V2_5, sheet);
        SpriteClip clip = source.editor().clipboard().copyLayers(List.of(new LayerRef(0, 0, 0)));
        assertThatThrownBy(() -> target.editor().clipboard().pasteLayers(clip, new FrameRef(0, 0), 0))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("has no RGBA images to keep them in");
        assertThat(target.canUndo()).isFalse();
    }

    @Test
    void contentTheTargetVersionCannotStoreRejectsTheWholePaste() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(source.sheet().palette());
        SpriteDocument target = target(ActVersion.V2_3, sheet);
        source.editor().layers().scaleLayers(List.of(new LayerRef(0, 0, 0)), 2f, 1f);
        SpriteClip clip = source.editor().clipboard().copyLayers(List.of(new LayerRef(0, 0, 0)));
        assertThatThrownBy(() -> target.editor().clipboard().pasteLayers(clip, new FrameRef(0, 0), 0))
                .hasMessageContaining("stores one scale for both axes");
        assertThat(target.sheet().indexedImages()).as("the images added first are taken back").isEmpty();
        assertThat(target.canUndo()).isFalse();
    }

    @Test
    void pastedFramesBringTheirEventsByName() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(source.sheet().palette());
        SpriteDocument target = target(ActVersion.V2_5, sheet);
        target.editor().events().addEvent("hit.wav");
        SpriteClip clip = source.editor().clipboard().copyFrames(List.of(new FrameRef(3, 0), new FrameRef(0, 0),
                new FrameRef(0, 1)));
        PasteResult result = target.editor().clipboard().pasteFrames(clip, 0, 1);
        assertThat(result.frames()).containsExactly(new FrameRef(0, 1), new FrameRef(0, 2), new FrameRef(0, 3));
        assertThat(result.addedEvents()).containsExactly(1);
        assertThat(target.act().events()).containsExactly(ActEvent.of("hit.wav"), ActEvent.of("atk"));
        List<ActFrame> frames = target.act().animations().get(0).frames();
        assertThat(frames).extracting(ActFrame::eventId).containsExactly(-1, 0, 1, -1);
        assertThat(frames.get(1).anchors()).isEqualTo(source.act().animations().get(3).frames().get(0).anchors());
        target.undo();
        assertThat(target.act().events()).containsExactly(ActEvent.of("hit.wav"));
        assertThat(target.act().animations().get(0).frames()).hasSize(1);
    }

    @Test
    void framesWithAnchorsDoNotFitBeforeVersion203() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(source.sheet().palette());
        SpriteDocument target = target(ActVersion.V2_2, sheet);
        SpriteClip clip = source.editor().clipboard().copyFrames(List.of(new FrameRef(1, 0)));
        assertThatThrownBy(() -> target.editor().clipboard().pasteFrames(clip, 0, 0)).hasMessageContaining("no anchors");
    }

    @Test
    void aClipOfOneKindDoesNotPasteAsTheOther() {
        SpriteClip frames = source.editor().clipboard().copyFrames(List.of(new FrameRef(1, 0)));
        SpriteClip layers = source.editor().clipboard().copyLayers(List.of(new LayerRef(1, 0, 0)));
        assertThatThrownBy(() -> source.editor().clipboard().pasteLayers(frames, new FrameRef(0, 0), 0))
                .hasMessage("The clipboard holds frames; paste them into an action.");
        assertThatThrownBy(() -> source.editor().clipboard().pasteFrames(layers, 0, 0))
                .hasMessage("The clipboard holds layers; paste them into a frame.");
    }

    @Test
    void aClipIsUnaffectedByLaterEditsOfItsSource() {
        SpriteClip clip = source.editor().clipboard().copyLayers(List.of(new LayerRef(0, 0, 0)));
        SpriteLayer copied = clip.layers().get(0);
        source.editor().layers().moveLayers(List.of(new LayerRef(0, 0, 0)), 50, 50);
        clip.layers().get(0).setX(1000);
        assertThat(clip.layers().get(0)).isEqualTo(copied);
        assertThat(clip.pixelBytes()).isEqualTo(15);
    }
}
