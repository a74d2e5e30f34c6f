package dev.marionette.model.ro.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageConversion;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.testing.SpriteFixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PaletteToolsTest {

    private static Palette palette(int... rgb) {
        int[] all = new int[Palette.SIZE];
        System.arraycopy(rgb, 0, all, 0, rgb.length);
        return Palette.fromRgb(all);
    }

    @Test
    void shiftingHueSaturationAndBrightnessOfARange() {
        Palette p = palette(0xFF00FF, 0xFF0000, 0x808080, 0x336699);
        Palette turned = PaletteTools.shiftHsb(p, 1, 2, 120, 0, 0);
        assertThat(turned.argb(1) & 0xFFFFFF).as("red turned by 120 degrees").isEqualTo(0x00FF00);
        assertThat(turned.argb(2) & 0xFFFFFF).as("grey has no hue").isEqualTo(0x808080);
        assertThat(turned.argb(3) & 0xFFFFFF).as("outside the range").isEqualTo(0x336699);
        assertThat(turned.argb(0) & 0xFFFFFF).isEqualTo(0xFF00FF);
        Palette darker = PaletteTools.shiftHsb(p, 1, 1, 0, 0, -0.5);
        assertThat(darker.argb(1) & 0xFFFFFF).isEqualTo(0x800000);
        Palette grey = PaletteTools.shiftHsb(p, 3, 3, 0, -1, 0);
        assertThat(grey.argb(3) & 0xFFFFFF).isEqualTo(0x999999);
        Palette round = PaletteTools.shiftHsb(p, 0, 255, 360, 0, 0);
        assertThat(round).as("a full turn changes nothing").isEqualTo(p);
    }

    @Test
    void removingUnusedColoursKeepsEveryImageLookingTheSame() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        List<RgbaImage> before = looks(pair.sheet().indexedImages(), pair.sheet().palette());
        PaletteTools.Compacted result = PaletteTools.removeUnused(pair.sheet().palette(),
                pair.sheet().indexedImages(), true);
        assertThat(looks(result.images(), result.palette())).isEqualTo(before);
        int used = 256 - result.removed();
        for (IndexedImage image : result.images()) {
            for (byte b : image.pixels()) {
                assertThat(b & 0xFF).isLessThan(used);
            }
        }
        for (int i = used; i < 256; i++) {
            assertThat(result.palette().argb(i) & 0xFFFFFF).as("freed entry " + i).isZero();
        }
        assertThat(result.mapping()[0]).isZero();
        // Done again there is nothing left to free.
        assertThatThrownBy(() -> PaletteTools.removeUnused(result.palette(), result.images(), true))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("in use");
    }

    @Test
    void duplicateColoursMergeOnlyWhenAsked() {
        Palette p = palette(0, 0x112233, 0x445566, 0x112233, 0x778899);
        IndexedImage image = new IndexedImage(3, 1, new byte[] {1, 2, 3});
        PaletteTools.Compacted merged = PaletteTools.removeUnused(p, List.of(image), true);
        assertThat(merged.images().get(0).pixels()).containsExactly(1, 2, 1);
        PaletteTools.Compacted kept = PaletteTools.removeUnused(p, List.of(image), false);
        assertThat(kept.removed()).isEqualTo(252);
        assertThat(kept.images().get(0)).as("nothing to renumber: the same image").isSameAs(image);
        assertThat(kept.palette().argb(4) & 0xFFFFFF).as("the unused entry is freed").isZero();
    }

    @Test
    void removingUnusedColoursInADocumentIsOneStepUndoneExactly() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        SpriteDocument doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        ActSprPair before = doc.model().copy();
        doc.editor().palette().removeUnusedColours(true);
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(doc.model().sheet().palette()).isNotEqualTo(before.sheet().palette());
        doc.undo();
        assertThat(doc.model()).isEqualTo(before);
        assertThat(doc.sheet().version()).isEqualTo(SprVersion.V2_1);
    }

    @Test
    void adjustingColoursLiveMergesIntoOneStep() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        SpriteDocument doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        Palette original = doc.sheet().palette();
        for (int hue = 10; hue <= 50; hue += 10) {
            doc.editor().palette().adjustColours(original, 1, 40, hue, 0.1, 0);
        }
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(doc.sheet().palette()).isEqualTo(PaletteTools.shiftHsb(original, 1, 40, 50, 0.1, 0));
        doc.undo();
        assertThat(doc.sheet().palette()).isSameAs(original);
    }

    private static List<RgbaImage> looks(List<IndexedImage> images, Palette palette) {
        List<RgbaImage> looks = new ArrayList<>();
        for (IndexedImage image : images) {
            looks.add(ImageConversion.toRgba(image, palette));
        }
        return looks;
    }
}
