package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.doc.Document;
import java.nio.file.Path;
import java.util.Objects;

/**
 * An open Microsoft Agent character: the character, the file it was read from or last saved to (null while
 * untitled), the format it is saved as, and (from {@link Document}) its undo history and dirty state.
 *
 * <p>Change the character only through {@link #operations()} (or by performing the edits of this package), so
 * that every change can be undone and views hear about it. Reading and writing files is the I/O layer's job;
 * this class only remembers where the character belongs. Bound property {@value #FILE_PROPERTY} (Path) is
 * fired when {@link #setFile} changes the file or the format.
 */
public final class AgentDocument extends Document<AgentCharacter> {

    /** Bound property: the file (and format) after Save As. */
    public static final String FILE_PROPERTY = "file";
    /** Bound property: the {@link SourceProject} after it was read or saved. */
    public static final String PROJECT_PROPERTY = "sourceProject";

    /**
     * What the I/O layer knows about the files of a character kept as source (an ACD project): which files it
     * read and what they held, so a save writes only what changed. The model does not look inside.
     */
    public interface SourceProject {
    }

    private Path file;
    private AgentFormat format;
    private final AgentOperations operations;
    private SourceProject sourceProject;

    /**
     * @param character the character as read (or built for a new document); the document now owns it
     * @param file      where it was read from, or null for a new character
     * @param format    the format it was read as (and is saved as by plain Save)
     */
    public AgentDocument(AgentCharacter character, Path file, AgentFormat format) {
        super(character);
        this.file = file;
        this.format = Objects.requireNonNull(format, "format");
        this.operations = new AgentOperations(this);
    }

    /** A new character that has never been saved, to be saved as ACS. */
    public static AgentDocument untitled(AgentCharacter character) {
        return new AgentDocument(character, null, AgentFormat.ACS);
    }

    /** The character (the same object as {@link #model()}). */
    public AgentCharacter character() {
        return model();
    }

    /** Where the character was read from or last saved to; null while untitled. */
    public Path file() {
        return file;
    }

    /** The format plain Save writes. */
    public AgentFormat format() {
        return format;
    }

    /** After a successful Save As: the new file and format. Does not mark the document saved. */
    public void setFile(Path file, AgentFormat format) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(format, "format");
        Path old = this.file;
        this.file = file;
        this.format = format;
        properties().firePropertyChange(FILE_PROPERTY, old, file);
    }

    /** The source project the character was read from or last saved as; null for ACS and ACF files. */
    public SourceProject sourceProject() {
        return sourceProject;
    }

    /** After reading or saving a source project (or null after saving as ACS or ACF). Not an edit. */
    public void setSourceProject(SourceProject project) {
        SourceProject old = this.sourceProject;
        this.sourceProject = project;
        properties().firePropertyChange(PROJECT_PROPERTY, old, project);
    }

    /** Every change a character author can make, as undoable steps of this document. */
    public AgentOperations operations() {
        return operations;
    }

    /** The file name; while untitled the character's name (English first), else "Untitled character". */
    @Override
    public String displayName() {
        return fileName(file, characterName());
    }

    private String characterName() {
        AgentLocalizedInfo info = model().localizedInfo(0x0409);
        if (info != null && info.languageId() != 0x0409) {
            AgentLocalizedInfo neutral = model().localizedInfo(0x0009);
            info = neutral != null ? neutral : info;
        }
        return info != null && !info.name().isBlank() ? info.name() : "Untitled character";
    }
}
