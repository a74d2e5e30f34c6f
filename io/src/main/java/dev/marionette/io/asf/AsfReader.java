package dev.marionette.io.asf;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.text.TextLocation;
import dev.marionette.model.acclaim.AsfBone;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.AsfHierarchyLine;
import dev.marionette.model.acclaim.AsfRoot;
import dev.marionette.model.acclaim.AsfUnits;
import dev.marionette.model.acclaim.TextLines;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads Acclaim skeleton files (ASF, "Acclaim Skeleton File Definition V1.10"), keeping every byte so the file
 * writes back unchanged.
 *
 * <p>The file is a series of sections, each opened by a keyword line ({@code :version}, {@code :name},
 * {@code :units}, {@code :documentation}, {@code :root}, {@code :bonedata}, {@code :hierarchy}, {@code :skin}).
 * {@code #} starts a comment to the end of the line; parentheses and commas count as white space; keywords and
 * dof tokens are read in any case. Documentation runs to the next keyword line. Sections with other keywords
 * (vendor extensions, which the spec tells readers to ignore) are kept and reported as warnings. Inside the
 * {@code :units}, {@code :root} and bone sections an unknown word is an error when reading strictly (the
 * ignorable ones are {@code bodymass} and {@code cofmass}, kept as extras) and a warning when reading leniently.
 * Quirks of real exporters are accepted: CRLF or CR line ends, lower-case {@code order} tokens, a bone
 * {@code axis} order token in any case, {@code length 0} dummy bones, repeated {@code id}s (a warning),
 * hierarchy lines in any order.
 */
public final class AsfReader {

    private final TextLines lines;
    private final TextLocation where;
    private final AsfIssues issues;
    private String version;
    private String name;
    private AsfUnits units;
    private final List<String> documentation = new ArrayList<>();
    private AsfRoot root;
    private List<AsfBone> bones;
    private List<AsfHierarchyLine> hierarchy;
    private AsfHierarchyParser hierarchyParser;
    private final List<String> skins = new ArrayList<>();
    private final Set<String> seenSections = new HashSet<>();

    private AsfReader(byte[] data, String source, ReadOptions options) {
        this.lines = TextLines.of(data);
        this.where = TextLocation.of(source, data);
        this.issues = new AsfIssues(where, options);
    }

    /** Reads {@code file}; the file name appears in every error and warning. */
    public static ReadResult<AsfFile> read(Path file, ReadOptions options) throws IOException {
        return read(FileBytes.read(file, options), file.toString(), options);
    }

    /** Reads an ASF held in memory; {@code source} names it in errors. */
    public static ReadResult<AsfFile> read(byte[] data, String source, ReadOptions options) throws FormatException {
        AsfReader reader = new AsfReader(data, source, options);
        AsfFile file = reader.readFile();
        return new ReadResult<>(file, reader.issues.warnings());
    }

    /** Reads an ASF held in memory strictly and returns the skeleton alone. */
    public static AsfFile read(byte[] data, String source) throws FormatException {
        return read(data, source, ReadOptions.STRICT).value();
    }

    private AsfFile readFile() throws FormatException {
        int line = 0;
        while (line < lines.size()) {
            List<AsfToken> tokens = tokens(line);
            if (tokens.isEmpty()) {
                line++;
                continue;
            }
            AsfToken first = tokens.get(0);
            if (!first.text().startsWith(":")) {
                throw where.error(first.offset(), "section", "a keyword such as :version, :root or :bonedata",
                        TextLocation.quote(first.text()));
            }
            int end = line + 1;
            while (end < lines.size() && !startsSection(end)) {
                end++;
            }
            readSection(first, tokens.subList(1, tokens.size()), line, end);
            line = end;
        }
        if (bones == null) {
            throw where.error(lines.text().length(), "skeleton", "a :bonedata section", "none in the file");
        }
        if (root == null) {
            root = new AsfRoot(null, AsfRoot.DEFAULT_ORDER, zero(), zero());
            issues.warn(0, ":root", "no :root section; the root is at the origin with order TX TY TZ RX RY RZ");
        }
        if (hierarchy == null) {
            hierarchy = List.of();
        }
        AsfFile file = new AsfFile(lines, version, name, units == null ? AsfUnits.DEFAULT : units, documentation,
                root, bones, hierarchy, skins);
        (hierarchyParser == null ? new AsfHierarchyParser() : hierarchyParser).check(file, where, issues);
        return file;
    }

    private boolean startsSection(int line) {
        String content = lines.content(line);
        List<int[]> spans = TextLines.tokenSpans(content);
        return !spans.isEmpty() && content.charAt(spans.get(0)[0]) == ':';
    }

    private void readSection(AsfToken keyword, List<AsfToken> rest, int line, int end) throws FormatException {
        String k = keyword.text().toLowerCase(Locale.ROOT);
        if (!k.equals(":documentation") && !k.equals(":skin") && !seenSections.add(k)
                && List.of(":version", ":name", ":units", ":root", ":bonedata", ":hierarchy").contains(k)) {
            throw where.error(keyword.offset(), "section", "one " + keyword.text() + " section", "a second one");
        }
        switch (k) {
            case ":version" -> version = rest.isEmpty() ? null : rest.get(0).text();
            case ":name" -> name = restOfLine(keyword);
            case ":documentation" -> {
                for (int i = line + 1; i < end; i++) {
                    documentation.add(lines.content(i).strip());
                }
            }
            case ":skin" -> {
                AsfSection files = section(keyword, rest, line + 1, end);
                while (files.hasNext()) {
                    skins.add(files.take("skin", "a file name").text());
                }
            }
            case ":units" -> units = readUnits(section(keyword, rest, line + 1, end));
            case ":root" -> root = readRoot(section(keyword, rest, line + 1, end));
            case ":bonedata" -> bones = new AsfBoneParser(section(keyword, rest, line + 1, end), issues,
                    lines::content).bones();
            case ":hierarchy" -> {
                hierarchyParser = new AsfHierarchyParser(section(keyword, rest, line + 1, end));
                hierarchy = hierarchyParser.lines();
            }
            default -> issues.warn(keyword.offset(), "section " + keyword.text(),
                    "not an ASF V1.10 section; kept and ignored");
        }
    }

    private String restOfLine(AsfToken keyword) {
        String content = lines.content(keyword.line());
        int from = content.indexOf(keyword.text()) + keyword.text().length();
        int hash = content.indexOf('#', from);
        return content.substring(from, hash < 0 ? content.length() : hash).strip();
    }

    private AsfSection section(AsfToken keyword, List<AsfToken> rest, int from, int to) {
        List<AsfToken> all = new ArrayList<>(rest);
        for (int i = from; i < to; i++) {
            all.addAll(tokens(i));
        }
        int endOffset = to < lines.size() ? where.lineStart(to + 1) : lines.text().length();
        return new AsfSection(keyword.text(), all, where, endOffset);
    }

    private List<AsfToken> tokens(int line) {
        String content = lines.content(line);
        int base = where.lineStart(line + 1);
        List<AsfToken> out = new ArrayList<>();
        List<int[]> spans = TextLines.tokenSpans(content);
        for (int i = 0; i < spans.size(); i++) {
            int[] s = spans.get(i);
            out.add(new AsfToken(content.substring(s[0], s[1]), line, i, base + s[0]));
        }
        return out;
    }

    /** {@code :units}: pairs of unit name and value; mass and length numbers, angle deg or rad. */
    private AsfUnits readUnits(AsfSection s) throws FormatException {
        Map<String, String> values = new LinkedHashMap<>();
        while (s.hasNext()) {
            AsfToken unit = s.take("unit", "a unit name");
            String key = AsfSection.lower(unit);
            AsfToken value = s.take("unit " + unit.text(), "its value");
            switch (key) {
                case "mass", "length" -> s.toNumber(value, "unit " + unit.text());
                case "angle" -> {
                    String v = AsfSection.lower(value);
                    if (!v.equals("deg") && !v.equals("rad")) {
                        throw s.error(value, "unit angle", "deg or rad");
                    }
                }
                default -> issues.unknown(s, unit, "unit", "mass, length or angle");
            }
            if (values.put(unit.text(), value.text()) != null) {
                throw s.error(unit, "unit", "each unit once");
            }
        }
        return new AsfUnits(values);
    }

    /** {@code :root}: axis token, order tokens, position and orientation triples. */
    private AsfRoot readRoot(AsfSection s) throws FormatException {
        String axis = null;
        List<String> order = AsfRoot.DEFAULT_ORDER;
        double[] position = {0, 0, 0};
        double[] orientation = {0, 0, 0};
        while (s.hasNext()) {
            AsfToken t = s.take("root keyword", "axis, order, position or orientation");
            switch (AsfSection.lower(t)) {
                case "axis" -> axis = AsfBoneParser.rotationOrder(s, "root axis");
                case "order" -> order = AsfBoneParser.dofTokens(s, t, "root order", false);
                case "position" -> position = s.numbers3("root position");
                case "orientation" -> orientation = s.numbers3("root orientation");
                default -> issues.unknown(s, t, "root keyword", "axis, order, position or orientation");
            }
        }
        return new AsfRoot(axis, order, AsfBoneParser.vector(position), AsfBoneParser.vector(orientation));
    }

    private static dev.marionette.model.motion.Vector3 zero() {
        return dev.marionette.model.motion.Vector3.ZERO;
    }

    /** Warnings of the last read, for tests. */
    List<ReadWarning> warnings() {
        return issues.warnings();
    }
}
