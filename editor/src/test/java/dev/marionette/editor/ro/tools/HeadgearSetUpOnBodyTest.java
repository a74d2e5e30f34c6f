package dev.marionette.editor.ro.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.testing.SampleSprites;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.tools.AttachmentSetup;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.FrameRenderer;
import dev.marionette.render.ro.PartRole;
import dev.marionette.render.ro.PlacedPart;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A headgear set up on the sample body plays correctly on it, judged by the renderer's compositing: in every
 * frame of every action the generated headgear, attached to the body as the client attaches it, draws exactly
 * the pixels its drawing drew on the body frame it was drawn on, at the same place relative to the body's neck.
 */
class HeadgearSetUpOnBodyTest {

    private static final int SIZE = 160;

    @Test
    void everyFrameSitsOnTheBodysAnchorAsDrawn() throws Exception {
        ActSprite body = SampleSprites.sprite("body_novice_m");
        ActSprite hat = SampleSprites.sprite("hg_golden_laurel_m");
        ActDocument drawn = hat.act().copy();
        SpriteDocument doc = new SpriteDocument(hat.act().copy(), hat.sheet(), null, null);
        doc.editor().animation().setUpFromBody(body.act(), AttachmentSetup.Part.HEADGEAR, 0, 0);
        ActSprite made = new ActSprite(doc.act(), doc.sheet());
        Composition generated = Composition.builder(made, PartRole.HEAD).behind(body, PartRole.BODY).build();
        Composition original = Composition.builder(new ActSprite(drawn, hat.sheet()), PartRole.HEAD)
                .behind(body, PartRole.BODY).build();

        int frames = 0;
        for (int a = 0; a < body.act().animations().size(); a++) {
            int count = body.frameCount(a);
            assertThat(made.frameCount(a)).as("action %d has the body's frames", a).isEqualTo(count);
            for (int f = 0; f < count; f++) {
                List<PlacedPart> parts = generated.place(a, f);
                PlacedPart bodyPart = parts.get(0);
                PlacedPart hatPart = parts.get(1);
                Anchor neck = bodyPart.frame().anchors().get(0);
                Anchor own = hatPart.frame().anchors().get(0);
                assertThat(own.x() + hatPart.offsetX()).as("action %d frame %d: the anchor lands on the neck", a, f)
                        .isEqualTo(neck.x());
                assertThat(own.y() + hatPart.offsetY()).isEqualTo(neck.y());

                int view = AttachmentSetup.viewDirection(a, f, count, AttachmentSetup.Part.HEADGEAR);
                List<PlacedPart> drawnParts = original.place(view, 0);
                Anchor drawnNeck = drawnParts.get(0).frame().anchors().get(0);
                assertThat(pixels(hatPart, neck)).as("action %d frame %d draws its drawing (direction %d)", a, f, view)
                        .isEqualTo(pixels(drawnParts.get(1), drawnNeck));
                frames++;
            }
        }
        assertThat(frames).isGreaterThan(400);
    }

    /** The part's pixels in a square centred on the body's neck. */
    private static int[] pixels(PlacedPart part, Anchor neck) {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = image.createGraphics();
        try {
            g.translate(SIZE / 2 - neck.x(), SIZE / 2 - neck.y());
            FrameRenderer.paintLayers(g, part.layers());
        } finally {
            g.dispose();
        }
        return image.getRGB(0, 0, SIZE, SIZE, null, 0, SIZE);
    }
}
