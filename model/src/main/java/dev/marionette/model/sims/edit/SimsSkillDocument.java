package dev.marionette.model.sims.edit;

import dev.marionette.model.doc.Document;
import dev.marionette.model.sims.SimsSkeleton;
import java.nio.file.Path;

/**
 * An open The Sims skill file (CMX or BCF, or a TSO {@code .anim} as a file of one skill): its skills, their events
 * and keyframes, edited as one document with one undo history, and the skeleton they play on.
 *
 * <p>Change it only through {@link #operations()}: each change is one undo step over an immutable
 * {@link SkillFileState}, so undoing everything gives back the objects read, which write the original bytes. Reading
 * and writing files is the I/O layer's job; the document remembers where its file belongs, the state last saved
 * ({@link #savedState()}: Save writes a skill's CFP only when its keyframes changed) and the skeleton, which is not
 * part of the undo history. Bound properties: {@value #FILE_PROPERTY} after Save As, {@value #SKELETON_PROPERTY}
 * when another skeleton is chosen.
 */
public final class SimsSkillDocument extends Document<SimsSkills> {

    /** Bound property: the file, after Save As. */
    public static final String FILE_PROPERTY = "file";
    /** Bound property: the skeleton the skills play on. */
    public static final String SKELETON_PROPERTY = "skeleton";

    private Path file;
    private String skeletonOrigin;
    private SkillFileState savedState;
    private final SimsSkillOperations operations;

    /**
     * @param state          the skills as read
     * @param skeleton       the skeleton to play them on, or null when none was found
     * @param skeletonOrigin where it came from, in words ("in the file", "adult-skeleton.cmx beside the file"), or
     *                       why none was found
     * @param file           where the skills were read from, or null
     */
    public SimsSkillDocument(SkillFileState state, SimsSkeleton skeleton, String skeletonOrigin, Path file) {
        super(new SimsSkills(state, skeleton));
        this.file = file;
        this.skeletonOrigin = skeletonOrigin;
        this.savedState = state;
        this.operations = new SimsSkillOperations(this);
    }

    /** The undoable changes views and menus make. */
    public SimsSkillOperations operations() {
        return operations;
    }

    /** What Save writes now. */
    public SkillFileState state() {
        return model().state();
    }

    /** The state last read or saved. */
    public SkillFileState savedState() {
        return savedState;
    }

    /** True when the keyframes of skill {@code index} differ from those last read or saved (Save writes its CFP). */
    public boolean isKeyframesModified(int index) {
        return state().keyframes(index).orElse(null) != savedState.keyframes(index).orElse(null);
    }

    /** The skeleton the skills play on, or null. */
    public SimsSkeleton skeleton() {
        return model().skeleton();
    }

    /** Where the skeleton came from, or why there is none. */
    public String skeletonOrigin() {
        return skeletonOrigin;
    }

    /** Plays the skills on another skeleton (not an undoable edit: the skeleton is not saved with the skills). */
    public void setSkeleton(SimsSkeleton skeleton, String origin) {
        SimsSkeleton old = model().skeleton();
        model().setSkeleton(skeleton);
        this.skeletonOrigin = origin;
        properties().firePropertyChange(SKELETON_PROPERTY, old, skeleton);
    }

    /** The file, or null. */
    public Path file() {
        return file;
    }

    /** Records where the document now lives (after Save As); fires {@value #FILE_PROPERTY}. */
    public void setFile(Path newFile) {
        Path old = file;
        this.file = newFile;
        fireIfChanged(FILE_PROPERTY, old, newFile);
    }

    @Override
    public void markSaved() {
        savedState = state();
        super.markSaved();
    }

    @Override
    public String displayName() {
        return fileName(file, "Untitled skills");
    }
}
