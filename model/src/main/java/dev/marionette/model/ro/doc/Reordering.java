package dev.marionette.model.ro.doc;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * New orders for a list in which some items are selected: one step forward or back, or all to one place.
 * An order is a permutation: item {@code i} of the new list is item {@code order[i]} of the old.
 */
final class Reordering {

    /** Computes a new order for a list of {@code size} items with some selected. */
    @FunctionalInterface
    interface Rule {
        Reordering order(int size, Collection<Integer> selected);
    }

    private final int[] order;

    private Reordering(int[] order) {
        this.order = order;
    }

    /** Each selected item one place towards the end, unless a selected item (or the end) blocks it. */
    static Reordering forward(int size, Collection<Integer> selected) {
        int[] order = identity(size);
        boolean[] sel = flags(size, selected);
        for (int i = size - 2; i >= 0; i--) {
            if (sel[i] && !sel[i + 1]) {
                swap(order, sel, i, i + 1);
            }
        }
        return new Reordering(order);
    }

    /** Each selected item one place towards the start, unless a selected item (or the start) blocks it. */
    static Reordering backward(int size, Collection<Integer> selected) {
        int[] order = identity(size);
        boolean[] sel = flags(size, selected);
        for (int i = 1; i < size; i++) {
            if (sel[i] && !sel[i - 1]) {
                swap(order, sel, i, i - 1);
            }
        }
        return new Reordering(order);
    }

    /**
     * The selected items, in their order, taken out and put back together so the first of them is at
     * {@code index} of the resulting list (clamped to what fits).
     */
    static Reordering moveTo(int size, Collection<Integer> selected, int index) {
        TreeSet<Integer> sel = new TreeSet<>(selected);
        List<Integer> rest = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            if (!sel.contains(i)) {
                rest.add(i);
            }
        }
        int at = Math.max(0, Math.min(index, rest.size()));
        rest.addAll(at, sel);
        return new Reordering(rest.stream().mapToInt(Integer::intValue).toArray());
    }

    /** The permutation. */
    int[] order() {
        return order.clone();
    }

    /** True when nothing moves. */
    boolean isIdentity() {
        for (int i = 0; i < order.length; i++) {
            if (order[i] != i) {
                return false;
            }
        }
        return true;
    }

    /** Where item {@code oldIndex} ends up. */
    int newIndexOf(int oldIndex) {
        for (int i = 0; i < order.length; i++) {
            if (order[i] == oldIndex) {
                return i;
            }
        }
        throw new IndexOutOfBoundsException(oldIndex);
    }

    private static int[] identity(int size) {
        int[] order = new int[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        return order;
    }

    private static boolean[] flags(int size, Collection<Integer> selected) {
        boolean[] sel = new boolean[size];
        for (int i : selected) {
            sel[i] = true;
        }
        return sel;
    }

    private static void swap(int[] order, boolean[] sel, int i, int j) {
        int o = order[i];
        order[i] = order[j];
        order[j] = o;
        boolean s = sel[i];
        sel[i] = sel[j];
        sel[j] = s;
    }
}
