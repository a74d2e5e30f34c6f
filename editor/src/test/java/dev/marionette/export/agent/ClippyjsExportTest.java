package dev.marionette.export.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.io.audio.PcmSound;
import dev.marionette.io.audio.WavDecoder;
import dev.marionette.io.audio.WavFile;
import dev.marionette.io.audio.WavFormat;
import dev.marionette.io.audio.WavReader;
import dev.marionette.model.acs.AgentSound;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every sample character exported for the web and read back: the agent data equals the character (animations,
 * frames, durations, exit branches, branches, sounds) and each frame's tile stack, drawn from map.png bottom
 * first, is exactly the frame Agent composites.
 */
class ClippyjsExportTest {

    /** The options of a web export for clippyjs. */
    static final ExportOptions CLIPPYJS = ExportOptions.builder()
            .set(AgentSettings.RUNTIME, AgentSettings.RUNTIME_CLIPPYJS).build();

    @TempDir
    Path dir;

    /** The object a module exports by default, parsed as JSON. */
    static JsonObject defaultExport(Path module) throws IOException {
        String text = Files.readString(module);
        assertThat(text).startsWith("export default {");
        return JsonParser.parseString(text.substring("export default ".length(), text.lastIndexOf('}') + 1))
                .getAsJsonObject();
    }

    @Test
    void everySampleCharacterReadsBackAsItself() throws IOException {
        for (Path file : Samples.withExtension("acs", "acs")) {
            AgentSource source = AgentSourceLoader.acs().load(file, ExportOptions.DEFAULTS);
            Path out = dir.resolve(source.name());
            ExportResult result = new WebCharacterExporter().export(source, CLIPPYJS, out,
                    ExportProgress.NONE);
            assertThat(result.written()).containsExactly(out);
            checkReadsBack(source.character(), out);
        }
    }

    /**
     * An exported sound is a WAV browsers decode (8- or 16-bit PCM) with the original's samples: the original
     * itself when it is such a WAV, else its samples decoded and written as 16-bit PCM.
     */
    static void checkPlayable(AgentSound original, byte[] exported, String at) throws IOException {
        WavFile wav = WavReader.read(exported, at);
        assertThat(wav.format().formatTag()).as(at).isEqualTo(WavFormat.PCM);
        assertThat(wav.format().bitsPerSample()).as(at).isIn(8, 16);
        PcmSound theirs = WavDecoder.decode(original.data(), at);
        PcmSound ours = WavDecoder.decode(wav);
        assertThat(ours.sampleRate()).as(at).isEqualTo(theirs.sampleRate());
        assertThat(ours.channels()).as(at).isEqualTo(theirs.channels());
        assertThat(ours.samples()).as(at).containsExactly(theirs.samples());
        WavFile before = WavReader.read(original.data(), at);
        if (before.format().formatTag() == WavFormat.PCM) {
            assertThat(exported).as(at + ": PCM is kept as it is").isEqualTo(original.data());
        }
    }

