package dev.marionette.editor.compare;

import dev.marionette.io.textform.TextDiff;
import dev.marionette.io.textform.TextOutline;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Two text forms side by side, as File &gt; Compare with… shows them: their lines, the differences as hunks and,
 * for each, where in the file's structure it is ("action #3 > frame #1 > layer #0"), so the dialog can list them
 * and the editor show the part a difference is about. No Swing: built on a worker thread.
 */
public final class TextComparison {

    /**
     * One difference.
     *
     * @param hunk  the lines it covers on each side (0-based)
     * @param where its place in the structure, in words ("" when the text has no structure there)
     * @param path  that place as steps, for {@code DocumentView.reveal}
     */
    public record Difference(TextDiff.Hunk hunk, String where, List<TextOutline.Step> path) {

        /** A line for the list of differences: where, and how many lines each side has. */
        public String summary() {
            String lines = hunk.leftLines() == 0 ? hunk.rightLines() + " added"
                    : hunk.rightLines() == 0 ? hunk.leftLines() + " removed"
                    : hunk.leftLines() == hunk.rightLines() ? hunk.leftLines() + " changed"
                    : hunk.leftLines() + " → " + hunk.rightLines();
            return (where.isEmpty() ? "line " + (hunk.rightStart() + 1) : where) + " (" + lines + " "
                    + (hunk.leftLines() + hunk.rightLines() == 1 || hunk.leftLines() == 1 && hunk.rightLines() == 1
                    ? "line" : "lines") + ")";
        }
    }

    private final String leftName;
    private final String rightName;
    private final String leftText;
    private final String rightText;
    private final List<Difference> differences;

    private TextComparison(String leftName, String leftText, String rightName, String rightText,
            List<Difference> differences) {
        this.leftName = leftName;
        this.rightName = rightName;
        this.leftText = leftText;
        this.rightText = rightText;
        this.differences = List.copyOf(differences);
    }

    /** Compares two text forms ({@code text show} output), the left the older. */
    public static TextComparison of(String leftName, byte[] left, String rightName, byte[] right) {
        String l = new String(left, StandardCharsets.UTF_8);
        String r = new String(right, StandardCharsets.UTF_8);
        List<String> leftLines = l.lines().toList();
        List<String> rightLines = r.lines().toList();
        TextOutline leftOutline = TextOutline.of(left);
        TextOutline rightOutline = TextOutline.of(right);
        List<Difference> differences = new ArrayList<>();
        for (TextDiff.Hunk h : TextDiff.lines(leftLines, rightLines)) {
            // The place of the first changed line; an added stretch is where it was added.
            boolean onRight = h.rightLines() > 0;
            int line = (onRight ? h.rightStart() : h.leftStart()) + 1;
            TextOutline outline = onRight ? rightOutline : leftOutline;
            differences.add(new Difference(h, outline.describe(line), outline.pathAt(line)));
        }
        return new TextComparison(leftName, l, rightName, r, differences);
    }

    public String leftName() {
        return leftName;
    }

    public String rightName() {
        return rightName;
    }

    public String leftText() {
        return leftText;
    }

    public String rightText() {
        return rightText;
    }

    /** The differences, in the order of the texts. */
    public List<Difference> differences() {
        return differences;
    }
}
