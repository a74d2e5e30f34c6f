package dev.marionette.editor.archive;

import dev.marionette.io.grf.GrfGlob;
import java.nio.CharBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * What the browser's filter box chooses, parsed from its text. Words separated by spaces must all match:
 * <ul>
 * <li>{@code type:act,spr} (or {@code t:act}): entries with one of these extensions;</li>
 * <li>a word with {@code *} or {@code ?}: a glob ({@link GrfGlob}: any case, either separator) matched against
 *     the file name, or against the whole path when the word holds a separator;</li>
 * <li>any other word: a part of the file name, any case ({@code 포링}, {@code poring}).</li>
 * </ul>
 * An empty text chooses everything.
 */
public final class EntryFilter {

    private final String text;
    private final List<char[]> parts;
    private final List<String> types;
    private final List<GrfGlob> nameGlobs;
    private final List<GrfGlob> pathGlobs;

    private EntryFilter(String text, List<char[]> parts, List<String> types, List<GrfGlob> nameGlobs,
            List<GrfGlob> pathGlobs) {
        this.text = text;
        this.parts = parts;
        this.types = types;
        this.nameGlobs = nameGlobs;
        this.pathGlobs = pathGlobs;
    }

    /** Parses the filter box's text. */
    public static EntryFilter parse(String text) {
        List<char[]> parts = new ArrayList<>();
        List<String> types = new ArrayList<>();
        List<GrfGlob> nameGlobs = new ArrayList<>();
        List<GrfGlob> pathGlobs = new ArrayList<>();
        for (String word : text.trim().split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            String lower = word.toLowerCase(Locale.ROOT);
            if (lower.startsWith("type:") || lower.startsWith("t:")) {
                for (String t : lower.substring(lower.indexOf(':') + 1).split(",")) {
                    t = t.startsWith("*.") ? t.substring(2) : t.startsWith(".") ? t.substring(1) : t;
                    if (!t.isEmpty()) {
                        types.add(t);
                    }
                }
            } else if (word.indexOf('*') >= 0 || word.indexOf('?') >= 0) {
                boolean path = word.indexOf('/') >= 0 || word.indexOf('\\') >= 0;
                (path ? pathGlobs : nameGlobs).add(GrfGlob.of(word));
            } else {
                parts.add(lower.toCharArray());
            }
        }
        return new EntryFilter(text, List.copyOf(parts), List.copyOf(types), List.copyOf(nameGlobs),
                List.copyOf(pathGlobs));
    }

    /** The text it was parsed from. */
    public String text() {
        return text;
    }

    /** True when it chooses every entry. */
    public boolean isEmpty() {
        return parts.isEmpty() && types.isEmpty() && nameGlobs.isEmpty() && pathGlobs.isEmpty();
    }

    /** True when entry {@code i} of {@code index} is chosen. */
    public boolean matches(ArchiveIndex index, int i) {
        char[] lower = index.lowerChars();
        int nameFrom = index.nameStart(i);
        int end = index.pathEnd(i);
        for (char[] part : parts) {
            if (!contains(lower, nameFrom, end, part)) {
                return false;
            }
        }
        if (!types.isEmpty() && !types.contains(index.extension(i))) {
            return false;
        }
        for (GrfGlob g : nameGlobs) {
            if (!g.matches(CharBuffer.wrap(index.chars(), nameFrom, end - nameFrom))) {
                return false;
            }
        }
        for (GrfGlob g : pathGlobs) {
            int from = index.pathStart(i);
            if (!g.matches(CharBuffer.wrap(index.chars(), from, end - from))) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(char[] text, int from, int end, char[] part) {
        int last = end - part.length;
        outer:
        for (int k = from; k <= last; k++) {
            for (int j = 0; j < part.length; j++) {
                if (text[k + j] != part[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    /**
     * The entries of {@code folder} and every folder below it that the filter chooses, in the list's order
     * (folder by folder as in the tree, then by name in any case); null when {@code cancelled} said so on the way.
     */
    public int[] select(ArchiveIndex index, ArchiveFolder folder, BooleanSupplier cancelled) {
        int[] out = new int[Math.min(index.size(), 1024)];
        int count = 0;
        boolean empty = isEmpty();
        boolean whole = folder == index.root();
        if (empty && whole) {
            // Everything: no need to look at each entry's folder.
            for (int k = 0; k < index.fileCount(); k++) {
                int i = index.byPath(k);
                if (!index.isFolderEntry(i)) {
                    if (count == out.length) {
                        out = Arrays.copyOf(out, count * 2);
                    }
                    out[count++] = i;
                }
            }
            return Arrays.copyOf(out, count);
        }
        for (int k = 0; k < index.fileCount(); k++) {
            if ((k & 8191) == 0 && cancelled.getAsBoolean()) {
                return null;
            }
            int i = index.byPath(k);
            ArchiveFolder f = index.folderOf(i);
            if ((whole || folder.contains(f)) && !index.isFolderEntry(i) && (empty || matches(index, i))) {
                if (count == out.length) {
                    out = Arrays.copyOf(out, count * 2);
                }
                out[count++] = i;
            }
        }
        return Arrays.copyOf(out, count);
    }
}
