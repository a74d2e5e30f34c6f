package dev.marionette.editor.archive;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Finds entries by the browser's filter syntax ({@link EntryFilter}) in several archives at once: every archive
 * open in the window, in the order their tabs were opened. The hits keep their archive, so a result can be revealed
 * in its own browser tab or opened from it. Runs on any thread; the indexes it reads never change.
 */
final class ArchiveSearch {

    /** At most this many hits are kept: a word as short as {@code a} matches most of a client's 400,000 entries. */
    static final int MAX_HITS = 10_000;

    /** One archive searched: its tab's document, for revealing hits in it. */
    record Searched(ArchiveDocument document) {
        ArchiveIndex index() {
            return document.model();
        }
    }

    /** One entry found. */
    record Hit(ArchiveDocument document, int entry) {
        String archiveName() {
            return document.displayName();
        }

        String path() {
            return document.model().path(entry);
        }
    }

    /**
     * What a search found.
     *
     * @param hits  the hits kept, archive by archive, each archive's in path order
     * @param total how many entries matched in all; more than {@code hits.size()} when the list was cut
     */
    record Result(List<Hit> hits, long total) {
        boolean cut() {
            return total > hits.size();
        }
    }

    private ArchiveSearch() {
    }

    /**
     * The entries of {@code archives} that {@code filter} chooses, or null when {@code cancelled} said so. An empty
     * filter finds nothing: listing whole archives is the browser's job.
     */
    static Result find(List<Searched> archives, EntryFilter filter, BooleanSupplier cancelled) {
        List<Hit> hits = new ArrayList<>();
        long total = 0;
        if (filter.isEmpty()) {
            return new Result(hits, 0);
        }
        for (Searched s : archives) {
            int[] entries = filter.select(s.index(), s.index().root(), cancelled);
            if (entries == null) {
                return null;
            }
            total += entries.length;
            for (int k = 0; k < entries.length && hits.size() < MAX_HITS; k++) {
                hits.add(new Hit(s.document(), entries[k]));
            }
        }
        return new Result(List.copyOf(hits), total);
    }
}
