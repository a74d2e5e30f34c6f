package dev.marionette.export.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.marionette.io.audio.PcmSound;
import dev.marionette.io.audio.WavDecoder;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentMouth;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.imageio.ImageIO;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page a web export opens with, in headless Chromium: it works opened from the file system and from a server,
 * another page embeds the character through player.mjs, every frame (and every mouth) is drawn as Agent
 * composites it, speech moves the file's mouths and lays the balloon out as the file says, and each frame's sound
 * is decoded as the file has it and starts once per visit of its frame.
 */
class WebPlayerBrowserTest {

    @TempDir
    Path profile;

    /** The agent's box on the page and whether its canvas shows the character: {x, y, w, h, drawn pixels}. */
    private static final String BOX = "(() => { const r = agent.element.getBoundingClientRect();"
            + " return {x: r.x, y: r.y, w: r.width, h: r.height, display: getComputedStyle(agent.element).display}; })()";

    @Test
    void thePageShowsTheCharacterOpenedFromTheFileSystemAndFromAServer() throws Exception {
        List<AgentSource> characters = new ArrayList<>();
        characters.add(PlayerPage.fixture());
        characters.addAll(PlayerPage.samples().stream().filter(s -> s.name().equals("Genie")).toList());
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            for (AgentSource source : characters) {
                for (boolean fromFile : new boolean[] {true, false}) {
                    String how = source.name() + (fromFile ? " from file:" : " from http:");
                    if (fromFile) {
                        page.openFile(source.name(), "");
                    } else {
                        page.open(source.name(), "");
                    }
                    page.browser.waitFor("window.marionetteTimings.firstFrame !== undefined", Duration.ofSeconds(30));
                    JsonArray names = page.eval("agent.animations").getAsJsonArray();
                    assertThat(names.size()).as(how).isEqualTo(source.character().animations().size());
                    assertThat(page.eval("document.querySelectorAll('#animations button').length").getAsInt())
                            .as(how).isEqualTo(names.size());
                    // Show plays to its end in real time.
                    page.browser.waitFor("agent.visible && !agent.currentAnimation", Duration.ofSeconds(30));
                    JsonObject box = page.eval(BOX).getAsJsonObject();
                    assertThat(box.get("display").getAsString()).as(how).isEqualTo("block");
                    assertThat(box.get("w").getAsInt()).as(how).isEqualTo(source.character().frameWidth());
                    int drawn = drawnPixels(page.browser.screenshot(), box);
                    assertThat(drawn).as("%s: pixels of the character on the page", how)
                            .isGreaterThan(source.character().frameWidth() * source.character().frameHeight() / 20);
                    assertThat(page.browser.consoleErrors()).as(how).isEmpty();
                }
            }
        }
    }

    private static int drawnPixels(byte[] png, JsonObject box) throws Exception {
        BufferedImage shot = ImageIO.read(new ByteArrayInputStream(png));
        int x0 = (int) box.get("x").getAsDouble();
        int y0 = (int) box.get("y").getAsDouble();
        int drawn = 0;
        for (int y = Math.max(0, y0); y < Math.min(shot.getHeight(), y0 + box.get("h").getAsInt()); y++) {
            for (int x = Math.max(0, x0); x < Math.min(shot.getWidth(), x0 + box.get("w").getAsInt()); x++) {
                if ((shot.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
                    drawn++;
                }
            }
        }
        return drawn;
    }

    /** The embedding example of docs/export.md: another page imports player.mjs and loads the character. */
    static final String EMBEDDING = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>Embedded</title><link rel="icon" href="data:,"></head>
            <body>
            <div id="stage" style="position: relative; width: 600px; height: 400px"></div>
            <script type="module">
              import { loadCharacter } from "./Fixture/player.mjs";
              const agent = await loadCharacter("./Fixture/character.js",
                  { container: document.getElementById("stage"), x: 200, y: 150 });
              agent.addEventListener("animationend", (e) => { window.ended = e.detail.animation; });
              window.agent = agent;
              await agent.show();
              await agent.speak("Hello from another page.");
              window.done = true;
            </script>
            </body></html>
            """;

    @Test
    void anotherPageEmbedsTheCharacterThroughThePlayerModule() throws Exception {
        PlayerPage.fixture();
        Files.writeString(PlayerPage.WORK.resolve("embedded.html"), EMBEDDING);
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            page.openUrl("embedded.html");
            page.browser.waitFor("window.done === true", Duration.ofSeconds(30));
            assertThat(page.eval("window.ended").getAsString()).isEqualTo("RestPose");
            assertThat(page.eval("agent.element.parentElement.id").getAsString()).isEqualTo("stage");
            assertThat(page.eval("document.querySelectorAll('.agent-balloon').length").getAsInt()).isEqualTo(1);
            assertThat(page.browser.consoleErrors()).isEmpty();
        }
    }

    @Test
    void everyFrameAndEveryMouthIsDrawnAsAgentCompositesIt() throws Exception {
        List<AgentSource> characters = new ArrayList<>();
        characters.add(PlayerPage.fixture());
        characters.addAll(PlayerPage.samples());
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            for (AgentSource source : characters) {
                AgentCharacter c = source.character();
                page.open(source.name(), "clock=manual&idle=off&show=off");
                int checked = 0;
                List<String> different = new ArrayList<>();
                for (AgentAnimation a : c.animations()) {
                    JsonObject hashes = page.eval("checks.pictures([" + new com.google.gson.JsonPrimitive(a.name())
                            + "])").getAsJsonObject();
                    for (int i = 0; i < a.frames().size(); i++) {
                        AgentFrame f = a.frames().get(i);
                        String key = a.name() + "/" + i;
                        if (hash(c, AgentCompositor.renderFrame(c, f)) != hashes.get(key).getAsLong()) {
                            different.add(key);
                        }
                        checked++;
                        for (AgentMouth m : f.mouths()) {
                            if (m.imageIndex() >= c.images().size()) {
                                continue;
                            }
                            String mouthKey = key + "/" + m.type();
                            if (hash(c, AgentCompositor.renderWithMouth(c, f, m)) != hashes.get(mouthKey).getAsLong()) {
                                different.add(mouthKey);
                            }
                            checked++;
                        }
                    }
                }
                System.out.println(source.name() + ": " + checked + " pictures drawn as Agent composites them");
                assertThat(different).as(source.name()).isEmpty();
                assertThat(page.browser.consoleErrors()).as(source.name()).isEmpty();
            }
        }
    }

    /** player-checks.js's hash of a composited frame: FNV-1a over RGBA, transparent pixels 0,0,0,0. */
    static long hash(AgentCharacter c, byte[] frame) {
        int[] argb = AgentCompositor.toArgb(c, frame, c.frameWidth(), c.frameHeight());
        int h = 0x811c9dc5;
        for (int p : argb) {
            int a = p >>> 24;
            int[] bytes = a == 0 ? new int[] {0, 0, 0, 0} : new int[] {p >>> 16 & 0xFF, p >>> 8 & 0xFF, p & 0xFF, a};
            for (int b : bytes) {
                h = (h ^ b) * 0x01000193;
            }
        }
        return h & 0xFFFF_FFFFL;
    }

    @Test
    void speakingMovesTheFilesMouthsAndLaysTheBalloonOutAsTheFileSays() throws Exception {
        PlayerPage.fixture();
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            page.open("Fixture", "clock=manual&seed=2&speech=off&idle=off");
            page.eval("checks.settle()");
            String text = "The quick brown fox jumps over the lazy dog, again and again.";
            JsonObject r = page.eval("checks.record(a => { a.play('Wave'); window.__said = a.speak("
                    + new com.google.gson.JsonPrimitive(text) + "); }, 2000)").getAsJsonObject();
            // Wave (1.3 s) ends on its frame 3, which has mouths: the character speaks there, without returning.
            JsonObject style = page.eval("(() => { const b = document.querySelector('.agent-balloon');"
                    + " const s = getComputedStyle(b); return {font: s.fontFamily, size: s.fontSize, weight: s.fontWeight,"
                    + " italic: s.fontStyle, color: s.color, background: s.backgroundColor, border: s.borderTopColor,"
                    + " hidden: b.hidden, lines: [...b.querySelectorAll('.agent-balloon-line')].map(l => l.textContent),"
                    + " same: b === agent.balloonElement}; })()").getAsJsonObject();
            assertThat(style.get("same").getAsBoolean()).isTrue();
            assertThat(style.get("hidden").getAsBoolean()).isFalse();
            assertThat(style.get("font").getAsString()).startsWith("\"Courier New\"");
            assertThat(style.get("size").getAsString()).isEqualTo("15px");
            assertThat(style.get("weight").getAsString()).isEqualTo("700");
            assertThat(style.get("italic").getAsString()).isEqualTo("italic");
            assertThat(style.get("color").getAsString()).isEqualTo("rgb(128, 0, 0)");
            assertThat(style.get("background").getAsString()).isEqualTo("rgb(192, 255, 192)");
            assertThat(style.get("border").getAsString()).isEqualTo("rgb(0, 0, 128)");
            JsonObject rest = page.eval("checks.record(null, 30000)").getAsJsonObject();
            assertThat(page.eval("window.__said.status").getAsString()).isEqualTo("complete");
            List<String> lines = wrap(text, 20);
            // Two lines of at most twenty characters show at a time; by the end, the last two.
            JsonArray shown = page.eval("[...document.querySelectorAll('.agent-balloon-line')].map(l => l.textContent)")
                    .getAsJsonArray();
            List<String> last = new ArrayList<>();
            shown.forEach(l -> last.add(l.getAsString()));
            assertThat(last).containsExactlyElementsOf(lines.subList(lines.size() - 2, lines.size()));
            List<String> mouths = new ArrayList<>();
            for (JsonObject rec : List.of(r, rest)) {
                for (JsonElement e : rec.getAsJsonArray("events")) {
                    JsonObject o = e.getAsJsonObject();
                    if (o.get("type").getAsString().equals("frame") && !o.get("visit").getAsBoolean()) {
                        assertThat(o.get("animation").getAsString() + "/" + o.get("frame").getAsInt()).isEqualTo("Wave/3");
                        mouths.add(o.get("mouth").isJsonNull() ? null : o.get("mouth").getAsString());
                    }
                }
            }
            assertThat(mouths.size()).isGreaterThan(20);
            assertThat(new java.util.HashSet<>(mouths)).contains("Closed", "OpenWide1", "OpenWide2", "OpenWide3",
                    "OpenMedium", "OpenNarrow");
            assertThat(mouths.get(mouths.size() - 1)).as("the mouth closes for good").isNull();
            // The balloon hides after the words (auto-hide), and nothing was returned from before speaking.
            assertThat(page.eval("document.querySelector('.agent-balloon').hidden").getAsBoolean()).isTrue();
            assertThat(WebPlayerBehaviourBrowserTest.starts(r)).containsExactly("Wave:request");
            assertThat(page.browser.consoleErrors()).isEmpty();
        }
        AgentSource genie = PlayerPage.samples().stream().filter(s -> s.name().equals("Genie")).findFirst().orElse(null);
        if (genie != null) {
            try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile.resolve("genie"))) {
                page.open("Genie", "clock=manual&seed=2&speech=off&idle=off");
                page.eval("checks.settle()");
                // After Show (no mouths on its last frame) Genie speaks on RestPose, as his Speaking state says.
                JsonObject r = page.eval("checks.record(a => { a.speak('I am Genie, your humble servant of the lamp."
                        + " Summon me forth to do your bidding.'); }, 1500)").getAsJsonObject();
                JsonObject style = page.eval("(() => { const b = document.querySelector('.agent-balloon');"
                        + " const s = getComputedStyle(b); return {font: s.fontFamily, size: s.fontSize,"
                        + " background: s.backgroundColor, color: s.color,"
                        + " lines: [...b.querySelectorAll('.agent-balloon-line')].map(l => l.textContent)}; })()")
                        .getAsJsonObject();
                assertThat(style.get("font").getAsString()).startsWith("\"MS Sans Serif\"");
                assertThat(style.get("size").getAsString()).isEqualTo("13px");
                assertThat(style.get("background").getAsString()).isEqualTo("rgb(255, 255, 225)");
                assertThat(style.get("color").getAsString()).isEqualTo("rgb(0, 0, 0)");
                assertThat(WebPlayerBehaviourBrowserTest.starts(r)).containsExactly("RestPose:state");
                JsonObject rest = page.eval("checks.record(null, 30000)").getAsJsonObject();
                long mouthChanges = rest.getAsJsonArray("events").asList().stream().map(JsonElement::getAsJsonObject)
                        .filter(o -> o.get("type").getAsString().equals("frame") && !o.get("visit").getAsBoolean()
                                && o.get("animation").getAsString().equals("RestPose"))
                        .count();
                assertThat(mouthChanges).isGreaterThan(20);
                // Genie's balloon sizes to the text: every line shows, none longer than 28 characters.
                JsonArray lines = style.getAsJsonArray("lines");
                assertThat(lines.size()).isGreaterThan(2);
                lines.forEach(l -> assertThat(l.getAsString().length()).isLessThanOrEqualTo(28));
                assertThat(page.browser.consoleErrors()).isEmpty();
            }
        }
    }

    /** Words wrapped greedily into lines of at most {@code width} characters. */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.trim().split("\\s+")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    @Test
    void eachFrameSoundIsDecodedAsTheFileHasItAndStartsOncePerVisit() throws Exception {
        List<AgentSource> characters = new ArrayList<>();
        characters.add(PlayerPage.fixture());
        characters.addAll(PlayerPage.samples());
        Map<String, int[]> byCodec = new TreeMap<>();
        try (PlayerPage page = PlayerPage.start(PlayerPage.WORK, profile)) {
            for (AgentSource source : characters) {
                AgentCharacter c = source.character();
                page.open(source.name(), "clock=manual&seed=4&speech=off&idle=off");
                page.eval("checks.settle()");
                JsonArray decoded = page.eval("checks.sounds()").getAsJsonArray();
                java.util.BitSet used = CharacterScript.usedSounds(c);
                for (int s = used.nextSetBit(0); s >= 0; s = used.nextSetBit(s + 1)) {
                    String at = source.name() + " sound " + s;
                    JsonObject d = decoded.get(s).getAsJsonObject();
                    assertThat(d.get("how").getAsString()).as(at).isIn("browser", "player");
                    PcmSound expected = WavDecoder.decode(c.sounds().get(s).data(), at);
                    assertThat(d.get("frames").getAsInt()).as(at).isEqualTo(expected.frames());
                    assertThat(d.get("channels").getAsInt()).as(at).isEqualTo(expected.channels());
                    assertThat(d.get("rate").getAsInt()).as(at).isEqualTo(expected.sampleRate());
                    JsonArray picks = d.getAsJsonArray("picks");
                    for (int ch = 0; ch < expected.channels(); ch++) {
                        for (int k = 0; k < 64; k++) {
                            int frame = (int) Math.floor(k * (expected.frames() - 1) / 63.0);
                            int want = expected.sample(frame, ch);
                            // Chromium scales 8-bit PCM it decodes itself by 1/127 above the middle: within 1 %.
                            assertThat(picks.get(ch * 64 + k).getAsInt()).as("%s channel %d frame %d", at, ch, frame)
                                    .isCloseTo(want, Offset.offset(1 + Math.abs(want) / 100));
                        }
                    }
                    byCodec.computeIfAbsent(c.sounds().get(s).format().codecName() + " by the "
                            + d.get("how").getAsString(), k -> new int[1])[0]++;
                }
                // Every animation with sounds once: each start of a sound is one visit of a frame that has it.
                List<String> withSounds = c.animations().stream()
                        .filter(a -> a.frames().stream().anyMatch(f -> f.soundIndex() >= 0))
                        .map(AgentAnimation::name).toList();
                JsonObject r = page.eval("checks.record(a => { window.__soundStarts.length = 0;"
                        + " for (const n of " + new com.google.gson.Gson().toJson(withSounds) + ") a.play(n); }, "
                        + Math.max(1000, withSounds.size() * 8000) + ", 1000)").getAsJsonObject();
                JsonArray starts = page.eval("window.__soundStarts.map(b => agent.sounds.buffers.indexOf(b))")
                        .getAsJsonArray();
                int[] visits = new int[c.sounds().size()];
                for (JsonElement e : r.getAsJsonArray("events")) {
                    JsonObject o = e.getAsJsonObject();
                    if (o.get("type").getAsString().equals("frame") && o.get("visit").getAsBoolean()
                            && o.get("sound").getAsInt() >= 0) {
                        visits[o.get("sound").getAsInt()]++;
                    }
                }
                int[] started = new int[c.sounds().size()];
                starts.forEach(e -> started[e.getAsInt()]++);
                assertThat(started).as(source.name() + ": sound starts per sound").containsExactly(visits);
                assertThat(r.getAsJsonArray("sounds").size()).as(source.name()).isEqualTo(starts.size());
                assertThat(page.browser.consoleErrors()).as(source.name()).isEmpty();
            }
            // In real time too: the fixture's Wave holds its frame 2 (sound 1) for 0.9 s; it starts once.
            page.open("Fixture", "idle=off&speech=off");
            page.browser.waitFor("agent.visible && !agent.currentAnimation", Duration.ofSeconds(30));
            page.eval("window.__soundStarts.length = 0; window.__wave = agent.play('Wave'); 0");
            page.browser.waitFor("window.__wave.status === 'complete'", Duration.ofSeconds(30));
            assertThat(page.eval("window.__soundStarts.filter(b => b === agent.sounds.buffers[1]).length").getAsInt())
                    .isEqualTo(1);
        }
        System.out.println("sounds decoded: " + byCodec.entrySet().stream().map(e -> e.getValue()[0] + " " + e.getKey())
                .toList());
    }
}
