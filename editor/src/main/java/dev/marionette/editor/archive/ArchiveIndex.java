package dev.marionette.editor.archive;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.Archive;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * What the archive browser knows of an archive's table: every entry's decoded path (CP949 to Unicode, kept in
 * one {@code char[]} rather than a String each, so a client's 400,000 entries take a few tens of MB) with a
 * lower-case copy for filtering, and the folder tree derived from the paths. Built once, off the event thread,
 * from the table alone (no entry data is read); read-only afterwards and safe to share between threads.
 */
public final class ArchiveIndex {

    private final Archive archive;
    private final char[] paths;
    private final char[] lower;
    private final int[] start;
    private final int[] nameStart;
    private final ArchiveFolder[] folderOf;
    private final ArchiveFolder root;
    private final List<ArchiveFolder> folders;
    private final int undecodable;
    private final java.util.BitSet folderEntries;
    private final int[] byPath;

    private ArchiveIndex(Archive archive, char[] paths, int[] start, int[] nameStart, ArchiveFolder[] folderOf,
            ArchiveFolder root, List<ArchiveFolder> folders, int undecodable, java.util.BitSet folderEntries) {
        this.folderEntries = folderEntries;
        this.archive = archive;
        this.paths = paths;
        this.start = start;
        this.nameStart = nameStart;
        this.folderOf = folderOf;
        this.root = root;
        this.folders = folders;
        this.undecodable = undecodable;
        this.lower = new char[paths.length];
        for (int i = 0; i < paths.length; i++) {
            lower[i] = Character.toLowerCase(paths[i]);
        }
        this.byPath = sortedByPath();
    }

    /** Indexes every entry of {@code archive}. */
    public static ArchiveIndex build(Archive archive) {
        return build(archive, () -> false);
    }

    /**
     * Indexes every entry of {@code archive}; stops early (returning null) once {@code cancelled} says so.
     * A name that is not CP949 is kept with its bad bytes shown as {@code \xNN} and counted
     * ({@link #undecodableNames()}).
     */
    public static ArchiveIndex build(Archive archive, BooleanSupplier cancelled) {
        int n = archive.size();
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += archive.nameLength(i);
        }
        char[] paths = new char[(int) Math.min(Integer.MAX_VALUE - 16, total + 16)];
        int[] start = new int[n + 1];
        int[] nameStart = new int[n];
        ArchiveFolder[] folderOf = new ArchiveFolder[n];
        ArchiveFolder root = new ArchiveFolder("", "", null);
        Map<String, ArchiveFolder> byKey = new HashMap<>();
        byKey.put("", root);
        // Folder names exactly as stored, before the case- and separator-folding lookup.
        Map<String, ArchiveFolder> byExact = new HashMap<>();
        int at = 0;
        int bad = 0;
        java.util.BitSet folderEntries = new java.util.BitSet();
        // The last few folders seen, compared by their characters before any String is made: tables list a
        // folder's entries together, or cycle through a few folders.
        ArchiveFolder[] recent = new ArchiveFolder[8];
        int[] recentFrom = new int[8];
        int[] recentLength = new int[8];
        int nextRecent = 0;
        for (int i = 0; i < n; i++) {
            if ((i & 4095) == 0 && cancelled.getAsBoolean()) {
                return null;
            }
            start[i] = at;
            int end;
            try {
                end = archive.decodePath(i, paths, at);
            } catch (FormatException e) {
                String shown = archive.entry(i).displayName();
                if (paths.length - at < shown.length()) {
                    paths = java.util.Arrays.copyOf(paths, paths.length + shown.length() + 1024);
                }
                shown.getChars(0, shown.length(), paths, at);
                end = at + shown.length();
                bad++;
            }
            int slash = end - 1;
            while (slash >= at && paths[slash] != '\\' && paths[slash] != '/') {
                slash--;
            }
            nameStart[i] = slash + 1;
            int folderLength = Math.max(0, slash - at);
            ArchiveFolder folder;
            folder = null;
            for (int r = 0; r < recent.length && folder == null; r++) {
                if (recent[r] != null && recentLength[r] == folderLength
                        && sameRegion(paths, at, recentFrom[r], folderLength)) {
                    folder = recent[r];
                }
            }
            if (folder == null) {
                String key = new String(paths, at, folderLength);
                folder = byExact.get(key);
                if (folder == null) {
                    folder = folder(byKey, key);
                    byExact.put(key, folder);
                }
                recent[nextRecent] = folder;
                recentFrom[nextRecent] = at;
                recentLength[nextRecent] = folderLength;
                nextRecent = (nextRecent + 1) % recent.length;
            }
            dev.marionette.io.archive.ArchiveEntry entry = archive.entry(i);
            // A folder record (GRF flag 0, RGZ d) only adds its folder; a THOR removal is listed as an entry.
            boolean isFolderEntry = !entry.isFile() && !entry.isRemoval() && entry.realSize() == 0;
            if (isFolderEntry) {
                folder(byKey, new String(paths, at, end - at));
                folderEntries.set(i);
            } else {
                folder.addEntry(i);
            }
            folderOf[i] = folder;
            at = end;
        }
        start[n] = at;
        List<ArchiveFolder> folders = new ArrayList<>(byKey.size());
        root.finish(0, folders);
        return new ArchiveIndex(archive, java.util.Arrays.copyOf(paths, at), start, nameStart, folderOf, root,
                List.copyOf(folders), bad, folderEntries);
    }

    private static boolean sameRegion(char[] a, int from1, int from2, int length) {
        for (int k = 0; k < length; k++) {
            if (a[from1 + k] != a[from2 + k]) {
                return false;
            }
        }
        return true;
    }

    /** The folder for {@code path} (either separator), made with its parents when new. */
    private static ArchiveFolder folder(Map<String, ArchiveFolder> byKey, String path) {
        String normal = path.replace('/', '\\');
        while (normal.endsWith("\\")) {
            normal = normal.substring(0, normal.length() - 1);
        }
        String key = normal.toLowerCase(Locale.ROOT);
        ArchiveFolder found = byKey.get(key);
        if (found != null) {
            return found;
        }
        int slash = normal.lastIndexOf('\\');
        ArchiveFolder parent = slash < 0 ? byKey.get("") : folder(byKey, normal.substring(0, slash));
        ArchiveFolder made = new ArchiveFolder(normal.substring(slash + 1), normal, parent);
        parent.addChild(made);
        byKey.put(key, made);
        return made;
    }

    public Archive archive() {
        return archive;
    }

    /** The number of entries (table order, folder entries included). */
    public int size() {
        return folderOf.length;
    }

    /** The root of the folder tree. */
    public ArchiveFolder root() {
        return root;
    }

    /** Every folder, depth-first from the root. */
    public List<ArchiveFolder> folders() {
        return folders;
    }

    /** How many names were not CP949 (shown with {@code \xNN}). */
    public int undecodableNames() {
        return undecodable;
    }

    /** Entry {@code i}'s path as decoded ({@code data\sprite\몬스터\poring.act}). */
    public String path(int i) {
        return new String(paths, start[i], start[i + 1] - start[i]);
    }

    /** Entry {@code i}'s file name ({@code poring.act}). */
    public String name(int i) {
        return new String(paths, nameStart[i], start[i + 1] - nameStart[i]);
    }

    /** Entry {@code i}'s extension in lower case without the dot ({@code act}), or "" when it has none. */
    public String extension(int i) {
        int end = start[i + 1];
        for (int k = end - 1; k >= nameStart[i]; k--) {
            if (lower[k] == '.') {
                return new String(lower, k + 1, end - k - 1);
            }
        }
        return "";
    }

    /** The folder entry {@code i} lies in. */
    public ArchiveFolder folderOf(int i) {
        return folderOf[i];
    }

    /**
     * Every file entry's index (folder records left out), folder by folder in the tree's depth-first order, each
     * folder's entries by name in any case (table order among equal names).
     */
    private int[] sortedByPath() {
        int total = 0;
        for (ArchiveFolder f : folders) {
            total += f.entryCount();
        }
        int[] a = new int[total];
        int[] tmp = new int[total];
        int at = 0;
        for (ArchiveFolder f : folders) {
            int from = at;
            for (int k = 0; k < f.entryCount(); k++) {
                a[at++] = f.entry(k);
            }
            sortByName(a, tmp, from, at);
        }
        return a;
    }

    /** A bottom-up merge sort of {@code a[from, to)} by name: stable, and no boxing of the indexes. */
    private void sortByName(int[] a, int[] tmp, int from, int to) {
        int n = to - from;
        for (int width = 1; width < n; width *= 2) {
            for (int lo = from; lo < to - width; lo += 2 * width) {
                int mid = lo + width;
                int hi = Math.min(lo + 2 * width, to);
                int i = lo;
                int j = mid;
                int k = lo;
                while (i < mid && j < hi) {
                    tmp[k++] = compareNames(a[j], a[i]) < 0 ? a[j++] : a[i++];
                }
                while (i < mid) {
                    tmp[k++] = a[i++];
                }
                while (j < hi) {
                    tmp[k++] = a[j++];
                }
                System.arraycopy(tmp, lo, a, lo, hi - lo);
            }
        }
    }

    private int compareNames(int x, int y) {
        return java.util.Arrays.compare(lower, nameStart[x], start[x + 1], lower, nameStart[y], start[y + 1]);
    }

    /** How many entries the list can show: every entry but the folder records. */
    public int fileCount() {
        return byPath.length;
    }

    /** The index of the {@code k}-th entry in the list's order: folder by folder (as in the tree), then by name. */
    public int byPath(int k) {
        return byPath[k];
    }

    /** True when entry {@code i} is a folder record (flag 0, no data): a folder of the tree, not a file. */
    public boolean isFolderEntry(int i) {
        return folderEntries.get(i);
    }

    /** Entry {@code i}'s real (inflated) size in bytes. */
    public long realSize(int i) {
        return archive.entry(i).realSize();
    }

    // Raw access for EntryFilter: the lower-case path characters and each entry's bounds.
    char[] lowerChars() {
        return lower;
    }

    char[] chars() {
        return paths;
    }

    int pathStart(int i) {
        return start[i];
    }

    int pathEnd(int i) {
        return start[i + 1];
    }

    int nameStart(int i) {
        return nameStart[i];
    }
}
