package dev.marionette.editor.kind;

import dev.marionette.export.ExportSource;
import dev.marionette.io.FileFormat;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.model.doc.Document;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One family of files the editor can open (Ragnarok ACT+SPR, Microsoft Agent ACS...), plugged into the shell.
 * The shell knows nothing of the formats: it recognises a file once through the io format plug-ins, hands it to
 * the kind that declares the format ({@link #detectedFormats}), asks the kind to read, write and show documents, and
 * handles tabs, menus, undo, dirty tracking, unsaved-changes prompts and threading itself.
 *
 * <p>A format family's kind is named by its format plug-in ({@code FormatPlugin.parts(EDITOR_PARTS)}: registered
 * once, with the family); a kind of no family (the archive browser) is found with {@link java.util.ServiceLoader}:
 * list the implementation in
 * {@code META-INF/services/dev.marionette.editor.kind.DocumentKind}. Threading contract: {@link #recognizes},
 * the {@code open} methods and {@link SaveTask#write} run on a worker thread and must not touch open documents; every
 * other method runs on the event thread.
 */
public interface DocumentKind {

    /** A stable identifier ("ragnarok", "agent"), never shown. */
    String id();

    /** The family's name for menus and file filters, e.g. "Ragnarok Online sprites". */
    String displayName();

    /** The formats this kind opens and saves; the first is the default for Save As. Never empty. */
    List<FileType> formats();

    /**
     * The formats File &gt; Open offers and the welcome panel names: {@link #formats()} unless some of those are
     * written only (Save As BVH from a motion).
     */
    default List<FileType> openFormats() {
        return formats();
    }

    /**
     * The formats of the io plug-ins ({@code dev.marionette.io.format.FormatPlugin}) this kind opens. The shell
     * recognises a file once, through {@link FormatRegistry}, and hands it to the kind that declares the format
     * detected, with the {@link Detection}: a kind never sniffs a file a plug-in recognises. By default the io formats
     * its file types were made from ({@link FileType#of(FileFormat)}): a kind names each format once.
     */
    default Set<FileFormat> detectedFormats() {
        Set<FileFormat> formats = new java.util.LinkedHashSet<>();
        for (FileType type : formats()) {
            formats.addAll(type.formats());
        }
        for (FileType type : openFormats()) {
            formats.addAll(type.formats());
        }
        return formats;
    }

    /**
     * For a file no format plug-in recognised: true when it is this kind's anyway (a GRF archive, whose signature
     * is not a format plug-in's; an ACD source whose {@code DefineCharacter} lies past the lines the plug-in reads).
     * {@code head} holds the file's first bytes, up to {@link DocumentKinds#HEAD_BYTES}. Worker thread. False by
     * default.
     */
    default boolean recognizes(Path file, byte[] head) {
        return false;
    }

    /**
     * Reads the file of {@code request} into a new, clean document: the one way a file opens in the editor. The
     * shell recognised the file once ({@link OpenRequest#detection()}: one of {@link #detectedFormats()}, or empty
     * for a file this kind claimed itself, {@link #recognizes}) and hands on the {@code companions}
     * {@link #companionsAmong} chose for it (none, usually). A kind opens the file through its format's plug-in,
     * {@code detection.open(FileSource.of(file), companions)} (the same open the command line's {@code export} and
     * the archive browser use, finding the files it needs beside it), and makes its document from the plug-in's
     * bundle, asking the user for a missing companion when the family allows it; it never recognises the file
     * again. Runs on a worker thread; the document is handed to the event thread only when complete.
     *
     * @throws IOException with a message the user can read; {@code dev.marionette.io.FormatException}
     *                     already names file, offset and field
     */
    Document<?> open(OpenRequest request, TaskProgress progress) throws IOException;

    /**
     * Among files opened together (dropped on the window, chosen together in File &gt; Open), the ones that open
     * as part of {@code file}'s document rather than in tabs of their own: an Acclaim motion takes its skeleton.
     * {@code others} are the other files of the group this kind recognised. Worker thread (it may read the files'
     * first bytes). None by default.
     */
    default List<Path> companionsAmong(Path file, List<Path> others) {
        return List.of();
    }


    /**
     * Called once, on the event thread, before any of this kind's views is built: what the editor lets views do
     * beyond their own tab (open a document they made in a new tab). Nothing by default.
     */
    default void attach(EditorShell shell) {
    }

    /**
     * On the event thread, snapshots {@code document} for writing to {@code target} with {@code options} and
     * returns the task that writes it off the event thread. The shell marks the document saved only when the
     * write succeeds (and nothing changed meanwhile).
     *
     * @throws IOException when the document cannot be written with these options (the message is shown)
     */
    SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) throws IOException;

    /** The options used by plain Save: keep the document as it was read (same version, same settings). */
    default SaveOptions defaultSaveOptions(Document<?> document) {
        return SaveOptions.NONE;
    }

    /** Extra controls for the Save As dialog (format version...), built anew for each dialog. */
    default Optional<SaveOptionsPanel> saveOptionsPanel(Document<?> document) {
        return Optional.empty();
    }

    /** The entries this kind adds to File &gt; New. */
    default List<DocumentTemplate> templates() {
        return List.of();
    }

    /**
     * The document to show when the editor starts without a file (e.g. a built-in demo, already playing). The
     * first kind that offers one wins; with none, the shell shows its welcome panel.
     */
    default Optional<DocumentTemplate> startupDocument() {
        return Optional.empty();
    }

    /**
     * Every key and gesture of this kind's tabs, for Help &gt; Keyboard Shortcuts even while none is open; the
     * default asks nothing (a kind whose view lists its own shortcuts should list them here too).
     */
    default List<Shortcut> shortcuts() {
        return List.of();
    }

    /** Builds the tab content for {@code document} (one of this kind's). Event thread. */
    DocumentView createView(Document<?> document);

    /**
     * Whether {@link #exportSource} has something to export for {@code document}; enables File &gt; Export....
     * Cheap (called whenever the menu's state is refreshed): decide without taking the snapshot.
     */
    default boolean canExport(Document<?> document) {
        return false;
    }

    /**
     * What File &gt; Export... exports: a snapshot of {@code document} as {@code view} shows it (the references
     * attached, the action or animation selected), taken now, on the event thread. Exporters read it on a worker
     * thread while the user goes on editing, so it must share nothing the editor changes. Empty (the default)
     * when this kind exports nothing. Exporters are found in {@link dev.marionette.export.registry.Exporters} by the
     * snapshot's type.
     *
     * @param view the document's view, or null when it has none
     */
    default Optional<ExportSource<?>> exportSource(Document<?> document, DocumentView view) {
        return Optional.empty();
    }
}
