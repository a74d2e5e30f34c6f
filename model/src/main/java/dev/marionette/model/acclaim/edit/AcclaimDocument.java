package dev.marionette.model.acclaim.edit;

import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.doc.Document;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.SkeletonFigure;
import java.nio.file.Path;

/**
 * An open Acclaim motion: a skeleton (ASF) and the motion played on it (AMC, or none for a skeleton alone), edited
 * as one document with one undo history, plus the playback frame rate the user chose (files store none; 120 by
 * default, as CMU captured). It holds the two file models, which are what is saved, and exposes the neutral skeleton
 * and clip derived from them for views ({@link #skeleton()}, {@link #clip()}, {@link #figure()}).
 *
 * <p>Change it only through {@link #operations()} (or by performing the edits of this package). Reading and
 * writing files is the I/O layer's job; the document remembers where its files belong and whether the skeleton
 * changed since it was last saved ({@link #isSkeletonModified()}: Save writes the AMC, and the ASF only then).
 * Bound property {@value #FILES_PROPERTY} is fired when {@link #setFiles} changes the files.
 */
public final class AcclaimDocument extends Document<AcclaimMotion> {

    /** Bound property: the files, after Save As. */
    public static final String FILES_PROPERTY = "files";
    /** Bound property fired by {@link #setPlaybackRate} (Double). */
    public static final String RATE_PROPERTY = "frameRate";
    /** The highest frame rate taken. */
    static final double MAX_RATE = 100_000;

    private Path asfFile;
    private Path amcFile;
    private AsfFile savedAsf;
    private AmcFile savedAmc;
    private final AcclaimOperations operations;

    /**
     * @param asf       the skeleton as read
     * @param amc       the motion as read, or null for a skeleton alone
     * @param frameRate the playback rate, e.g. {@link Clip#DEFAULT_ACCLAIM_RATE}
     * @param asfFile   where the skeleton was read from, or null
     * @param amcFile   where the motion was read from, or null
     */
    public AcclaimDocument(AsfFile asf, AmcFile amc, double frameRate, Path asfFile, Path amcFile) {
        super(new AcclaimMotion(new MotionState(asf, amc, frameRate)));
        this.asfFile = asfFile;
        this.amcFile = amcFile;
        this.savedAsf = asf;
        this.savedAmc = amc;
        this.operations = new AcclaimOperations(this);
    }

    /** The undoable changes views and menus make. */
    public AcclaimOperations operations() {
        return operations;
    }

    /** The skeleton file model (what Save writes to the ASF). */
    public AsfFile asf() {
        return model().asf();
    }

    /** The motion file model (what Save writes to the AMC), or null for a skeleton alone. */
    public AmcFile amc() {
        return model().amc();
    }

    /** Playback frames per second. */
    public double frameRate() {
        return model().frameRate();
    }

    /** The Acclaim adapter: bone numbering between the files and the neutral skeleton. */
    public AcclaimRig rig() {
        return model().rig();
    }

    /** The neutral skeleton (bone 0 the root, then the ASF bones in hierarchy order). */
    public Skeleton skeleton() {
        return model().skeleton();
    }

    /** The neutral clip at the document's frame rate (one rest frame for a skeleton alone). */
    public Clip clip() {
        return model().clip();
    }

    /** The skeleton playing the clip, as a viewer draws it. A new figure per call (figures keep scratch space). */
    public SkeletonFigure figure() {
        return new SkeletonFigure(skeleton(), clip());
    }

    /**
     * The value of channel {@code channel} of skeleton bone {@code bone} at {@code frame} as the file holds it
     * (degrees or radians, raw lengths); NaN when that frame has no line for the bone.
     */
    public double fileValue(int frame, int bone, int channel) {
        AmcFile amc = amc();
        int at = SetChannelValueEdit.recordOf(rig(), amc.frame(frame), bone);
        return at < 0 ? Double.NaN : amc.frame(frame).records().get(at).value(channel);
    }

    /** The skeleton file, or null. */
    public Path asfFile() {
        return asfFile;
    }

    /** The motion file, or null. */
    public Path amcFile() {
        return amcFile;
    }

    /**
     * Plays the motion at {@code rate} frames per second. A view setting, not an edit: the AMC stores no rate, so
     * the document stays as it is (not modified, nothing to undo) and Save writes the same bytes; the clip is
     * retimed and {@value #RATE_PROPERTY} is fired. Only {@link AcclaimOperations#resample} changes the rate as
     * an edit, with the frames. Undoing or redoing other edits keeps the rate set here.
     *
     * @throws EditRejectedException when {@code rate} is not a number of frames per second above 0
     */
    public void setPlaybackRate(double rate) {
        if (!(rate > 0) || !Double.isFinite(rate) || rate > MAX_RATE) {
            throw new EditRejectedException("A frame rate is a number of frames per second above 0.");
        }
        double old = frameRate();
        if (rate == old) {
            return;
        }
        model().setPlaybackRate(rate);
        properties().firePropertyChange(RATE_PROPERTY, old, rate);
    }

    /** Records where the document now lives (after Save As); fires {@value #FILES_PROPERTY}. */
    public void setFiles(Path asf, Path amc) {
        Path[] old = {asfFile, amcFile};
        this.asfFile = asf;
        this.amcFile = amc;
        fireIfChanged(FILES_PROPERTY, old, new Path[] {asf, amc});
    }

    /** True when the skeleton differs from the one last read or saved (Save writes the ASF only then). */
    public boolean isSkeletonModified() {
        return asf() != savedAsf;
    }

    /** True when the motion differs from the one last read or saved. */
    public boolean isMotionModified() {
        return amc() != savedAmc;
    }

    @Override
    public void markSaved() {
        savedAsf = asf();
        savedAmc = amc();
        super.markSaved();
    }

    /** The motion file's name, or the skeleton's for a skeleton alone. */
    @Override
    public String displayName() {
        return fileName(amcFile != null ? amcFile : asfFile, "Untitled motion");
    }
}
