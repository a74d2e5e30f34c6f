package dev.marionette.model.doc;

import java.util.List;
import java.util.Objects;

/**
 * One thing an edit changed, precise enough for a view to repaint only that: which part of the document
 * ({@link Part}), where it is (its index path, e.g. action, frame, layer), what happened ({@link Kind}) and,
 * for property changes, which property.
 *
 * @param kind     what happened
 * @param part     the kind of object changed (for ADDED/REMOVED/MOVED: the kind of the items in the list)
 * @param path     indexes from the document root to the object, e.g. [action, frame, layer]; for list changes
 *                 the path of the list's owner followed by the item index
 * @param property the property changed, for {@link Kind#PROPERTY}; otherwise null
 */
public record Change(Kind kind, Part part, List<Integer> path, String property) {

    /** What happened to the object. */
    public enum Kind {
        /** A property of an existing object changed. */
        PROPERTY,
        /** An item was inserted into a list; the path ends with its index. */
        ADDED,
        /** An item was removed from a list; the path ends with its former index. */
        REMOVED,
        /** Items of a list were reordered; the path is the list owner's. */
        MOVED,
        /** The object was replaced or changed so much that views should reload it. */
        REPLACED
    }

    public Change {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(part, "part");
        path = List.copyOf(path);
    }

    /** A property change of the object at {@code path}. */
    public static Change property(Part part, String property, int... path) {
        return new Change(Kind.PROPERTY, part, toList(path), property);
    }

    /** An insertion; the path ends with the new item's index. */
    public static Change added(Part part, int... path) {
        return new Change(Kind.ADDED, part, toList(path), null);
    }

    /** A removal; the path ends with the removed item's former index. */
    public static Change removed(Part part, int... path) {
        return new Change(Kind.REMOVED, part, toList(path), null);
    }

    /** A reordering of the list owned by the object at {@code path}. */
    public static Change moved(Part part, int... path) {
        return new Change(Kind.MOVED, part, toList(path), null);
    }

    /** The object at {@code path} was replaced as a whole. */
    public static Change replaced(Part part, int... path) {
        return new Change(Kind.REPLACED, part, toList(path), null);
    }

    /** True when this change concerns {@code part} at exactly {@code path} or inside it. */
    public boolean isWithin(List<Integer> prefix) {
        return path.size() >= prefix.size() && path.subList(0, prefix.size()).equals(prefix);
    }

    private static List<Integer> toList(int[] path) {
        Integer[] boxed = new Integer[path.length];
        for (int i = 0; i < path.length; i++) {
            boxed[i] = path[i];
        }
        return List.of(boxed);
    }
}
