package dev.marionette.export.agent;

import com.google.gson.stream.JsonWriter;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * The web character for clippyjs ({@code export --format web --runtime clippyjs}): the folder OUT holding what
 * the clippyjs package's {@code initAgent} loads, laid out like the characters bundled with it, plus a demo page.
 *
 * <ul>
 * <li>{@code index.mjs}: default export {@code {agent, sound, map}}, each a function returning a dynamic import
 *     of the files below (pass it to {@code initAgent}).</li>
 * <li>{@code agent.mjs}: default export {@code {overlayCount, sounds, framesize, animations}}. Animations by
 *     name, in the character's order; each has {@code frames} and, when its transition leaves through exit
 *     branches, {@code useExitBranching: true}. A frame has {@code duration} (ms: Agent's hundredths times 10),
 *     {@code images} (tile positions {@code [x, y]} in the map, bottom tile first; left out when the frame draws
 *     nothing), {@code exitBranch} (the frame index, when the frame has one), {@code sound} (the sound's id)
 *     and {@code branching.branches} ({@code frameIndex}, {@code weight} in percent). {@code overlayCount} is
 *     the most images a frame stacks; {@code sounds} lists the ids, {@code "1"} to {@code "N"} for the
 *     character's sounds in file order.</li>
 * <li>{@code map.mjs}: default export the URL of {@code map.png}, resolved against the module's own URL;
 *     {@code map.png}: the {@link TileMap tiles}, each distinct one once.</li>
 * <li>{@code sounds.mjs}: default export id &rarr; {@code data:audio/wav} URI, each sound as browsers play it
 *     ({@link BrowserSounds}: PCM kept as it is, ADPCM written as PCM).</li>
 * <li>{@code demo.html}: shows the character with a button per animation when served next to clippyjs.</li>
 * </ul>
 *
 * Unlike the data bundled with clippyjs, which draws every image at the frame's corner, images are drawn at
 * their offsets, as Agent draws them. Mouth overlays (speech) and return animations are not part of the
 * package's format and are left out, as in its bundled characters.
 */
final class ClippyjsExport {

    private ClippyjsExport() {
    }

    /** The files every web character has. */
    static final List<String> FILES = List.of("index.mjs", "agent.mjs", "map.mjs", "map.png", "sounds.mjs",
            "demo.html");

    /** The character laid out for the web: its tiles and the agent data that points into them. */
    record Layout(TileMap map, String agentModule, int overlayCount, int frames) {
    }

    static Layout layOut(AgentCharacter c, int scale, ExportProgress progress) throws IOException {
        if (c.animations().isEmpty()) {
            throw new ExportException("the character has no animations");
        }
        TileMap map = new TileMap(c, scale);
        // Tiles first, so that the grid (and with it every position) is known before the data is written.
        int overlays = 1;
        int frames = 0;
        List<List<int[]>> tilesOfFrames = new ArrayList<>();
        int animationIndex = 0;
        for (AgentAnimation animation : c.animations()) {
            progress.step(animationIndex++, c.animations().size() * 2);
            for (AgentFrame frame : animation.frames()) {
                List<AgentFrameImage> images = frame.images();
                int[] tiles = new int[images.size()];
                for (int i = 0; i < images.size(); i++) {
                    // Agent lists the topmost image first; the package stacks its overlays bottom first.
                    tiles[i] = map.tile(images.get(images.size() - 1 - i));
                }
                tilesOfFrames.add(List.of(tiles));
                overlays = Math.max(overlays, tiles.length);
                frames++;
            }
        }
        map.layOut();
        StringBuilder text = new StringBuilder("export default {\n");
        text.append("\"overlayCount\": ").append(overlays).append(",\n");
        text.append("\"sounds\": [");
        for (int s = 0; s < c.sounds().size(); s++) {
            text.append(s == 0 ? "" : ", ").append('"').append(soundId(s)).append('"');
        }
        text.append("],\n");
        text.append("\"framesize\": [").append(map.tileWidth()).append(", ").append(map.tileHeight()).append("],\n");
        text.append("\"animations\": {\n");
        int f = 0;
        for (int a = 0; a < c.animations().size(); a++) {
            AgentAnimation animation = c.animations().get(a);
            text.append(string(animation.name())).append(": {\"frames\": [\n");
            for (int i = 0; i < animation.frames().size(); i++) {
                text.append("  ").append(frame(c, animation.frames().get(i), tilesOfFrames.get(f++).get(0), map))
                        .append(i + 1 < animation.frames().size() ? ",\n" : "\n");
            }
            text.append("]");
            if (animation.transition() == AgentAnimation.TRANSITION_EXIT_BRANCHES) {
                text.append(", \"useExitBranching\": true");
            }
            text.append(a + 1 < c.animations().size() ? "},\n" : "}\n");
        }
        text.append("}\n};\n");
        return new Layout(map, text.toString(), overlays, frames);
    }

    /** The id of sound {@code index} (0-based): "1" for the first, as the package numbers its sounds. */
    static String soundId(int index) {
        return Integer.toString(index + 1);
    }

    private static String frame(AgentCharacter c, AgentFrame frame, int[] tiles, TileMap map) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonWriter json = new JsonWriter(out)) {
            json.beginObject();
            json.name("duration").value(frame.duration() * 10L);
            if (tiles.length > 0) {
                json.name("images").beginArray();
                for (int tile : tiles) {
                    Point at = map.position(tile);
                    json.beginArray().value(at.x).value(at.y).endArray();
                }
                json.endArray();
            }
            if (frame.exitFrame() >= 0) {
                json.name("exitBranch").value(frame.exitFrame());
            }
            if (frame.soundIndex() >= 0 && frame.soundIndex() < c.sounds().size()) {
                json.name("sound").value(soundId(frame.soundIndex()));
            }
            if (!frame.branches().isEmpty()) {
                json.name("branching").beginObject().name("branches").beginArray();
                for (AgentBranch b : frame.branches()) {
                    json.beginObject().name("frameIndex").value(b.targetFrame()).name("weight").value(b.probability())
                            .endObject();
                }
                json.endArray().endObject();
            }
            json.endObject();
        }
        return out.toString();
    }

    private static String string(String value) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonWriter json = new JsonWriter(out)) {
            json.value(value);
        }
        return out.toString();
    }

    static String soundsModule(BrowserSounds sounds) throws IOException {
        StringBuilder text = new StringBuilder("export default {\n");
        Base64.Encoder base64 = Base64.getEncoder();
        List<byte[]> files = sounds.files();
        for (int s = 0; s < files.size(); s++) {
            text.append(string(soundId(s))).append(": \"data:audio/wav;base64,")
                    .append(base64.encodeToString(files.get(s))).append('"')
                    .append(s + 1 < files.size() ? ",\n" : "\n");
        }
        return text.append("};\n").toString();
    }

    static String indexModule(String name) throws IOException {
        return "// " + name.replace('\n', ' ') + ": a Microsoft Agent character exported by Marionette for clippyjs.\n"
                + "// import { initAgent } from \"clippyjs\"; const agent = await initAgent(character);\n"
                + "const character = {\n"
                + "\tagent: () => import(\"./agent.mjs\"),\n"
                + "\tsound: () => import(\"./sounds.mjs\"),\n"
                + "\tmap: () => import(\"./map.mjs\")\n"
                + "};\n"
                + "export { character as default };\n";
    }

    static String mapModule() {
        return "export default new URL(\"./map.png\", import.meta.url).href;\n";
    }

    static String demoPage(String name) throws IOException {
        String template;
        try (InputStream in = ClippyjsExport.class.getResourceAsStream("demo.html")) {
            if (in == null) {
                throw new IOException("the demo page template is missing from the application");
            }
            template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String html = escapeHtml(name);
        return template.replace("@TITLE@", html + " - a web character").replace("@NAME@", html);
    }

    private static String escapeHtml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&#39;");
    }

    /** The files of the clippyjs character, by name, and the summary of what they hold. */
    static WebCharacterExporter.Files files(AgentSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        AgentCharacter c = source.character();
        Layout layout = layOut(c, options.get(CommonSettings.SCALE), progress.part(0, 0.4));
        byte[] png = layout.map().png();
        progress.progress(0.8);
        BrowserSounds sounds = BrowserSounds.of(c);
        LinkedHashMap<String, byte[]> files = new LinkedHashMap<>();
        files.put("agent.mjs", utf8(layout.agentModule()));
        files.put("map.png", png);
        files.put("map.mjs", utf8(mapModule()));
        files.put("sounds.mjs", utf8(soundsModule(sounds)));
        files.put("index.mjs", utf8(indexModule(source.name())));
        files.put("demo.html", utf8(demoPage(source.name())));
        TileMap map = layout.map();
        String summary = "clippyjs, " + c.animations().size() + " animations, " + layout.frames() + " frames, "
                + map.size() + " tiles in a " + map.columns() * map.tileWidth() + "x" + map.rows() * map.tileHeight()
                + " map, " + sounds.describe();
        return new WebCharacterExporter.Files(files, summary, sounds.notes());
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** The dialog's preview: the tile map. */
    static ExportPreview preview(AgentSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        AgentCharacter c = source.character();
        Layout layout = layOut(c, options.get(CommonSettings.SCALE), progress);
        BufferedImage map = layout.map().image();
        return ExportPreview.still(map, c.animations().size() + " animations, " + layout.frames()
                + " frames; " + layout.map().size() + " distinct tiles in a " + map.getWidth() + "x" + map.getHeight()
                + " map; " + c.sounds().size() + " sounds");
    }
}
