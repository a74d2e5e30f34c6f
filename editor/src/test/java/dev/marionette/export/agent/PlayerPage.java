package dev.marionette.export.agent;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A web export open in headless Chromium, for the player's browser tests: the export served over HTTP (or opened
 * from the file system), {@code window.agent} waited for, and the tests' own checks (player-checks.js) put in
 * the page. Skips the calling test, with the reason, when Chromium is not installed.
 */
final class PlayerPage implements AutoCloseable {

    /** Exports are kept here between runs of a test class (until {@code mvn clean}). */
    static final Path WORK = Path.of("target", "web-player-test").toAbsolutePath();

    /** Counts every sound the page starts (AudioBufferSourceNode.start), by buffer, before the page runs. */
    static final String COUNT_SOUNDS = """
            window.__soundStarts = [];
            (() => {
              const start = AudioBufferSourceNode.prototype.start;
              AudioBufferSourceNode.prototype.start = function (...args) {
                window.__soundStarts.push(this.buffer);
                return start.apply(this, args);
              };
            })();
            """;

    final DevTools browser;
    private final StaticFiles server;
    private final Path site;

    private PlayerPage(DevTools browser, StaticFiles server, Path site) {
        this.browser = browser;
        this.server = server;
        this.site = site;
    }

    /** Chromium serving {@code site} over HTTP, profile in {@code profile}. */
    static PlayerPage start(Path site, Path profile) throws IOException, InterruptedException {
        Path chromium = DevTools.findChromium();
        assumeTrue(chromium != null, "Chromium is not installed (Debian package chromium): the browser test needs it");
        DevTools browser = DevTools.start(chromium, profile, 1000, 760);
        try {
            browser.beforeEveryPage(COUNT_SOUNDS);
            return new PlayerPage(browser, new StaticFiles(site), site);
        } catch (IOException | RuntimeException e) {
            browser.close();
            throw e;
        }
    }

    /** The web export of {@code source} in {@code WORK/name}, written fresh. */
    static Path export(AgentSource source, String name) throws IOException {
        Path out = WORK.resolve(name);
        new WebCharacterExporter().export(source, ExportOptions.DEFAULTS, out, ExportProgress.NONE);
        return out;
    }

    /** The test fixture character, written as ACS and exported as {@code WORK/Fixture}. */
    static AgentSource fixture() throws IOException {
        AgentSource source = WebFixtures.source(WORK.resolve("acs"));
        export(source, "Fixture");
        return source;
    }

    /** A sample character ("Genie"), exported as {@code WORK/name}; skips the test when the samples are absent. */
    static AgentSource sample(String name) throws IOException {
        Path file = Samples.withExtension("acs", "acs").stream()
                .filter(p -> p.getFileName().toString().replaceFirst("\\.[^.]*$", "").equals(name)).findFirst()
                .orElse(null);
        assumeTrue(file != null, "no sample character " + name);
        AgentSource source = AgentSourceLoader.acs().load(file, ExportOptions.DEFAULTS);
        export(source, name);
        return source;
    }

    /** Every sample character the machine has, exported; empty without samples. */
    static List<AgentSource> samples() throws IOException {
        List<AgentSource> out = new ArrayList<>();
        if (Samples.rootOrNull() == null || !Files.isDirectory(Samples.rootOrNull().resolve("acs"))) {
            return out;
        }
        for (Path file : Samples.withExtension("acs", "acs")) {
            AgentSource source = AgentSourceLoader.acs().load(file, ExportOptions.DEFAULTS);
            String name = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            export(source, name);
            out.add(new AgentSource(name, source.character()));
        }
        return out;
    }

    /** Opens {@code folder/index.html?query} from the server and waits for the agent. */
    void open(String folder, String query) throws IOException, InterruptedException {
        browser.navigate(server.url(folder + "/index.html" + (query.isEmpty() ? "" : "?" + query)));
        ready();
    }

    /** Opens {@code folder/index.html?query} from the file system and waits for the agent. */
    void openFile(String folder, String query) throws IOException, InterruptedException {
        browser.navigate(site.resolve(folder).resolve("index.html").toUri() + (query.isEmpty() ? "" : "?" + query));
        ready();
    }

    /** Opens any page of the site. */
    void openUrl(String path) throws IOException {
        browser.navigate(server.url(path));
    }

    private void ready() throws IOException, InterruptedException {
        browser.waitFor("document.readyState === 'complete' && window.agent && window.agent.loaded",
                Duration.ofSeconds(60));
        browser.evaluate(checks());
    }

    /** The tests' checks, player-checks.js. */
    static String checks() throws IOException {
        try (InputStream in = PlayerPage.class.getResourceAsStream("player-checks.js")) {
            if (in == null) {
                throw new IOException("player-checks.js is missing from the test resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    JsonElement eval(String expression) throws IOException {
        return browser.evaluate(expression);
    }

    String url(String path) {
        return server.url(path);
    }

    @Override
    public void close() {
        server.close();
        browser.close();
    }
}
