package dev.marionette.editor.archive;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One folder of an archive as the browser shows it: its name, its sub-folders (sorted by name, any case) and
 * the table indexes of the entries directly in it. Folders are derived from the entries' paths; an archive
 * stores no folder records the browser needs (its flag-0 folder entries only add empty folders).
 */
public final class ArchiveFolder {

    private final String name;
    private final String path;
    private final ArchiveFolder parent;
    private final List<ArchiveFolder> children = new ArrayList<>();
    private int[] entries = new int[4];
    private int entryCount;
    private int order;
    private int subtreeEnd;
    private int totalEntries;

    ArchiveFolder(String name, String path, ArchiveFolder parent) {
        this.name = name;
        this.path = path;
        this.parent = parent;
    }

    /** The folder's own name ({@code 몬스터}); empty for the archive's root. */
    public String name() {
        return name;
    }

    /** The folder's path with backslashes as in the archive ({@code data\sprite\몬스터}); empty for the root. */
    public String path() {
        return path;
    }

    /** The folder it is in; null for the root. */
    public ArchiveFolder parent() {
        return parent;
    }

    /** Its sub-folders, sorted by name. */
    public List<ArchiveFolder> children() {
        return Collections.unmodifiableList(children);
    }

    /** How many entries lie directly in it. */
    public int entryCount() {
        return entryCount;
    }

    /** The table index of its {@code i}-th entry (table order). */
    public int entry(int i) {
        return entries[i];
    }

    /** How many entries lie in it and every folder below it. */
    public int totalEntries() {
        return totalEntries;
    }

    /** Position of the folder in a depth-first walk of the tree: a folder's subtree is {@code [order, subtreeEnd)}. */
    int order() {
        return order;
    }

    int subtreeEnd() {
        return subtreeEnd;
    }

    void addEntry(int index) {
        if (entryCount == entries.length) {
            entries = java.util.Arrays.copyOf(entries, entryCount * 2);
        }
        entries[entryCount++] = index;
    }

    void addChild(ArchiveFolder child) {
        children.add(child);
    }

    /** Sorts the tree, numbers it depth-first from {@code next} and counts entries; returns the next number. */
    int finish(int next, List<ArchiveFolder> byOrder) {
        children.sort((a, b) -> a.name.compareToIgnoreCase(b.name));
        entries = java.util.Arrays.copyOf(entries, entryCount);
        order = next++;
        byOrder.add(this);
        totalEntries = entryCount;
        for (ArchiveFolder child : children) {
            next = child.finish(next, byOrder);
            totalEntries += child.totalEntries;
        }
        subtreeEnd = next;
        return next;
    }

    /** True when {@code other} is this folder or lies below it. */
    public boolean contains(ArchiveFolder other) {
        return other.order >= order && other.order < subtreeEnd;
    }

    @Override
    public String toString() {
        return name.isEmpty() ? "(archive)" : name;
    }
}
