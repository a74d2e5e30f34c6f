package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.act.ActWriter;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * {@code marionette thumbnail -s SIZE IN OUT}: the picture a file manager shows, never larger than SIZE, for sprites,
 * characters, motions and archives; a file with nothing to show is one line and exit 2.
 */
class ThumbnailCommandTest extends CommandLineTest {

    private static final int RED = 0xFF0000;
    private static final int BLUE = 0x0000FF;

    /** A sprite whose action 0 shows {@code first} (may be empty) then a 2x1 "red, blue" image; its SPR beside it. */
    private Path sprite(String name, boolean emptyFirstFrame) throws IOException {
        ActAnimation idle = new ActAnimation();
        if (emptyFirstFrame) {
            idle.frames().add(new ActFrame());
        }
        ActFrame shown = new ActFrame();
        shown.layers().add(new SpriteLayer(0, 0, 0, SpriteLayer.TYPE_INDEXED));
        idle.frames().add(shown);
        ActDocument doc = new ActDocument();
        doc.animations().add(idle);
        Path act = dir.resolve(name + ".act");
        Files.write(act, ActWriter.toBytes(doc));
        Files.write(dir.resolve(name + ".spr"), SprWriter.toBytes(sheet(2, 1, new byte[] {1, 2})));
        return act;
    }

    private static SpriteSheet sheet(int w, int h, byte[] pixels) {
        SpriteSheet sheet = new SpriteSheet();
        int[] colours = new int[Palette.SIZE];
        colours[1] = RED;
        colours[2] = BLUE;
        sheet.setPalette(Palette.fromRgb(colours));
        sheet.indexedImages().add(new IndexedImage(w, h, pixels));
        return sheet;
    }

    private BufferedImage thumbnail(int size, Path file) throws IOException {
        Path png = dir.resolve(file.getFileName() + "-" + size + ".png");
        assertThat(run("thumbnail", "-s", String.valueOf(size), file.toString(), png.toString())).as(err).isZero();
        assertThat(err).isEmpty();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(Math.max(image.getWidth(), image.getHeight())).as("larger side of " + file).isLessThanOrEqualTo(size);
        return image;
    }

    @Test
    void aSmallSpriteGrowsByAWholeFactorPixelForPixel() throws IOException {
        BufferedImage image = thumbnail(9, sprite("tiny", false));
        // 2x1 fits 4 times into 9: 8x4, each sprite pixel a 4x4 block, no blur between red and blue.
        assertThat(image.getWidth()).isEqualTo(8);
        assertThat(image.getHeight()).isEqualTo(4);
        assertThat(image.getRGB(3, 3)).isEqualTo(0xFF000000 | RED);
        assertThat(image.getRGB(4, 0)).isEqualTo(0xFF000000 | BLUE);
    }

    @Test
    void anEmptyFirstFrameGivesWayToTheFirstThatShowsSomething() throws IOException {
        BufferedImage image = thumbnail(16, sprite("effect", true));
        assertThat(image.getWidth()).isEqualTo(16);
        assertThat(image.getRGB(0, 0)).isEqualTo(0xFF000000 | RED);
        assertThat(image.getRGB(15, 7)).isEqualTo(0xFF000000 | BLUE);
    }

    @Test
    void aLargeSpriteShrinksKeepingItsProportions() throws IOException {
        byte[] pixels = new byte[300 * 100];
        java.util.Arrays.fill(pixels, (byte) 1);
        ActAnimation idle = new ActAnimation();
        ActFrame frame = new ActFrame();
        frame.layers().add(new SpriteLayer(0, 0, 0, SpriteLayer.TYPE_INDEXED));
        idle.frames().add(frame);
        ActDocument doc = new ActDocument();
        doc.animations().add(idle);
        Path act = dir.resolve("wide.act");
        Files.write(act, ActWriter.toBytes(doc));
        Files.write(dir.resolve("wide.spr"), SprWriter.toBytes(sheet(300, 100, pixels)));
        BufferedImage image = thumbnail(128, act);
        assertThat(image.getWidth()).isEqualTo(128);
        assertThat(image.getHeight()).isBetween(42, 43);
        assertThat(image.getRGB(64, 20)).isEqualTo(0xFF000000 | RED);
    }

