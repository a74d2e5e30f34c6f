package dev.marionette.export.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.marionette.cli.MarionetteCommand;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web export for Marionette's player, read back: character.js holds the character as it is (animations,
 * frames, durations, images and offsets, sounds byte for byte, exit branches, branches, mouths, states,
 * balloon), map.png holds every image's visible pixels where character.js says, and the whole export is no larger
 * than the ACS plus 150 KB.
 */
class WebPlayerExportTest {

    /** What the export may add to the size of the character's ACS. */
    static final long ALLOWANCE = 150 * 1024;

    @TempDir
    Path dir;

    /** The data object of a character.js. */
    static JsonObject data(Path out) throws IOException {
        String text = Files.readString(out.resolve("character.js"));
        String start = "})(JSON.parse('";
        int from = text.indexOf(start) + start.length();
        String literal = text.substring(from, text.lastIndexOf("'));"));
        // The JavaScript string's own escapes: \\ and \' (JSON's escapes come out as they were).
        StringBuilder json = new StringBuilder();
        for (int i = 0; i < literal.length(); i++) {
            char ch = literal.charAt(i);
            if (ch == '\\') {
                ch = literal.charAt(++i);
            }
            json.append(ch);
        }
        return JsonParser.parseString(json.toString()).getAsJsonObject();
    }

    private List<AgentSource> characters() throws IOException {
        List<AgentSource> out = new ArrayList<>();
        out.add(WebFixtures.source(dir.resolve("fixture")));
        if (Samples.rootOrNull() != null && Files.isDirectory(Samples.rootOrNull().resolve("acs"))) {
            for (Path file : Samples.withExtension("acs", "acs")) {
                out.add(AgentSourceLoader.acs().load(file, ExportOptions.DEFAULTS));
            }
        }
        return out;
    }

    @Test
    void everyCharacterReadsBackAsItselfAndStaysWithinItsSize() throws IOException {
        StringBuilder sizes = new StringBuilder();
        for (AgentSource source : characters()) {
            Path out = dir.resolve("out").resolve(source.name());
            ExportResult result = new WebCharacterExporter().export(source, ExportOptions.DEFAULTS, out,
                    ExportProgress.NONE);
            assertThat(result.written()).containsExactly(out);
            List<String> expectedFiles = new ArrayList<>(WebPlayerExport.FILES);
            if (data(out).getAsJsonArray("atlas").size() == 1) {
                expectedFiles.remove("first.png");
            }
            try (Stream<Path> files = Files.list(out)) {
                assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrderElementsOf(
                        expectedFiles);
            }
            checkReadsBack(source.character(), out);
            long acs = acsSize(source);
            long exported = folderSize(out);
            sizes.append(String.format("%s %d -> %d; ", source.name(), acs, exported));
            assertThat(exported).as("%s: the export against its ACS of %d bytes", source.name(), acs)
                    .isLessThanOrEqualTo(acs + ALLOWANCE);
        }
        System.out.println("ACS -> web export bytes: " + sizes);
    }

    /** The size of the character as an ACS: the sample's file, or the fixture as the ACS writer writes it. */
    private long acsSize(AgentSource source) throws IOException {
        if (source.name().equals("Fixture")) {
            return Files.size(dir.resolve("fixture").resolve("Fixture.acs"));
        }
        return Files.size(Samples.withExtension("acs", "acs").stream()
                .filter(p -> p.getFileName().toString().replaceFirst("\\.[^.]*$", "").equals(source.name()))
                .findFirst().orElseThrow());
    }

