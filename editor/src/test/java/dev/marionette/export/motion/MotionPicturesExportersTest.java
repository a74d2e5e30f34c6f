package dev.marionette.export.motion;

import dev.marionette.export.acclaim.MotionSourceLoader;
import dev.marionette.export.ro.SpriteFramesExporter;
import dev.marionette.export.ro.SpriteFrames;
import dev.marionette.export.ro.SpritePreview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.editor.motion.TestFigures;
import dev.marionette.export.Background;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.gif.DecodedGif;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pictures of motion: the GIF's frames decoded (count, timing, the figure drawn), PNG frames, and sprite reference
 * frames: 8 actions in Ragnarok's direction order, intervals from the rate, every frame showing the figure,
 * standing on the frame origin and centred on it.
 */
class MotionPicturesExportersTest {

    @TempDir
    Path dir;

    private static MotionSource walk() throws IOException {
        Object loaded = MotionSourceLoader.amc().load(Samples.file("asf/cmu02_walk/02_01.amc"), ExportOptions.DEFAULTS);
        return (MotionSource) loaded;
    }

    @Test
    void theGifHoldsAPictureEveryTwentyFifthOfASecondOfMotion() throws IOException {
        Path out = dir.resolve("walk.gif");
        ExportResult result = new MotionGifExporter().export(walk(), ExportOptions.builder()
                .set(MotionSettings.SIZE, 128).build(), out,
                ExportProgress.NONE);
        DecodedGif gif = DecodedGif.read(out);
        // 343 frames at 120 fps: 2.858 s, 71 pictures of 40 ms
        assertThat(gif.frames()).hasSize(71);
        assertThat(gif.loops()).isTrue();
        assertThat(gif.frames().stream().mapToInt(DecodedGif.Frame::delay).sum()).isEqualTo(284);
        assertThat(gif.frames().get(0).image().getWidth()).isEqualTo(128);
        for (DecodedGif.Frame f : List.of(gif.frames().get(0), gif.frames().get(35), gif.frames().get(70))) {
            assertThat(Arrays.stream(f.argb()).filter(p -> p >>> 24 != 0).count()).as("the figure and floor")
                    .isGreaterThan(200);
        }
        assertThat(result.summary()).startsWith("71 frames, 128x128, 2840 ms");
    }

    @Test
    void framesAndAnOpaqueBackgroundAreHonoured() throws IOException {
        Path out = dir.resolve("walk.gif");
        new MotionGifExporter().export(walk(), ExportOptions.builder().set(MotionSettings.FRAMES, 10)
                .set(MotionSettings.SIZE, 64)
                .set(CommonSettings.BACKGROUND, Background.of(0xFFFFFF)).build(), out, ExportProgress.NONE);
        DecodedGif gif = DecodedGif.read(out);
        assertThat(gif.frames()).hasSize(10);
        assertThat(gif.frames().get(0).argb()[0]).isEqualTo(0xFFFFFFFF);
    }

    @Test
    void pngFramesAreWrittenIntoTheFolder() throws IOException {
        Path folder = dir.resolve("png");
        ExportResult result = new MotionPngExporter().export(walk(), ExportOptions.builder()
                .set(MotionSettings.FRAMES, 4).set(MotionSettings.SIZE, 96)
                .set(MotionSettings.IN_PLACE, true).build(), folder, ExportProgress.NONE);
        assertThat(result.written()).containsExactly(folder.resolve("02_01_000.png"), folder.resolve("02_01_001.png"),
                folder.resolve("02_01_002.png"), folder.resolve("02_01_003.png"));
        assertThat(ImageIO.read(folder.resolve("02_01_002.png").toFile()).getWidth()).isEqualTo(96);
    }

    @Test
    void spriteFramesAreEightActionsInRagnarokOrderWithTheRatesInterval() throws IOException {
        Path act = dir.resolve("walk.act");
        ExportResult result = new SpriteFramesExporter().export(walk(), ExportOptions.DEFAULTS, act,
                ExportProgress.NONE);
        assertThat(result.written()).containsExactly(act, dir.resolve("walk.spr"));
        ActDocument doc = ActReader.read(act).value();
        SpriteSheet sheet = SprReader.read(dir.resolve("walk.spr")).value();
        assertThat(doc.animations()).hasSize(Direction.COUNT);
        for (ActAnimation action : doc.animations()) {
            // 10 pictures per second of 2.858 s: 29 frames of 100 ms = 4 ticks
            assertThat(action.frames()).hasSize(29);
            assertThat(action.interval()).isEqualTo(4f);
            for (ActFrame frame : action.frames()) {
                assertThat(frame.layers()).hasSize(1);
                assertStandsOnTheOrigin(frame.layers().get(0), sheet, 96);
                assertThat(frame.anchors()).as("the head's anchor").hasSize(1);
                assertThat(frame.anchors().get(0).y()).isBetween(-100, -60);
            }
        }
        assertThat(result.summary()).startsWith("8 actions x 29 frames");
    }