    @Test
    void anArchiveShowsItsFirstSpriteWhoseSheetIsBesideIt() throws IOException {
        Path act = sprite("mob", false);
        Path archive = dir.resolve("patch.gpf");
        try (FileChannel ch = FileChannel.open(archive, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            w.add(GrfNames.encode("data\\luafiles514\\x.lua").orElseThrow(), "-- x".getBytes(StandardCharsets.UTF_8));
            // An ACT without its sheet comes first: it is passed over.
            w.add(GrfNames.encode("data\\sprite\\lonely.act").orElseThrow(), Files.readAllBytes(act));
            w.add(GrfNames.encode("data\\sprite\\몬스터\\mob.act").orElseThrow(), Files.readAllBytes(act));
            w.add(GrfNames.encode("data\\sprite\\몬스터\\mob.spr").orElseThrow(),
                    Files.readAllBytes(dir.resolve("mob.spr")));
            w.finish();
        }
        BufferedImage image = thumbnail(8, archive);
        assertThat(image.getWidth()).isEqualTo(8);
        assertThat(image.getRGB(0, 0)).isEqualTo(0xFF000000 | RED);
        assertThat(image.getRGB(7, 3)).isEqualTo(0xFF000000 | BLUE);
    }

    @Test
    void thorAndRgzPatchesShowTheirFirstSpriteToo() throws IOException {
        Path act = sprite("mob", false);
        Path folder = Files.createDirectories(dir.resolve("patch/data/sprite"));
        Files.copy(act, folder.resolve("mob.act"));
        Files.copy(dir.resolve("mob.spr"), folder.resolve("mob.spr"));
        for (String kind : List.of("thor", "rgz")) {
            Path archive = dir.resolve("patch." + kind);
            assertThat(run("archive", "pack", "-o", archive.toString(), dir.resolve("patch").toString())).as(err)
                    .isZero();
            BufferedImage image = thumbnail(8, archive);
            assertThat(image.getWidth()).as(kind).isEqualTo(8);
            assertThat(image.getRGB(0, 0)).as(kind).isEqualTo(0xFF000000 | RED);
            assertThat(image.getRGB(7, 3)).as(kind).isEqualTo(0xFF000000 | BLUE);
        }
    }

    @Test
    void aFileWithNothingToShowIsOneLineAndExitTwo() throws IOException {
        Path archive = dir.resolve("lua.gpf");
        try (FileChannel ch = FileChannel.open(archive, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            w.add(GrfNames.encode("data\\x.lua").orElseThrow(), "-- x".getBytes(StandardCharsets.UTF_8));
            w.finish();
        }
        Path png = dir.resolve("none.png");
        assertThat(run("thumbnail", archive.toString(), png.toString())).isEqualTo(2);
        assertThat(err.strip()).isEqualTo(archive + ": no thumbnail: no sprite in the archive that can be shown");
        assertThat(png).doesNotExist();

        Path text = Files.writeString(dir.resolve("notes.act"), "not a sprite at all");
        assertThat(run("thumbnail", text.toString(), png.toString())).isEqualTo(2);
        assertThat(err.strip().split("\\R")).singleElement().asString().startsWith(text.toString());
        assertThat(png).doesNotExist();
    }

    @Test
    void aSizeOutsideTheRangeIsRefused() throws IOException {
        Path act = sprite("s", false);
        assertThat(run("thumbnail", "-s", "4", act.toString(), dir.resolve("x.png").toString())).isEqualTo(2);
        assertThat(err).contains("--size must be 8 to 4096");
    }

    @Test
    void aLongMessageIsCutToItsFirstAndLastLines() {
        String many = String.join("\n", List.of("first", "a", "b", "c", "last"));
        assertThat(ThumbnailCommand.firstAndLast(many).split("\\R")).containsExactly("first", "  ...", "last");
        assertThat(ThumbnailCommand.firstAndLast("one")).isEqualTo("one");
    }

    // The real files (skipped when the samples are absent).

    @Test
    void everyRealSpriteCharacterMotionAndArchiveHasAThumbnail() throws IOException {
        List<Path> files = List.of(Samples.file("ro/body_novice_f.act"), Samples.file("ro/mon_poring.act"),
                Samples.file("ro/head_20_f.spr"), Samples.file("acs/Peedy.acs"), Samples.file("acs/CLIPPIT.ACS"),
                Samples.file("asf/cmu02_walk/02_01.amc"), Samples.file("asf/cmu02_walk/02.asf"),
                Samples.file("sims/ts1_cmx/adult-walking-frantic-loop.cmx"), Samples.file("gk3/SYNTH_TEST.ACT"),
                Samples.file("grf/alchemist_spear.grf"), Samples.file("grf/patch_some_edits-Oct9.gpf"));
        for (Path file : files) {
            BufferedImage image = thumbnail(128, file);
            int opaque = 0;
            for (int y = 0; y < image.getHeight(); y++) {
                for (int x = 0; x < image.getWidth(); x++) {
                    opaque += image.getRGB(x, y) >>> 24 == 0xFF ? 1 : 0;
                }
            }
            assertThat(opaque).as("opaque pixels of " + file).isGreaterThan(100);
            // Cropped to what it shows and fitted: one side reaches the size (pixel art: within a whole factor).
            assertThat(Math.max(image.getWidth(), image.getHeight())).as(file.toString()).isGreaterThan(64);
        }
    }

    @Test
    void anAgentCharacterShowsItsRestPoseCroppedToItsPixels() throws IOException {
        Path genie = Samples.file("acs/Genie.acs");
        AgentCharacter c = AcsReader.read(genie);
        AgentAnimation rest = c.animations().stream().filter(a -> a.name().equalsIgnoreCase("RestPose")).findFirst()
                .orElseThrow();
        byte[] frame = AgentCompositor.renderFrame(c, rest.frames().get(0));
        int stride = AgentImage.stride(c.frameWidth());
        int minX = Integer.MAX_VALUE;
        int maxX = -1;
        int minY = Integer.MAX_VALUE;
        int maxY = -1;
        for (int y = 0; y < c.frameHeight(); y++) {
            for (int x = 0; x < c.frameWidth(); x++) {
                if ((frame[(c.frameHeight() - 1 - y) * stride + x] & 0xFF) != c.transparentIndex()) {
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        BufferedImage image = thumbnail(Math.max(maxX - minX, maxY - minY) + 1, genie);
        // The rest pose's own pixels at one to one: its width and height, its top-left pixel's colour.
        assertThat(image.getWidth()).isEqualTo(maxX - minX + 1);
        assertThat(image.getHeight()).isEqualTo(maxY - minY + 1);
        int cx = (minX + maxX) / 2;
        int cy = (minY + maxY) / 2;
        int index = frame[(c.frameHeight() - 1 - cy) * stride + cx] & 0xFF;
        assertThat(image.getRGB(cx - minX, cy - minY)).isEqualTo(index == c.transparentIndex() ? 0
                : c.paletteArgb(index));
    }
}
