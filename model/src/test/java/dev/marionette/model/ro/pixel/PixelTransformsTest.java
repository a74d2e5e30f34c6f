package dev.marionette.model.ro.pixel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import org.junit.jupiter.api.Test;

class PixelTransformsTest {

    private static final PixelBuffer L = Art.indexed(
            "12.",
            "3..",
            "4..");

    @Test
    void flips() {
        assertThat(Art.rows(PixelTransforms.flipHorizontal(L))).containsExactly(".21", "..3", "..4");
        assertThat(Art.rows(PixelTransforms.flipVertical(L))).containsExactly("4..", "3..", "12.");
    }

    @Test
    void quarterTurnsSwapTheSizeAndUndoEachOther() {
        PixelBuffer wide = Art.indexed("123", "4..");
        PixelBuffer cw = PixelTransforms.rotateClockwise(wide);
        assertThat(Art.rows(cw)).containsExactly("41", ".2", ".3");
        assertThat(Art.rows(PixelTransforms.rotateAnticlockwise(wide))).containsExactly("3.", "2.", "14");
        assertThat(PixelTransforms.rotateAnticlockwise(cw)).isEqualTo(wide);
    }

    @Test
    void resizeCanvasPlacesThePictureByItsAnchor() {
        PixelBuffer b = Art.indexed("12", "34");
        assertThat(Art.rows(PixelTransforms.resizeCanvas(b, 4, 3, 0, 0))).containsExactly("12..", "34..", "....");
        assertThat(Art.rows(PixelTransforms.resizeCanvas(b, 4, 3, 1, 1))).containsExactly(".12.", ".34.", "....");
        assertThat(Art.rows(PixelTransforms.resizeCanvas(b, 4, 4, 2, 2)))
                .containsExactly("....", "....", "..12", "..34");
        assertThat(Art.rows(PixelTransforms.resizeCanvas(b, 1, 1, 2, 2))).containsExactly("4");
        assertThatThrownBy(() -> PixelTransforms.resizeCanvas(b, 0, 3, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void buffersGoBackToTheSameImages() {
        IndexedImage indexed = new IndexedImage(3, 1, new byte[] {0, 7, (byte) 255});
        assertThat(PixelBuffer.of(indexed).toImage()).isEqualTo(indexed);
        assertThat(PixelBuffer.of(indexed).get(2, 0)).isEqualTo(255);
        RgbaImage rgba = new RgbaImage(2, 1, new int[] {0x80102030, 0});
        assertThat(PixelBuffer.of(rgba).toImage()).isEqualTo(rgba);
    }
}
