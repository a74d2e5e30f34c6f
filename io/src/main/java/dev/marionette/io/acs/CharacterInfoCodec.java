package dev.marionette.io.acs;

import static dev.marionette.io.acs.AgentBinary.count;
import static dev.marionette.io.acs.AgentBinary.string;
import static dev.marionette.io.acs.AgentBinary.writeString;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.acs.AgentTrayIcon;
import dev.marionette.model.acs.AgentVoice;
import java.util.ArrayList;
import java.util.List;

/**
 * The part of the character information ACS and ACF share (acs.md 4.2, from the frame width on), and the
 * localized info list. ACS strings carry a terminator, ACF strings do not ({@code terminated}).
 *
 * <pre>
 * u16 width; u16 height; u8 transparentIndex; u32 style; u16 animSetMajor; u16 animSetMinor;
 * VOICEINFO if style &amp; 0x20; BALLOONINFO if style &amp; 0x200;
 * u32 paletteCount; RGBQUAD palette[paletteCount];
 * u8 trayIcon; if 1: u32 size; mask bitmap; u32 size; colour bitmap;
 * u16 stateCount; { STRING state; u16 m; STRING animation[m] }
 * </pre>
 */
final class CharacterInfoCodec {

    private CharacterInfoCodec() {
    }

    /** Reads the body into {@code c}; returns the offset of the tray icon flag (for messages). */
    static int readBody(LittleEndianReader r, AgentCharacter c, boolean terminated, FieldTrace t)
            throws FormatException {
        int width = r.u16("frame width");
        int height = r.u16("frame height");
        c.setFrameSize(width, height);
        c.setTransparentIndex(r.u8("transparent index"));
        int style = r.i32("style");
        c.setStyle(style);
        int setMajor = r.u16("animation set major version");
        c.setAnimationSetVersion(setMajor, r.u16("animation set minor version"));
        if ((style & AgentStyle.VOICE_TTS) != 0) {
            c.setVoice(readVoice(r, terminated, t));
        }
        if ((style & AgentStyle.BALLOON_ROUNDRECT) != 0) {
            c.setBalloon(readBalloon(r, terminated, t));
        }
        int paletteCount = count(r, t, 4, 256, 4, "palette count");
        int[] palette = new int[paletteCount];
        for (int i = 0; i < paletteCount; i++) {
            palette[i] = r.i32("palette entry");
        }
        c.setPalette(palette);
        int trayAt = r.offset();
        if (AgentBinary.flag(r, "tray icon flag")) {
            byte[] mask = AgentBinary.dataBlock(r, t, "tray icon mask bitmap");
            byte[] color = AgentBinary.dataBlock(r, t, "tray icon colour bitmap");
            c.setTrayIcon(new AgentTrayIcon(mask, color));
        }
        int states = count(r, t, 2, 0xFFFF, 6, "state count");
        for (int i = 0; i < states; i++) {
            String name = string(r, t, terminated, "state name");
            int n = count(r, t, 2, 0xFFFF, 4, "state animation count");
            List<String> names = new ArrayList<>(n);
            for (int j = 0; j < n; j++) {
                names.add(string(r, t, terminated, "state animation name"));
            }
            c.states().add(new AgentState(name, names));
        }
        return trayAt;
    }

    /** VOICEINFO: GUID engine; GUID mode; u32 speed; u16 pitch; u8 extra; [u16 LANGID; STRING dialect; u16 gender; u16 age; STRING style]. */
    private static AgentVoice readVoice(LittleEndianReader r, boolean terminated, FieldTrace t)
            throws FormatException {
        var engine = AgentBinary.guid(r, "voice engine id");
        var mode = AgentBinary.guid(r, "voice mode id");
        long speed = r.u32("voice speed");
        int pitch = r.u16("voice pitch");
        AgentVoice.Extra extra = null;
        if (AgentBinary.flag(r, "voice extra data flag")) {
            int lang = r.u16("voice language id");
            String dialect = string(r, t, terminated, "voice dialect");
            int gender = r.u16("voice gender");
            int age = r.u16("voice age");
            extra = new AgentVoice.Extra(lang, dialect, gender, age, string(r, t, terminated, "voice style"));
        }
        return new AgentVoice(engine, mode, speed, pitch, extra);
    }

