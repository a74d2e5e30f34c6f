package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageConversion;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.edit.AddImagesEdit;
import dev.marionette.model.ro.edit.ReplaceImageEdit;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SheetOperationsTest {

    SpriteDocument doc;
    SheetOperations sheet;

    @BeforeEach
    void setUp() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        sheet = doc.editor().sheet();
    }

    /**
     * Applies {@code follow} to every non-empty layer of {@code m} and returns the "sprite" changes of the
     * layers it changed, in document order.
     */
    private static List<Change> follow(ActSprPair m, UnaryOperator<SpriteLayer> follow) {
        List<Change> changes = new ArrayList<>();
        List<ActAnimation> actions = m.act().animations();
        for (int a = 0; a < actions.size(); a++) {
            List<ActFrame> frames = actions.get(a).frames();
            for (int f = 0; f < frames.size(); f++) {
                List<SpriteLayer> layers = frames.get(f).layers();
                for (int l = 0; l < layers.size(); l++) {
                    SpriteLayer before = layers.get(l);
                    SpriteLayer after = before.isEmpty() ? before : follow.apply(before.copy());
                    if (!after.equals(before)) {
                        layers.set(l, after);
                        changes.add(Change.property(Part.LAYER, "sprite", a, f, l));
                    }
                }
            }
        }
        return changes;
    }

    private static Change[] changes(Change first, List<Change> rest) {
        List<Change> all = new ArrayList<>();
        all.add(first);
        all.addAll(rest);
        return all.toArray(Change[]::new);
    }

    private static Change[] changes(Change first, Change second, List<Change> rest) {
        List<Change> all = new ArrayList<>(List.of(first, second));
        all.addAll(rest);
        return all.toArray(Change[]::new);
    }

    @Test
    void addingAnImageAtTheEndMovesNoLayer() {
        IndexedImage image = SpriteFixtures.indexed(6, 6, 3);
        EditCheck.check(doc, () -> assertThat(sheet.addImage(image)).isEqualTo(ImageRef.indexed(4)),
                m -> m.sheet().indexedImages().add(image), Change.added(Part.SPRITE, 0, 4));
    }

    @Test
    void insertingAnImageShiftsTheLayersShowingLaterOnes() {
        IndexedImage image = SpriteFixtures.indexed(6, 6, 3);
        ActSprPair expected = doc.model().copy();
        expected.sheet().indexedImages().add(1, image);
        List<Change> layerChanges = follow(expected, l -> {
            if (l.spriteType() == 0 && l.spriteIndex() >= 1) {
                l.setSpriteIndex(l.spriteIndex() + 1);
            }
            return l;
        });
        assertThat(layerChanges).hasSize(11);
        EditCheck.check(doc, () -> sheet.insertImages(0, 1, List.of(image)), m -> copyInto(expected, m),
                changes(Change.added(Part.SPRITE, 0, 1), layerChanges));
    }

    @Test
    void layersShowingARemovedImageBecomeEmptyAndKeepTheirOtherFields() {
        ActSprPair expected = doc.model().copy();
        expected.sheet().indexedImages().remove(1);
        List<Change> layerChanges = follow(expected, l -> {
            if (l.spriteType() == 0 && l.spriteIndex() == 1) {
                l.setSpriteIndex(SpriteLayer.EMPTY);
                l.setWidth(0);
                l.setHeight(0);
            } else if (l.spriteType() == 0 && l.spriteIndex() > 1) {
                l.setSpriteIndex(l.spriteIndex() - 1);
            }
            return l;
        });
        EditCheck.check(doc, () -> sheet.removeImages(0, List.of(1)), m -> copyInto(expected, m),
                changes(Change.removed(Part.SPRITE, 0, 1), layerChanges));
        SpriteLayer emptied = doc.act().animations().get(1).frames().get(0).layers().get(0);
        assertThat(emptied.isEmpty()).isTrue();
        assertThat(emptied.x()).isEqualTo(-4);
        assertThat(doc.undoLabel()).isEqualTo("Undo Delete indexed image 1");
    }

    @Test
    void reorderingImagesKeepsEveryFrameLookingTheSame() {
        ActSprPair expected = doc.model().copy();
        List<IndexedImage> images = expected.sheet().indexedImages();
        images.add(images.remove(0));
        List<Change> layerChanges = follow(expected, l -> {
            if (l.spriteType() == 0) {
                l.setSpriteIndex(l.spriteIndex() == 0 ? 3 : l.spriteIndex() - 1);
            }
            return l;
        });
        EditCheck.check(doc, () -> assertThat(sheet.moveImagesTo(0, List.of(0), 3)).containsExactly(ImageRef.indexed(3)),
                m -> copyInto(expected, m), changes(Change.moved(Part.SPRITE, 0), layerChanges));
    }

    @Test
    void replacingAnImageWithAnotherSizeUpdatesTheStoredLayerSizes() {
        RgbaImage wider = SpriteFixtures.rgba(7, 4, 1);
        ActSprPair expected = doc.model().copy();
        expected.sheet().rgbaImages().set(0, wider);
        List<Change> layerChanges = follow(expected, l -> {
            if (l.spriteType() == 1 && l.spriteIndex() == 0) {
                l.setWidth(7);
                l.setHeight(4);
            }
            return l;
        });
        assertThat(layerChanges).hasSize(8);
        EditCheck.check(doc, () -> sheet.replaceImage(ImageRef.rgba(0), wider), m -> copyInto(expected, m),
                changes(Change.replaced(Part.SPRITE, 1, 0), layerChanges));
        assertThatThrownBy(() -> doc.perform(new ReplaceImageEdit(doc.model(), ImageRef.rgba(0),
                SpriteFixtures.indexed(1, 1, 1)))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void convertingAnIndexedImageMovesItToTheRgbaBlockWithTheLayersShowingIt() {
        IndexedImage source = doc.sheet().indexedImages().get(1);
        RgbaImage converted = ImageConversion.toRgba(source, doc.sheet().palette());
        ActSprPair expected = doc.model().copy();
        expected.sheet().indexedImages().remove(1);
        expected.sheet().rgbaImages().add(converted);
        List<Change> layerChanges = follow(expected, l -> {
            if (l.spriteType() == 0 && l.spriteIndex() == 1) {
                l.setSpriteType(1);
                l.setSpriteIndex(2);
            } else if (l.spriteType() == 0 && l.spriteIndex() > 1) {
                l.setSpriteIndex(l.spriteIndex() - 1);
            }
            return l;
        });
        EditCheck.check(doc, () -> assertThat(sheet.convertImage(ImageRef.indexed(1))).isEqualTo(ImageRef.rgba(2)),
                m -> copyInto(expected, m), changes(Change.removed(Part.SPRITE, 0, 1), Change.added(Part.SPRITE, 1, 2),
                        layerChanges));
        assertThat(doc.undoLabel()).isEqualTo("Undo Convert indexed image 1 to RGBA");
    }

    @Test
    void convertingBackToIndexedGivesTheSamePixels() {
        IndexedImage source = doc.sheet().indexedImages().get(2);
        ImageRef rgba = sheet.convertImage(ImageRef.indexed(2));
        ImageRef back = sheet.convertImage(rgba);
        assertThat(back).isEqualTo(ImageRef.indexed(3));
        assertThat(doc.sheet().indexedImages().get(3)).isEqualTo(source);
    }

    @Test
    void paletteColoursMergePerEntry() {
        int fourth = doc.sheet().palette().reserved(12);
        EditCheck.check(doc, () -> sheet.setPaletteColor(12, 0x123456),
                m -> m.sheet().setPalette(m.sheet().palette().withColor(12, 0x123456)),
                Change.property(Part.PALETTE, "color", 12));
        sheet.setPaletteColor(12, 0x123457);
        sheet.setPaletteColor(13, 0x123457);
        assertThat(doc.history().steps()).hasSize(2);
        assertThat(doc.sheet().palette().reserved(12)).as("the fourth byte is kept").isEqualTo(fourth);
        EditCheck.check(doc, () -> sheet.setPalette(SpriteFixtures.sheet().palette().withColor(1, 0)),
                m -> m.sheet().setPalette(SpriteFixtures.sheet().palette().withColor(1, 0)), Change.replaced(Part.PALETTE));
        assertThatThrownBy(() -> sheet.setPaletteColor(256, 0)).hasMessageContaining("entries 0 to 255");
    }

    @Test
    void theSheetsLimitsAreCheckedUpFront() {
        assertThatThrownBy(() -> sheet.addImage(new IndexedImage(256, 256, new byte[65536])))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("at most 65535 pixels; this one is 256x256 (65536). Store it as an RGBA image.");
        byte[] alternating = new byte[255 * 257];
        for (int i = 1; i < alternating.length; i += 2) {
            alternating[i] = 1;
        }
        assertThatThrownBy(() -> sheet.addImage(new IndexedImage(255, 257, alternating)))
                .hasMessageContaining("run-length encodes to 98303 bytes");
        doc.sheet().setVersion(SprVersion.V1_1);
        assertThatThrownBy(() -> sheet.addImage(SpriteFixtures.rgba(1, 1, 1)))
                .hasMessageContaining("version 0x101 (1.1), which has no RGBA images");
        doc.sheet().setVersion(SprVersion.V2_1);
        doc.sheet().setPalette(null);
        assertThatThrownBy(() -> sheet.addImage(SpriteFixtures.indexed(1, 1, 1)))
                .hasMessageContaining("has no palette");
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void imageEditsCountThePixelsTheyKeep() {
        IndexedImage big = new IndexedImage(200, 100, new byte[20000]);
        AddImagesEdit add = new AddImagesEdit("Add image", doc.model(), 0, 4, List.of(big));
        assertThat(add.memoryCost()).isGreaterThanOrEqualTo(20000).isLessThan(30000);
        doc.perform(add);
        ReplaceImageEdit replace = new ReplaceImageEdit(doc.model(), ImageRef.indexed(4), new IndexedImage(100, 100,
                new byte[10000]));
        assertThat(replace.memoryCost()).as("old and new pixels").isGreaterThanOrEqualTo(30000);
        doc.history().setMemoryLimit(25000);
        doc.perform(replace);
        assertThat(doc.history().steps()).as("the add is dropped to fit the budget").hasSize(1);
    }

    /** Makes {@code target} equal to {@code source} (for expected states computed up front). */
    private static void copyInto(ActSprPair source, ActSprPair target) {
        ActSprPair copy = source.copy();
        target.act().animations().clear();
        target.act().animations().addAll(copy.act().animations());
        target.sheet().indexedImages().clear();
        target.sheet().indexedImages().addAll(copy.sheet().indexedImages());
        target.sheet().rgbaImages().clear();
        target.sheet().rgbaImages().addAll(copy.sheet().rgbaImages());
    }
}
