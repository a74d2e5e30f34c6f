package dev.marionette.model.ro.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Trimming images keeps every visible pixel where it was on screen: the centres of the visible texels of each
 * layer, placed by the drawing model (act-spr.md section 3), are the same points before and after.
 */
class ImageTrimTest {

    /** An odd-sized image (7 x 6) with a visible 3 x 2 block off-centre. */
    static IndexedImage padded() {
        byte[] pixels = new byte[7 * 6];
        for (int y = 1; y <= 2; y++) {
            for (int x = 4; x <= 6; x++) {
                pixels[y * 7 + x] = (byte) (10 + x + y);
            }
        }
        return new IndexedImage(7, 6, pixels);
    }

    static ActSprPair model() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(Palette.fromRgb(new int[256]));
        sheet.indexedImages().add(padded());
        int[] argb = new int[4 * 5];
        argb[2 * 4 + 1] = 0x80FF0000;
        sheet.rgbaImages().add(new RgbaImage(4, 5, argb));
        ActDocument act = new ActDocument();
        act.setVersion(ActVersion.V2_5);
        ActAnimation action = new ActAnimation();
        ActFrame frame = new ActFrame();
        frame.layers().add(layer(3, -4, 0, false, 0, 1));
        frame.layers().add(layer(-2, 5, 0, true, 0, 1));
        frame.layers().add(layer(0, 0, 0, false, 90, 1));
        frame.layers().add(layer(1, 1, 0, true, 270, 2));
        frame.layers().add(layer(5, 5, 1, false, 180, 1));
        frame.layers().add(layer(5, 5, 0, false, 30, 1.5f));
        action.frames().add(frame);
        act.animations().add(action);
        return new ActSprPair(act, sheet);
    }

    static SpriteLayer layer(int x, int y, int type, boolean mirrored, int rotation, float scale) {
        SpriteLayer l = new SpriteLayer(x, y, 0, type);
        l.setMirrored(mirrored);
        l.setRotation(rotation);
        l.setXScale(scale);
        l.setYScale(scale);
        return l;
    }

    /** Model points of the visible texels' centres, by the drawing model. */
    static TreeMap<String, String> points(SpriteLayer layer, Object image) {
        int w = ImageTrim.width(image);
        int h = ImageTrim.height(image);
        TreeMap<String, String> points = new TreeMap<>();
        double sx = layer.xScale();
        double sy = layer.yScale();
        double r = Math.toRadians(layer.rotation());
        double cx = w % 2 != 0 ? -0.5 * sx : 0;
        double cy = h % 2 != 0 ? -0.5 * sy : 0;
        for (int v = 0; v < h; v++) {
            for (int u = 0; u < w; u++) {
                boolean visible = image instanceof IndexedImage i ? i.index(u, v) != 0
                        : (((RgbaImage) image).argb(u, v) >>> 24) != 0;
                if (!visible) {
                    continue;
                }
                double du = (layer.isMirrored() ? w - u - 0.5 : u + 0.5) - w / 2.0;
                double dv = v + 0.5 - h / 2.0;
                double px = layer.x() + cx + Math.cos(r) * sx * du - Math.sin(r) * sy * dv;
                double py = layer.y() + cy + Math.sin(r) * sx * du + Math.cos(r) * sy * dv;
                int colour = image instanceof IndexedImage i ? i.index(u, v) : ((RgbaImage) image).argb(u, v);
                points.put(Math.round(px * 1000) / 1000.0 + 0.0 + "," + (Math.round(py * 1000) / 1000.0 + 0.0), Integer.toHexString(colour));
            }
        }
        return points;
    }

    @Test
    void layersKeepTheirPixelsOnScreenAndSizesFollow() {
        ActSprPair m = model();
        List<TreeMap<String, String>> before = new ArrayList<>();
        for (SpriteLayer layer : m.act().animations().get(0).frames().get(0).layers()) {
            before.add(points(layer, image(m, layer)));
        }
        SpriteDocument doc = new SpriteDocument(m.act(), m.sheet(), null, null);
        ImageTrim.Plan plan = doc.editor().palette().trimImages(List.of());
        assertThat(doc.sheet().indexedImages().get(0).width()).isEqualTo(3);
        assertThat(doc.sheet().indexedImages().get(0).height()).isEqualTo(2);
        assertThat(doc.sheet().rgbaImages().get(0).width()).isEqualTo(1);
        assertThat(doc.history().steps()).hasSize(1);
        List<SpriteLayer> layers = doc.act().animations().get(0).frames().get(0).layers();
        for (int i = 0; i < 5; i++) {
            assertThat(points(layers.get(i), image(doc.model(), layers.get(i)))).as("layer " + i)
                    .isEqualTo(before.get(i));
            assertThat(layers.get(i).width()).isEqualTo(ImageTrim.width(image(doc.model(), layers.get(i))));
        }
        assertThat(plan.approximate()).as("only the 30-degree, 1.5x layer cannot land exactly")
                .containsExactly(new dev.marionette.model.ro.LayerRef(0, 0, 5));
        doc.undo();
        assertThat(doc.model()).isEqualTo(model());
    }

    @Test
    void onlyLayersThatReallyMoveAreCounted() {
        // a 6 x 4 image with a 1-pixel margin all round: its centre stays, so its layers stay too
        byte[] pixels = new byte[6 * 4];
        for (int y = 1; y <= 2; y++) {
            for (int x = 1; x <= 4; x++) {
                pixels[y * 6 + x] = 5;
            }
        }
        ActSprPair m = model();
        m.sheet().indexedImages().set(0, new IndexedImage(6, 4, pixels));
        List<SpriteLayer> layers = m.act().animations().get(0).frames().get(0).layers();
        List<String> before = layers.stream().map(l -> l.x() + "," + l.y()).toList();
        SpriteDocument doc = new SpriteDocument(m.act(), m.sheet(), null, null);
        ImageTrim.Plan plan = doc.editor().palette().trimImages(List.of(ImageRef.indexed(0)));
        assertThat(doc.sheet().indexedImages().get(0).width()).isEqualTo(4);
        List<dev.marionette.model.ro.LayerRef> moved = new ArrayList<>();
        for (int i = 0; i < layers.size(); i++) {
            if (!before.get(i).equals(layers.get(i).x() + "," + layers.get(i).y())) {
                moved.add(new dev.marionette.model.ro.LayerRef(0, 0, i));
            }
        }
        assertThat(plan.layers().keySet()).as("the layers the plan says it moves are those that moved")
                .containsExactlyInAnyOrderElementsOf(moved);
        assertThat(plan.layers()).as("the plain layer stays where it is")
                .doesNotContainKey(new dev.marionette.model.ro.LayerRef(0, 0, 0));
    }

    @Test
    void trimmedImagesAreLeftAlone() {
        ActSprPair m = model();
        SpriteDocument doc = new SpriteDocument(m.act(), m.sheet(), null, null);
        doc.editor().palette().trimImages(List.of(ImageRef.indexed(0)));
        assertThat(doc.editor().palette().previewTrim(List.of(ImageRef.indexed(0))).images()).isEmpty();
    }

    private static Object image(ActSprPair m, SpriteLayer layer) {
        return layer.spriteType() == 0 ? m.sheet().indexedImages().get(layer.spriteIndex())
                : m.sheet().rgbaImages().get(layer.spriteIndex());
    }
}
