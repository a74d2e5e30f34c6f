package dev.marionette.editor.archive;

import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.util.Locale;
import java.util.Optional;

/**
 * Picks a font that has Hangul for Korean entry names: the look and feel's own font when it shows them (Java's
 * logical fonts often do, through the system's fallback), else an installed family known for Korean, else any
 * family that shows them. Empty when none does: the browser then says so.
 */
final class HangulFonts {

    /** A few letters of names found in real archives (몬스터, 인간족). */
    static final String SAMPLE = "몬스터인간족";
    private static final String[] PREFERRED = {"Noto Sans CJK KR", "Noto Sans KR", "Malgun Gothic", "맑은 고딕",
        "Apple SD Gothic Neo", "NanumGothic", "Nanum Gothic", "Gulim", "굴림", "Dotum", "Noto Sans CJK", "UnDotum",
        "Baekmuk Gulim"};

    private HangulFonts() {
    }

    /** A font like {@code base} that shows Hangul, or empty when no installed font does. */
    static Optional<Font> forKorean(Font base) {
        if (base.canDisplayUpTo(SAMPLE) < 0) {
            return Optional.of(base);
        }
        String[] families = GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames(Locale.ROOT);
        for (String preferred : PREFERRED) {
            for (String family : families) {
                if (family.equalsIgnoreCase(preferred) || family.toLowerCase(Locale.ROOT).startsWith(
                        preferred.toLowerCase(Locale.ROOT))) {
                    Font f = new Font(family, base.getStyle(), base.getSize());
                    if (f.canDisplayUpTo(SAMPLE) < 0) {
                        return Optional.of(f);
                    }
                }
            }
        }
        for (String family : families) {
            Font f = new Font(family, base.getStyle(), base.getSize());
            if (f.canDisplayUpTo(SAMPLE) < 0) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
