package dev.marionette.export.agent;

import com.google.gson.stream.JsonWriter;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.AgentVoice;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code character.js}: a web character's data for the player, a classic script (so that a page opened from the
 * file system loads it too) that files the data under its own address in {@code globalThis.marionetteCharacters}.
 * The data is JSON in a string given to {@code JSON.parse}, which browsers read faster than an object literal.
 *
 * <pre>
 * format 1; name, description; width, height (the frame); scale
 * atlas      the picture files: ["first.png", "map.png"] (or just ["map.png"]), sheets 0 and 1
 * images     per image index: [sheet, x, y, w, h, dx, dy] ({@link ImageAtlas}), or 0 (draws nothing)
 * sounds     per sound index: the original WAV file, base64 ("" when no frame plays it)
 * animations by name, in the character's order: {t transition, r return animation, f frames}
 *   frame    {d duration (1/100 s), i images [image, x, y] topmost first, s sound, e exit frame (-1: ends;
 *            absent: none), b branches [frame, percent], m mouths [type, replacesTopImage (0/1), image, x, y]}
 *            (absent fields: no images, no sound, no exit branch, no branches, no mouths)
 * states     by name (Showing, IdlingLevel1, ...): the animations assigned to it, by their names
 * balloon    {lines, charsPerLine, foreground, background, border (#rrggbb), font, size (px), weight, italic,
 *             sizeToText, autoHide, autoPace}, or null when the character has no balloon
 * voice      {speed, pitch, language (LANGID), gender, age, style}, or null when it has no voice
 * </pre>
 */
final class CharacterScript {

    /** The states Agent knows, as its documentation spells them. */
    static final List<String> STATES = List.of("Showing", "Hiding", "Speaking", "MovingLeft", "MovingRight",
            "MovingUp", "MovingDown", "GesturingLeft", "GesturingRight", "GesturingUp", "GesturingDown", "Hearing",
            "Listening", "IdlingLevel1", "IdlingLevel2", "IdlingLevel3");

    private CharacterScript() {
    }

    /**
     * The character's name and description in English (US English, else the language-neutral English entry many
     * characters have, LANGID 9), else in the first language it has; null when it has none.
     */
    static AgentLocalizedInfo english(AgentCharacter c) {
        AgentLocalizedInfo first = null;
        AgentLocalizedInfo english = null;
        for (AgentLocalizedInfo info : c.localizedInfo()) {
            if (info.languageId() == 0x0409) {
                return info;
            }
            if (english == null && (info.languageId() & 0x3FF) == 0x09) {
                english = info;
            }
            if (first == null) {
                first = info;
            }
        }
        return english != null ? english : first;
    }

    /** The images frames and mouths draw. */
    static BitSet usedImages(AgentCharacter c) {
        BitSet used = new BitSet();
        for (AgentAnimation a : c.animations()) {
            for (AgentFrame f : a.frames()) {
                for (AgentFrameImage i : f.images()) {
                    used.set(i.imageIndex());
                }
                for (AgentMouth m : f.mouths()) {
                    used.set(m.imageIndex());
                }
            }
        }
        return used;
    }

    /**
     * The images of the animations a page shows first: those of the Showing state, or without one the animation
     * the player shows the character with (the first of the Speaking state, else the first animation).
     */
    static BitSet firstImages(AgentCharacter c) {
        List<String> names = states(c).get("Showing");
        if (names == null) {
            List<String> speaking = states(c).get("Speaking");
            names = speaking != null ? List.of(speaking.get(0))
                    : c.animations().isEmpty() ? List.of() : List.of(c.animations().get(0).name());
        }
        BitSet first = new BitSet();
        for (String name : names) {
            for (AgentFrame f : c.animation(name).frames()) {
                f.images().forEach(i -> first.set(i.imageIndex()));
                f.mouths().forEach(m -> first.set(m.imageIndex()));
            }
        }
        return first;
    }

    /** The file names of the atlas's sheets. */
    static List<String> sheetFiles(ImageAtlas atlas) {
        return atlas.sheets().size() == 1 ? List.of("map.png") : List.of("first.png", "map.png");
    }

    /** The sounds frames play. */
    static BitSet usedSounds(AgentCharacter c) {
        BitSet used = new BitSet();
        for (AgentAnimation a : c.animations()) {
            for (AgentFrame f : a.frames()) {
                if (f.soundIndex() >= 0 && f.soundIndex() < c.sounds().size()) {
                    used.set(f.soundIndex());
                }
            }
        }
        return used;
    }

    /** The script for {@code c}, named {@code fallbackName} when it has no name of its own. */
    static String write(AgentCharacter c, String fallbackName, ImageAtlas atlas, int scale) throws IOException {
        StringWriter text = new StringWriter();
        try (JsonWriter json = new JsonWriter(text)) {
            json.setHtmlSafe(true);
            json.beginObject();
            json.name("format").value(1);
            json.name("generator").value("Marionette");
            AgentLocalizedInfo info = english(c);
            String name = info != null && !info.name().isBlank() ? info.name() : fallbackName;
            json.name("name").value(name);
            json.name("description").value(info != null ? info.description() : "");
            json.name("width").value(c.frameWidth());
            json.name("height").value(c.frameHeight());
            json.name("scale").value(scale);
            json.name("atlas").beginArray();
            for (String file : sheetFiles(atlas)) {
                json.value(file);
            }
            json.endArray();
            writeImages(json, atlas);
            writeSounds(json, c);
            writeAnimations(json, c);
            writeStates(json, c);
            writeBalloon(json, c);
            writeVoice(json, c);
            json.endObject();
        }
        // JSON.parse of a string is read several times faster than the same data as an object literal.
        String literal = text.toString().replace("\\", "\\\\").replace("'", "\\'");
        return "// " + oneLine(fallbackName) + ": a Microsoft Agent character exported by Marionette for its web player"
                + " (player.mjs, docs/export.md).\n"
                + "(function (data) {\n"
                + "  var key = document.currentScript ? document.currentScript.src : \"character.js\";\n"
                + "  (globalThis.marionetteCharacters = globalThis.marionetteCharacters || {})[key] = data;\n"
                + "})(JSON.parse('" + literal + "'));\n";
    }

    private static String oneLine(String s) {
        return s.replaceAll("[\\r\\n]+", " ");
    }

    private static void writeImages(JsonWriter json, ImageAtlas atlas) throws IOException {
        json.name("images").beginArray();
        for (int i = 0; i < atlas.size(); i++) {
            int[] e = atlas.entry(i);
            if (e == null) {
                json.value(0);
            } else {
                json.beginArray();
                for (int v : e) {
                    json.value(v);
                }
                json.endArray();
            }
        }
        json.endArray();
    }

    private static void writeSounds(JsonWriter json, AgentCharacter c) throws IOException {
        BitSet used = usedSounds(c);
        Base64.Encoder base64 = Base64.getEncoder();
        json.name("sounds").beginArray();
        for (int s = 0; s < c.sounds().size(); s++) {
            json.value(used.get(s) ? base64.encodeToString(c.sounds().get(s).data()) : "");
        }
        json.endArray();
    }

    private static void writeAnimations(JsonWriter json, AgentCharacter c) throws IOException {
        json.name("animations").beginObject();
        List<String> written = new ArrayList<>();
        for (AgentAnimation a : c.animations()) {
            String key = a.name().toLowerCase(Locale.ROOT);
            if (written.contains(key)) {
                continue;
            }
            written.add(key);
            json.name(a.name()).beginObject();
            json.name("t").value(a.transition());
            json.name("r").value(a.returnAnimation());
            json.name("f").beginArray();
            for (AgentFrame f : a.frames()) {
                writeFrame(json, c, f);
            }
            json.endArray();
            json.endObject();
        }
        json.endObject();
    }

    private static void writeFrame(JsonWriter json, AgentCharacter c, AgentFrame f) throws IOException {
        json.beginObject();
        json.name("d").value(f.duration());
        if (!f.images().isEmpty()) {
            json.name("i").beginArray();
            for (AgentFrameImage i : f.images()) {
                json.beginArray().value(i.imageIndex()).value(i.x()).value(i.y()).endArray();
            }
            json.endArray();
        }
        if (f.soundIndex() >= 0 && f.soundIndex() < c.sounds().size()) {
            json.name("s").value(f.soundIndex());
        }
        if (f.exitFrame() >= 0 || f.exitFrame() == -1) {
            json.name("e").value(f.exitFrame());
        }
        if (!f.branches().isEmpty()) {
            json.name("b").beginArray();
            for (AgentBranch b : f.branches()) {
                json.beginArray().value(b.targetFrame()).value(b.probability()).endArray();
            }
            json.endArray();
        }
        if (!f.mouths().isEmpty()) {
            json.name("m").beginArray();
            for (AgentMouth m : f.mouths()) {
                json.beginArray().value(m.type()).value(m.replacesTopImage() ? 1 : 0).value(m.imageIndex())
                        .value(m.x()).value(m.y()).endArray();
            }
            json.endArray();
        }
        json.endObject();
    }

    /** States by their documented names, each with the animations (by their own names) it has. */
    static Map<String, List<String>> states(AgentCharacter c) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (AgentState s : c.states()) {
            String state = STATES.stream().filter(n -> n.equalsIgnoreCase(s.name())).findFirst().orElse(s.name());
            List<String> names = out.computeIfAbsent(state, k -> new ArrayList<>());
            for (String wanted : s.animations()) {
                AgentAnimation a = c.animation(wanted);
                if (a != null && !names.contains(a.name())) {
                    names.add(a.name());
                }
            }
        }
        out.values().removeIf(List::isEmpty);
        return out;
    }

    private static void writeStates(JsonWriter json, AgentCharacter c) throws IOException {
        json.name("states").beginObject();
        for (Map.Entry<String, List<String>> e : states(c).entrySet()) {
            json.name(e.getKey()).beginArray();
            for (String n : e.getValue()) {
                json.value(n);
            }
            json.endArray();
        }
        json.endObject();
    }

    /** {@code #rrggbb} of a Windows COLORREF (0x00BBGGRR). */
    static String colour(int colorRef) {
        return String.format(Locale.ROOT, "#%06x", AgentBalloon.colorRefToArgb(colorRef) & 0xFF_FFFF);
    }

    /**
     * The font size in CSS pixels: a negative LOGFONT height is the characters' height, as CSS sizes fonts; a
     * positive one is the cell height, leading included, of which the characters take about five sixths.
     */
    static int fontSize(int height) {
        if (height < 0) {
            return -height;
        }
        return height == 0 ? 13 : Math.max(1, Math.round(height * 5 / 6f));
    }

    private static void writeBalloon(JsonWriter json, AgentCharacter c) throws IOException {
        AgentBalloon b = c.balloon();
        json.name("balloon");
        if (b == null || c.isBalloonNone() || !c.isBalloonRoundRect()) {
            json.nullValue();
            return;
        }
        json.beginObject();
        json.name("lines").value(b.lines());
        json.name("charsPerLine").value(b.charsPerLine());
        json.name("foreground").value(colour(b.foreground()));
        json.name("background").value(colour(b.background()));
        json.name("border").value(colour(b.border()));
        json.name("font").value(b.fontName());
        json.name("size").value(fontSize(b.fontHeight()));
        json.name("weight").value(b.fontWeight() == 0 ? 400 : b.fontWeight());
        json.name("italic").value(b.fontItalic() != 0);
        json.name("sizeToText").value(c.isBalloonSizeToText());
        json.name("autoHide").value(!c.isBalloonNoAutoHide());
        json.name("autoPace").value(!c.isBalloonNoAutoPace());
        json.endObject();
    }

    private static void writeVoice(JsonWriter json, AgentCharacter c) throws IOException {
        AgentVoice v = c.voice();
        json.name("voice");
        if (v == null || c.isVoiceNone() || !c.isVoiceTts()) {
            json.nullValue();
            return;
        }
        json.beginObject();
        json.name("speed").value(v.speed());
        json.name("pitch").value(v.pitch());
        if (v.extra() != null) {
            json.name("language").value(v.extra().languageId());
            json.name("gender").value(v.extra().gender());
            json.name("age").value(v.extra().age());
            json.name("style").value(v.extra().style());
        }
        json.endObject();
    }
}
