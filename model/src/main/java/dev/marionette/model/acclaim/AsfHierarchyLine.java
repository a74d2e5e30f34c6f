package dev.marionette.model.acclaim;

import java.util.List;

/**
 * One line of {@code :hierarchy}: a parent ({@code root} or a bone) followed by its children, with where each
 * name stands in the file.
 *
 * @param names the names as written, parent first
 * @param refs  the position of each name token
 */
public record AsfHierarchyLine(List<String> names, List<TokenRef> refs) {

    public AsfHierarchyLine {
        names = List.copyOf(names);
        refs = List.copyOf(refs);
        if (names.size() != refs.size() || names.isEmpty()) {
            throw new IllegalArgumentException("one position per name, at least the parent");
        }
    }

    /** The parent's name. */
    public String parent() {
        return names.get(0);
    }

    /** The children's names. */
    public List<String> children() {
        return names.subList(1, names.size());
    }
}
