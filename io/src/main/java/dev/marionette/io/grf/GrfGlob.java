package dev.marionette.io.grf;

import java.util.regex.Pattern;

/**
 * A pattern choosing archive entries by name: case-insensitive, {@code /} and {@code \} alike, {@code *} any run
 * of characters within one folder name, {@code ?} one character other than a separator, {@code **} any run
 * including separators ({@code **}{@code /} also matches no folder at all, so {@code data/**}{@code /*.act}
 * takes {@code data\a.act} too). A pattern that matches a folder takes everything in it:
 * {@code data\sprite} chooses every entry below {@code data\sprite\}.
 */
public final class GrfGlob {

    private final String text;
    private final Pattern pattern;

    private GrfGlob(String text, Pattern pattern) {
        this.text = text;
        this.pattern = pattern;
    }

    /** Compiles {@code glob}. */
    public static GrfGlob of(String glob) {
        String g = glob.replace('\\', '/');
        // Either separator in the name matches a separator of the pattern.
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
        // Matches the name itself or any folder it is in.
        re.append("(?:").append(sep).append(".*)?");
        return new GrfGlob(glob, Pattern.compile(re.toString(),
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.DOTALL));
    }

    /** True when {@code name} (decoded, with either separator) is chosen. */
    public boolean matches(CharSequence name) {
        return pattern.matcher(name).matches();
    }

    @Override
    public String toString() {
        return text;
    }
}
