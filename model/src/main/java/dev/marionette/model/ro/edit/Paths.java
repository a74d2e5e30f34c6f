package dev.marionette.model.ro.edit;

import java.util.Arrays;

/** Index paths for {@link dev.marionette.model.doc.Change}s: a list owner's path followed by an item index. */
final class Paths {

    private Paths() {
    }

    /** {@code owner} followed by {@code index}. */
    static int[] child(int[] owner, int index) {
        int[] path = Arrays.copyOf(owner, owner.length + 1);
        path[owner.length] = index;
        return path;
    }
}
