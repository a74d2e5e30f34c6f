package dev.marionette.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Help text laid out for an 80-column terminal before picocli prints it: paragraphs wrapped at word boundaries with
 * a hanging indent, and tables whose last column wraps under itself, so no line is broken by the terminal at column
 * 80 and continued at column 0. Picocli formats help lines with {@code String.format}: a {@code %} is doubled.
 */
final class HelpText {

    /** The width picocli lays usage out in. */
    static final int WIDTH = 80;

    private HelpText() {
    }

    /** {@code text} wrapped into lines of at most {@link #WIDTH}: the first starts with {@code first}, others with
     * {@code next}. A single word longer than a line is left whole. */
    static List<String> wrap(String text, String first, String next) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(first);
        int start = first.length();
        for (String word : text.strip().split("\\s+")) {
            if (line.length() > start && line.length() + 1 + word.length() > WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder(next);
                start = next.length();
            }
            if (line.length() > start) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /** {@code items} joined by ", " and ended by {@code end}, wrapped after {@code indent} between items only. */
    static List<String> list(List<String> items, String end, String indent) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(indent);
        for (int i = 0; i < items.size(); i++) {
            String item = items.get(i) + (i == items.size() - 1 ? end : ",");
            if (line.length() > indent.length() && line.length() + 1 + item.length() > WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder(indent);
            }
            line.append(line.length() > indent.length() ? " " : "").append(item);
        }
        lines.add(line.toString());
        return lines;
    }

    /**
     * Rows of cells as aligned columns after {@code indent}, two spaces apart; the last cell wraps under its own
     * column when it does not fit.
     */
    static List<String> table(List<String[]> rows, String indent) {
        return table(rows, indent, widths(rows));
    }

    /** The widths of the columns (but the last) of {@code rows}, for tables in several parts aligned alike. */
    static int[] widths(List<String[]> rows) {
        int columns = rows.stream().mapToInt(r -> r.length).max().orElse(0);
        int[] widths = new int[columns];
        for (String[] row : rows) {
            for (int c = 0; c < row.length - 1; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        return widths;
    }

    /** {@link #table(List, String)} with the given column widths. */
    static List<String> table(List<String[]> rows, String indent, int[] widths) {
        List<String> lines = new ArrayList<>();
        for (String[] row : rows) {
            StringBuilder lead = new StringBuilder(indent);
            for (int c = 0; c < row.length - 1; c++) {
                lead.append(row[c]).append(" ".repeat(widths[c] - row[c].length() + 2));
            }
            lines.addAll(wrap(row[row.length - 1], lead.toString(), " ".repeat(lead.length())));
        }
        return lines;
    }

    /**
     * {@code lines} with every line longer than {@link #WIDTH} wrapped, its continuation indented as it is
     * (picocli would break it at dots too, ".anim" becoming ". anim", and continue at column 0).
     */
    static List<String> rewrap(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            if (line.length() <= WIDTH) {
                out.add(line);
            } else {
                String indent = line.substring(0, line.length() - line.stripLeading().length());
                out.addAll(wrap(line, indent, indent));
            }
        }
        return out;
    }

    /** {@code lines} ready for picocli, which passes help lines through {@code String.format}. */
    static String[] forPicocli(List<String> lines) {
        return lines.stream().map(l -> l.replace("%", "%%")).toArray(String[]::new);
    }
}
