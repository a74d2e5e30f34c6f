package dev.marionette.render.ro;

import static dev.marionette.render.ro.LetterSprites.image;
import static dev.marionette.render.ro.LetterSprites.sheet;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** Converted images are reused while the sheet holds the same image and palette, and rebuilt otherwise. */
class SpriteImageCacheTest {

    private static final int WHITE = SpriteLayer.DEFAULT_TINT;
    private static final int HALF_RED = 0xFF000080;

    private final SpriteSheet sheet = sheet(image("AB"), image("C"));
    private final SpriteImageCache cache = new SpriteImageCache(sheet);

    @Test
    void sameImageAndTintGiveTheSameConvertedImage() {
        BufferedImage first = cache.image(SpriteLayer.TYPE_INDEXED, 0, WHITE);
        assertThat(cache.image(SpriteLayer.TYPE_INDEXED, 0, WHITE)).isSameAs(first);
        assertThat(first.getType()).isEqualTo(BufferedImage.TYPE_INT_ARGB_PRE);
        assertThat(first.getRGB(1, 0)).isEqualTo(0xFF000000 | LetterSprites.rgb(2));
    }

    @Test
    void eachTintHasItsOwnImage() {
        BufferedImage plain = cache.image(SpriteLayer.TYPE_INDEXED, 0, WHITE);
        BufferedImage tinted = cache.image(SpriteLayer.TYPE_INDEXED, 0, HALF_RED);
        assertThat(tinted).isNotSameAs(plain);
        assertThat(tinted.getRGB(0, 0) >>> 24).isEqualTo(0x80);
        assertThat(cache.size()).isEqualTo(2);
    }

    @Test
    void replacingAnImageInTheSheetIsNoticed() {
        BufferedImage before = cache.image(SpriteLayer.TYPE_INDEXED, 1, WHITE);
        sheet.indexedImages().set(1, image("DD"));
        BufferedImage after = cache.image(SpriteLayer.TYPE_INDEXED, 1, WHITE);
        assertThat(after).isNotSameAs(before);
        assertThat(after.getWidth()).isEqualTo(2);
        assertThat(after.getRGB(0, 0)).isEqualTo(0xFF000000 | LetterSprites.rgb(4));
    }

    @Test
    void changingThePaletteIsNoticed() {
        BufferedImage before = cache.image(SpriteLayer.TYPE_INDEXED, 0, WHITE);
        sheet.setPalette(sheet.palette().withColor(1, 0x123456));
        BufferedImage after = cache.image(SpriteLayer.TYPE_INDEXED, 0, WHITE);
        assertThat(after).isNotSameAs(before);
        assertThat(after.getRGB(0, 0)).isEqualTo(0xFF123456);
    }

    @Test
    void removedImagesAreGone() {
        sheet.indexedImages().remove(1);
        assertThat(cache.image(SpriteLayer.TYPE_INDEXED, 1, WHITE)).isNull();
        assertThat(cache.image(SpriteLayer.TYPE_RGBA, 0, WHITE)).isNull();
        assertThat(cache.image(SpriteLayer.TYPE_INDEXED, -1, WHITE)).isNull();
        assertThat(cache.image(7, 0, WHITE)).isNull();
    }

    @Test
    void rgbaImagesAreCachedToo() {
        sheet.rgbaImages().add(new RgbaImage(1, 1, new int[] {0xFF00FF00}));
        BufferedImage first = cache.image(SpriteLayer.TYPE_RGBA, 0, WHITE);
        assertThat(first.getRGB(0, 0)).isEqualTo(0xFF00FF00);
        assertThat(cache.image(SpriteLayer.TYPE_RGBA, 0, WHITE)).isSameAs(first);
    }

    @Test
    void emptyImagesDrawNothing() {
        sheet.indexedImages().add(image(""));
        assertThat(cache.image(SpriteLayer.TYPE_INDEXED, 2, WHITE)).isNull();
    }

    @Test
    void onlyTheMostRecentTintsAreKept() {
        BufferedImage plain = cache.image(SpriteLayer.TYPE_INDEXED, 0, WHITE);
        for (int alpha = 1; alpha <= SpriteImageCache.TINTS_PER_IMAGE; alpha++) {
            cache.image(SpriteLayer.TYPE_INDEXED, 0, 0xFFFFFF00 | alpha);
        }
        assertThat(cache.size()).isEqualTo(SpriteImageCache.TINTS_PER_IMAGE);
        assertThat(cache.image(SpriteLayer.TYPE_INDEXED, 0, WHITE)).isNotSameAs(plain);
    }

    @Test
    void invalidateForgetsEverything() {
        BufferedImage before = cache.image(SpriteLayer.TYPE_INDEXED, 0, WHITE);
        cache.invalidate();
        assertThat(cache.size()).isZero();
        assertThat(cache.image(SpriteLayer.TYPE_INDEXED, 0, WHITE)).isNotSameAs(before);
    }
}
