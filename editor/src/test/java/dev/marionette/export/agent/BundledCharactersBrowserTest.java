package dev.marionette.export.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonObject;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentFrame;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Our exports of the sample Clippy, Genie, Peedy and Rover next to the same characters bundled with clippyjs,
 * compared in the browser as the package uses them: the same animations, frames, durations, exit branches and
 * branches; each frame plays the same sound (the two numberings map one to one); and each frame's picture, its
 * tiles stacked on a canvas, is the package's picture except where the frame's images have offsets, which the
 * package ignores and Agent (and the export) does not.
 */
class BundledCharactersBrowserTest {

    @TempDir
    Path profile;

    private static final String COMPARE = """
            async (bundledName, oursName) => {
              const pixels = async (url) => {
                const image = new Image();
                image.src = url;
                await image.decode();
                const canvas = new OffscreenCanvas(image.width, image.height);
                const g = canvas.getContext('2d');
                g.drawImage(image, 0, 0);
                return { data: g.getImageData(0, 0, image.width, image.height).data, width: image.width };
              };
              const base = '/node_modules/clippyjs/dist/agents/' + bundledName + '/';
              const theirs = (await import(base + 'agent.mjs')).default;
              const ours = (await import('/' + oursName + '/agent.mjs')).default;
              const theirMap = await pixels((await import(base + 'map.mjs')).default);
              const ourMap = await pixels((await import('/' + oursName + '/map.mjs')).default);
              const [w, h] = ours.framesize;
              const stack = (map, frame) => {
                const out = new Uint8ClampedArray(w * h * 4);
                for (const [x0, y0] of frame.images || []) {
                  for (let y = 0; y < h; y++) {
                    for (let x = 0; x < w; x++) {
                      const s = ((y0 + y) * map.width + x0 + x) * 4;
                      if (map.data[s + 3] !== 0) {
                        const d = (y * w + x) * 4;
                        out[d] = map.data[s]; out[d + 1] = map.data[s + 1]; out[d + 2] = map.data[s + 2]; out[d + 3] = 255;
                      }
                    }
                  }
                }
                return out;
              };
              const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
              const result = { names: Object.keys(ours.animations), bundledNames: Object.keys(theirs.animations),
                framesize: theirs.framesize.join('x') === ours.framesize.join('x'), frames: 0, dataDiffs: [],
                soundConflicts: 0, samePictures: 0, differentPictures: [] };
              const soundMap = new Map();
              for (const name of Object.keys(ours.animations)) {
                const a = theirs.animations[name], b = ours.animations[name];
                if (!a) { result.dataDiffs.push(name + ' missing'); continue; }
                if (!!a.useExitBranching !== !!b.useExitBranching) result.dataDiffs.push(name + ' exit branching');
                if (a.frames.length !== b.frames.length) { result.dataDiffs.push(name + ' frame count'); continue; }
                for (let i = 0; i < a.frames.length; i++) {
                  const fa = a.frames[i], fb = b.frames[i];
                  result.frames++;
                  for (const key of ['duration', 'exitBranch', 'branching']) {
                    if (JSON.stringify(fa[key]) !== JSON.stringify(fb[key])) result.dataDiffs.push(name + ' ' + i + ' ' + key);
                  }
                  if ((fa.images || []).length !== (fb.images || []).length) result.dataDiffs.push(name + ' ' + i + ' images');
                  if ((fa.sound === undefined) !== (fb.sound === undefined)) result.dataDiffs.push(name + ' ' + i + ' sound');
                  else if (fa.sound !== undefined) {
                    if (soundMap.has(fa.sound) && soundMap.get(fa.sound) !== fb.sound) result.soundConflicts++;
                    soundMap.set(fa.sound, fb.sound);
                  }
                  if (same(stack(theirMap, fa), stack(ourMap, fb))) result.samePictures++;
                  else result.differentPictures.push(name + '/' + i);
                }
              }
              result.soundsMapped = soundMap.size;
              result.soundsOneToOne = new Set(soundMap.values()).size === soundMap.size;
              return result;
            }""";

    @Test
    void ourExportsMatchThePackagesOwnCharactersExceptWhereImagesHaveOffsets() throws Exception {
        Path chromium = DevTools.findChromium();
        assumeTrue(chromium != null, "Chromium is not installed (Debian package chromium): the browser test needs it");
        Path site = Path.of("target", "browser-test", "site").toAbsolutePath();
        ClippyjsBrowserTest.installClippyjs(site);
        for (String[] pair : List.of(new String[] {"clippy", "CLIPPIT"}, new String[] {"genie", "Genie"},
                new String[] {"peedy", "Peedy"}, new String[] {"rover", "rover"})) {
            assumeTrue(Files.isDirectory(site.resolve("node_modules/clippyjs/dist/agents/" + pair[0])),
                    "this clippyjs has no " + pair[0]);
            AgentSource source = AgentSourceLoader.acs().load(Samples.named("acs", pair[1], "acs"), ExportOptions.DEFAULTS);
            Path out = site.resolve("compare-" + pair[1]);
            new WebCharacterExporter().export(source, ClippyjsExportTest.CLIPPYJS, out, ExportProgress.NONE);
            Set<String> withOffsets = new HashSet<>();
            int frames = 0;
            for (AgentAnimation a : source.character().animations()) {
                for (int i = 0; i < a.frames().size(); i++) {
                    AgentFrame f = a.frames().get(i);
                    frames++;
                    if (f.images().stream().anyMatch(im -> im.x() != 0 || im.y() != 0)) {
                        withOffsets.add(a.name() + "/" + i);
                    }
                }
            }
            try (StaticFiles server = new StaticFiles(site);
                    DevTools browser = DevTools.start(chromium, profile.resolve(pair[0]), 800, 600)) {
                browser.navigate(server.url("compare-" + pair[1] + "/demo.html"));
                browser.waitFor("window.marionette && window.marionette.ready", Duration.ofSeconds(60));
                JsonObject r = browser.evaluate("(" + COMPARE + ")('" + pair[0] + "', 'compare-" + pair[1] + "')")
                        .getAsJsonObject();
                String who = pair[1];
                assertThat(r.get("framesize").getAsBoolean()).as(who).isTrue();
                assertThat(r.getAsJsonArray("names")).as(who).hasSameSizeAs(r.getAsJsonArray("bundledNames"));
                assertThat(r.get("frames").getAsInt()).as(who).isEqualTo(frames);
                assertThat(r.getAsJsonArray("dataDiffs")).as(who).isEmpty();
                assertThat(r.get("soundConflicts").getAsInt()).as(who).isZero();
                assertThat(r.get("soundsOneToOne").getAsBoolean()).as(who).isTrue();
                Set<String> different = new HashSet<>();
                r.getAsJsonArray("differentPictures").forEach(e -> different.add(e.getAsString()));
                // Every picture that differs is one whose images have offsets; and those do differ.
                assertThat(withOffsets).as(who).containsAll(different);
                assertThat(different).as(who).hasSameSizeAs(withOffsets);
                assertThat(r.get("samePictures").getAsInt()).as(who).isEqualTo(frames - withOffsets.size());
                assertThat(browser.consoleErrors()).as(who).isEmpty();
            }
        }
    }
}
