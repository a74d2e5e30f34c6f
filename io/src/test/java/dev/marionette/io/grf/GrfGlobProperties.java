package dev.marionette.io.grf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The archive glob: its rules on examples, the same answers as a plain recursive matcher written from the rules
 * (docs/archives.md) and as the regular expression it replaced, and answers at once on the hostile names that
 * made that regular expression backtrack for hours.
 */
class GrfGlobProperties {

    @Example
    void rulesOnExamples() {
        assertThat(GrfGlob.of("data/sprite/*.act").matches("DATA\\Sprite\\poring.ACT")).isTrue();
        assertThat(GrfGlob.of("data/sprite/*.act").matches("data\\sprite\\몬스터\\poring.act")).isFalse();
        assertThat(GrfGlob.of("data/**/*.act").matches("data\\sprite\\몬스터\\poring.act")).isTrue();
        assertThat(GrfGlob.of("data/**/*.act").matches("data\\poring.act")).isTrue();
        assertThat(GrfGlob.of("**.spr").matches("data\\sprite\\a.spr")).isTrue();
        assertThat(GrfGlob.of("data\\sprite\\?.spr").matches("data/sprite/a.spr")).isTrue();
        assertThat(GrfGlob.of("data\\sprite\\?.spr").matches("data/sprite/ab.spr")).isFalse();
        assertThat(GrfGlob.of("data\\sprite\\몬스터").matches("data\\sprite\\몬스터\\poring.act")).isTrue();
        assertThat(GrfGlob.of("DATA/SPRITE/**").matches("data\\sprite\\몬스터\\poring.act")).isTrue();
        assertThat(GrfGlob.of("data\\sprite\\몬").matches("data\\sprite\\몬스터\\poring.act")).isFalse();
        assertThat(GrfGlob.of("data/(x)+[y].txt").matches("data\\(x)+[y].txt")).isTrue();
        assertThat(GrfGlob.of("*").matches("a\\b")).as("a folder chosen by * takes what is in it").isTrue();
        assertThat(GrfGlob.of("?").matches("")).isFalse();
        assertThat(GrfGlob.of("").matches("")).isTrue();
        assertThat(GrfGlob.of("a*").matches("A\uD83D\uDE00")).as("a character beyond 16 bits").isTrue();
        assertThat(GrfGlob.of("a?").matches("a\uD83D\uDE00")).as("? takes a whole character").isTrue();
    }

