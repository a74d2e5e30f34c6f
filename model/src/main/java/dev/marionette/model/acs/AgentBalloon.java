package dev.marionette.model.acs;

import java.util.Objects;

/**
 * BALLOONINFO: the word balloon defaults, present in the file when the style has
 * {@link AgentStyle#BALLOON_ROUNDRECT} (acs.md 4.2).
 *
 * <pre>
 * u8 lines; u8 charsPerLine; u32 foreground; u32 background; u32 border; STRING fontName;
 * i32 fontHeight; u16 fontWeight; u16 fontStrikeout; u16 fontItalic
 * </pre>
 *
 * Colours are Windows COLORREFs as stored, {@code 0x00BBGGRR} (the Genie source definition says
 * {@code BackColor = 00e1ffff}, a light yellow; the bytes are {@code FF FF E1 00}). The last ten bytes follow
 * Double Agent's reading (i32 height, u16 weight, u16 strike-out, u16 italic); Lebeau reads the same bytes as
 * LONG weight + BOOL italic + BYTE. They are 0 in every sample except height (-13) and weight (400) and are
 * written back as read whichever is right.
 */
public record AgentBalloon(int lines, int charsPerLine, int foreground, int background, int border, String fontName,
        int fontHeight, int fontWeight, int fontStrikeout, int fontItalic) {

    public AgentBalloon {
        if (lines < 0 || lines > 0xFF || charsPerLine < 0 || charsPerLine > 0xFF) {
            throw new IllegalArgumentException("lines and characters per line are bytes");
        }
        Objects.requireNonNull(fontName, "fontName");
        AgentVoice.checkU16(fontWeight, "fontWeight");
        AgentVoice.checkU16(fontStrikeout, "fontStrikeout");
        AgentVoice.checkU16(fontItalic, "fontItalic");
    }

    /** A COLORREF ({@code 0x00BBGGRR}) as opaque ARGB for display. */
    public static int colorRefToArgb(int colorRef) {
        int r = colorRef & 0xFF;
        int g = (colorRef >>> 8) & 0xFF;
        int b = (colorRef >>> 16) & 0xFF;
        return 0xFF00_0000 | r << 16 | g << 8 | b;
    }
}
