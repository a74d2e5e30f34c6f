package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.io.textform.DataLines;
import dev.marionette.io.textform.TextNode;
import dev.marionette.io.textform.TextValues;
import dev.marionette.io.textform.TextWriter;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.AgentTrayIcon;
import dev.marionette.model.acs.AgentVoice;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The text lines of an Agent character's information, which ACS and ACF share (acs.md 4.2): the character line,
 * voice, balloon, localized names, palette, tray icon and states. See {@link AcsTextForm} for the whole layout.
 */
final class AgentInfoText {

    /** The kinds of line this class reads, so a form knows which top-level lines are the information's. */
    static final Set<String> KINDS = Set.of("character", "voice", "balloon", "localized", "palette", "tray-icon",
            "state");

    private AgentInfoText() {
    }

    static void show(TextWriter out, AgentCharacter c) {
        out.line(0, "character").field("version", c.majorVersion() + "." + c.minorVersion())
                .field("guid", c.guid().toString()).field("frame", c.frameWidth() + "x" + c.frameHeight())
                .field("transparent", c.transparentIndex()).hex32("style", c.style() & 0xFFFF_FFFFL)
                .field("animation-set", c.animationSetMajor() + "." + c.animationSetMinor()).end();
        AgentVoice v = c.voice();
        if (v != null) {
            out.line(0, "voice").field("engine", v.engineId().toString()).field("mode", v.modeId().toString())
                    .field("speed", v.speed()).field("pitch", v.pitch());
            if (v.extra() != null) {
                AgentVoice.Extra e = v.extra();
                out.field("language", String.format("0x%04x", e.languageId())).quoted("dialect", e.dialect())
                        .field("gender", e.gender()).field("age", e.age()).quoted("style", e.style());
            }
            out.end();
        }
        AgentBalloon b = c.balloon();
        if (b != null) {
            out.line(0, "balloon").field("lines", b.lines()).field("chars", b.charsPerLine())
                    .hex32("foreground", b.foreground() & 0xFFFF_FFFFL)
                    .hex32("background", b.background() & 0xFFFF_FFFFL).hex32("border", b.border() & 0xFFFF_FFFFL)
                    .quoted("font", b.fontName()).field("height", b.fontHeight()).field("weight", b.fontWeight())
                    .field("strikeout", b.fontStrikeout()).field("italic", b.fontItalic()).end();
        }
        List<AgentLocalizedInfo> localized = c.localizedInfo();
        for (int i = 0; i < localized.size(); i++) {
            AgentLocalizedInfo l = localized.get(i);
            out.line(0, "localized").label(i).field("language", String.format("0x%04x", l.languageId()))
                    .quoted("name", l.name()).quoted("description", l.description()).quoted("extra", l.extraData())
                    .end();
        }
        showPalette(out, c.palette());
        AgentTrayIcon icon = c.trayIcon();
        if (icon != null) {
            out.line(0, "tray-icon").end();
            out.line(1, "mask").end();
            DataLines.writeHex(out, 2, icon.maskBitmap());
            out.line(1, "color").end();
            DataLines.writeHex(out, 2, icon.colorBitmap());
        }
        for (AgentState s : c.states()) {
            out.line(0, "state").quoted(s.name()).end();
            for (String animation : s.animations()) {
                out.line(1, "plays").quoted(animation).end();
            }
        }
    }

    /** The palette: RGBQUADs as {@code rrggbb}, one a line, and the fourth byte when it is not the usual one. */
    private static void showPalette(TextWriter out, int[] palette) {
        int[] counts = new int[256];
        for (int p : palette) {
            counts[p >>> 24]++;
        }
        int usual = 0;
        for (int v = 1; v < 256; v++) {
            if (counts[v] > counts[usual]) {
                usual = v;
            }
        }
        out.line(0, "palette").field("x", TextValues.hex2(usual)).end();
        byte[] rgb = new byte[4];
        for (int p : palette) {
            rgb[0] = (byte) (p >>> 16);
            rgb[1] = (byte) (p >>> 8);
            rgb[2] = (byte) p;
            rgb[3] = (byte) (p >>> 24);
            out.dataLine(1).hex(rgb, 0, 3);
            if (p >>> 24 != usual) {
                out.space().hex(rgb, 3, 4);
            }
            out.end();
        }
    }

    /** Reads the information's lines into {@code c}; every other line is the caller's. */
    static void build(List<TextNode> nodes, TextNode header, AgentCharacter c) throws FormatException {
        TextNode character = null;
        TextNode voice = null;
        TextNode balloon = null;
        TextNode palette = null;
        for (TextNode node : nodes) {
            switch (node.kind()) {
                case "character" -> character = once(character, node);
                case "voice" -> voice = once(voice, node);
                case "balloon" -> balloon = once(balloon, node);
                case "palette" -> palette = once(palette, node);
                case "localized" -> c.localizedInfo().add(localized(node));
                case "tray-icon" -> {
                    if (c.trayIcon() != null) {
                        throw node.error("tray-icon", "one tray icon", "a second one");
                    }
                    byte[] mask = DataLines.readHex(node, node.child("mask").dataChildren(), -1);
                    byte[] color = DataLines.readHex(node, node.child("color").dataChildren(), -1);
                    node.child("mask").finish();
                    node.child("color").finish();
                    node.finish();
                    c.setTrayIcon(new AgentTrayIcon(mask, color));
                }
                case "state" -> c.states().add(state(node));
                default -> {
                    // the caller's
                }
            }
        }
        if (character == null) {
            throw header.error("character", "a \"character …\" line", "none");
        }
        characterLine(character, c);
        if (c.isVoiceTts() != (voice != null)) {
            throw (voice != null ? voice : character).error("voice", c.isVoiceTts()
                    ? "a voice line (the style has the TTS bit 0x20)" : "no voice line (the style lacks bit 0x20)",
                    voice != null ? "one" : "none");
        }
        if (voice != null) {
            c.setVoice(voice(voice));
        }
        if (c.isBalloonRoundRect() != (balloon != null)) {
            throw (balloon != null ? balloon : character).error("balloon", c.isBalloonRoundRect()
                    ? "a balloon line (the style has the balloon bit 0x200)"
                    : "no balloon line (the style lacks bit 0x200)", balloon != null ? "one" : "none");
        }
        if (balloon != null) {
            c.setBalloon(balloon(balloon));
        }
        if (palette == null) {
            throw character.error("palette", "a palette line with its entries", "none");
        }
        c.setPalette(palette(palette));
    }