    static long folderSize(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            long total = 0;
            for (Path p : files.toList()) {
                total += Files.size(p);
            }
            return total;
        }
    }

    static void checkReadsBack(AgentCharacter c, Path out) throws IOException {
        JsonObject data = data(out);
        assertThat(data.get("width").getAsInt()).isEqualTo(c.frameWidth());
        assertThat(data.get("height").getAsInt()).isEqualTo(c.frameHeight());
        JsonObject animations = data.getAsJsonObject("animations");
        assertThat(new ArrayList<>(animations.keySet()))
                .containsExactlyElementsOf(c.animations().stream().map(AgentAnimation::name).distinct().toList());
        for (AgentAnimation a : c.animations()) {
            JsonObject anim = animations.getAsJsonObject(a.name());
            assertThat(anim.get("t").getAsInt()).as(a.name()).isEqualTo(a.transition());
            assertThat(anim.get("r").getAsString()).as(a.name()).isEqualTo(a.returnAnimation());
            JsonArray frames = anim.getAsJsonArray("f");
            assertThat(frames.size()).as(a.name()).isEqualTo(a.frames().size());
            for (int i = 0; i < frames.size(); i++) {
                checkFrame(c, a.frames().get(i), frames.get(i).getAsJsonObject(), a.name() + "/" + i);
            }
        }
        JsonArray sounds = data.getAsJsonArray("sounds");
        assertThat(sounds.size()).isEqualTo(c.sounds().size());
        java.util.BitSet used = CharacterScript.usedSounds(c);
        for (int s = 0; s < c.sounds().size(); s++) {
            byte[] shipped = Base64.getDecoder().decode(sounds.get(s).getAsString());
            assertThat(shipped).as("sound %d as it is in the file", s)
                    .isEqualTo(used.get(s) ? c.sounds().get(s).data() : new byte[0]);
        }
        JsonObject states = data.getAsJsonObject("states");
        for (Map.Entry<String, List<String>> e : CharacterScript.states(c).entrySet()) {
            List<String> names = new ArrayList<>();
            states.getAsJsonArray(e.getKey()).forEach(n -> names.add(n.getAsString()));
            assertThat(names).as(e.getKey()).containsExactlyElementsOf(e.getValue());
            for (String n : names) {
                assertThat(animations.has(n)).as("%s names %s", e.getKey(), n).isTrue();
            }
        }
        List<BufferedImage> sheets = new ArrayList<>();
        for (JsonElement file : data.getAsJsonArray("atlas")) {
            sheets.add(ImageIO.read(out.resolve(file.getAsString()).toFile()));
        }
        checkAtlas(c, data.getAsJsonArray("images"), sheets);
        // The first sheet holds every image of the animations the character shows itself with.
        if (sheets.size() == 2) {
            java.util.BitSet first = CharacterScript.firstImages(c);
            for (int i = first.nextSetBit(0); i >= 0 && i < c.images().size(); i = first.nextSetBit(i + 1)) {
                JsonElement e = data.getAsJsonArray("images").get(i);
                if (e.isJsonArray()) {
                    assertThat(e.getAsJsonArray().get(0).getAsInt()).as("image %d is in the first sheet", i).isZero();
                }
            }
        }
    }

    private static void checkFrame(AgentCharacter c, AgentFrame f, JsonObject o, String at) {
        assertThat(o.get("d").getAsInt()).as(at).isEqualTo(f.duration());
        List<String> images = new ArrayList<>();
        if (o.has("i")) {
            o.getAsJsonArray("i").forEach(i -> images.add(i.toString()));
        }
        assertThat(images).as(at).containsExactlyElementsOf(
                f.images().stream().map(i -> "[" + i.imageIndex() + "," + i.x() + "," + i.y() + "]").toList());
        boolean sound = f.soundIndex() >= 0 && f.soundIndex() < c.sounds().size();
        assertThat(o.has("s") ? o.get("s").getAsInt() : -1).as(at).isEqualTo(sound ? f.soundIndex() : -1);
        int exit = f.exitFrame() >= 0 || f.exitFrame() == -1 ? f.exitFrame() : -2;
        assertThat(o.has("e") ? o.get("e").getAsInt() : -2).as(at).isEqualTo(exit);
        List<String> branches = new ArrayList<>();
        if (o.has("b")) {
            o.getAsJsonArray("b").forEach(b -> branches.add(b.toString()));
        }
        assertThat(branches).as(at).containsExactlyElementsOf(f.branches().stream()
                .map((AgentBranch b) -> "[" + b.targetFrame() + "," + b.probability() + "]").toList());
        List<String> mouths = new ArrayList<>();
        if (o.has("m")) {
            o.getAsJsonArray("m").forEach(m -> mouths.add(m.toString()));
        }
        assertThat(mouths).as(at).containsExactlyElementsOf(f.mouths().stream()
                .map((AgentMouth m) -> "[" + m.type() + "," + (m.replacesTopImage() ? 1 : 0) + "," + m.imageIndex()
                        + "," + m.x() + "," + m.y() + "]").toList());
    }

    /**
     * Every image a frame or a mouth uses has its visible pixels in the atlas at the entry's place, and nothing
     * visible outside the entry's box; an image with nothing visible has entry 0.
     */
    private static void checkAtlas(AgentCharacter c, JsonArray entries, List<BufferedImage> sheets) {
        assertThat(entries.size()).isEqualTo(c.images().size());
        java.util.BitSet used = CharacterScript.usedImages(c);
        int[] palette = AgentFrames.palette(c);
        int checked = 0;
        for (int i = used.nextSetBit(0); i >= 0 && i < c.images().size(); i = used.nextSetBit(i + 1)) {
            AgentImage image = c.images().get(i);
            JsonElement e = entries.get(i);
            byte[] rows = image.isPresent() ? AgentFrames.topDown(image.pixels(), image.width(), image.height())
                    : new byte[0];
            if (!e.isJsonArray()) {
                for (byte b : rows) {
                    assertThat(b & 0xFF).as("image %d has nothing visible", i).isEqualTo(c.transparentIndex());
                }
                continue;
            }
            JsonArray r = e.getAsJsonArray();
            BufferedImage atlas = sheets.get(r.get(0).getAsInt());
            int ax = r.get(1).getAsInt();
            int ay = r.get(2).getAsInt();
            int w = r.get(3).getAsInt();
            int h = r.get(4).getAsInt();
            int dx = r.get(5).getAsInt();
            int dy = r.get(6).getAsInt();
            for (int y = 0; y < image.height(); y++) {
                for (int x = 0; x < image.width(); x++) {
                    int index = rows[y * image.width() + x] & 0xFF;
                    boolean inside = x >= dx && x < dx + w && y >= dy && y < dy + h;
                    if (!inside) {
                        assertThat(index).as("image %d at %d,%d outside its box", i, x, y)
                                .isEqualTo(c.transparentIndex());
                        continue;
                    }
                    int shown = atlas.getRGB(ax + x - dx, ay + y - dy);
                    if (index == c.transparentIndex()) {
                        assertThat(shown >>> 24).as("image %d at %d,%d is transparent", i, x, y).isZero();
                    } else {
                        assertThat(shown).as("image %d at %d,%d", i, x, y).isEqualTo(0xFF00_0000 | palette[index]);
                    }
                }
            }
            checked++;
        }
        assertThat(checked).isPositive();
    }

    @Test
    void theCommandLineWritesThePlayerByDefaultAndClippyjsWhenAsked() throws IOException {
        Path acs = WebFixtures.acs(dir.resolve("fixture"));
        Path out = dir.resolve("site/Fixture");
        StringWriter printed = new StringWriter();
        PrintWriter w = new PrintWriter(printed, true);
        assertThat(MarionetteCommand.create(w, w).execute("export", "--format", "web", "-o", out.toString(),
                acs.toString())).as(printed.toString()).isZero();
        assertThat(printed.toString()).contains("-> " + out + " (web, 14 animations, 41 frames").contains("3 sounds");
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrderElementsOf(
                    WebPlayerExport.FILES);
        }
        assertThat(printed.toString()).contains("images in a ").contains(" and a ");
        // Exporting for clippyjs into the same folder replaces it: both runtimes' files are the export's own.
        assertThat(MarionetteCommand.create(w, w).execute("export", "--format", "web", "--runtime", "clippyjs", "-o",
                out.toString(), acs.toString())).as(printed.toString()).isZero();
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrderElementsOf(
                    ClippyjsExport.FILES);
        }
        StringWriter refused = new StringWriter();
        PrintWriter r = new PrintWriter(refused, true);
        assertThat(MarionetteCommand.create(r, r).execute("export", "--format", "web", "--runtime", "flash", "-o",
                out.toString(), acs.toString())).isEqualTo(2);
        assertThat(refused.toString()).contains("--runtime").contains("clippyjs or marionette");
    }

    @Test
    void aCharacterWithoutVoiceOrBalloonSaysSoAndItsNameComesInEnglish() throws IOException {
        AgentSource source = WebFixtures.source(dir.resolve("fixture"));
        AgentCharacter c = source.character().copy();
        c.setBalloonRoundRect(false);
        c.setBalloon(null);
        c.setVoiceTts(false);
        c.setVoice(null);
        c.localizedInfo().add(0, new dev.marionette.model.acs.AgentLocalizedInfo(0x0407, "Prüfling", "", ""));
        c.localizedInfo().add(new dev.marionette.model.acs.AgentLocalizedInfo(0x0009, "Tester <&>", "", ""));
        c.localizedInfo().removeIf(l -> l.languageId() == 0x0409);
        Path out = dir.resolve("plain");
        new WebCharacterExporter().export(new AgentSource("Plain", c), ExportOptions.DEFAULTS, out,
                ExportProgress.NONE);
        JsonObject data = data(out);
        assertThat(data.get("balloon").isJsonNull()).isTrue();
        assertThat(data.get("voice").isJsonNull()).isTrue();
        assertThat(data.get("name").getAsString()).isEqualTo("Tester <&>");
        assertThat(Files.readString(out.resolve("index.html"))).contains("<h1>Tester &lt;&amp;&gt;</h1>");
    }

    @Test
    void imagesWithTheSamePixelsShareTheirPlaceInTheAtlas() throws IOException {
        AgentCharacter c = WebFixtures.character();
        c.images().add(c.images().get(0).copy());
        AgentFrame f = c.animations().get(0).frames().get(0);
        f.images().add(new AgentFrameImage(c.images().size() - 1, 0, 0));
        ImageAtlas atlas = ImageAtlas.of(c, CharacterScript.usedImages(c), CharacterScript.firstImages(c));
        int[] first = atlas.entry(0);
        int[] copy = atlas.entry(c.images().size() - 1);
        assertThat(copy).containsExactly(first);
        // Empty images and images nobody uses take no place.
        assertThat(atlas.entry(11)).isNull();
    }
}
