package dev.marionette.export.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web player's own tests (src/test/web, run by Node's test runner: the player's modules as they are in
 * src/main/web), and the bundle the export ships, loaded by Node as the ES module pages import. Skipped, with
 * the reason, where Node is not installed.
 */
class PlayerScriptsTest {

    @TempDir
    Path dir;

    static Path node() {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            for (String name : new String[] {"node", "nodejs"}) {
                if (Files.isExecutable(Path.of(d, name))) {
                    return Path.of(d, name);
                }
            }
        }
        return null;
    }

    private static String run(Path workingDir, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(workingDir.toFile()).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String text = new String(out, java.nio.charset.StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(text).isZero();
        return text;
    }

    @Test
    void thePlayersOwnTestsPass() throws Exception {
        Path node = node();
        assumeTrue(node != null, "Node.js is not installed: the player's own tests need it");
        Path tests = Path.of("src", "test", "web").toAbsolutePath();
        assumeTrue(Files.isDirectory(tests), "run from the editor module: " + tests);
        String out = run(tests.getParent().getParent().getParent(), node.toString(), "--test", tests.toString());
        assertThat(out).contains("# fail 0");
    }

    @Test
    void theShippedBundleIsTheModulesAsOneScriptAndModule() throws Exception {
        Path node = node();
        assumeTrue(node != null, "Node.js is not installed: the bundle check needs it");
        Files.writeString(dir.resolve("player.js"), PlayerBundle.script());
        Files.writeString(dir.resolve("player.mjs"), PlayerBundle.module());
        Files.writeString(dir.resolve("check.mjs"), """
                import * as player from "./player.mjs";
                const clock = new player.ManualClock();
                const character = { name: "T", width: 4, height: 4, images: [], sounds: [], animations: {
                  Show: { t: 2, r: "", f: [{ d: 10 }, { d: 10, b: [[0, 50]] }] } }, states: { Showing: ["SHOW"] } };
                const agent = new player.Agent(character, { clock, idle: false });
                const seen = [];
                agent.addEventListener("frame", (e) => seen.push(e.detail.frame));
                const shown = agent.show();
                clock.advance(60000);
                console.log(JSON.stringify({ exports: Object.keys(player).sort(), status: shown.status,
                  frames: seen.length, global: typeof globalThis.MarionettePlayer.loadCharacter }));
                """);
        String out = run(dir, node.toString(), "check.mjs").strip();
        assertThat(out).contains("\"status\":\"complete\"").contains("\"global\":\"function\"");
        for (String name : PlayerBundle.exportsOf(PlayerBundle.PLAYER)) {
            assertThat(out).contains("\"" + name + "\"");
        }
        // The page's script, as index.html carries it, is valid script too.
        Files.writeString(dir.resolve("page.js"), PlayerBundle.pageScript());
        run(dir, node.toString(), "--check", "page.js");
    }
}
