package dev.marionette.model.acs.edit;

import java.util.List;

/**
 * How the indexes of a list change when one item is inserted, removed or moved: old index to new index, or
 * {@link #GONE} for the removed item. References by index (frames to images and sounds, branches and exit
 * frames to frames) are updated with it.
 */
@FunctionalInterface
interface IndexMap {

    /** What {@link #map} returns for the removed item. */
    int GONE = -1;

    /** The new index of the item that was at {@code index}. */
    int map(int index);

    /** An item inserted at {@code at}: it and everything after it move up one. */
    static IndexMap insertion(int at) {
        return i -> i >= at ? i + 1 : i;
    }

    /** The item at {@code at} removed: everything after it moves down one. */
    static IndexMap removal(int at) {
        return i -> i == at ? GONE : i > at ? i - 1 : i;
    }

    /** The item at {@code from} moved to {@code to}; the ones in between shift by one towards {@code from}. */
    static IndexMap move(int from, int to) {
        return i -> {
            if (i == from) {
                return to;
            }
            if (from < to && i > from && i <= to) {
                return i - 1;
            }
            if (to < from && i >= to && i < from) {
                return i + 1;
            }
            return i;
        };
    }

    /** Moves the item of a live list from {@code from} to {@code to}, as {@link #move} maps the indexes. */
    static <T> void moveItem(List<T> list, int from, int to) {
        T item = list.remove(from);
        list.add(to, item);
    }
}
