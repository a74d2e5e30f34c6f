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
import dev.marionette.model.testing.SpriteFixtures;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Palette entries swapped, moved, blended and pasted: images keep their look, entry 0 stays, undo is exact. */
class PaletteArrangementTest {

    private static List<RgbaImage> looks(List<IndexedImage> images, Palette palette) {
        List<RgbaImage> looks = new ArrayList<>();
        for (IndexedImage image : images) {
            looks.add(ImageConversion.toRgba(image, palette));
        }
        return looks;
    }

    /** A palette whose fourth bytes differ per entry, so a move that dropped them would show. */
    private static Palette marked(Palette palette) {
        byte[] bytes = palette.toBytes();
        for (int i = 0; i < Palette.SIZE; i++) {
            bytes[i * 4 + 3] = (byte) i;
        }
        return Palette.fromBytes(bytes);
    }

    @Test
    void swappingTwoUsedEntriesKeepsEveryImageLookingTheSame() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        Palette palette = marked(pair.sheet().palette());
        List<IndexedImage> images = pair.sheet().indexedImages();
        int used = images.get(0).index(images.get(0).width() / 2, images.get(0).height() / 2);
        assertThat(used).isPositive();
        int other = used == 200 ? 201 : 200;
        PaletteArrangement.Rearranged r = PaletteArrangement.apply(palette, images,
                PaletteArrangement.swap(used, other));
        assertThat(looks(r.images(), r.palette())).isEqualTo(looks(images, palette));
        assertThat(r.palette().argb(other)).isEqualTo(palette.argb(used));
        assertThat(r.palette().reserved(other)).as("the fourth byte goes with its entry").isEqualTo(used);
        assertThat(r.images().get(0).index(images.get(0).width() / 2, images.get(0).height() / 2)).isEqualTo(other);
    }

    @Test
    void movingARunSlidesTheOthersOverAndKeepsTheLook() {
        int[] mapping = PaletteArrangement.move(3, 5, 10);
        assertThat(mapping[3]).isEqualTo(10);
        assertThat(mapping[4]).isEqualTo(11);
        assertThat(mapping[5]).isEqualTo(12);
        assertThat(mapping[6]).as("slid back over the gap").isEqualTo(3);
        assertThat(mapping[12]).isEqualTo(9);
        assertThat(mapping[13]).isEqualTo(13);
        assertThat(mapping[0]).isZero();
        int[] back = PaletteArrangement.move(6, 2, 1);
        assertThat(back[2]).isEqualTo(1);
        assertThat(back[6]).isEqualTo(5);
        assertThat(back[1]).isEqualTo(6);

        ActSprPair pair = SpriteFixtures.eightDirections();
        Palette palette = marked(pair.sheet().palette());
        PaletteArrangement.Rearranged r = PaletteArrangement.apply(palette, pair.sheet().indexedImages(),
                PaletteArrangement.move(1, 40, 200));
        assertThat(looks(r.images(), r.palette())).isEqualTo(looks(pair.sheet().indexedImages(), palette));
    }

    @Test
    void entryZeroNeverMovesAndRunsStayInThePalette() {
        assertThatThrownBy(() -> PaletteArrangement.swap(0, 5)).isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("transparent");
        assertThatThrownBy(() -> PaletteArrangement.move(250, 255, 251)).isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("entry 255");
        assertThatThrownBy(() -> PaletteArrangement.move(5, 6, 0)).isInstanceOf(EditRejectedException.class);
        assertThatThrownBy(() -> PaletteArrangement.swap(7, 7)).isInstanceOf(EditRejectedException.class);
    }

    @Test
    void aGradientBlendsTheEntriesBetweenItsEnds() {
        int[] rgb = new int[Palette.SIZE];
        rgb[10] = 0x000000;
        rgb[14] = 0xFF8040;
        rgb[15] = 0x123456;
        Palette p = marked(Palette.fromRgb(rgb));
        Palette g = PaletteArrangement.gradient(p, 14, 10);
        assertThat(g.argb(11) & 0xFFFFFF).isEqualTo(0x402010);
        assertThat(g.argb(12) & 0xFFFFFF).isEqualTo(0x804020);
        assertThat(g.argb(13) & 0xFFFFFF).isEqualTo(0xBF6030);
        assertThat(g.argb(14) & 0xFFFFFF).as("the ends stay").isEqualTo(0xFF8040);
        assertThat(g.argb(15) & 0xFFFFFF).isEqualTo(0x123456);
        assertThat(g.reserved(12)).isEqualTo(12);
        assertThatThrownBy(() -> PaletteArrangement.gradient(p, 10, 11)).isInstanceOf(EditRejectedException.class);
    }

    @Test
    void pastedColoursStopAtTheLastEntry() {
        Palette p = marked(Palette.fromRgb(new int[Palette.SIZE]));
        Palette pasted = PaletteArrangement.paste(p, 254, new int[] {0x111111, 0x222222, 0x333333});
        assertThat(pasted.argb(254) & 0xFFFFFF).isEqualTo(0x111111);
        assertThat(pasted.argb(255) & 0xFFFFFF).isEqualTo(0x222222);
        assertThat(pasted.reserved(255)).isEqualTo(255);
    }

    @Test
    void aSwapIsOneUndoStepThatGivesBackTheSameImageObjects() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        SpriteDocument doc = new SpriteDocument(pair.act(), pair.sheet(), null, null);
        Palette before = doc.sheet().palette();
        List<IndexedImage> images = List.copyOf(doc.sheet().indexedImages());
        int used = images.get(0).index(images.get(0).width() / 2, images.get(0).height() / 2);
        doc.editor().palette().swapEntries(used, used == 200 ? 201 : 200);
        assertThat(doc.history().position()).isEqualTo(1);
        assertThat(doc.sheet().indexedImages().get(0)).isNotSameAs(images.get(0));
        doc.undo();
        assertThat(doc.sheet().palette()).isSameAs(before);
        for (int i = 0; i < images.size(); i++) {
            assertThat(doc.sheet().indexedImages().get(i)).as("image " + i).isSameAs(images.get(i));
        }
        doc.editor().palette().moveEntries(1, 3, 100);
        doc.editor().palette().pasteEntries(9, new int[] {0xABCDEF});
        doc.editor().palette().gradient(1, 9);
        assertThat(doc.history().position()).isEqualTo(3);
        assertThat(doc.history().steps().get(0).getPresentationName()).isEqualTo("Move palette entries 1-3 to 100");
    }
}
