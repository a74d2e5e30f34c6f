package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code marionette render}: a frame to PNG, cropped to what it shows; one-line errors. */
class RenderCommandTest extends CommandLineTest {

    private static final int RED = 0xFF0000;
    private static final int BLUE = 0x0000FF;

    private Path act;

    @BeforeEach
    void writeSprite() throws IOException {
        // Action 1 frame 0: a 2x1 image "red, blue" at (5, 0), mirrored; it spans x 4..5, y -1.
        SpriteLayer layer = new SpriteLayer(5, 0, 0, SpriteLayer.TYPE_INDEXED);
        layer.setMirrored(true);
        ActFrame frame = new ActFrame();
        frame.layers().add(layer);
        ActDocument doc = new ActDocument();
        doc.animations().add(animationOf(new ActFrame()));
        doc.animations().add(animationOf(frame));
        act = dir.resolve("sprite.act");
        Files.write(act, ActWriter.toBytes(doc));
        SpriteSheet sheet = new SpriteSheet();
        int[] colours = new int[Palette.SIZE];
        colours[1] = RED;
        colours[2] = BLUE;
        sheet.setPalette(Palette.fromRgb(colours));
        sheet.indexedImages().add(new IndexedImage(2, 1, new byte[] {1, 2}));
        Files.write(dir.resolve("sprite.spr"), SprWriter.toBytes(sheet));
    }

    @Test
    void writesTheFrameCroppedToItsPixels() throws IOException {
        Path png = dir.resolve("out.png");
        assertThat(run("render", "--action", "1", "--frame", "0", "-o", png.toString(), act.toString())).isZero();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(2);
        assertThat(image.getHeight()).isEqualTo(1);
        // Mirrored in place: blue, then red.
        assertThat(image.getRGB(0, 0)).isEqualTo(0xFF000000 | BLUE);
        assertThat(image.getRGB(1, 0)).isEqualTo(0xFF000000 | RED);
        assertThat(out).contains("2x1 pixels").contains("frame origin at (-4, 1)");
        assertThat(err).isEmpty();
    }

    @Test
    void zoomMagnifiesWithNearestNeighbour() throws IOException {
        Path png = dir.resolve("big.png");
        assertThat(run("render", "--action", "1", "--zoom", "3", "-o", png.toString(), act.toString())).isZero();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(6);
        assertThat(image.getHeight()).isEqualTo(3);
        assertThat(image.getRGB(2, 2)).isEqualTo(0xFF000000 | BLUE);
        assertThat(image.getRGB(3, 0)).isEqualTo(0xFF000000 | RED);
    }

    @Test
    void anEmptyFrameGivesOneTransparentPixel() throws IOException {
        Path png = dir.resolve("empty.png");
        assertThat(run("render", "-o", png.toString(), act.toString())).isZero();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth() * image.getHeight()).isEqualTo(1);
        assertThat(image.getRGB(0, 0) >>> 24).isZero();
    }

    @Test
    void missingActionsAndFramesAreOneLineErrors() {
        Path png = dir.resolve("x.png");
        assertThat(run("render", "--action", "7", "-o", png.toString(), act.toString())).isEqualTo(2);
        assertThat(err.strip()).isEqualTo(act + ": no action 7 (it has 2)");
        assertThat(run("render", "--action", "1", "--frame", "3", "-o", png.toString(), act.toString()))
                .isEqualTo(2);
        assertThat(err.strip()).isEqualTo(act + ": action 1 has no frame 3 (it has 1)");
        assertThat(Files.exists(png)).isFalse();
    }

    @Test
    void aMissingSprIsNamed() throws IOException {
        Files.delete(dir.resolve("sprite.spr"));
        assertThat(run("render", "-o", dir.resolve("x.png").toString(), act.toString())).isEqualTo(2);
        assertThat(err.strip()).isEqualTo(dir.resolve("sprite.spr") + ": no such file");
    }

    private static ActAnimation animationOf(ActFrame frame) {
        ActAnimation animation = new ActAnimation();
        animation.frames().add(frame);
        return animation;
    }
}
