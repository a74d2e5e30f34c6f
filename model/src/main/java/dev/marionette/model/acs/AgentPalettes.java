package dev.marionette.model.acs;

import java.util.ArrayList;
import java.util.List;

/** Palettes a new character can start with. */
public final class AgentPalettes {

    /** The Character Editor's default transparency colour index. */
    public static final int DEFAULT_TRANSPARENT_INDEX = 10;

    private AgentPalettes() {
    }

    /**
     * The standard Agent palette: 256 colours ({@code 0x00RRGGBB}), the 20 Windows system colours at both ends,
     * the transparency colour (magenta) at index {@value #DEFAULT_TRANSPARENT_INDEX}, a 6x6x6 colour cube and a
     * grey ramp between.
     */
    public static int[] standard() {
        int[] first = {0x000000, 0x800000, 0x008000, 0x808000, 0x000080, 0x800080, 0x008080, 0xC0C0C0, 0xC0DCC0,
            0xA6CAF0};
        int[] last = {0xFFFBF0, 0xA0A0A4, 0x808080, 0xFF0000, 0x00FF00, 0xFFFF00, 0x0000FF, 0xFF00FF, 0x00FFFF,
            0xFFFFFF};
        List<Integer> p = new ArrayList<>();
        for (int v : first) {
            p.add(v);
        }
        p.add(0xFF00FF);
        for (int r = 0; r < 6; r++) {
            for (int g = 0; g < 6; g++) {
                for (int b = 0; b < 6; b++) {
                    p.add(r * 51 << 16 | g * 51 << 8 | b * 51);
                }
            }
        }
        int greys = 256 - p.size() - last.length;
        for (int i = 1; i <= greys; i++) {
            int v = i * 255 / (greys + 1);
            p.add(v << 16 | v << 8 | v);
        }
        for (int v : last) {
            p.add(v);
        }
        return p.stream().mapToInt(Integer::intValue).toArray();
    }
}