    /** The layer's picture is on the frame origin: feet at y = 0, the figure's middle about x = 0. */
    private static void assertStandsOnTheOrigin(SpriteLayer layer, SpriteSheet sheet, int height) {
        IndexedImage image = sheet.indexedImages().get(layer.spriteIndex());
        int left = layer.x() - (image.width() + 1) / 2;
        int top = layer.y() - (image.height() + 1) / 2;
        int bottom = top + image.height();
        // Seen from above (20 degrees), a foot a step ahead of the root is drawn lower than the origin
        assertThat(bottom).as("the feet on the ground line, within a step").isBetween(-12, 12);
        assertThat(top).as("about the height asked for").isBetween(-height - 12, -height + 12);
        int drawn = 0;
        long sumX = 0;
        for (int y = 0; y < image.height(); y++) {
            for (int x = 0; x < image.width(); x++) {
                if (image.index(x, y) != 0) {
                    drawn++;
                    sumX += left + x;
                }
            }
        }
        assertThat(drawn).isGreaterThan(height);
        assertThat((double) sumX / drawn).as("the figure's middle").isBetween(-12.0, 12.0);
        assertThat(left).isNegative();
        assertThat(left + image.width()).isPositive();
    }

    @Test
    void southFacesTheViewerNorthShowsItsBack() throws IOException {
        SpriteFrames frames = SpriteFrames.make(walk(), ExportOptions.builder().set(MotionSettings.FRAMES, 1).build(),
                ExportProgress.NONE);
        SpriteSheet sheet = frames.sprite().sheet();
        IndexedImage south = sheet.indexedImages().get(frames.sprite().act().animations().get(0).frames().get(0)
                .layers().get(0).spriteIndex());
        IndexedImage north = sheet.indexedImages().get(frames.sprite().act().animations().get(4).frames().get(0)
                .layers().get(0).spriteIndex());
        // Facing the viewer, the figure's right side (red, index 3) is on the picture's left; from behind, right.
        assertThat(meanX(south, 3)).isLessThan(meanX(south, 2));
        assertThat(meanX(north, 3)).isGreaterThan(meanX(north, 2));
        assertThat(frames.heading()).isCloseTo(0, within(10.0));
    }

    private static double meanX(IndexedImage image, int index) {
        long sum = 0;
        int n = 0;
        for (int y = 0; y < image.height(); y++) {
            for (int x = 0; x < image.width(); x++) {
                if (image.index(x, y) == index) {
                    sum += x;
                    n++;
                }
            }
        }
        return (double) sum / n;
    }

    @Test
    void fourAndOneDirectionsAndTheFrameCount() throws IOException {
        Skeleton skeleton = TestFigures.skeleton();
        MotionSource small = MotionSource.of("small", skeleton, TestFigures.walk(skeleton, 12));
        SpriteFrames four = SpriteFrames.make(small, ExportOptions.builder().set(MotionSettings.DIRECTIONS, 4)
                .set(MotionSettings.FRAMES, 6).build(),
                ExportProgress.NONE);
        assertThat(four.sprite().act().animations()).hasSize(4);
        assertThat(four.sprite().act().animations().get(0).frames()).hasSize(6);
        // 12 frames at 10 fps in 6 pictures: 200 ms each, 8 ticks
        assertThat(four.sprite().act().animations().get(0).interval()).isEqualTo(8f);
        SpriteFrames one = SpriteFrames.make(small, ExportOptions.builder().set(MotionSettings.DIRECTIONS, 1).build(),
                ExportProgress.NONE);
        assertThat(one.sprite().act().animations()).hasSize(1);
        assertThat(SpriteFrames.directions(4)).containsExactly(Direction.SOUTH, Direction.WEST, Direction.NORTH,
                Direction.EAST);
        assertThatThrownBy(() -> SpriteFrames.make(small, ExportOptions.builder().set(MotionSettings.SIZE, 400).build(),
                ExportProgress.NONE)).isInstanceOf(ExportException.class).hasMessageContaining("at most 200");
    }

    @Test
    void theSpritesPreviewShowsEveryDirection() throws IOException {
        SpriteFrames frames = SpriteFrames.make(walk(), ExportOptions.builder().set(MotionSettings.FRAMES, 3).build(),
                ExportProgress.NONE);
        var preview = SpritePreview.of(frames, ExportProgress.NONE);
        assertThat(preview.frames()).hasSize(3);
        assertThat(preview.delaysMillis()).containsOnly(Math.round(frames.sampling().pictureMillis()) > 0
                ? (int) Math.round(frames.sampling().pictureMillis()) : 0);
        assertThat(preview.frames().get(0).getWidth()).isGreaterThan(8 * 20);
    }
}
