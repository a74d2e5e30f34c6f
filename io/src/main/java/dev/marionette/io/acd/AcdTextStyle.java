package dev.marionette.io.acd;

import dev.marionette.io.acd.AcdOutline.Node;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How an ACD file is written, as far as a line Marionette adds or changes must follow it: the line end most of
 * its lines have, the indentation of each nesting depth, how each keyword is spelled and followed (" = " or "="),
 * the {@code //@} prefix, and each key's value style: quoted or bare strings, decimal or {@code 0x} numbers, the
 * case and width of hexadecimal digits. Learnt from the file's own lines (the way it mostly writes each one);
 * what the file never shows is written as {@link AcdWriter} writes it.
 */
final class AcdTextStyle {

    /** Keys whose value is hexadecimal with or without {@code 0x} (colours, language IDs, style bits). */
    private static final Set<String> HEX_SLOTS = Set.of("forecolor", "backcolor", "bordercolor", "defineinfo",
            "ttslangid", "@styleextrabits");
    private static final Pattern DECIMAL = Pattern.compile("([+-]?)(\\d+)");
    private static final Pattern HEX = Pattern.compile("([+-]?)(0[xX])?([0-9a-fA-F]+)");

    private final String lineEnd;
    private final Map<Integer, String> indents = new HashMap<>();
    private final Map<String, Template> templates = new HashMap<>();
    private final String extensionGap;
    private final String assignment;

    /** A line of the file showing how one keyword is written. */
    private record Template(AcdStatement statement, String text) {
        String between() {
            int keywordEnd = statement.keywordColumn() - 1 + statement.keyword().length();
            return text.substring(keywordEnd, statement.value().column() - 1);
        }

        /** How the line is written, apart from its value and indentation. */
        String form() {
            return statement.extension() + "\u0000" + statement.keyword() + "\u0000"
                    + (statement.value().isEmpty() ? "" : between());
        }
    }

    AcdTextStyle(List<AcdLine> lines, AcdOutline outline) {
        Map<String, Integer> ends = new HashMap<>();
        for (AcdLine line : lines) {
            if (!line.terminator().isEmpty()) {
                ends.merge(line.terminator(), 1, Integer::sum);
            }
        }
        // A file of one line has shown no line end; the Character Editor writes CR LF.
        lineEnd = mostCommon(ends, "\r\n");
        Map<Integer, Map<String, Integer>> indentCounts = new HashMap<>();
        Map<String, Integer> assignments = new HashMap<>();
        Map<String, Map<String, Integer>> forms = new HashMap<>();
        Map<String, Template> examples = new HashMap<>();
        String gap = null;
        for (int i = 0; i < outline.size(); i++) {
            String text = outline.text(i);
            AcdStatement s = AcdStatement.parse(null, text);
            if (s == null) {
                continue;
            }
            Template t = new Template(s, text);
            String slot = AcdOutline.slot(s);
            forms.computeIfAbsent(slot, k -> new HashMap<>()).merge(t.form(), 1, Integer::sum);
            examples.putIfAbsent(slot + "\u0001" + t.form(), t);
            if (s.assignment()) {
                assignments.merge(t.between(), 1, Integer::sum);
            }
            if (s.extension() && gap == null) {
                int at = text.indexOf(AcdStatement.EXTENSION) + AcdStatement.EXTENSION.length();
                gap = text.substring(at, s.keywordColumn() - 1);
            }
        }
        // Each keyword as the file mostly writes it.
        for (Map.Entry<String, Map<String, Integer>> e : forms.entrySet()) {
            templates.put(e.getKey(), examples.get(e.getKey() + "\u0001" + mostCommon(e.getValue(), null)));
        }
        depths(outline, outline.root(), indentCounts);
        for (Map.Entry<Integer, Map<String, Integer>> e : indentCounts.entrySet()) {
            indents.put(e.getKey(), mostCommon(e.getValue(), null));
        }
        extensionGap = gap != null ? gap : " ";
        assignment = mostCommon(assignments, " = ");
    }

    private static void depths(AcdOutline outline, Node parent, Map<Integer, Map<String, Integer>> counts) {
        for (Node n : parent.children) {
            count(counts, n.depth, leading(outline.text(n.first)));
            if (n.block) {
                if (n.last != n.first) {
                    count(counts, n.depth, leading(outline.text(n.last)));
                }
                depths(outline, n, counts);
            }
        }
    }

    private static void count(Map<Integer, Map<String, Integer>> counts, int depth, String indent) {
        counts.computeIfAbsent(depth, d -> new HashMap<>()).merge(indent, 1, Integer::sum);
    }

    private static String mostCommon(Map<String, Integer> counts, String fallback) {
        return counts.entrySet().stream().max(Map.Entry.<String, Integer>comparingByValue()
                .thenComparing(Map.Entry.comparingByKey())).map(Map.Entry::getKey).orElse(fallback);
    }

    static String leading(String text) {
        int i = 0;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return text.substring(0, i);
    }

    /** The file's line end. */
    String lineEnd() {
        return lineEnd;
    }

    /** The indentation of lines at {@code depth} (0 for the top-level blocks). */
    String indent(int depth) {
        String known = indents.get(Math.max(0, depth));
        if (known != null) {
            return known;
        }
        if (depth <= 0) {
            return "";
        }
        // A depth the file never reaches: its deepest indentation, one more step of it per depth.
        for (int d = depth - 1; d >= 1; d--) {
            String deepest = indents.get(d);
            if (deepest != null) {
                String above = indent(d - 1);
                String step = deepest.startsWith(above) && deepest.length() > above.length()
                        ? deepest.substring(above.length()) : "\t";
                return deepest + step.repeat(depth - d);
            }
        }
        return indent(0) + "\t".repeat(depth);
    }

    /** A line the file does not have, for {@code statement} (written by AcdWriter) at {@code depth}. */
    String newLine(AcdStatement statement, int depth) {
        return indent(depth) + body(statement);
    }

    /**
     * The line {@code text} (a line of the file) with the value {@code wanted} (a line as AcdWriter writes it)
     * gives: only the value changes, written as the file writes it; a line of another keyword is written anew.
     */
    String rewrite(String text, AcdStatement wanted) {
        AcdStatement had = AcdStatement.parse(null, text);
        if (had == null || !AcdOutline.slot(had).equals(AcdOutline.slot(wanted))
                || !had.keyword().equalsIgnoreCase(wanted.keyword()) || had.value().isEmpty()
                || wanted.value().isEmpty()) {
            return leading(text) + body(wanted);
        }
        int from = had.value().column() - 1;
        int to = from + had.value().text().length();
        return text.substring(0, from) + restyle(wanted.value().text(), had.value().text(), AcdOutline.slot(wanted))
                + text.substring(to);
    }

    private String body(AcdStatement s) {
        String slot = AcdOutline.slot(s);
        Template t = templates.get(slot);
        boolean extension = t != null ? t.statement().extension() : s.extension();
        String keyword = t != null ? t.statement().keyword() : s.keyword();
        String value = s.value().text();
        StringBuilder sb = new StringBuilder();
        if (extension) {
            sb.append(AcdStatement.EXTENSION).append(extensionGap);
        }
        sb.append(keyword);
        if (value.isEmpty()) {
            return s.assignment() ? sb.append(assignment.stripTrailing()).toString() : sb.toString();
        }
        boolean sameForm = t != null && !t.statement().value().isEmpty()
                && t.statement().assignment() == s.assignment();
        sb.append(sameForm ? t.between() : s.assignment() ? assignment : " ");
        sb.append(restyle(value, t == null ? null : t.statement().value().text(), slot));
        return sb.toString();
    }

    /** {@code value} (as AcdWriter writes it) in the style of {@code sample}, a value of the same key in the file. */
    static String restyle(String value, String sample, String slot) {
        if (sample == null || sample.isEmpty() || value.isEmpty()) {
            return value;
        }
        if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
            String inner = value.substring(1, value.length() - 1);
            // A bare string runs to the end of the line, trimmed: only a trimmed one without quotes can be bare.
            boolean bare = !sample.startsWith("\"") && !inner.isEmpty() && inner.indexOf('"') < 0
                    && inner.equals(inner.strip());
            return bare ? inner : value;
        }
        Matcher s = HEX.matcher(sample);
        if (!s.matches()) {
            return value;
        }
        boolean sampleHex = s.group(2) != null || HEX_SLOTS.contains(slot);
        if (HEX_SLOTS.contains(slot)) {
            Matcher v = HEX.matcher(value);
            return v.matches() && v.group(1).isEmpty() && v.group(3).length() <= 15
                    ? hex("", Long.parseLong(v.group(3), 16), s, v.group(3)) : value;
        }
        Matcher v = DECIMAL.matcher(value);
        if (!sampleHex || !v.matches() || v.group(2).length() > 18) {
            return value;
        }
        String sign = v.group(1).equals("-") ? "-" : "";
        return hex(sign, Long.parseLong(v.group(2)), s, null);
    }

    private static String hex(String sign, long magnitude, Matcher sample, String canonicalDigits) {
        String prefix = sample.group(2) == null ? "" : sample.group(2);
        String digits = Long.toHexString(magnitude);
        String sampleDigits = sample.group(3);
        boolean upper = !sampleDigits.equals(sampleDigits.toLowerCase(Locale.ROOT));
        boolean lower = !sampleDigits.equals(sampleDigits.toUpperCase(Locale.ROOT));
        if (upper) {
            digits = digits.toUpperCase(Locale.ROOT);
        } else if (!lower && canonicalDigits != null) {
            // The file's sample shows no letters: keep the case Marionette writes.
            boolean canonicalUpper = !canonicalDigits.equals(canonicalDigits.toLowerCase(Locale.ROOT));
            digits = canonicalUpper ? digits.toUpperCase(Locale.ROOT) : digits;
        }
        if (digits.length() < sampleDigits.length()) {
            digits = "0".repeat(sampleDigits.length() - digits.length()) + digits;
        }
        return sign + prefix + digits;
    }
}
