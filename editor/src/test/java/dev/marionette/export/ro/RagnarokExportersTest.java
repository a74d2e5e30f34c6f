package dev.marionette.export.ro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.marionette.editor.ro.file.SprChooser;
import dev.marionette.editor.ro.file.SpriteFiles;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.gif.DecodedGif;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.ro.PartRole;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Ragnarok exports read back: GIFs decoded with ImageIO, PNG frames, and sprite sheets whose JSON atlas is
 * parsed and whose rectangles are cut from the PNG; every picture is compared with what the editor's renderer
 * draws for the same frame.
 */
class RagnarokExportersTest {

    @TempDir
    Path dir;

    private static RagnarokSource sample(String name, String... references) throws IOException {
        Path folder = Samples.folder("ro");
        Path act = folder.resolve(name + ".act");
        assumeTrue(Files.isRegularFile(act), "sample " + name + " not found");
        List<Path> refs = new ArrayList<>();
        for (String r : references) {
            refs.add(folder.resolve(r + ".act"));
        }
        return RagnarokSourceLoader.act().load(act, ExportOptions.builder()
                .set(RagnarokSettings.REFERENCES, refs).build());
    }

    @Test
    void theWalkOfABodyWithItsHeadIsAGifOfTheRenderersPictures() throws IOException {
        RagnarokSource source = sample("body_novice_f", "head_20_f");
        assertThat(source.role()).isEqualTo(PartRole.BODY);
        ActSprPair before = source.sprite().copy();
        int walkSouth = 8;
        Path gif = dir.resolve("walk.gif");
        ExportResult result = new RagnarokGifExporter().export(source,
                ExportOptions.builder().set(RagnarokSettings.ACTION, walkSouth).build(), gif, ExportProgress.NONE);
        assertThat(result.written()).containsExactly(gif);

        DecodedGif decoded = DecodedGif.read(gif);
        RendererPictures expected = RendererPictures.of(source.compose(), walkSouth);
        double interval = source.action(walkSouth).interval() * 25.0;
        assertThat(decoded.frames()).hasSize(expected.frames().size());
        assertThat(decoded.loops()).isTrue();
        assertThat(decoded.totalDelay() * 10.0).isCloseTo(interval * expected.frames().size(),
                org.assertj.core.data.Offset.offset(5.0));
        for (int f = 0; f < expected.frames().size(); f++) {
            DecodedGif.Frame frame = decoded.frames().get(f);
            assertThat(frame.image().getWidth()).isEqualTo(expected.area().width);
            assertThat(frame.image().getHeight()).isEqualTo(expected.area().height);
            assertThat(frame.transparent()).isTrue();
            assertThat(frame.argb()).as("frame %d", f).containsExactly(RendererPictures.asGifShowsIt(
                    expected.frames().get(f)));
        }
        // The head is there: the frame has pixels above the body's own.
        assertThat(source.references()).singleElement().extracting(RagnarokSource.Part::role).isEqualTo(PartRole.HEAD);
        assertThat(source.sprite()).isEqualTo(before);
    }

