package dev.marionette.io.acd;

import dev.marionette.io.FormatException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Marionette's {@code //@} lines: what a compiled character holds that the Character Editor's source has no
 * keyword for, so that an ACS exported to ACD compiles back to the same bytes. The Character Editor reads them
 * as comments (and drops them when it saves). Each refines the block it stands in:
 *
 * <ul>
 * <li>{@code DefineCharacter}: {@code Version = 2.1}, {@code AnimationSetVersion = 2.0}, {@code StyleExtraBits}
 * (style bits no flag name stands for), {@code TTSSpeed}, {@code TTSPitch}, {@code TrayIcon = <mask hex>,
 * <colour hex>} (when the icon file cannot hold the bitmaps exactly);</li>
 * <li>{@code DefineInfo}: {@code Name}, {@code Description}, {@code ExtraData} with escapes, for text the
 * language's code page or one line cannot hold;</li>
 * <li>{@code DefineBalloon}: {@code LogicalFontHeight}, {@code FontWeight}, {@code FontStrikeout},
 * {@code FontItalic} (the stored values, where they are not what FontHeight and FontStyle give);</li>
 * <li>{@code DefineAnimation}: {@code Name}, {@code BlockName}, {@code ReturnAnimation} (exact stored names);
 * {@code DefineFrame}: {@code ExitFrame} (a negative stored exit frame other than -2);</li>
 * <li>{@code DefineMouth}: {@code Anchor = x, y}, {@code ReplaceTopImage}, {@code Unknown}, {@code Region};</li>
 * <li>{@code DefineState}: {@code StateName}, {@code StoredAnimations} (exact stored names);</li>
 * <li>outside the blocks: {@code Image = "file", checksum[, regionSize]}, {@code EmptyImage = "file",
 * checksum}, {@code Sound = "file", checksum}: the image and sound tables in their compiled order.</li>
 * </ul>
 *
 * Escaped strings are quoted ASCII with {@code \\}, {@code \n}, {@code \r}, {@code \t} and {@code \}{@code uXXXX}
 * (quotes and commas too are written as {@code \}{@code uXXXX}, so lists split cleanly).
 */
final class AcdExtensions {

    private static FormatException unknown(AcdStatement s, String keys) {
        return s.error("a Marionette //@ line of this block (" + keys + ")", "\"" + s.keyword() + "\"");
    }

    void character(AcdStatement s, AcdValue v, AcdDefinition.Character c) throws FormatException {
        if (s.is("Version")) {
            c.version = version(v);
        } else if (s.is("AnimationSetVersion")) {
            c.animationSetVersion = version(v);
        } else if (s.is("StyleExtraBits")) {
            c.styleExtraBits = (int) v.hex(0xFFFF_FFFFL);
        } else if (s.is("TTSSpeed")) {
            c.ttsSpeed = v.integer(0, 0xFFFF_FFFFL);
        } else if (s.is("TTSPitch")) {
            c.ttsPitch = v.intValue(0, 0xFFFF);
        } else if (s.is("TrayIcon")) {
            List<AcdValue> parts = v.split(',');
            if (parts.size() != 2) {
                throw v.error("the mask and colour bitmaps in hexadecimal, separated by a comma");
            }
            c.trayIcon = new byte[][] {bytes(parts.get(0)), bytes(parts.get(1))};
        } else {
            throw unknown(s, "Version, AnimationSetVersion, StyleExtraBits, TTSSpeed, TTSPitch, TrayIcon");
        }
    }

    void info(AcdStatement s, AcdValue v, AcdDefinition.Info info) throws FormatException {
        if (s.is("Name")) {
            info.name = unescape(v);
        } else if (s.is("Description")) {
            info.description = unescape(v);
        } else if (s.is("ExtraData")) {
            info.extraData = unescape(v);
        } else {
            throw unknown(s, "Name, Description, ExtraData");
        }
    }

    void balloon(AcdStatement s, AcdValue v, AcdDefinition.Balloon b) throws FormatException {
        if (s.is("LogicalFontHeight")) {
            b.logicalFontHeight = (int) v.integer(Integer.MIN_VALUE, Integer.MAX_VALUE);
        } else if (s.is("FontWeight")) {
            b.fontWeight = v.intValue(0, 0xFFFF);
        } else if (s.is("FontStrikeout")) {
            b.fontStrikeout = v.intValue(0, 0xFFFF);
        } else if (s.is("FontItalic")) {
            b.fontItalic = v.intValue(0, 0xFFFF);
        } else {
            throw unknown(s, "LogicalFontHeight, FontWeight, FontStrikeout, FontItalic");
        }
    }

    void animation(AcdStatement s, AcdValue v, AcdDefinition.Animation a) throws FormatException {
        if (s.is("Name")) {
            a.name = unescape(v);
        } else if (s.is("BlockName")) {
            a.blockName = unescape(v);
        } else if (s.is("ReturnAnimation")) {
            a.storedReturn = unescape(v);
        } else {
            throw unknown(s, "Name, BlockName, ReturnAnimation");
        }
    }

