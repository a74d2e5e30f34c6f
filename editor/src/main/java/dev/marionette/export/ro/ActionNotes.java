package dev.marionette.export.ro;

import dev.marionette.export.gif.ColorReducer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The notes of an export of every action ({@code --all}), said once each instead of once per action: a monster's
 * 48 actions gave 16 near-identical lines on partly transparent pixels. The pixels of every action are counted
 * together in one note naming the actions; any other note is said once, with the actions it applies to.
 */
final class ActionNotes {

    private final List<Integer> alphaActions = new ArrayList<>();
    private long faint;
    private long strong;
    private final Map<String, List<Integer>> others = new LinkedHashMap<>();

    /** The notes of {@code action}'s GIF, of which {@code reduced}'s note on partly transparent pixels is one. */
    void add(int action, List<String> notes, ColorReducer.Result reduced) {
        String alpha = reduced.alphaNote();
        if (alpha != null) {
            alphaActions.add(action);
            faint += reduced.faint();
            strong += reduced.strong();
        }
        for (String note : notes) {
            if (!note.equals(alpha)) {
                others.computeIfAbsent(note, n -> new ArrayList<>()).add(action);
            }
        }
    }

    /** One line per note: "actions 32-47: ...". */
    List<String> lines() {
        List<String> lines = new ArrayList<>();
        if (!alphaActions.isEmpty()) {
            lines.add(which(alphaActions) + ": " + ColorReducer.alphaNote(faint, strong,
                    alphaActions.size() == 1 ? "all frames together" : "all their frames together"));
        }
        others.forEach((note, actions) -> lines.add(which(actions) + ": " + note));
        return lines;
    }

    /** "action 3", "actions 32-47", "actions 1, 4-6". */
    static String which(List<Integer> actions) {
        StringBuilder s = new StringBuilder(actions.size() == 1 ? "action " : "actions ");
        for (int i = 0; i < actions.size(); i++) {
            int first = actions.get(i);
            int last = first;
            while (i + 1 < actions.size() && actions.get(i + 1) == last + 1) {
                last = actions.get(++i);
            }
            if (s.charAt(s.length() - 1) != ' ') {
                s.append(", ");
            }
            s.append(first);
            if (last != first) {
                s.append('-').append(last);
            }
        }
        return s.toString();
    }
}
