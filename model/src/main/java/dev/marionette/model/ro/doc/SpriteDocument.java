package dev.marionette.model.ro.doc;

import dev.marionette.model.act.ActDocument;
import dev.marionette.model.doc.Document;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.spr.SpriteSheet;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One open Ragnarok sprite: an ACT and its SPR edited as one document, with one undo history and one dirty
 * flag for both. Every change goes through {@link #editor()} (or an edit passed to {@link #perform}).
 *
 * <p>The document only holds the paths the two parts came from (null for a new document or a part not yet
 * saved); reading and writing them is the I/O layer's job. The format versions are the parts' own
 * ({@link #actVersion()}, {@link #sprVersion()}): edits respect them and reject what the version cannot
 * store. After Save As, {@link #setFiles} records the new paths and fires {@value #FILES_PROPERTY}.
 */
public final class SpriteDocument extends Document<ActSprPair> {

    /** Bound property fired when the file paths change. */
    public static final String FILES_PROPERTY = "files";

    private Path actFile;
    private Path sprFile;
    private String untitledName = "Untitled";
    private String originPath;
    private final SpriteEditor editor;

    /**
     * A document of an ACT and its SPR as read (or made) elsewhere.
     *
     * @param actFile the file the ACT came from, or null
     * @param sprFile the file the SPR came from, or null
     */
    public SpriteDocument(ActDocument act, SpriteSheet sheet, Path actFile, Path sprFile) {
        super(new ActSprPair(act, sheet));
        this.actFile = actFile;
        this.sprFile = sprFile;
        this.editor = new SpriteEditor(this);
    }

    /** A new, empty, unsaved document in the latest versions (no palette until one is set or pasted). */
    public static SpriteDocument empty() {
        return new SpriteDocument(new ActDocument(), new SpriteSheet(), null, null);
    }

    /** The operations the editor's views call; each is one undo step. */
    public SpriteEditor editor() {
        return editor;
    }

    /** The ACT (the live model). */
    public ActDocument act() {
        return model().act();
    }

    /** The SPR (the live model). */
    public SpriteSheet sheet() {
        return model().sheet();
    }

    /** The ACT format version the document is written in, e.g. 0x205. */
    public int actVersion() {
        return act().version();
    }

    /** The SPR format version the document is written in, e.g. 0x201. */
    public int sprVersion() {
        return sheet().version();
    }

    /** The ACT file, or null when it has never been saved. */
    public Path actFile() {
        return actFile;
    }

    /** The SPR file, or null when it has never been saved. */
    public Path sprFile() {
        return sprFile;
    }

    /** Records where the document now lives (after Save As); fires {@value #FILES_PROPERTY}. */
    public void setFiles(Path actFile, Path sprFile) {
        Path[] old = {this.actFile, this.sprFile};
        this.actFile = actFile;
        this.sprFile = sprFile;
        fireIfChanged(FILES_PROPERTY, old, new Path[] {actFile, sprFile});
    }

    /** The ACT file's name, or the untitled name ("Untitled" unless set) for a new document. */
    @Override
    public String displayName() {
        return fileName(actFile != null ? actFile : sprFile, untitledName);
    }

    /** Sets the name shown while the document has no file, e.g. "Demo" or "New monster". */
    public void setUntitledName(String name) {
        this.untitledName = Objects.requireNonNull(name, "name");
    }

    /**
     * Where the ACT was read from when that is not a file of its own: an archive entry's path as stored, e.g.
     * {@code data\sprite\악세사리\남\남_리본.act}; null for a file on disk or a new sprite. Its folders say what the
     * sprite is (a headgear, a garment...) exactly as the same path on disk does.
     */
    public String originPath() {
        return originPath;
    }

    /** Records where the ACT was read from when it has no file of its own ({@link #originPath}). */
    public void setOriginPath(String path) {
        this.originPath = path;
    }
}