    @Test
    void everySampleExportsAsTheRendererDrawsIt() throws IOException {
        Path folder = Samples.folder("ro");
        List<Path> acts;
        try (Stream<Path> s = Files.list(folder)) {
            acts = s.filter(p -> p.toString().endsWith(".act")).sorted().toList();
        }
        int checked = 0;
        for (Path act : acts) {
            RagnarokSource source = RagnarokSourceLoader.act().load(act, ExportOptions.DEFAULTS);
            int action = firstActionWithFrames(source);
            if (action < 0) {
                continue;
            }
            ExportOptions options = ExportOptions.builder().set(RagnarokSettings.ACTION, action).build();
            RendererPictures expected = RendererPictures.of(source.compose(), action);
            RendererPictures shownByGif = RendererPictures.of(source.compose(), action, 128);
            Path gif = dir.resolve(source.name() + ".gif");
            new RagnarokGifExporter().export(source, options, gif, ExportProgress.NONE);
            DecodedGif decoded = DecodedGif.read(gif);
            Path pngs = dir.resolve(source.name());
            new PngFramesExporter().export(source, options, pngs, ExportProgress.NONE);
            for (int f = 0; f < expected.frames().size(); f++) {
                int[] want = expected.frames().get(f);
                if (!hasManyColours(shownByGif)) {
                    assertThat(decoded.frames().get(f).argb()).as("%s frame %d", act.getFileName(), f)
                            .containsExactly(RendererPictures.asGifShowsIt(shownByGif.frames().get(f)));
                }
                BufferedImage png = ImageIO.read(pngs.resolve(PngFramesExporter.fileName(source.name(), action, f,
                        expected.frames().size())).toFile());
                assertThat(png.getRGB(0, 0, png.getWidth(), png.getHeight(), null, 0, png.getWidth()))
                        .as("%s PNG frame %d", act.getFileName(), f).containsExactly(want);
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(20);
    }

    private static boolean hasManyColours(RendererPictures pictures) {
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int[] f : pictures.frames()) {
            for (int p : RendererPictures.asGifShowsIt(f)) {
                colours.add(p);
            }
        }
        return colours.size() > 256;
    }

    private static int firstActionWithFrames(RagnarokSource source) {
        for (int i = 0; i < source.actionCount(); i++) {
            if (!source.action(i).frames().isEmpty()) {
                return i;
            }
        }
        return -1;
    }

    /** A sprite of 8 frames moving right, 1.5 ticks each, one of them tinted half transparent, one RGBA image. */
    private static RagnarokSource fixture() {
        SpriteSheet sheet = new SpriteSheet();
        int[] colours = new int[Palette.SIZE];
        colours[0] = 0xFF00FF;
        colours[1] = 0xC03020;
        colours[2] = 0x2040A0;
        sheet.setPalette(Palette.fromRgb(colours));
        sheet.indexedImages().add(new IndexedImage(3, 2, new byte[] {1, 2, 1, 0, 2, 0}));
        sheet.rgbaImages().add(new RgbaImage(2, 1, new int[] {0xFF00FF00, 0x8000FF00}));
        ActDocument act = new ActDocument();
        ActAnimation animation = new ActAnimation();
        animation.setInterval(1.5f);
        for (int f = 0; f < 8; f++) {
            ActFrame frame = new ActFrame();
            SpriteLayer layer = new SpriteLayer(f, 0, 0, SpriteLayer.TYPE_INDEXED);
            if (f == 3) {
                layer.setTint(0xFFFFFF80);
            }
            frame.layers().add(layer);
            frame.layers().add(new SpriteLayer(0, -4, 0, SpriteLayer.TYPE_RGBA));
            animation.frames().add(frame);
        }
        act.animations().add(animation);
        act.animations().add(new ActAnimation());
        return RagnarokSource.of("fixture", new ActSprPair(act, sheet));
    }

    @Test
    void delaysCarryTheRoundingAndPartialAlphaSurvivesInPngs() throws IOException {
        RagnarokSource source = fixture();
        Path gif = dir.resolve("f.gif");
        ExportResult result = new RagnarokGifExporter().export(source, ExportOptions.DEFAULTS, gif, ExportProgress.NONE);
        DecodedGif decoded = DecodedGif.read(gif);
        assertThat(decoded.frames()).extracting(DecodedGif.Frame::delay).containsExactly(4, 4, 3, 4, 4, 4, 3, 4);
        assertThat(decoded.totalDelay()).isEqualTo(30);
        RendererPictures expected = RendererPictures.of(source.compose(), 0);
        assertThat(result.summary()).startsWith("8 frames, " + expected.area().width + "x" + expected.area().height
                + ", 300 ms");
        assertThat(expected.hasPartialAlpha()).isTrue();
        for (int f = 0; f < 8; f++) {
            assertThat(decoded.frames().get(f).argb()).containsExactly(RendererPictures.asGifShowsIt(
                    expected.frames().get(f)));
        }
        new PngFramesExporter().export(source, ExportOptions.DEFAULTS, dir.resolve("png"), ExportProgress.NONE);
        BufferedImage third = ImageIO.read(dir.resolve("png/fixture_action0_03.png").toFile());
        int w = expected.area().width;
        assertThat(third.getRGB(0, 0, w, expected.area().height, null, 0, w)).containsExactly(expected.frames().get(3));
    }

    @Test
    void aBackgroundAndAScaleApplyToGifsAndPngs() throws IOException {
        RagnarokSource source = fixture();
        ExportOptions options = ExportOptions.builder()
                .set(CommonSettings.BACKGROUND, dev.marionette.export.Background.of(0x808080))
                .set(CommonSettings.SCALE, 3).build();
        Path gif = dir.resolve("bg.gif");
        new RagnarokGifExporter().export(source, options, gif, ExportProgress.NONE);
        DecodedGif decoded = DecodedGif.read(gif);
        RendererPictures expected = RendererPictures.of(source.compose(), 0);
        int w = expected.area().width;
        int h = expected.area().height;
        for (int f = 0; f < 8; f++) {
            DecodedGif.Frame frame = decoded.frames().get(f);
            assertThat(frame.transparent()).isFalse();
            assertThat(frame.image().getWidth()).isEqualTo(3 * w);
            assertThat(frame.image().getHeight()).isEqualTo(3 * h);
            int[] want = expected.frames().get(f);
            for (int y = 0; y < 3 * h; y++) {
                for (int x = 0; x < 3 * w; x++) {
                    assertThat(frame.image().getRGB(x, y)).isEqualTo(onGrey(want[y / 3 * w + x / 3]));
                }
            }
        }
        // The half-transparent green pixel is there, blended.
        assertThat(expected.frames().get(0)).contains(0x8000FF00);
    }

    /** A non-premultiplied pixel blended onto 0x808080. */
    private static int onGrey(int argb) {
        int a = argb >>> 24;
        int r = ((argb >>> 16 & 0xFF) * a + 0x80 * (255 - a) + 127) / 255;
        int g = ((argb >>> 8 & 0xFF) * a + 0x80 * (255 - a) + 127) / 255;
        int b = ((argb & 0xFF) * a + 0x80 * (255 - a) + 127) / 255;
        return 0xFF000000 | r << 16 | g << 8 | b;
    }

    @Test
    void everyActionGoesToItsOwnGifNamedAfterTheSource() throws IOException {
        RagnarokSource source = fixture();
        Path out = dir.resolve("all");
        ExportResult result = new RagnarokGifExporter().export(source, ExportOptions.builder()
                .set(CommonSettings.ALL, true).build(), out,
                ExportProgress.NONE);
        // Action 1 has no frames: nothing to show, no file.
        assertThat(result.written()).containsExactly(out.resolve("fixture_action0.gif"));
        assertThat(DecodedGif.read(out.resolve("fixture_action0.gif")).frames()).hasSize(8);
    }

    @Test
    void everyActionOfAMonsterSaysEachNoteOnceNotOncePerAction() throws IOException {
        // Issue 28: export --all of a monster printed 16 long notes on partly transparent pixels, one per action
        RagnarokSource source = sample("mon_ghostring");
        Path out = dir.resolve("all");
        ExportResult result = new RagnarokGifExporter().export(source, ExportOptions.builder()
                .set(CommonSettings.ALL, true).build(), out, ExportProgress.NONE);
        List<String> alpha = result.notes().stream().filter(n -> n.contains("partly transparent")).toList();
        assertThat(alpha).hasSize(1);
        assertThat(alpha.get(0)).matches("actions [0-9, -]+: \\d+ partly transparent pixels \\(all their frames"
                + " together\\): a GIF has no partial transparency, .*");
        assertThat(result.notes()).doesNotHaveDuplicates().hasSizeLessThanOrEqualTo(3);
        long single = 0;
        for (int action : List.of(32, 33)) {
            ExportResult one = new RagnarokGifExporter().export(source, ExportOptions.builder()
                    .set(RagnarokSettings.ACTION, action).build(), dir.resolve("a" + action + ".gif"),
                    ExportProgress.NONE);
            single += Long.parseLong(one.notes().stream().filter(n -> n.contains("partly transparent")).findFirst()
                    .orElseThrow().split(" ", 2)[0]);
        }
        assertThat(Long.parseLong(alpha.get(0).replaceFirst("^actions [0-9, -]+: ", "").split(" ", 2)[0]))
                .as("every action's pixels counted together").isGreaterThanOrEqualTo(single);
        assertThat(ActionNotes.which(List.of(1, 4, 5, 6, 9))).isEqualTo("actions 1, 4-6, 9");
        assertThat(ActionNotes.which(List.of(3))).isEqualTo("action 3");
    }

    @Test
    void missingActionsAreClearErrorsAndWriteNothing() {
        RagnarokSource source = fixture();
        Path gif = dir.resolve("none.gif");
        assertThatThrownBy(() -> new RagnarokGifExporter().export(source, ExportOptions.builder()
                .set(RagnarokSettings.ACTION, 5).build(),
                gif, ExportProgress.NONE)).isInstanceOf(ExportException.class).hasMessage("no action 5 (it has 2)");
        assertThatThrownBy(() -> new SpriteSheetExporter().export(source, ExportOptions.builder()
                .set(RagnarokSettings.ACTION, 1).build(),
                dir.resolve("s.json"), ExportProgress.NONE)).isInstanceOf(ExportException.class)
                .hasMessage("action 1 has no frames");
        assertThat(dir.toFile().list()).isEmpty();
    }

    @Test
    void aSpriteSheetsRectanglesCutFromItsPngAreTheRenderersPictures() throws IOException {
        RagnarokSource source = sample("body_novice_f", "head_20_f");
        Path json = dir.resolve("sheets/novice.json");
        ExportOptions options = ExportOptions.builder().set(CommonSettings.ALL, true).build();
        ExportResult result = new SpriteSheetExporter().export(source, options, json, ExportProgress.NONE);
        Path png = dir.resolve("sheets/novice.png");
        assertThat(result.written()).containsExactly(json, png);
        JsonObject atlas = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
        BufferedImage sheet = ImageIO.read(png.toFile());
        JsonObject meta = atlas.getAsJsonObject("meta");
        assertThat(meta.get("image").getAsString()).isEqualTo("novice.png");
        assertThat(meta.getAsJsonObject("size").get("w").getAsInt()).isEqualTo(sheet.getWidth());
        assertThat(meta.getAsJsonObject("size").get("h").getAsInt()).isEqualTo(sheet.getHeight());
        JsonObject frames = atlas.getAsJsonObject("frames");
        JsonObject animations = atlas.getAsJsonObject("animations");
        assertThat(animations.keySet()).hasSize(RagnarokExports.actions(source, options).size())
                .contains("walk_south", "idle_south", "sit_north-west");
        var composition = source.compose();
        java.util.Set<String> rectangles = new java.util.HashSet<>();
        int walkSouth = 8;
        for (int action : List.of(0, walkSouth, 17, 103)) {
            RendererPictures expected = RendererPictures.of(composition, action);
            JsonArray names = animations.getAsJsonArray(RagnarokExports.key(
                    dev.marionette.render.ro.ActionNames.of(source.sprite().act()), action));
            assertThat(names).hasSize(expected.frames().size());
            for (int f = 0; f < names.size(); f++) {
                JsonObject frame = frames.getAsJsonObject(names.get(f).getAsString());
                JsonObject rect = frame.getAsJsonObject("frame");
                JsonObject placed = frame.getAsJsonObject("spriteSourceSize");
                JsonObject size = frame.getAsJsonObject("sourceSize");
                assertThat(frame.get("rotated").getAsBoolean()).isFalse();
                assertThat(size.get("w").getAsInt()).isEqualTo(expected.area().width);
                assertThat(size.get("h").getAsInt()).isEqualTo(expected.area().height);
                // The untrimmed frame rebuilt from the sheet equals the renderer's picture.
                int w = expected.area().width;
                int h = expected.area().height;
                int[] rebuilt = new int[w * h];
                int rw = rect.get("w").getAsInt();
                int rh = rect.get("h").getAsInt();
                int[] cut = sheet.getRGB(rect.get("x").getAsInt(), rect.get("y").getAsInt(), rw, rh, null, 0, rw);
                for (int y = 0; y < rh; y++) {
                    System.arraycopy(cut, y * rw, rebuilt, (placed.get("y").getAsInt() + y) * w
                            + placed.get("x").getAsInt(), rw);
                }
                assertThat(rebuilt).as("action %d frame %d", action, f).containsExactly(expected.frames().get(f));
                // The anchor puts the frame origin where the renderer has it.
                for (String key : List.of("pivot", "anchor")) {
                    JsonObject pivot = frame.getAsJsonObject(key);
                    assertThat(pivot.get("x").getAsDouble() * w).isCloseTo(-expected.area().x,
                            org.assertj.core.data.Offset.offset(1e-9));
                    assertThat(pivot.get("y").getAsDouble() * h).isCloseTo(-expected.area().y,
                            org.assertj.core.data.Offset.offset(1e-9));
                }
                assertThat(frame.get("duration").getAsDouble()).isEqualTo(source.action(action).interval() * 25.0);
                rectangles.add(rect.toString());
            }
        }
        // Identical frames (a standing body) share their rectangle.
        assertThat(frames.size()).isGreaterThan(countDistinct(frames));
        assertThat(rectangles).isNotEmpty();
    }

    private static int countDistinct(JsonObject frames) {
        java.util.Set<String> rects = new java.util.HashSet<>();
        for (var e : frames.entrySet()) {
            rects.add(e.getValue().getAsJsonObject().get("frame").toString());
        }
        return rects.size();
    }

    @Test
    void anSprAloneExportsOneFramePerImage() throws IOException {
        Path spr = Samples.folder("ro").resolve("mon_poring.spr");
        assumeTrue(Files.isRegularFile(spr), "mon_poring.spr not found");
        // Opened alone (no ACT beside the copy), an SPR shows one image per frame, as in the editor.
        Path copy = Files.copy(spr, dir.resolve("poring.spr"));
        RagnarokSource source = RagnarokSourceLoader.spr().load(copy, ExportOptions.DEFAULTS);
        int images = SpriteFiles.open(copy, SprChooser.NEVER, TaskProgress.NONE).sheet().indexedImages().size();
        ExportResult r = new RagnarokGifExporter().export(source, ExportOptions.DEFAULTS, dir.resolve("p.gif"),
                ExportProgress.NONE);
        assertThat(DecodedGif.read(r.written().get(0)).frames()).hasSize(images);
    }
}
