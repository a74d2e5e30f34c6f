package dev.marionette.io.acd;

import java.nio.charset.Charset;
import java.util.Map;

/**
 * The Windows ANSI code page of each language an Agent character may be described in: ACD files are ANSI text
 * (acs.md 5.1), each {@code DefineInfo} block's strings in the code page of its language, everything else in
 * Western European (windows-1252). Japanese is Windows' code page 932 ({@code windows-31j}), a superset of
 * Shift_JIS.
 */
final class CodePages {

    /** Western European, for everything outside DefineInfo and for languages not listed. */
    static final Charset DEFAULT = Charset.forName("windows-1252");

    private static final Map<Integer, String> BY_PRIMARY_LANGUAGE = Map.ofEntries(
            Map.entry(0x01, "windows-1256"), Map.entry(0x05, "windows-1250"), Map.entry(0x08, "windows-1253"),
            Map.entry(0x0D, "windows-1255"), Map.entry(0x0E, "windows-1250"), Map.entry(0x11, "windows-31j"),
            Map.entry(0x12, "x-windows-949"), Map.entry(0x15, "windows-1250"), Map.entry(0x18, "windows-1250"),
            Map.entry(0x19, "windows-1251"), Map.entry(0x1A, "windows-1250"), Map.entry(0x1B, "windows-1250"),
            Map.entry(0x1E, "x-windows-874"), Map.entry(0x1F, "windows-1254"), Map.entry(0x24, "windows-1250"),
            Map.entry(0x22, "windows-1251"), Map.entry(0x23, "windows-1251"), Map.entry(0x25, "windows-1257"),
            Map.entry(0x26, "windows-1257"), Map.entry(0x27, "windows-1257"), Map.entry(0x2A, "windows-1258"));

    private CodePages() {
    }

    /** The code page of a Windows LANGID. */
    static Charset forLanguage(int langId) {
        int primary = langId & 0x3FF;
        String name;
        if (primary == 0x04) {
            // Chinese: Traditional (Taiwan, Hong Kong) in Big5, Simplified in GBK.
            int sub = langId >> 10;
            name = sub == 1 || sub == 3 || sub == 5 ? "x-windows-950" : "GBK";
        } else {
            name = BY_PRIMARY_LANGUAGE.get(primary);
        }
        try {
            return name == null ? DEFAULT : Charset.forName(name);
        } catch (IllegalArgumentException e) {
            return DEFAULT;
        }
    }
}
