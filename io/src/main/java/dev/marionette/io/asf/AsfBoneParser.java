package dev.marionette.io.asf;

import dev.marionette.io.FormatException;
import dev.marionette.io.text.TextLocation;
import dev.marionette.model.acclaim.AsfBone;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.AsfLimit;
import dev.marionette.model.acclaim.Dof;
import dev.marionette.model.acclaim.RotationOrder;
import dev.marionette.model.acclaim.TokenRef;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.Vector3;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The {@code :bonedata} section: {@code begin ... end} blocks of {@code id}, {@code name}, {@code direction}
 * (3 numbers), {@code length}, {@code axis} (3 angles and an optional order token), {@code dof} (the tokens on
 * its line), {@code limits} (one {@code (lower upper)} pair per dof, numbers or {@code inf}/{@code -inf}),
 * {@code bodymass} and {@code cofmass}.
 */
final class AsfBoneParser {

    private static final String BONE_KEYWORDS =
            "id, name, direction, length, axis, dof, limits, bodymass, cofmass or end";
    /** Words that end a dof or order list when they follow it on the same line. */
    private static final Set<String> KEYWORDS = Set.of("id", "name", "direction", "length", "axis", "dof", "limits",
            "bodymass", "cofmass", "end", "begin", "order", "position", "orientation");

    private final AsfSection s;
    private final AsfIssues issues;
    /** The text of a line (0-based), to see the parentheses the tokens leave out. */
    private final java.util.function.IntFunction<String> lineText;

    AsfBoneParser(AsfSection section, AsfIssues issues, java.util.function.IntFunction<String> lineText) {
        this.s = section;
        this.issues = issues;
        this.lineText = lineText;
    }

    List<AsfBone> bones() throws FormatException {
        List<AsfBone> bones = new ArrayList<>();
        Map<String, AsfToken> names = new HashMap<>();
        Map<String, AsfToken> ids = new HashMap<>();
        while (s.hasNext()) {
            AsfToken begin = s.expect("begin", "bone");
            if (bones.size() == Skeleton.MAX_BONES - 1) {
                throw s.error(begin, "bone count", "at most " + (Skeleton.MAX_BONES - 1) + " bones");
            }
            AsfBone bone = bone(begin);
            AsfToken nameToken = names.get(bone.name().toLowerCase(Locale.ROOT));
            if (nameToken != null) {
                throw s.where().error(begin.offset(), "bone name", "a name no other bone has (names ignore case)",
                        TextLocation.quote(bone.name()) + " again (first at " + s.where().where(nameToken.offset()) + ")");
            }
            names.put(bone.name().toLowerCase(Locale.ROOT), begin);
            if (bone.id() != null && ids.putIfAbsent(bone.id(), begin) != null) {
                issues.warn(begin.offset(), "bone id", "bone " + bone.name() + " repeats id " + bone.id()
                        + " (ids are optional; names identify bones)");
            }
            bones.add(bone);
        }
        return bones;
    }

    private AsfBone bone(AsfToken begin) throws FormatException {
        String id = null;
        AsfToken name = null;
        double[] direction = null;
        Double length = null;
        double[] axis = null;
        String axisOrder = null;
        List<String> dof = List.of();
        List<AsfLimit> limits = List.of();
        Map<String, List<String>> extras = new LinkedHashMap<>();
        while (true) {
            AsfToken t = s.take("bone", BONE_KEYWORDS);
            switch (AsfSection.lower(t)) {
                case "end" -> {
                    return finish(begin, id, name, direction, length, axis, axisOrder, dof, limits, extras);
                }
                case "id" -> {
                    AsfToken value = s.take("bone id", "an id");
                    id = value.text();
                    if (!id.matches("[+-]?\\d{1,18}")) {
                        // The spec's ids are numbers; names identify bones, so another id only gets a word.
                        issues.warn(value.offset(), "bone id", "id " + TextLocation.quote(id)
                                + " is not a whole number (kept as written; names identify bones)");
                    }
                }
                case "name" -> name = s.take("bone name", "a name");
                case "direction" -> direction = s.numbers3("bone direction");
                case "length" -> length = s.number("bone length");
                case "axis" -> {
                    axis = s.numbers3("bone axis");
                    AsfToken next = s.peek();
                    if (next != null && RotationOrder.parse(next.text()).isPresent()) {
                        axisOrder = s.take("bone axis order", "xyz").text();
                    }
                }
                case "dof" -> dof = dofTokens(s, t, "bone dof", true);
                case "limits" -> {
                    limits = limits(t, dof.size());
                    parentheses(t);
                }
                case "bodymass", "cofmass" -> {
                    AsfToken value = s.take("bone " + t.text(), "a number");
                    s.toNumber(value, "bone " + t.text());
                    extras.put(t.text(), List.of(value.text()));
                }
                default -> issues.unknown(s, t, "bone keyword", BONE_KEYWORDS);
            }
        }
    }

