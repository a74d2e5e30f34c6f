package dev.marionette.editor.ro.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.testing.SampleSprites;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.tools.ImageTrim;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.FrameRenderer;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Trimming every image of a real sprite to its visible pixels leaves every frame drawing the same pixels, judged
 * by the renderer (frames with a scaled or turned layer that can only land to the nearest pixel aside), and the
 * trimmed files write and read back as what the document holds, in the sheet's own version. Official sprites are
 * trimmed already, so every image first gets a transparent margin of 2 pixels all round, which keeps its centre
 * (and so every frame's look) where it was.
 */
class TrimRenderTest {

    @ParameterizedTest
    @ValueSource(strings = {"body_novice_m", "hg_battle_online_f", "garment_angelwing_summoner_m",
        "wpn_novice_m_dagger_slash", "mon_poring"})
    void framesLookTheSameAfterTrimming(String name) throws Exception {
        ActSprite sample = SampleSprites.sprite(name);
        List<BufferedImage> original = render(new SpriteDocument(sample.act(), sample.sheet(), null, null));
        SpriteDocument doc = padded(sample);
        List<BufferedImage> before = render(doc);
        for (int i = 0; i < before.size(); i++) {
            assertThat(pixels(before.get(i))).as("a margin all round changes nothing").isEqualTo(pixels(original.get(i)));
        }
        ImageTrim.Plan plan = doc.editor().palette().trimImages(List.of());
        Set<String> approximate = new HashSet<>();
        for (LayerRef ref : plan.approximate()) {
            approximate.add(ref.action() + "/" + ref.frame());
        }
        List<BufferedImage> after = render(doc);
        int i = 0;
        int compared = 0;
        for (int a = 0; a < doc.act().animations().size(); a++) {
            for (int f = 0; f < doc.act().animations().get(a).frames().size(); f++, i++) {
                if (!approximate.contains(a + "/" + f)) {
                    assertThat(pixels(after.get(i))).as("%s action %d frame %d", name, a, f)
                            .isEqualTo(pixels(before.get(i)));
                    compared++;
                }
            }
        }
        assertThat(compared).isPositive();
        assertThat(ActReader.read(ActWriter.toBytes(doc.act()), name + ".act")).isEqualTo(doc.act());
        assertThat(SprReader.read(SprWriter.toBytes(doc.sheet()), name + ".spr")).isEqualTo(doc.sheet());
    }

    private static SpriteDocument padded(ActSprite sample) {
        SpriteSheet sheet = sample.sheet().copy();
        for (int i = 0; i < sheet.indexedImages().size(); i++) {
            IndexedImage image = sheet.indexedImages().get(i);
            byte[] pixels = new byte[(image.width() + 4) * (image.height() + 4)];
            for (int y = 0; y < image.height(); y++) {
                for (int x = 0; x < image.width(); x++) {
                    pixels[(y + 2) * (image.width() + 4) + x + 2] = (byte) image.index(x, y);
                }
            }
            sheet.indexedImages().set(i, new IndexedImage(image.width() + 4, image.height() + 4, pixels));
        }
        for (int i = 0; i < sheet.rgbaImages().size(); i++) {
            RgbaImage image = sheet.rgbaImages().get(i);
            int[] argb = new int[(image.width() + 4) * (image.height() + 4)];
            for (int y = 0; y < image.height(); y++) {
                for (int x = 0; x < image.width(); x++) {
                    argb[(y + 2) * (image.width() + 4) + x + 2] = image.argb(x, y);
                }
            }
            sheet.rgbaImages().set(i, new RgbaImage(image.width() + 4, image.height() + 4, argb));
        }
        ActDocument act = sample.act().copy();
        if (ActVersion.hasLayerSize(act.version())) {
            LayerSizes.syncWithSheet(act, sheet);
        }
        return new SpriteDocument(act, sheet, null, null);
    }

    private static List<BufferedImage> render(SpriteDocument doc) {
        FrameRenderer renderer = new FrameRenderer(doc.sheet());
        Rectangle area = new Rectangle(-160, -220, 320, 300);
        return doc.act().animations().stream().flatMap(a -> a.frames().stream())
                .map((ActFrame frame) -> renderer.renderToImage(frame, area)).toList();
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }
}
