package dev.marionette.editor.ro.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.refs.BuiltInReferences;
import dev.marionette.editor.ro.refs.ReferenceSprites;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.FrameRenderer;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** The canvas draws the frame pixel for pixel as the renderer does, enlarged nearest-neighbour. */
class CanvasPaintTest {

    static final Color BACKGROUND = new Color(0x40, 0x80, 0x40);
    static final int ZOOM = 4;

    final SpriteDocument doc = RoFixtures.demo();
    final SpriteEditorState state = new SpriteEditorState(doc.act());
    final ReferenceSprites references = new ReferenceSprites();
    final CanvasOptions options = new CanvasOptions();
    final SpriteCanvas canvas = new SpriteCanvas(doc, state, new CanvasScene(new ActSprite(doc.act(), doc.sheet()),
            references), options);

    {
        options.setBackground(BACKGROUND);
        options.set(CanvasOptions.Option.PIXEL_GRID, false);
        options.set(CanvasOptions.Option.CROSSHAIR, false);
        options.set(CanvasOptions.Option.ANCHORS, false);
        canvas.setSize(400, 400);
        canvas.zoomTo(ZOOM);
        canvas.viewport().setOrigin(200, 300);
    }

    private BufferedImage paintCanvas() {
        BufferedImage image = new BufferedImage(400, 400, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        canvas.paint(g);
        g.dispose();
        return image;
    }

    /** The renderer's image of the frame on the background, each model pixel a ZOOM-sized block. */
    private static BufferedImage expected(BufferedImage frame, Rectangle area) {
        BufferedImage out = new BufferedImage(400, 400, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = out.createGraphics();
        g.setColor(BACKGROUND);
        g.fillRect(0, 0, 400, 400);
        g.drawImage(frame, 200 + area.x * ZOOM, 300 + area.y * ZOOM, area.width * ZOOM, area.height * ZOOM, null);
        g.dispose();
        return out;
    }

    /** Compares below the event marker, which the canvas draws at the top left for frames firing one. */
    private static void assertSamePixels(BufferedImage actual, BufferedImage expected) {
        int differing = 0;
        for (int y = 40; y < 400; y++) {
            for (int x = 0; x < 400; x++) {
                if (actual.getRGB(x, y) != expected.getRGB(x, y)) {
                    differing++;
                }
            }
        }
        assertThat(differing).as("pixels differing from the renderer's frame").isZero();
    }

    @Test
    void everyFrameOfTheAttackIsDrawnAsTheRendererDrawsIt() {
        for (int frame = 0; frame < 5; frame++) {
            state.setFrame(17, frame);
            var act = doc.act().animations().get(17).frames().get(frame);
            Rectangle area = new Rectangle(-50, -75, 100, 100);
            BufferedImage rendered = FrameRenderer.renderToImage(act, doc.sheet(), area);
            assertSamePixels(paintCanvas(), expected(rendered, area));
        }
    }

    @Test
    void referencesAreDrawnInTheirPlaceAndOrder() {
        references.setEditedRole(dev.marionette.render.ro.PartRole.OTHER);
        references.add(BuiltInReferences.body().withFront(false));
        state.setFrame(0, 0);
        Rectangle area = new Rectangle(-50, -75, 100, 100);
        BufferedImage rendered = canvas.scene().composition().renderToImage(0, 0, area);
        assertSamePixels(paintCanvas(), expected(rendered, area));
    }
}
