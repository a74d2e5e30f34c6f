package dev.marionette.editor.archive;

import java.util.ArrayList;
import java.util.List;

/**
 * The archives whose browser tabs are open in the window, in the order they were opened: what "Find in Open
 * Archives" searches and where its hits are revealed. Event thread.
 */
final class OpenArchives {

    private final List<ArchiveView> views = new ArrayList<>();

    void add(ArchiveView view) {
        views.add(view);
    }

    void remove(ArchiveView view) {
        views.remove(view);
    }

    /** The archives to search, in tab-opening order. */
    List<ArchiveSearch.Searched> searched() {
        return views.stream().map(v -> new ArchiveSearch.Searched(v.document())).toList();
    }

    /** The browser showing {@code document}, if its tab is still open. */
    java.util.Optional<ArchiveView> viewOf(ArchiveDocument document) {
        return views.stream().filter(v -> v.document() == document).findFirst();
    }
}
