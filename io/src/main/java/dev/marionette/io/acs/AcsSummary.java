package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.acs.AgentVoice;
import java.util.ArrayList;
import java.util.List;

/**
 * What the command line needs for ACS files: a few lines describing a character ({@link #describe}), the
 * strict check that decodes everything ({@link #check}) and read-then-write ({@link #roundTrip}).
 */
public final class AcsSummary {

    private AcsSummary() {
    }

    /** A few lines: version and name, frame size, counts, style in words, voice, balloon, tray icon. */
    public static List<String> describe(AgentCharacter c) {
        List<String> lines = new ArrayList<>();
        AgentLocalizedInfo info = english(c);
        lines.add("Microsoft Agent character, ACS " + c.majorVersion() + "." + c.minorVersion() + ": "
                + (info == null ? "(no name)" : "\"" + info.name() + "\"") + " " + c.guid());
        lines.add("frame " + c.frameWidth() + "x" + c.frameHeight() + ", transparent index " + c.transparentIndex()
                + ", " + c.palette().length + " palette colours");
        lines.add(c.animations().size() + " animations, " + c.frameCount() + " frames, " + c.images().size()
                + " images, " + c.sounds().size() + " sounds, " + c.states().size() + " states, "
                + c.localizedInfo().size() + " locales");
        lines.add(String.format("style 0x%X: %s", c.style(), AgentStyle.describe(c.style())));
        AgentVoice v = c.voice();
        if (v != null) {
            lines.add("voice: engine " + v.engineId() + ", speed " + v.speed() + ", pitch " + v.pitch()
                    + (v.extra() == null ? "" : String.format(", language 0x%04X, %s", v.extra().languageId(),
                            v.extra().style())));
        }
        AgentBalloon b = c.balloon();
        if (b != null) {
            lines.add("balloon: " + b.lines() + " lines of " + b.charsPerLine() + " characters, font \""
                    + b.fontName() + "\" height " + b.fontHeight() + " weight " + b.fontWeight());
        }
        lines.add(c.trayIcon() == null ? "no tray icon" : "tray icon");
        return lines;
    }

    /** The English localized info (0x0009, else any English sublanguage), else the first; null when none. */
    public static AgentLocalizedInfo english(AgentCharacter c) {
        AgentLocalizedInfo any = null;
        for (AgentLocalizedInfo l : c.localizedInfo()) {
            if (l.languageId() == 0x0009) {
                return l;
            }
            if (any == null && (l.languageId() & 0x3FF) == 0x09) {
                any = l;
            }
        }
        return any != null ? any : c.localizedInfo().isEmpty() ? null : c.localizedInfo().get(0);
    }

    /** The strict check ({@link AcsChecker#check}). */
    public static AcsChecker.Report check(byte[] data, String source) throws FormatException {
        return AcsChecker.check(data, source);
    }

    /**
     * Result of reading and writing back.
     *
     * @param output          the written bytes
     * @param firstDifference the first offset where input and output differ, or -1 when identical
     */
    public record RoundTrip(byte[] output, long firstDifference) {
        public boolean identical() {
            return firstDifference < 0;
        }
    }

    /** Reads ACS bytes and writes them back (unmodified images are copied, so no encoder is needed). */
    public static RoundTrip roundTrip(byte[] data, String source) throws java.io.IOException {
        byte[] out = AcsWriter.uncompressed().write(AcsReader.read(data, source));
        int n = Math.min(data.length, out.length);
        for (int i = 0; i < n; i++) {
            if (data[i] != out[i]) {
                return new RoundTrip(out, i);
            }
        }
        return new RoundTrip(out, data.length == out.length ? -1 : n);
    }
}
