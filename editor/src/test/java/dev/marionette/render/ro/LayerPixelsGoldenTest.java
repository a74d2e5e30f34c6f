package dev.marionette.render.ro;

import static dev.marionette.render.ro.LetterSprites.AREA;
import static dev.marionette.render.ro.LetterSprites.frame;
import static dev.marionette.render.ro.LetterSprites.image;
import static dev.marionette.render.ro.LetterSprites.layer;
import static dev.marionette.render.ro.LetterSprites.rawPremultiplied;
import static dev.marionette.render.ro.LetterSprites.render;
import static dev.marionette.render.ro.LetterSprites.rows;
import static dev.marionette.render.ro.LetterSprites.sheet;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/**
 * Golden pixels for colours: palette index 0, tints (act-spr.md sections 1.3 and 3, step 6), RGBA images,
 * empty and invisible layers, draw order. Colour values are worked out by hand: a channel c tinted by t is
 * round(c&middot;t/255); renderings are premultiplied, each colour channel stored as round(c&middot;a/255).
 */
class LayerPixelsGoldenTest {

    /** Where a 1x1 image at (0, 0) lands: -(1+1)/2 = -1 in both axes. */
    private static final Rectangle ONE_PIXEL = new Rectangle(-1, -1, 1, 1);

    @Test
    void paletteIndexZeroIsTransparentWhateverItsColour() {
        // Index 0 is opaque magenta in this palette; the layer below shows through it.
        SpriteSheet sheet = sheet(image("BBBB", "BBBB"), image(".A.A", "A.A."));
        assertThat(render(frame(layer(0, 0, 0), layer(1, 0, 0)), sheet).subList(3, 5)).containsExactly(
                "..BABA..",
                "..ABAB..");
    }

    @Test
    void layersAreDrawnInFileOrder() {
        SpriteSheet sheet = sheet(image("AAA"), image("B"));
        assertThat(render(frame(layer(0, 0, 0), layer(1, 0, 0)), sheet).get(3)).isEqualTo("..ABA...");
        assertThat(render(frame(layer(1, 0, 0), layer(0, 0, 0)), sheet).get(3)).isEqualTo("..AAA...");
    }

    @Test
    void emptyLayersAreSkipped() {
        SpriteSheet sheet = sheet(image("AB", "CD"));
        SpriteLayer empty = new SpriteLayer(0, 0, SpriteLayer.EMPTY, SpriteLayer.TYPE_INDEXED);
        SpriteLayer missing = layer(7, 0, 0);
        ActFrame frame = frame(empty, layer(0, 1, 1), missing);
        assertThat(render(frame, sheet)).isEqualTo(rows(
                "........",
                "........",
                "........",
                "........",
                "....AB..",
                "....CD..",
                "........",
                "........"));
        assertThat(new FrameRenderer(sheet).place(frame)).extracting(PlacedLayer::index).containsExactly(1);
    }

    @Test
    void tintAlphaZeroHidesTheLayer() {
        SpriteSheet sheet = sheet(image("AB", "CD"));
        SpriteLayer hidden = layer(0, 0, 0);
        hidden.setTint(255, 255, 255, 0);
        assertThat(render(frame(hidden), sheet)).allMatch(row -> row.equals("........"));
        assertThat(new FrameRenderer(sheet).place(frame(hidden))).isEmpty();
    }

    @Test
    void tintMultipliesPaletteColours() {
        SpriteSheet sheet = oneColour(200, 100, 50);
        SpriteLayer layer = layer(0, 0, 0);
        layer.setTint(128, 64, 255, 255);
        // 200*128/255 = 100.39 -> 100; 100*64/255 = 25.1 -> 25; 50*255/255 = 50.
        assertThat(pixel(layer, sheet)).isEqualTo(0xFF_64_19_32);
    }

    @Test
    void tintAlphaMakesIndexedLayersTranslucent() {
        SpriteSheet sheet = oneColour(200, 100, 50);
        SpriteLayer layer = layer(0, 0, 0);
        layer.setTint(255, 255, 255, 128);
        // Alpha 255*128/255 = 128; premultiplied 200*128/255 = 100.4 -> 100, 100 -> 50.2 -> 50, 50 -> 25.1 -> 25.
        assertThat(pixel(layer, sheet)).isEqualTo(0x80_64_32_19);
    }