    static void checkReadsBack(AgentCharacter c, Path out) throws IOException {
        try (var files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrderElementsOf(
                    ClippyjsExport.FILES);
        }
        JsonObject agent = defaultExport(out.resolve("agent.mjs"));
        JsonObject sounds = defaultExport(out.resolve("sounds.mjs"));
        BufferedImage map = ImageIO.read(out.resolve("map.png").toFile());
        int mapWidth = map.getWidth();
        int[] mapPixels = map.getRGB(0, 0, mapWidth, map.getHeight(), null, 0, mapWidth);
        int w = c.frameWidth();
        int h = c.frameHeight();
        assertThat(agent.getAsJsonArray("framesize")).containsExactly(num(w), num(h));
        JsonArray ids = agent.getAsJsonArray("sounds");
        assertThat(ids).hasSize(c.sounds().size());
        for (int s = 0; s < ids.size(); s++) {
            String uri = sounds.get(ids.get(s).getAsString()).getAsString();
            assertThat(uri).startsWith("data:audio/wav;base64,");
            checkPlayable(c.sounds().get(s), Base64.getDecoder().decode(uri.substring(uri.indexOf(',') + 1)),
                    "sound " + (s + 1));
        }
        JsonObject animations = agent.getAsJsonObject("animations");
        assertThat(animations.keySet()).containsExactlyElementsOf(c.animations().stream()
                .map(AgentAnimation::name).toList());
        int overlays = 0;
        Set<String> usedTiles = new HashSet<>();
        for (AgentAnimation a : c.animations()) {
            JsonObject animation = animations.getAsJsonObject(a.name());
            assertThat(animation.has("useExitBranching")).isEqualTo(a.transition()
                    == AgentAnimation.TRANSITION_EXIT_BRANCHES);
            JsonArray frames = animation.getAsJsonArray("frames");
            assertThat(frames).hasSize(a.frames().size());
            for (int i = 0; i < frames.size(); i++) {
                AgentFrame frame = a.frames().get(i);
                JsonObject f = frames.get(i).getAsJsonObject();
                String at = a.name() + " frame " + i;
                assertThat(f.get("duration").getAsInt()).as(at).isEqualTo(frame.duration() * 10);
                assertThat(f.has("exitBranch") ? f.get("exitBranch").getAsInt() : -2).as(at)
                        .isEqualTo(frame.exitFrame() >= 0 ? frame.exitFrame() : -2);
                if (frame.soundIndex() >= 0) {
                    String uri = sounds.get(f.get("sound").getAsString()).getAsString();
                    checkPlayable(c.sounds().get(frame.soundIndex()),
                            Base64.getDecoder().decode(uri.substring(uri.indexOf(',') + 1)), at);
                } else {
                    assertThat(f.has("sound")).as(at).isFalse();
                }
                JsonArray branches = f.has("branching") ? f.getAsJsonObject("branching").getAsJsonArray("branches")
                        : new JsonArray();
                assertThat(branches).as(at).hasSize(frame.branches().size());
                for (int b = 0; b < branches.size(); b++) {
                    AgentBranch branch = frame.branches().get(b);
                    JsonObject jb = branches.get(b).getAsJsonObject();
                    assertThat(jb.get("frameIndex").getAsInt()).isEqualTo(branch.targetFrame());
                    assertThat(jb.get("weight").getAsInt()).isEqualTo(branch.probability());
                }
                JsonArray images = f.has("images") ? f.getAsJsonArray("images") : new JsonArray();
                assertThat(images).as(at).hasSize(frame.images().size());
                overlays = Math.max(overlays, images.size());
                int[] stacked = new int[w * h];
                for (JsonElement e : images) {
                    int x0 = e.getAsJsonArray().get(0).getAsInt();
                    int y0 = e.getAsJsonArray().get(1).getAsInt();
                    usedTiles.add(x0 + "," + y0);
                    for (int y = 0; y < h; y++) {
                        for (int x = 0; x < w; x++) {
                            int p = mapPixels[(y0 + y) * mapWidth + x0 + x];
                            if (p >>> 24 != 0) {
                                stacked[y * w + x] = p;
                            }
                        }
                    }
                }
                int[] agentDraws = AgentCompositor.toArgb(c, AgentCompositor.renderFrame(c, frame), w, h);
                assertThat(stacked).as(at).isEqualTo(agentDraws);
            }
        }
        assertThat(agent.get("overlayCount").getAsInt()).isEqualTo(Math.max(1, overlays));
        // Each distinct tile once, in a grid with less than a row left empty.
        int columns = map.getWidth() / w;
        int rows = map.getHeight() / h;
        assertThat(map.getWidth() % w).isZero();
        assertThat(map.getHeight() % h).isZero();
        assertThat(columns * rows - usedTiles.size()).isBetween(0, columns - 1);
        Set<String> pixels = new HashSet<>();
        for (String tile : usedTiles) {
            String[] xy = tile.split(",");
            pixels.add(Arrays.toString(map.getRGB(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]), w, h, null, 0,
                    w)));
        }
        assertThat(pixels).hasSameSizeAs(usedTiles);
        assertThat(Files.readString(out.resolve("map.mjs")))
                .isEqualTo("export default new URL(\"./map.png\", import.meta.url).href;\n");
        assertThat(Files.readString(out.resolve("index.mjs"))).contains("agent: () => import(\"./agent.mjs\")")
                .contains("sound: () => import(\"./sounds.mjs\")").contains("map: () => import(\"./map.mjs\")")
                .contains("export { character as default };");
        assertThat(Files.readString(out.resolve("demo.html"))).contains("initAgent").contains("animations()");
    }

    private static JsonElement num(int v) {
        return new com.google.gson.JsonPrimitive(v);
    }

    @Test
    void imagesAreDrawnAtTheirOffsetsAsAgentDoes() throws IOException {
        // Genie's idle frames float: their images have offsets the package's own Genie ignores.
        AgentSource genie = AgentSourceLoader.acs().load(Samples.named("acs", "Genie", "acs"), ExportOptions.DEFAULTS);
        long withOffsets = genie.character().animations().stream().flatMap(a -> a.frames().stream())
                .filter(f -> f.images().stream().anyMatch(i -> i.x() != 0 || i.y() != 0)).count();
        assertThat(withOffsets).isEqualTo(79);
        Path out = dir.resolve("Genie");
        new WebCharacterExporter().export(genie, CLIPPYJS, out, ExportProgress.NONE);
        checkReadsBack(genie.character(), out);
    }

    @Test
    void aScaledCharacterHasBiggerTilesAndTheSameData() throws IOException {
        AgentSource rover = AgentSourceLoader.acs().load(Samples.named("acs", "rover", "acs"), ExportOptions.DEFAULTS);
        Path out = dir.resolve("big");
        new WebCharacterExporter().export(rover, CLIPPYJS.toBuilder().set(CommonSettings.SCALE, 2).build(), out,
                ExportProgress.NONE);
        JsonObject agent = defaultExport(out.resolve("agent.mjs"));
        assertThat(agent.getAsJsonArray("framesize").get(0).getAsInt()).isEqualTo(2 * rover.character().frameWidth());
        BufferedImage map = ImageIO.read(out.resolve("map.png").toFile());
        assertThat(map.getWidth() % (2 * rover.character().frameWidth())).isZero();
    }

    @Test
    void exportingAgainReplacesTheFolder() throws IOException {
        AgentSource rover = AgentSourceLoader.acs().load(Samples.named("acs", "rover", "acs"), ExportOptions.DEFAULTS);
        Path out = dir.resolve("Rover");
        new WebCharacterExporter().export(rover, CLIPPYJS, out, ExportProgress.NONE);
        new WebCharacterExporter().export(rover, CLIPPYJS, out, ExportProgress.NONE);
        checkReadsBack(rover.character(), out);
        try (var s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString()).toList()).containsExactly("Rover");
        }
    }
}
