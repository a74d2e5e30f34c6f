package dev.marionette.model.testing;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.List;

/**
 * Sprite sheets built in code for tests: every version, RGBA-only sheets with and without a palette,
 * odd and degenerate sizes, zero runs longer than 255 and across rows, a palette whose fourth bytes are
 * not zero.
 */
public final class SprFixtures {

    private SprFixtures() {
    }

    /** Named fixtures covering every version and palette case. */
    public static List<SpriteSheet> all() {
        List<SpriteSheet> sheets = new ArrayList<>();
        for (int version : SprVersion.KNOWN) {
            sheets.add(indexed(version, version != SprVersion.V1_0));
        }
        sheets.add(indexed(SprVersion.V1_0, true));
        sheets.add(rgbaOnly(SprVersion.V2_1, true));
        sheets.add(rgbaOnly(SprVersion.V2_1, false));
        sheets.add(rgbaOnly(SprVersion.V2_0, false));
        sheets.add(empty(SprVersion.V2_1));
        return sheets;
    }

    /** Indexed images (plus RGBA ones from 0x200), with or without a palette. */
    public static SpriteSheet indexed(int version, boolean withPalette) {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setVersion(version);
        sheet.indexedImages().add(checker(3, 5));
        sheet.indexedImages().add(new IndexedImage(1, 1, new byte[] {(byte) 255}));
        sheet.indexedImages().add(longRuns(20, 30));
        sheet.indexedImages().add(new IndexedImage(0, 0, new byte[0]));
        sheet.indexedImages().add(new IndexedImage(7, 1, new byte[7]));
        if (withPalette) {
            sheet.setPalette(palette());
        }
        if (SprVersion.hasRgbaImages(version)) {
            sheet.rgbaImages().addAll(rgbaImages());
        }
        return sheet;
    }

    /** RGBA images only, as official (with palette) and editor-saved (without) files have them. */
    public static SpriteSheet rgbaOnly(int version, boolean withPalette) {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setVersion(version);
        sheet.rgbaImages().addAll(rgbaImages());
        if (withPalette) {
            sheet.setPalette(palette());
        }
        return sheet;
    }

    /** No images at all. */
    public static SpriteSheet empty(int version) {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setVersion(version);
        return sheet;
    }

    /** 256 distinct colours; index 0 magenta (transparent anyway); fourth bytes 0..7 like some official files. */
    public static Palette palette() {
        byte[] bytes = new byte[Palette.BYTES];
        for (int i = 0; i < Palette.SIZE; i++) {
            bytes[i * 4] = (byte) (i == 0 ? 255 : i);
            bytes[i * 4 + 1] = (byte) (255 - i);
            bytes[i * 4 + 2] = (byte) (i == 0 ? 255 : i * 7);
            bytes[i * 4 + 3] = (byte) (i % 8);
        }
        return Palette.fromBytes(bytes);
    }

    /** Alternating transparent and coloured pixels: many lone zeros. */
    static IndexedImage checker(int width, int height) {
        byte[] pixels = new byte[width * height];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (byte) (i % 2 == 0 ? 0 : 1 + i % 254);
        }
        return new IndexedImage(width, height, pixels);
    }

    /** Mostly transparent: zero runs longer than 255 that continue across rows, with a few pixels set. */
    static IndexedImage longRuns(int width, int height) {
        byte[] pixels = new byte[width * height];
        pixels[0] = 9;
        pixels[300] = (byte) 200;
        pixels[301] = (byte) 201;
        pixels[width * height - 1] = 1;
        return new IndexedImage(width, height, pixels);
    }

    static List<RgbaImage> rgbaImages() {
        int[] gradient = new int[4 * 3];
        for (int i = 0; i < gradient.length; i++) {
            gradient[i] = (i * 20) << 24 | (255 - i) << 16 | (i * 9) << 8 | (i * 3);
        }
        return List.of(new RgbaImage(4, 3, gradient), new RgbaImage(1, 1, new int[] {0x80FF_0000}),
                new RgbaImage(3, 0, new int[0]));
    }
}