    @Test
    void tintMultipliesEveryChannelOfRgbaImagesAlphaIncluded() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.rgbaImages().add(new RgbaImage(1, 1, new int[] {0xC8_FF_80_0A}));
        SpriteLayer layer = new SpriteLayer(0, 0, 0, SpriteLayer.TYPE_RGBA);
        layer.setTint(255, 0, 128, 128);
        // a = 200*128/255 = 100.4 -> 100; r = 255; g = 0; b = 10*128/255 = 5.02 -> 5.
        // Premultiplied by 100: r = 100, g = 0, b = 5*100/255 = 1.96 -> 2.
        assertThat(pixel(layer, sheet)).isEqualTo(0x64_64_00_02);
    }

    @Test
    void rgbaImagesKeepTheirAlphaAndOrientation() {
        SpriteSheet sheet = new SpriteSheet();
        // 2x2, top row opaque red then half-transparent green, bottom row transparent then opaque blue.
        sheet.rgbaImages().add(new RgbaImage(2, 2, new int[] {0xFFFF0000, 0x8000FF00, 0x00000000, 0xFF0000FF}));
        BufferedImage out = FrameRenderer.renderToImage(frame(new SpriteLayer(0, 0, 0, SpriteLayer.TYPE_RGBA)),
                sheet, AREA);
        // 2x2 spans -1..0: image pixel (3, 3) is model (-1, -1).
        assertThat(rawPremultiplied(out, 3, 3)).isEqualTo(0xFFFF0000);
        assertThat(rawPremultiplied(out, 4, 3)).isEqualTo(0x80008000);
        assertThat(rawPremultiplied(out, 3, 4)).isZero();
        assertThat(rawPremultiplied(out, 4, 4)).isEqualTo(0xFF0000FF);
    }

    @Test
    void rgbaSpriteIndexCountsFromTheFirstRgbaImage() {
        // Layer (type RGBA, index 0) is absolute image nIndexed + 0, not indexed image 0.
        SpriteSheet sheet = sheet(image("A"));
        sheet.rgbaImages().add(new RgbaImage(1, 1, new int[] {0xFF123456}));
        SpriteLayer rgba = new SpriteLayer(0, 0, 0, SpriteLayer.TYPE_RGBA);
        assertThat(pixel(rgba, sheet)).isEqualTo(0xFF123456);
        assertThat(pixel(layer(0, 0, 0), sheet)).isEqualTo(0xFF000000 | LetterSprites.rgb(1));
    }

    @Test
    void translucentLayersBlendOverThoseBelow() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.rgbaImages().add(new RgbaImage(1, 1, new int[] {0xFF0000FF}));
        sheet.rgbaImages().add(new RgbaImage(1, 1, new int[] {0x80FF0000}));
        ActFrame frame = frame(new SpriteLayer(0, 0, 0, SpriteLayer.TYPE_RGBA),
                new SpriteLayer(0, 0, 1, SpriteLayer.TYPE_RGBA));
        int out = FrameRenderer.renderToImage(frame, sheet, ONE_PIXEL).getRGB(0, 0);
        // Source over: red 255*128/255 = 128 over blue 255*(1 - 128/255) = 127 (one unit of rounding allowed).
        assertThat(out >>> 24).isEqualTo(0xFF);
        assertThat((out >>> 16) & 0xFF).isBetween(127, 129);
        assertThat(out & 0xFF).isBetween(126, 128);
        assertThat((out >>> 8) & 0xFF).isZero();
    }

    @Test
    void sheetsWithoutPaletteShowIndicesAsGreys() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.indexedImages().add(image("C"));
        assertThat(pixel(layer(0, 0, 0), sheet)).isEqualTo(0xFF030303);
    }

    private static SpriteSheet oneColour(int r, int g, int b) {
        SpriteSheet sheet = new SpriteSheet();
        int[] colours = new int[Palette.SIZE];
        colours[1] = r << 16 | g << 8 | b;
        sheet.setPalette(Palette.fromRgb(colours));
        sheet.indexedImages().add(image("A"));
        return sheet;
    }

    /** The raw premultiplied pixel a 1x1 image at (0, 0) draws. */
    private static int pixel(SpriteLayer layer, SpriteSheet sheet) {
        BufferedImage out = FrameRenderer.renderToImage(frame(layer), sheet, ONE_PIXEL);
        return rawPremultiplied(out, 0, 0);
    }
}
