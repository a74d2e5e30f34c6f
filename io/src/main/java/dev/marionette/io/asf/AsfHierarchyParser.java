package dev.marionette.io.asf;

import dev.marionette.io.FormatException;
import dev.marionette.io.text.TextLocation;
import dev.marionette.model.acclaim.AsfBone;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.AsfHierarchyLine;
import dev.marionette.model.acclaim.TextLines;
import dev.marionette.model.acclaim.TokenRef;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code :hierarchy} section, {@code begin}, lines of a parent ({@code root} or a bone) followed by its
 * children, {@code end}, and the checks that make it a tree: every name a defined bone, no bone with two parents,
 * no cycle, and (strictly) every bone in it. Lines may come in any order.
 */
final class AsfHierarchyParser {

    private final List<List<AsfToken>> lineTokens = new ArrayList<>();

    /** No hierarchy section. */
    AsfHierarchyParser() {
    }

    AsfHierarchyParser(AsfSection s) throws FormatException {
        s.expect("begin", "hierarchy");
        AsfToken previous = null;
        List<AsfToken> current = null;
        while (true) {
            AsfToken t = s.take("hierarchy", "a hierarchy line or end");
            if (t.text().equalsIgnoreCase("end")) {
                break;
            }
            if (previous == null || t.line() != previous.line() || current == null) {
                current = new ArrayList<>();
                lineTokens.add(current);
            }
            current.add(t);
            previous = t;
        }
        if (s.hasNext()) {
            AsfToken extra = s.peek();
            throw s.error(extra, "hierarchy", "nothing after end but the next :keyword");
        }
    }

    /** The lines read, in file order. */
    List<AsfHierarchyLine> lines() {
        List<AsfHierarchyLine> out = new ArrayList<>();
        for (List<AsfToken> line : lineTokens) {
            List<String> names = new ArrayList<>(line.size());
            List<TokenRef> refs = new ArrayList<>(line.size());
            for (AsfToken t : line) {
                names.add(t.text());
                refs.add(new TokenRef(t.line(), t.index()));
            }
            out.add(new AsfHierarchyLine(names, refs));
        }
        return out;
    }

    /** Checks that {@code file}'s hierarchy is a tree holding every bone. */
    void check(AsfFile file, TextLocation where, AsfIssues issues) throws FormatException {
        int n = file.bones().size();
        int[] parent = new int[n];
        AsfToken[] placedBy = new AsfToken[n];
        java.util.Arrays.fill(parent, -2);
        for (List<AsfToken> line : lineTokens) {
            AsfToken p = line.get(0);
            int parentIndex = AsfFile.isRoot(p.text()) ? -1 : file.boneIndex(p.text());
            if (parentIndex < 0 && !AsfFile.isRoot(p.text())) {
                throw undefined(where, p);
            }
            for (AsfToken c : line.subList(1, line.size())) {
                if (AsfFile.isRoot(c.text())) {
                    throw where.error(c.offset(), "hierarchy", "a bone (root is the top of the tree, no one's child)",
                            TextLocation.quote(c.text()));
                }
                int child = file.boneIndex(c.text());
                if (child < 0) {
                    throw undefined(where, c);
                }
                if (child == parentIndex) {
                    throw where.error(c.offset(), "hierarchy", "a tree", "a cycle: " + c.text() + " is its own child");
                }
                if (placedBy[child] != null) {
                    throw where.error(c.offset(), "hierarchy", "one parent per bone", c.text()
                            + " already a child on " + where.where(placedBy[child].offset()).replaceFirst(",.*", ""));
                }
                parent[child] = parentIndex;
                placedBy[child] = c;
            }
        }
        checkCycles(file, where, parent, placedBy);
        for (int i = 0; i < n; i++) {
            if (placedBy[i] == null) {
                AsfBone b = file.bones().get(i);
                issues.tolerate(offsetOf(file, where, b.nameRef()), "hierarchy", "every bone in :hierarchy",
                        "bone " + b.name() + " is not in it", "it hangs from the root");
            }
        }
    }

    private static void checkCycles(AsfFile file, TextLocation where, int[] parent, AsfToken[] placedBy)
            throws FormatException {
        int n = parent.length;
        int[] state = new int[n]; // 0 unknown, 1 reaches the root, 2 being walked
        for (int i = 0; i < n; i++) {
            List<Integer> path = new ArrayList<>();
            int b = i;
            while (b >= 0 && state[b] == 0 && parent[b] != -2) {
                state[b] = 2;
                path.add(b);
                b = parent[b];
            }
            if (b >= 0 && state[b] == 2) {
                StringBuilder cycle = new StringBuilder(file.bones().get(b).name());
                int k = parent[b];
                while (k != b && k >= 0) {
                    cycle.insert(0, file.bones().get(k).name() + " -> ");
                    k = parent[k];
                }
                cycle.insert(0, file.bones().get(b).name() + " -> ");
                throw where.error(placedBy[b].offset(), "hierarchy", "a tree from root", "a cycle: " + cycle);
            }
            for (int done : path) {
                state[done] = 1;
            }
        }
    }

    private static FormatException undefined(TextLocation where, AsfToken t) {
        return where.error(t.offset(), "hierarchy", "root or a bone defined in :bonedata", TextLocation.quote(t.text()));
    }

    private static long offsetOf(AsfFile file, TextLocation where, TokenRef ref) {
        List<int[]> spans = TextLines.tokenSpans(file.text().content(ref.line()));
        return where.lineStart(ref.line() + 1) + spans.get(ref.token())[0];
    }
}