    @Example
    void hostileNamesAnswerAtOnce() {
        // Each took hours with the regular expression; each is linear work now. The bound is generous: this
        // guards against a hang, it does not measure speed.
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            String run = "a".repeat(20_000);
            assertThat(GrfGlob.of("*a*a*a*a*a*a*a*a*z").matches(run)).isFalse();
            assertThat(GrfGlob.of("*a*a*a*a*a*a*a*a*z").matches(run + "z")).isTrue();
            assertThat(GrfGlob.of("**a**a**a**a**a**a**z").matches(run)).isFalse();
            String deep = "a\\".repeat(10_000) + "zz.act";
            assertThat(GrfGlob.of("**/**/**/zzz.act").matches(deep)).isFalse();
            assertThat(GrfGlob.of("**/**/**/zz.act").matches(deep)).isTrue();
            assertThat(GrfGlob.of("**/**/**/**/**/**/*?*?*?*?*b").matches(deep)).isFalse();
            assertThat(GrfGlob.of("?".repeat(5_000) + "*b").matches(run)).isFalse();
            assertThat(GrfGlob.of("*a".repeat(300) + "z").matches(run)).as("a long pattern").isFalse();
        });
    }

    @Property(tries = 3000)
    void answersAsTheRulesSay(@ForAll("globs") String glob, @ForAll("names") String name) {
        assertThat(GrfGlob.of(glob).matches(name)).as("%s on %s", glob, name).isEqualTo(Reference.matches(glob, name));
    }

    @Property(tries = 3000)
    void answersAsTheRegularExpressionItReplaced(@ForAll("globs") String glob,
            @ForAll("namesWithSurrogates") String name) {
        assertThat(GrfGlob.of(glob).matches(name)).as("%s on %s", glob, name).isEqualTo(regex(glob).matcher(name)
                .matches());
    }

    @Property(tries = 2000)
    void patternsOfMoreThanOneWordOfPlacesAnswerAsTheRulesSay(@ForAll("globs") String glob,
            @ForAll("names") String name, @ForAll @IntRange(min = 50, max = 140) int before) {
        // The parts of the generated glob fall around a boundary between words of the set of places (every 64).
        String longGlob = "a".repeat(before) + glob;
        String longName = "A".repeat(before) + name;
        assertThat(GrfGlob.of(longGlob).matches(longName)).as("%s on %s", longGlob, longName)
                .isEqualTo(Reference.matches(longGlob, longName));
    }

    @Provide
    Arbitrary<String> globs() {
        Arbitrary<String> token = Arbitraries.of("a", "A", "b", "ß", ".", "/", "\\", "*", "*", "?", "**", "**/",
                "(", "\u0131", "k", "s", "\u00e9", "\ud83d\ude00");
        return token.list().ofMaxSize(7).map(parts -> String.join("", parts));
    }

    @Provide
    Arbitrary<String> names() {
        // With the Kelvin sign and the long s, which fold to k and s, and e with an accent in both cases.
        return Arbitraries.strings().withChars('a', 'A', 'b', 'B', '.', '/', '\\', '(', 'ß', 'I', 'i', '\u0131',
                '\u212a', '\u017f', 'S', '\u00e9', '\u00c9', '몬').ofMaxLength(12);
    }

    /** Names with characters beyond 16 bits (an emoji: two chars, one character) and halves of them alone. */
    @Provide
    Arbitrary<String> namesWithSurrogates() {
        return Arbitraries.strings().withChars('a', 'A', '/', '\\', '\ud83d', '\ude00', '\u212a', 'k').ofMaxLength(10)
                .map(s -> s.replace("k", "\ud83d\ude00"));
    }

    /** The rules, matched by trying every way (exponential, for short names only). */
    static final class Reference {

        private Reference() {
        }

        static boolean matches(String glob, String name) {
            List<String> parts = new ArrayList<>();
            String g = glob.replace('\\', '/');
            for (int i = 0; i < g.length(); i++) {
                if (g.startsWith("**/", i)) {
                    parts.add("**/");
                    i += 2;
                } else if (g.startsWith("**", i)) {
                    parts.add("**");
                    i++;
                } else {
                    parts.add(String.valueOf(g.charAt(i)));
                }
            }
            return from(parts, 0, name, 0);
        }

        private static boolean from(List<String> parts, int p, String name, int n) {
            if (p == parts.size()) {
                // The whole name, or a folder of it: a separator must follow.
                return n == name.length() || separator(name.charAt(n));
            }
            String part = parts.get(p);
            switch (part) {
                case "*" -> {
                    for (int k = n; ; k++) {
                        if (from(parts, p + 1, name, k)) {
                            return true;
                        }
                        if (k == name.length() || separator(name.charAt(k))) {
                            return false;
                        }
                    }
                }
                case "**" -> {
                    for (int k = n; k <= name.length(); k++) {
                        if (from(parts, p + 1, name, k)) {
                            return true;
                        }
                    }
                    return false;
                }
                case "**/" -> {
                    if (from(parts, p + 1, name, n)) {
                        return true;
                    }
                    for (int k = n; k < name.length(); k++) {
                        if (separator(name.charAt(k)) && from(parts, p + 1, name, k + 1)) {
                            return true;
                        }
                    }
                    return false;
                }
                case "?" -> {
                    return n < name.length() && !separator(name.charAt(n)) && from(parts, p + 1, name, n + 1);
                }
                case "/" -> {
                    return n < name.length() && separator(name.charAt(n)) && from(parts, p + 1, name, n + 1);
                }
                default -> {
                    return n < name.length() && sameIgnoringCase(part.charAt(0), name.charAt(n))
                            && from(parts, p + 1, name, n + 1);
                }
            }
        }

        /** Any case: the same character, or one with case whose upper then lower case form is the same. */
        private static boolean sameIgnoringCase(char p, char c) {
            char upper = Character.toUpperCase(p);
            char lower = Character.toLowerCase(upper);
            return p == c || upper != lower && Character.toLowerCase(Character.toUpperCase(c)) == lower;
        }

        private static boolean separator(char c) {
            return c == '/' || c == '\\';
        }
    }

    /** The translation into a regular expression that GrfGlob used before (backtracking: for short names only). */
    private static Pattern regex(String glob) {
        String g = glob.replace('\\', '/');
        String sep = "[/\\\\]";
        String notSep = "[^/\\\\]";
        StringBuilder re = new StringBuilder();
        for (int i = 0; i < g.length(); i++) {
            char c = g.charAt(i);
            if (c == '*' && i + 1 < g.length() && g.charAt(i + 1) == '*') {
                if (i + 2 < g.length() && g.charAt(i + 2) == '/') {
                    re.append("(?:.*").append(sep).append(")?");
                    i += 2;
                } else {
                    re.append(".*");
                    i += 1;
                }
            } else if (c == '*') {
                re.append(notSep).append('*');
            } else if (c == '?') {
                re.append(notSep);
            } else if (c == '/') {
                re.append(sep);
            } else if ("\\.[]{}()<>+-=!^$|".indexOf(c) >= 0) {
                re.append('\\').append(c);
            } else {
                re.append(c);
            }
        }
        re.append("(?:").append(sep).append(".*)?");
        return Pattern.compile(re.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.DOTALL);
    }
}
