package dev.marionette.model.ro.pixel;

import java.util.ArrayList;
import java.util.List;

/** Golden pictures written as text: one character per pixel, '.' index 0, '1'..'9' and 'a'..'z' the rest. */
final class Art {

    private Art() {
    }

    static PixelBuffer indexed(String... rows) {
        PixelBuffer b = new PixelBuffer(rows[0].length(), rows.length, true);
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                b.set(x, y, value(rows[y].charAt(x)));
            }
        }
        return b;
    }

    static PixelBuffer blank(int w, int h) {
        return new PixelBuffer(w, h, true);
    }

    static List<String> rows(PixelBuffer b) {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < b.height(); y++) {
            StringBuilder s = new StringBuilder();
            for (int x = 0; x < b.width(); x++) {
                s.append(symbol(b.get(x, y)));
            }
            rows.add(s.toString());
        }
        return rows;
    }

    static List<String> rows(PixelSelection s) {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < s.height(); y++) {
            StringBuilder r = new StringBuilder();
            for (int x = 0; x < s.width(); x++) {
                r.append(s.contains(x, y) ? '#' : '.');
            }
            rows.add(r.toString());
        }
        return rows;
    }

    private static int value(char c) {
        return c == '.' ? 0 : c <= '9' ? c - '0' : c - 'a' + 10;
    }

    private static char symbol(int v) {
        return v == 0 ? '.' : v <= 9 ? (char) ('0' + v) : (char) ('a' + v - 10);
    }
}
