package dev.marionette.io.acd;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An ACD written by hand in a text editor, made from one Marionette wrote by changing only how it is written:
 * LF line ends and no line end after the last line, two spaces per indentation step, its own header, "Key=Value"
 * on some lines and "Key = Value" on others, some keywords in lower case, trailing spaces, file names without
 * quotes, offsets in hexadecimal, a comment above some animations and one inside DefineCharacter. Every
 * statement line stays one line; it describes the same character.
 */
public final class AcdRestyled {

    private static final Pattern OFFSET = Pattern.compile("(Offset[XY] = )(-?)(\\d+)");
    private static final Pattern FILENAME = Pattern.compile("(Filename = )\"([^\" ]+)\"");

    private AcdRestyled() {
    }

    /** The restyled text of ACD bytes (windows-1252 and code-page bytes kept as they are). */
    public static byte[] of(byte[] acd) {
        String text = new String(acd, StandardCharsets.ISO_8859_1).replace("\r\n", "\n");
        List<String> out = new ArrayList<>();
        out.add("// Hand-kept character source");
        out.add("");
        boolean started = false;
        int animations = 0;
        String[] lines = text.split("\n", -1);
        int n = text.endsWith("\n") ? lines.length - 1 : lines.length;
        for (int i = 0; i < n; i++) {
            String line = lines[i];
            if (!started) {
                if (!line.equals("DefineCharacter")) {
                    continue; // the writer's header gives way to the author's
                }
                started = true;
            }
            if (line.startsWith("DefineAnimation") && animations++ % 2 == 0) {
                out.add("// animation number " + animations + ": " + line.substring("DefineAnimation ".length()));
            }
            if (line.equals("EndCharacter")) {
                out.add("  // end of the settings");
            }
            out.add(restyle(line, out.size()));
        }
        out.add("// end of the file, with no line end");
        return String.join("\n", out).getBytes(StandardCharsets.ISO_8859_1);
    }

    private static String restyle(String line, int index) {
        int tabs = 0;
        while (tabs < line.length() && line.charAt(tabs) == '\t') {
            tabs++;
        }
        String body = line.substring(tabs);
        if (body.isEmpty() || body.startsWith("//")) {
            return "  ".repeat(tabs) + body;
        }
        Matcher offset = OFFSET.matcher(body);
        if (offset.matches()) {
            body = offset.group(1) + offset.group(2) + "0x" + Integer.toHexString(Integer.parseInt(offset.group(3)))
                    .toUpperCase(Locale.ROOT);
        }
        Matcher file = FILENAME.matcher(body);
        if (file.matches()) {
            body = file.group(1) + file.group(2);
        }
        if (index % 3 == 0 && body.matches("[^ =]+ = .*")) {
            body = body.replaceFirst(" = ", "=");
        }
        if (index % 5 == 1) {
            int end = body.indexOf(' ');
            end = end < 0 ? body.indexOf('=') : Math.min(end, body.indexOf('=') < 0 ? end : body.indexOf('='));
            end = end < 0 ? body.length() : end;
            body = body.substring(0, end).toLowerCase(Locale.ROOT) + body.substring(end);
        }
        if (index % 7 == 2) {
            body = body + " ";
        }
        return "  ".repeat(tabs) + body;
    }
}