    private static TextNode once(TextNode seen, TextNode node) throws FormatException {
        if (seen != null) {
            throw node.error(node.kind(), "one " + node.kind() + " line", "a second one (line " + seen.line() + ")");
        }
        return node;
    }

    private static void characterLine(TextNode node, AgentCharacter c) throws FormatException {
        int[] version = pair(node, "version");
        c.setVersion(version[0], version[1]);
        c.setGuid(guid(node, "guid"));
        int[] frame = node.size("frame", 0xFFFF);
        c.setFrameSize(frame[0], frame[1]);
        c.setTransparentIndex(node.unsigned("transparent", 8));
        c.setStyle((int) node.u32("style"));
        int[] set = pair(node, "animation-set");
        c.setAnimationSetVersion(set[0], set[1]);
        node.finish();
    }

    /** {@code MAJOR.MINOR}, each a u16. */
    private static int[] pair(TextNode node, String key) throws FormatException {
        String v = node.raw(key);
        int dot = v.indexOf('.');
        if (dot <= 0) {
            throw node.error(key, "MAJOR.MINOR (e.g. 2.1)", v);
        }
        return new int[] {(int) node.checkedInteger(key, v.substring(0, dot), 0, 0xFFFF),
            (int) node.checkedInteger(key, v.substring(dot + 1), 0, 0xFFFF)};
    }

    static AgentGuid guid(TextNode node, String key) throws FormatException {
        String v = node.raw(key);
        try {
            return AgentGuid.parse(v);
        } catch (IllegalArgumentException e) {
            throw node.error(key, "a GUID {XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}", v);
        }
    }

    private static AgentVoice voice(TextNode node) throws FormatException {
        AgentGuid engine = guid(node, "engine");
        AgentGuid mode = guid(node, "mode");
        long speed = node.u32("speed");
        int pitch = node.unsigned("pitch", 16);
        AgentVoice.Extra extra = null;
        if (node.has("language")) {
            extra = new AgentVoice.Extra(node.unsigned("language", 16), node.string("dialect"),
                    node.unsigned("gender", 16), node.unsigned("age", 16), node.string("style"));
        }
        node.finish();
        return new AgentVoice(engine, mode, speed, pitch, extra);
    }

    private static AgentBalloon balloon(TextNode node) throws FormatException {
        AgentBalloon b = new AgentBalloon(node.unsigned("lines", 8), node.unsigned("chars", 8),
                (int) node.u32("foreground"), (int) node.u32("background"), (int) node.u32("border"),
                node.string("font"), node.i32("height"), node.unsigned("weight", 16), node.unsigned("strikeout", 16),
                node.unsigned("italic", 16));
        node.finish();
        return b;
    }

    private static AgentLocalizedInfo localized(TextNode node) throws FormatException {
        AgentLocalizedInfo l = new AgentLocalizedInfo(node.unsigned("language", 16), node.string("name"),
                node.string("description"), node.string("extra"));
        node.finish();
        return l;
    }

    private static int[] palette(TextNode node) throws FormatException {
        int usual = node.hex("x", 1)[0] & 0xFF;
        List<TextNode> entries = node.dataChildren();
        if (entries.size() > 256) {
            throw node.error("palette", "at most 256 entries", entries.size() + " lines");
        }
        int[] palette = new int[entries.size()];
        for (int i = 0; i < palette.length; i++) {
            TextNode entry = entries.get(i);
            List<TextNode.Item> items = entry.items();
            if (items.size() > 2 || items.size() == 2 && items.get(1).key() != null) {
                throw entry.error("palette entry", "rrggbb, and the fourth byte when it is not x", entry.text());
            }
            byte[] rgb = entry.hexValue("palette entry", items.get(0).text(), 3);
            int x = items.size() == 2 ? entry.hexValue("palette entry fourth byte", items.get(1).value(), 1)[0] & 0xFF
                    : usual;
            palette[i] = x << 24 | (rgb[0] & 0xFF) << 16 | (rgb[1] & 0xFF) << 8 | rgb[2] & 0xFF;
        }
        node.finish();
        return palette;
    }

    private static AgentState state(TextNode node) throws FormatException {
        String name = node.stringValue("state name", node.word(0, "state name"));
        List<String> animations = new ArrayList<>();
        for (TextNode plays : node.children("plays")) {
            animations.add(plays.stringValue("animation name", plays.word(0, "animation name")));
            plays.finish();
        }
        node.finish();
        return new AgentState(name, animations);
    }
}
