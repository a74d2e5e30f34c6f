package dev.marionette.editor.ro.palette;

import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Copied palette colours, shared by every sprite tab. Copying also puts them on the system clipboard as
 * {@code #RRGGBB} lines, and pasting takes such text (from another program) when nothing was copied here since.
 */
public final class PaletteClipboard {

    private static final Pattern HEX = Pattern.compile("#([0-9A-Fa-f]{6})\\b");
    private static int[] copied = new int[0];
    private static String copiedText = "";

    private PaletteClipboard() {
    }

    /** Copies colours {@code 0xRRGGBB}. */
    public static void copy(int[] rgb) {
        copied = rgb.clone();
        copiedText = text(rgb);
        try {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(copiedText), null);
        } catch (IllegalStateException | java.awt.HeadlessException e) {
            // The system clipboard is busy or absent; the colours are still copied here.
        }
    }

    /** The colours to paste: the system clipboard's {@code #RRGGBB} text when it changed, else those copied. */
    public static int[] paste() {
        try {
            Object text = Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor);
            if (text instanceof String s && !s.equals(copiedText)) {
                int[] parsed = parse(s);
                if (parsed.length > 0) {
                    return parsed;
                }
            }
        } catch (Exception e) {
            // No text on the system clipboard (or none at all): take what was copied here.
        }
        return copied.clone();
    }

    /** One {@code #RRGGBB} line per colour. */
    static String text(int[] rgb) {
        StringBuilder s = new StringBuilder();
        for (int c : rgb) {
            s.append(String.format(Locale.ROOT, "#%06X%n", c & 0xFFFFFF));
        }
        return s.toString();
    }

    /** The {@code #RRGGBB} colours in {@code text}, in order. */
    static int[] parse(String text) {
        List<Integer> colours = new ArrayList<>();
        Matcher m = HEX.matcher(text);
        while (m.find() && colours.size() < 256) {
            colours.add(Integer.parseInt(m.group(1), 16));
        }
        return colours.stream().mapToInt(Integer::intValue).toArray();
    }
}
