package dev.marionette.io.image;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * The picture numbers of a folder {@code sprite build} takes: the digits ending each PNG's name
 * ({@code body_0007.png} is picture 7), which are the image numbers ACT layers use. When the names carry numbers,
 * every name must carry one and they must run from 0 without a gap or a repeat: a picture left out or saved twice
 * under another name would silently move every later image to another number, and the ACT would draw the wrong
 * ones. Names without any number are taken in name order, as before.
 */
final class PictureNumbers {

    private PictureNumbers() {
    }

    /**
     * {@code names} (file names ending in {@code .png}) in picture order: by number when they carry numbers,
     * else as given.
     *
     * @return null with {@code problems} filled when the numbers do not run from 0 without gaps or repeats
     */
    static List<String> order(List<String> names, List<String> problems) {
        List<String> unnumbered = new ArrayList<>();
        TreeMap<Long, List<String>> byNumber = new TreeMap<>();
        for (String name : names) {
            long number = number(name);
            if (number < 0) {
                unnumbered.add(name);
            } else {
                byNumber.computeIfAbsent(number, n -> new ArrayList<>()).add(name);
            }
        }
        if (byNumber.isEmpty()) {
            return names;
        }
        if (!unnumbered.isEmpty()) {
            problems.add(String.join(", ", first(unnumbered)) + (unnumbered.size() == 1 ? " has" : " have")
                    + " no picture number while the others do (" + byNumber.firstEntry().getValue().get(0) + ")");
        }
        long expected = 0;
        String before = null;
        for (var entry : byNumber.entrySet()) {
            long number = entry.getKey();
            String name = entry.getValue().get(0);
            if (number > expected) {
                String missing = renumbered(name, expected) + (number - expected > 1
                        ? " to " + renumbered(name, number - 1) : "");
                problems.add(missing + (number - expected > 1 ? " are" : " is") + " missing"
                        + (before == null ? " (picture numbers start at 0)" : " (after " + before + ")"));
            }
            if (entry.getValue().size() > 1) {
                problems.add(String.join(" and ", first(entry.getValue())) + " are all picture " + number);
            }
            expected = number + 1;
            before = name;
        }
        if (!problems.isEmpty()) {
            return null;
        }
        List<String> ordered = new ArrayList<>();
        byNumber.values().forEach(ordered::addAll);
        return ordered;
    }

    /** The number the name ends in (before {@code .png}), or -1; beyond 18 digits, the largest long. */
    static long number(String name) {
        int end = end(name);
        int start = digitsFrom(name, end);
        if (start == end) {
            return -1;
        }
        return end - start > 18 ? Long.MAX_VALUE : Long.parseLong(name.substring(start, end));
    }

    private static int end(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".png") ? name.length() - 4 : name.length();
    }

    private static int digitsFrom(String name, int end) {
        int start = end;
        while (start > 0 && name.charAt(start - 1) >= '0' && name.charAt(start - 1) <= '9') {
            start--;
        }
        return start;
    }

    /** {@code name} with its number replaced by {@code number}, as many digits wide as it had. */
    private static String renumbered(String name, long number) {
        int end = end(name);
        int start = digitsFrom(name, end);
        String digits = String.format(Locale.ROOT, "%0" + (end - start) + "d", number);
        return name.substring(0, start) + digits + name.substring(end);
    }

    private static List<String> first(List<String> names) {
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(Comparator.naturalOrder());
        return sorted.size() > 5 ? List.of(String.join(", ", sorted.subList(0, 5)), "...") : sorted;
    }
}
