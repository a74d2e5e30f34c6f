package dev.marionette.export.agent;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.io.FormatException;
import dev.marionette.io.audio.WavDecoder;
import dev.marionette.io.audio.WavFile;
import dev.marionette.io.audio.WavFormat;
import dev.marionette.io.audio.WavReader;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The web character for Marionette's own player ({@code export --format web}, the default runtime): the folder
 * OUT holding
 *
 * <ul>
 * <li>{@code index.html}: a page that shows and plays the character, with a button per animation and a box to
 *     make it speak; it works opened from the file system as well as served;</li>
 * <li>{@code player.js}, {@code player.mjs}: the player, as a script and as the ES module other pages import
 *     ({@link PlayerBundle});</li>
 * <li>{@code character.js}: the character's data and its sounds as they are in the file ({@link CharacterScript});</li>
 * <li>{@code first.png}, {@code map.png}: the pictures ({@link ImageAtlas}): first.png those the character shows
 *     itself with, so that the page shows it before the rest is decoded (only map.png when that is all).</li>
 * </ul>
 */
final class WebPlayerExport {

    /** WAVE_FORMAT_IEEE_FLOAT, which the player decodes too. */
    private static final int IEEE_FLOAT = 3;

    /** The files of a player export. */
    static final List<String> FILES = List.of("index.html", "player.js", "player.mjs", "character.js", "first.png",
            "map.png");

    private WebPlayerExport() {
    }

    static WebCharacterExporter.Files files(AgentSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        AgentCharacter c = source.character();
        if (c.animations().isEmpty()) {
            throw new ExportException("the character has no animations");
        }
        int scale = options.get(CommonSettings.SCALE);
        ImageAtlas atlas = ImageAtlas.of(c, CharacterScript.usedImages(c), CharacterScript.firstImages(c));
        progress.progress(0.4);
        LinkedHashMap<String, byte[]> files = new LinkedHashMap<>();
        List<String> sheets = CharacterScript.sheetFiles(atlas);
        for (int i = 0; i < sheets.size(); i++) {
            files.put(sheets.get(i), atlas.png(i));
        }
        progress.progress(0.8);
        String script = CharacterScript.write(c, source.name(), atlas, scale);
        progress.checkCancelled();
        files.put("character.js", utf8(script));
        files.put("player.js", utf8(PlayerBundle.script()));
        files.put("player.mjs", utf8(PlayerBundle.module()));
        files.put("index.html", utf8(page(c, source.name(), sheets.get(0))));
        List<String> notes = new ArrayList<>();
        String sounds = describeSounds(c, notes);
        String summary = c.animations().size() + " animations, " + c.frameCount() + " frames, " + atlas.distinct()
                + " images in " + describeSheets(atlas) + ", " + sounds;
        return new WebCharacterExporter.Files(files, summary, notes);
    }

    /** "a 40x40 and a 1908x1850 picture". */
    private static String describeSheets(ImageAtlas atlas) {
        List<String> sizes = new ArrayList<>();
        for (BufferedImage sheet : atlas.sheets()) {
            sizes.add(sheet.getWidth() + "x" + sheet.getHeight());
        }
        return sizes.size() == 1 ? "a " + sizes.get(0) + " picture" : "a " + sizes.get(0) + " and a " + sizes.get(1)
                + " picture";
    }

    /** "14 sounds (8 MS ADPCM, 6 PCM), kept as they are". */
    static String describeSounds(AgentCharacter c, List<String> notes) {
        BitSet used = CharacterScript.usedSounds(c);
        Map<String, Integer> codecs = new TreeMap<>();
        for (int s = used.nextSetBit(0); s >= 0; s = used.nextSetBit(s + 1)) {
            try {
                WavFile wav = WavReader.read(c.sounds().get(s).data(), "sound " + (s + 1));
                int codec = WavDecoder.codec(wav);
                codecs.merge(WavFormat.codecName(codec), 1, Integer::sum);
                if (codec != WavFormat.PCM && codec != WavFormat.MS_ADPCM && codec != WavFormat.IMA_ADPCM
                        && codec != IEEE_FLOAT) {
                    notes.add("sound " + (s + 1) + " is " + WavFormat.codecName(codec)
                            + ", which the player does not decode: it sounds where the browser decodes it");
                }
            } catch (FormatException e) {
                notes.add("sound " + (s + 1) + " is not a sound the player can play: " + e.getMessage());
            }
        }
        List<String> parts = new ArrayList<>();
        codecs.forEach((codec, n) -> parts.add(n + " " + codec));
        int count = used.cardinality();
        String codecList = parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
        String unused = c.sounds().size() > count ? ", " + (c.sounds().size() - count) + " no frame plays left out" : "";
        return count + (count == 1 ? " sound" : " sounds") + codecList + unused;
    }

    /** index.html for {@code c}, whose first pictures are {@code firstPicture} (fetched while the scripts load). */
    static String page(AgentCharacter c, String fallbackName, String firstPicture) throws IOException {
        AgentLocalizedInfo info = CharacterScript.english(c);
        String name = info != null && !info.name().isBlank() ? info.name() : fallbackName;
        String description = info != null ? info.description() : "";
        // The page's script goes inline; nothing in it may end the script element early.
        String script = PlayerBundle.pageScript().replace("</script", "<\\/script").replace("<!--", "<\\!--");
        return PlayerBundle.source("page/index.html")
                .replace("@TITLE@", html(name))
                .replace("@NAME@", html(name))
                .replace("@DESCRIPTION@", html(description))
                .replace("@FIRST_PICTURE@", firstPicture)
                .replace("@PLAYER@", script);
    }

    private static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&#39;");
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** The dialog's preview: the pictures, the large sheet. */
    static ExportPreview preview(AgentSource source, ExportOptions options, ExportProgress progress) {
        AgentCharacter c = source.character();
        ImageAtlas atlas = ImageAtlas.of(c, CharacterScript.usedImages(c), CharacterScript.firstImages(c));
        BufferedImage map = atlas.sheets().get(atlas.sheets().size() - 1);
        return ExportPreview.still(map, c.animations().size() + " animations, " + c.frameCount() + " frames; "
                + atlas.distinct() + " distinct images in " + describeSheets(atlas) + "; "
                + describeSounds(c, new ArrayList<>()) + "; played by Marionette's web player");
    }
}
