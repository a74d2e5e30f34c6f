package dev.marionette.editor.kind;

import dev.marionette.model.doc.Document;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

/**
 * A kind that decides where File &gt; Save puts a document that has no file of its own but came from somewhere
 * it knows (a sprite opened from a GRF archive: into a patch archive, a data folder, or Save As). The shell asks
 * every installed kind implementing it before falling back to Save As. Event thread.
 */
public interface SaveRouter {

    /** True when Save of {@code document} (which has no file) goes through {@link #save}. */
    boolean routesSave(Document<?> document);

    /** Asks where (when it must) and saves through {@code host}; completes with true once saved. */
    CompletableFuture<Boolean> save(Document<?> document, SaveHost host);

    /** What a router may do with the document's tab. */
    interface SaveHost {

        /** The shell's own Save As. */
        CompletableFuture<Boolean> saveAs();

        /** A plain save to {@code file} by the document's kind; the tab then shows that file. */
        CompletableFuture<Boolean> saveTo(Path file);

        /**
         * Runs {@code task} (built by the router) as a save: on success the document is marked saved, and the
         * tab keeps having no file of its own. {@code target} names the destination in messages.
         */
        CompletableFuture<Boolean> write(String target, SaveTask task);
    }
}
