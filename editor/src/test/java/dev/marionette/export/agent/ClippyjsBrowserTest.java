package dev.marionette.export.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.marionette.cli.MarionetteCommand;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.io.audio.PcmSound;
import dev.marionette.io.audio.WavDecoder;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentSound;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exported Genie in a real browser: headless Chromium opens demo.html, served over HTTP from a folder holding
 * the export next to the clippyjs package from the npm registry; the page lists the character's animations,
 * plays Greet to its end and shows the character, with nothing reported on the console. Skipped, with the reason,
 * where Chromium or npm (or the registry) is not available; the CI script installs Chromium first.
 */
class ClippyjsBrowserTest {

    /** Kept between runs (until {@code mvn clean}), so the package is fetched once. */
    private static final Path WORK = Path.of("target", "browser-test");

    @TempDir
    Path profile;

    @Test
    void theExportedGenieGreetsInARealBrowser() throws Exception {
        Path chromium = DevTools.findChromium();
        assumeTrue(chromium != null, "Chromium is not installed (Debian package chromium): the browser test needs it");
        Path genieFile = Samples.named("acs", "Genie", "acs");
        Path site = WORK.resolve("site").toAbsolutePath();
        installClippyjs(site);

        Path out = site.resolve("Genie");
        StringWriter printed = new StringWriter();
        int exit = MarionetteCommand.create(new PrintWriter(printed, true), new PrintWriter(printed, true))
                .execute("export", "--format", "web", "--runtime", "clippyjs", "-o", out.toString(),
                        genieFile.toString());
        assertThat(exit).as(printed.toString()).isZero();
        List<String> expectedNames = AgentSourceLoader.acs().load(genieFile, ExportOptions.DEFAULTS).sequenceNames();
        AgentAnimation greet = AgentSourceLoader.acs().load(genieFile, ExportOptions.DEFAULTS).character().animation("Greet");
        int greetMillis = greet.frames().stream().mapToInt(AgentFrame::duration).sum() * 10;

        try (StaticFiles server = new StaticFiles(site);
                DevTools browser = DevTools.start(chromium, profile, 1000, 800)) {
            browser.navigate(server.url("Genie/demo.html"));
            browser.waitFor("window.marionette && window.marionette.ready", Duration.ofSeconds(60));

            JsonArray names = browser.evaluate("window.marionette.agent.animations()").getAsJsonArray();
            List<String> listed = new ArrayList<>();
            names.forEach(n -> listed.add(n.getAsString()));
            assertThat(listed).containsExactlyElementsOf(expectedNames);

            // Greet through the package's own API: it ends when the package says the animation exited.
            JsonElement elapsed = browser.evaluate("(async () => { const agent = window.marionette.agent;"
                    + " agent.stop(); const t0 = performance.now();"
                    + " await new Promise(done => agent.play('Greet', undefined, done));"
                    + " return performance.now() - t0; })()");
            assertThat(elapsed.getAsDouble()).isGreaterThanOrEqualTo(greetMillis * 0.9);

            JsonObject box = browser.evaluate("(() => { const r = window.marionette.agent._el"
                    + ".getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height,"
                    + " shown: getComputedStyle(window.marionette.agent._el).display}; })()").getAsJsonObject();
            assertThat(box.get("shown").getAsString()).isEqualTo("block");
            byte[] png = browser.screenshot();
            Files.write(WORK.resolve("genie-greeted.png"), png);
            BufferedImage shot = ImageIO.read(new ByteArrayInputStream(png));
            int x0 = (int) box.get("x").getAsDouble();
            int y0 = (int) box.get("y").getAsDouble();
            int w = (int) box.get("w").getAsDouble();
            int h = (int) box.get("h").getAsDouble();
            assertThat(w).isEqualTo(128);
            assertThat(x0 >= 0 && y0 >= 0 && x0 + w <= shot.getWidth() && y0 + h <= shot.getHeight())
                    .as("the character's box %s lies in the %dx%d screenshot", box, shot.getWidth(), shot.getHeight())
                    .isTrue();
            int drawn = 0;
            for (int y = y0; y < y0 + h; y++) {
                for (int x = x0; x < x0 + w; x++) {
                    if ((shot.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
                        drawn++;
                    }
                }
            }
            // Genie fills a good part of his 128x128 frame; the page behind him is white.
            assertThat(drawn).as("pixels of the character in the screenshot").isGreaterThan(w * h / 8);
            assertThat(browser.consoleErrors()).isEmpty();
        }
    }

    /**
     * Decodes each sound of a web export with the page's own {@code decodeAudioData}, in an audio context at the
     * sound's sample rate (so nothing is resampled): per id, whether it decoded, its length in sample frames and
     * channels, and 64 evenly spaced samples per channel as 16-bit values.
     */
    private static final String DECODE_SOUNDS = """
            async (folder, rates) => {
              const sounds = (await import('/' + folder + '/sounds.mjs')).default;
              const result = {};
              for (const [id, uri] of Object.entries(sounds)) {
                try {
                  const bytes = await (await fetch(uri)).arrayBuffer();
                  const context = new OfflineAudioContext(1, 1, rates[id]);
                  const buffer = await context.decodeAudioData(bytes);
                  const picks = [];
                  for (let c = 0; c < buffer.numberOfChannels; c++) {
                    const data = buffer.getChannelData(c);
                    for (let k = 0; k < 64; k++) {
                      picks.push(Math.round(data[Math.floor(k * (data.length - 1) / 63)] * 32768));
                    }
                  }
                  result[id] = { ok: true, frames: buffer.length, channels: buffer.numberOfChannels, picks };
                } catch (e) {
                  result[id] = { ok: false, error: String(e) };
                }
              }
              return result;
            }""";

    @Test
    void everySoundOfEverySampleCharacterDecodesInChromium() throws Exception {
        Path chromium = DevTools.findChromium();
        assumeTrue(chromium != null, "Chromium is not installed (Debian package chromium): the browser test needs it");
        Path site = WORK.resolve("sounds").toAbsolutePath();
        Files.createDirectories(site);
        Files.writeString(site.resolve("index.html"), "<!DOCTYPE html><title>sounds</title><link rel=\"icon\" href=\"data:,\">");
        List<Path> samples = Samples.withExtension("acs", "acs");
        assumeTrue(!samples.isEmpty(), "no sample characters in " + Samples.folder("acs"));
        Map<String, AgentSource> sources = new LinkedHashMap<>();
        for (Path file : samples) {
            AgentSource source = AgentSourceLoader.acs().load(file, ExportOptions.DEFAULTS);
            String name = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            new WebCharacterExporter().export(source, ClippyjsExportTest.CLIPPYJS, site.resolve(name), ExportProgress.NONE);
            sources.put(name, source);
        }
        List<String> failures = new ArrayList<>();
        StringBuilder counts = new StringBuilder();
        int decoded = 0;
        int total = 0;
        try (StaticFiles server = new StaticFiles(site); DevTools browser = DevTools.start(chromium, profile, 800, 600)) {
            browser.navigate(server.url("index.html"));
            browser.waitFor("document.readyState === 'complete'", Duration.ofSeconds(30));
            for (Map.Entry<String, AgentSource> e : sources.entrySet()) {
                List<AgentSound> sounds = e.getValue().character().sounds();
                JsonObject rates = new JsonObject();
                for (int s = 0; s < sounds.size(); s++) {
                    rates.addProperty(ClippyjsExport.soundId(s), sounds.get(s).format().sampleRate());
                }
                JsonObject result = browser.evaluate("(" + DECODE_SOUNDS + ")('" + e.getKey() + "', " + rates + ")")
                        .getAsJsonObject();
                int ok = 0;
                for (int s = 0; s < sounds.size(); s++) {
                    JsonObject r = result.getAsJsonObject(ClippyjsExport.soundId(s));
                    if (r.get("ok").getAsBoolean()) {
                        ok++;
                        // What Chromium decoded is the sound itself: its length and samples are our decoder's.
                        String at = e.getKey() + " sound " + (s + 1);
                        PcmSound expected = WavDecoder.decode(sounds.get(s).data(), at);
                        assertThat(r.get("frames").getAsInt()).as(at).isEqualTo(expected.frames());
                        assertThat(r.get("channels").getAsInt()).as(at).isEqualTo(expected.channels());
                        JsonArray picks = r.getAsJsonArray("picks");
                        for (int c = 0; c < expected.channels(); c++) {
                            for (int k = 0; k < 64; k++) {
                                int frame = (int) Math.floor(k * (expected.frames() - 1) / 63.0);
                                int want = expected.sample(frame, c);
                                // Chromium scales 8-bit samples by 1/127 above the middle, not 1/128: within 1%
                                assertThat(picks.get(c * 64 + k).getAsInt()).as("%s channel %d frame %d", at, c, frame)
                                        .isCloseTo(want, org.assertj.core.data.Offset.offset(1 + Math.abs(want) / 100));
                            }
                        }
                    } else {
                        failures.add(e.getKey() + " sound " + (s + 1) + " (" + sounds.get(s).format().codecName()
                                + "): " + r.get("error").getAsString());
                    }
                }
                decoded += ok;
                total += sounds.size();
                counts.append(e.getKey()).append(' ').append(ok).append('/').append(sounds.size()).append("; ");
            }
            assertThat(browser.consoleErrors()).isEmpty();
        }
        System.out.println("Chromium decodes " + decoded + " of " + total + " exported sounds: " + counts);
        assertThat(failures).as("sounds Chromium cannot decode (%d of %d decode: %s)", decoded, total, counts)
                .isEmpty();
    }

    /** {@code site/node_modules/clippyjs} from the npm registry, unless a previous run left it there. */
    static void installClippyjs(Path site) throws IOException, InterruptedException {
        Path entry = site.resolve("node_modules/clippyjs/dist/index.mjs");
        if (Files.isRegularFile(entry)) {
            return;
        }
        Path npm = null;
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, "npm"))) {
                npm = Path.of(dir, "npm");
                break;
            }
        }
        assumeTrue(npm != null, "npm is not installed: the browser test gets clippyjs from the npm registry");
        Files.createDirectories(site);
        Path log = site.resolve("npm.log");
        Process p = new ProcessBuilder(npm.toString(), "install", "--no-audit", "--no-fund", "--ignore-scripts",
                "--no-save", "--prefix", site.toString(), "clippyjs").redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        boolean done = p.waitFor(180, TimeUnit.SECONDS);
        if (!done) {
            p.destroyForcibly();
        }
        String output = Files.exists(log) ? Files.readString(log).strip() : "";
        assumeTrue(done && p.exitValue() == 0 && Files.isRegularFile(entry),
                "could not get clippyjs from the npm registry: " + (done ? output : "npm timed out"));
    }
}