    private AsfBone finish(AsfToken begin, String id, AsfToken name, double[] direction, Double length, double[] axis,
            String axisOrder, List<String> dof, List<AsfLimit> limits, Map<String, List<String>> extras)
            throws FormatException {
        if (name == null) {
            throw s.where().error(begin.offset(), "bone", "a name line in every bone", "a bone without one");
        }
        if (AsfFile.isRoot(name.text())) {
            throw s.error(name, "bone name", "a name other than root (the root node is not a bone)");
        }
        if (direction == null || length == null) {
            throw s.where().error(name.offset(), "bone " + name.text(), "direction and length lines",
                    direction == null ? "no direction" : "no length");
        }
        if (axis == null) {
            issues.tolerate(name.offset(), "bone " + name.text(), "an axis line", "none",
                    "its axis is taken as 0 0 0 XYZ");
            axis = new double[3];
        }
        if (!limits.isEmpty() && limits.size() != dof.size()) {
            throw s.where().error(name.offset(), "bone " + name.text() + " limits", "one pair per dof (" + dof.size()
                    + ")", limits.size() + " pairs");
        }
        return new AsfBone(id, name.text(), vector(direction), length, vector(axis), axisOrder, dof, limits, extras,
                new TokenRef(name.line(), name.index()));
    }

    private List<AsfLimit> limits(AsfToken keyword, int dofCount) throws FormatException {
        if (dofCount == 0) {
            throw s.error(keyword, "bone limits", "a dof line before the limits");
        }
        List<AsfLimit> out = new ArrayList<>(dofCount);
        for (int i = 0; i < dofCount; i++) {
            out.add(new AsfLimit(limit(true), limit(false)));
        }
        return out;
    }

    /**
     * Warns when the lines of a {@code limits} list (from its keyword to the last number read) open and close
     * different numbers of parentheses: the spec counts them as blanks, so the pairs are read as numbers in order,
     * but a missing {@code )} usually means a pair was cut or merged by hand.
     */
    private void parentheses(AsfToken keyword) {
        int first = keyword.line();
        int last = Math.max(first, s.previous().line());
        int open = 0;
        int close = 0;
        for (int line = first; line <= last; line++) {
            String text = lineText.apply(line);
            int hash = text.indexOf('#');
            for (int i = 0; i < (hash < 0 ? text.length() : hash); i++) {
                open += text.charAt(i) == '(' ? 1 : 0;
                close += text.charAt(i) == ')' ? 1 : 0;
            }
        }
        if (open != close) {
            issues.warn(keyword.offset(), "bone limits", "the limits on " + (first == last ? "line " + (first + 1)
                    : "lines " + (first + 1) + ".." + (last + 1)) + " open " + open + " parentheses and close "
                    + close + " (read as numbers in order; is a pair cut?)");
        }
    }

    private double limit(boolean lower) throws FormatException {
        String field = lower ? "lower limit" : "upper limit";
        AsfToken t = s.take(field, "a number, inf or -inf");
        String v = AsfSection.lower(t);
        if (v.equals("inf") || v.equals("+inf")) {
            return Double.POSITIVE_INFINITY;
        }
        if (v.equals("-inf")) {
            return Double.NEGATIVE_INFINITY;
        }
        if (!dev.marionette.io.text.DecimalNumbers.isDecimal(t.text())) {
            throw s.error(t, field, "a number, inf or -inf");
        }
        return s.toNumber(t, field);
    }

    /**
     * The dof (or root order) tokens following {@code keyword} on its line, each valid and used once; the list
     * ends at the line's end or at a keyword.
     */
    static List<String> dofTokens(AsfSection s, AsfToken keyword, String field, boolean allowLength)
            throws FormatException {
        List<String> out = new ArrayList<>();
        EnumSet<Dof> seen = EnumSet.noneOf(Dof.class);
        String expected = allowLength ? "rx, ry, rz, tx, ty, tz or l" : "TX, TY, TZ, RX, RY or RZ";
        while (s.nextOnLineOf(keyword) && !KEYWORDS.contains(AsfSection.lower(s.peek()))) {
            AsfToken t = s.take(field, expected);
            Dof d = Dof.parse(t.text()).orElse(null);
            if (d == null || (d == Dof.L && !allowLength)) {
                throw s.error(t, field, expected);
            }
            if (!seen.add(d)) {
                throw s.error(t, field, "each of " + expected + " at most once");
            }
            out.add(t.text());
        }
        if (out.isEmpty()) {
            AsfToken next = s.peek();
            if (next != null && next.line() == keyword.line()) {
                throw s.error(next, field, expected);
            }
            throw s.where().error(keyword.offset() + keyword.text().length(), field, expected, "nothing after it");
        }
        return out;
    }

    /** A rotation order token such as XYZ (any case). */
    static String rotationOrder(AsfSection s, String field) throws FormatException {
        AsfToken t = s.take(field, "a rotation order such as XYZ");
        if (RotationOrder.parse(t.text()).isEmpty()) {
            throw s.error(t, field, "a rotation order such as XYZ");
        }
        return t.text();
    }

    static Vector3 vector(double[] v) {
        return new Vector3(v[0], v[1], v[2]);
    }
}
