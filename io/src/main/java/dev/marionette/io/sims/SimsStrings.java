package dev.marionette.io.sims;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Text in the Sims files. Names are ASCII in practice; bytes are read as ISO-8859-1 so that every byte, whatever
 * it is, writes back unchanged (the game's Windows-1252 differs only in 0x80..0x9F).
 */
final class SimsStrings {

    private SimsStrings() {
    }

    static String decode(byte[] data, int offset, int length) {
        return new String(data, offset, length, StandardCharsets.ISO_8859_1);
    }

    static byte[] encode(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** True when every character of {@code text} has a byte of its own. */
    static boolean encodable(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 0xFF) {
                return false;
            }
        }
        return true;
    }

    /**
     * What stops {@code text} from being stored and read back as it is: characters beyond ISO-8859-1; in a CMX line
     * also line breaks and leading or trailing blanks (readers strip them).
     */
    static List<String> problems(String field, String text, boolean inCmx) {
        List<String> problems = new ArrayList<>();
        if (!encodable(text)) {
            problems.add(field + " \"" + text + "\" has characters the file cannot store (only ISO-8859-1)");
        }
        if (inCmx && (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0)) {
            problems.add(field + " holds a line break, which a CMX line cannot");
        } else if (inCmx && !text.equals(text.strip())) {
            problems.add(field + " \"" + text + "\" starts or ends with blanks, which a CMX line does not keep");
        }
        return problems;
    }

    /** How a float that is not a number is named in messages: "NaN (bits 0x7fc00000)", "infinity", "-infinity". */
    static String nonFinite(float value) {
        if (Float.isNaN(value)) {
            return "NaN (bits 0x" + Integer.toHexString(Float.floatToRawIntBits(value)) + ")";
        }
        return value > 0 ? "infinity" : "-infinity";
    }
}