    void frame(AcdStatement s, AcdValue v, AcdDefinition.Frame f) throws FormatException {
        if (s.is("ExitFrame")) {
            f.exitFrame = v.intValue(Short.MIN_VALUE, -1);
        } else {
            throw unknown(s, "ExitFrame");
        }
    }

    void mouth(AcdStatement s, AcdValue v, AcdDefinition.Mouth m) throws FormatException {
        if (s.is("ReplaceTopImage")) {
            m.replaceTopImage = v.intValue(0, 0xFF);
        } else if (s.is("Unknown")) {
            m.unknown = v.intValue(0, 0xFF);
        } else if (s.is("Region")) {
            m.region = bytes(v);
        } else if (s.is("Anchor")) {
            List<AcdValue> parts = v.split(',');
            if (parts.size() != 2) {
                throw v.error("two numbers, x and y, separated by a comma");
            }
            m.anchor = new int[] {parts.get(0).intValue(0, 0xFFFF), parts.get(1).intValue(0, 0xFFFF)};
        } else {
            throw unknown(s, "ReplaceTopImage, Unknown, Region, Anchor");
        }
    }

    void state(AcdStatement s, AcdValue v, AcdDefinition.State st) throws FormatException {
        if (s.is("StateName")) {
            st.storedName = unescape(v);
        } else if (s.is("StoredAnimations")) {
            List<String> names = new ArrayList<>();
            for (AcdValue part : v.split(',')) {
                names.add(unescape(part));
            }
            st.storedAnimations = names;
        } else {
            throw unknown(s, "StateName, StoredAnimations");
        }
    }

    /** A top-level {@code //@} line: one entry of the compiled image or sound table. */
    AcdDefinition.TableEntry tableEntry(AcdStatement s) throws FormatException {
        boolean sound = s.is("Sound");
        boolean empty = s.is("EmptyImage");
        if (!sound && !empty && !s.is("Image")) {
            throw s.error("a Marionette //@ line outside the blocks (Image, EmptyImage, Sound)", "\""
                    + s.keyword() + "\"");
        }
        AcdValue v = s.requireValue();
        List<AcdValue> parts = v.split(',');
        int max = sound || empty ? 2 : 3;
        if (parts.size() < 2 || parts.size() > max) {
            throw v.error("\"file\", checksum" + (max == 3 ? "[, region size]" : ""));
        }
        AcdValue name = parts.get(0);
        AcdDefinition.FileRef file = new AcdDefinition.FileRef(name.nonEmptyString(), name.line(), name.column());
        long checksum = parts.get(1).integer(0, 0xFFFF_FFFFL);
        long regionSize = parts.size() == 3 ? parts.get(2).integer(0, 0xFFFF_FFFFL) : -1;
        return new AcdDefinition.TableEntry(sound, empty, file, checksum, regionSize);
    }

    private static int[] version(AcdValue v) throws FormatException {
        String[] parts = v.text().split("\\.", -1);
        if (parts.length != 2) {
            throw v.error("major.minor, e.g. 2.1");
        }
        try {
            int major = Integer.parseInt(parts[0]);
            int minor = Integer.parseInt(parts[1]);
            if (major >= 0 && major <= 0xFFFF && minor >= 0 && minor <= 0xFFFF) {
                return new int[] {major, minor};
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw v.error("major.minor, e.g. 2.1");
    }

    private static byte[] bytes(AcdValue v) throws FormatException {
        String hex = v.text();
        if (hex.length() % 2 != 0 || hex.length() > 2L * AcdLimits.MAX_FILE) {
            throw v.error("bytes in hexadecimal");
        }
        try {
            return HexFormat.of().parseHex(hex);
        } catch (IllegalArgumentException e) {
            throw v.error("bytes in hexadecimal");
        }
    }

    /** An escaped quoted string. */
    static String unescape(AcdValue v) throws FormatException {
        String s = v.string();
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch != '\\') {
                out.append(ch);
                continue;
            }
            if (i + 1 >= s.length()) {
                throw v.error("a complete escape (\\\\, \\n, \\r, \\t or \\uXXXX)");
            }
            char e = s.charAt(++i);
            switch (e) {
                case '\\' -> out.append('\\');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    if (i + 4 >= s.length()) {
                        throw v.error("four hexadecimal digits after \\u");
                    }
                    try {
                        out.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    } catch (NumberFormatException x) {
                        throw v.error("four hexadecimal digits after \\u");
                    }
                    i += 4;
                }
                default -> throw v.error("a known escape (\\\\, \\n, \\r, \\t or \\uXXXX)");
            }
        }
        return out.toString();
    }

    /** {@code text} as an escaped quoted string (ASCII only). */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            switch (ch) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (ch >= 0x20 && ch < 0x7F && ch != '"' && ch != ',') {
                        out.append(ch);
                    } else {
                        out.append(String.format("\\u%04X", (int) ch));
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