    /** BALLOONINFO: u8 lines; u8 chars; COLORREF fg, bg, border; STRING font; i32 height; u16 weight, strikeout, italic. */
    private static AgentBalloon readBalloon(LittleEndianReader r, boolean terminated, FieldTrace t)
            throws FormatException {
        int lines = r.u8("balloon lines");
        int chars = r.u8("balloon characters per line");
        int fg = r.i32("balloon foreground");
        int bg = r.i32("balloon background");
        int border = r.i32("balloon border");
        String font = string(r, t, terminated, "balloon font name");
        int fontHeight = r.i32("balloon font height");
        int weight = r.u16("balloon font weight");
        int strike = r.u16("balloon font strike-out");
        int italic = r.u16("balloon font italic");
        return new AgentBalloon(lines, chars, fg, bg, border, font, fontHeight, weight, strike, italic);
    }

    static void writeBody(LittleEndianWriter w, AgentCharacter c, boolean terminated) {
        w.u16(c.frameWidth()).u16(c.frameHeight()).u8(c.transparentIndex()).i32(c.style());
        w.u16(c.animationSetMajor()).u16(c.animationSetMinor());
        if (c.isVoiceTts()) {
            AgentVoice v = c.voice();
            w.bytes(v.engineId().bytes()).bytes(v.modeId().bytes()).u32(v.speed()).u16(v.pitch());
            w.u8(v.extra() == null ? 0 : 1);
            if (v.extra() != null) {
                AgentVoice.Extra e = v.extra();
                w.u16(e.languageId());
                writeString(w, e.dialect(), terminated);
                w.u16(e.gender()).u16(e.age());
                writeString(w, e.style(), terminated);
            }
        }
        if (c.isBalloonRoundRect()) {
            AgentBalloon b = c.balloon();
            w.u8(b.lines()).u8(b.charsPerLine()).i32(b.foreground()).i32(b.background()).i32(b.border());
            writeString(w, b.fontName(), terminated);
            w.i32(b.fontHeight()).u16(b.fontWeight()).u16(b.fontStrikeout()).u16(b.fontItalic());
        }
        int[] palette = c.palette();
        w.u32(palette.length);
        for (int p : palette) {
            w.i32(p);
        }
        AgentTrayIcon icon = c.trayIcon();
        w.u8(icon == null ? 0 : 1);
        if (icon != null) {
            AgentBinary.writeDataBlock(w, icon.maskBitmap());
            AgentBinary.writeDataBlock(w, icon.colorBitmap());
        }
        w.u16(c.states().size());
        for (AgentState s : c.states()) {
            writeString(w, s.name(), terminated);
            w.u16(s.animations().size());
            for (String a : s.animations()) {
                writeString(w, a, terminated);
            }
        }
    }

    /** LOCALIZEDINFO list: u16 n; { u16 LANGID; STRING name; STRING description; STRING extraData }. */
    static void readLocalized(LittleEndianReader r, AgentCharacter c, boolean terminated, FieldTrace t)
            throws FormatException {
        int n = count(r, t, 2, 0xFFFF, 14, "localized info count");
        for (int i = 0; i < n; i++) {
            int lang = r.u16("language id");
            String name = string(r, t, terminated, "localized name");
            String description = string(r, t, terminated, "localized description");
            String extra = string(r, t, terminated, "localized extra data");
            c.localizedInfo().add(new AgentLocalizedInfo(lang, name, description, extra));
        }
    }

    static void writeLocalized(LittleEndianWriter w, AgentCharacter c, boolean terminated) {
        w.u16(c.localizedInfo().size());
        for (AgentLocalizedInfo l : c.localizedInfo()) {
            w.u16(l.languageId());
            writeString(w, l.name(), terminated);
            writeString(w, l.description(), terminated);
            writeString(w, l.extraData(), terminated);
        }
    }
}
