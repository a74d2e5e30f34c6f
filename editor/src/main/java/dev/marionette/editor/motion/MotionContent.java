package dev.marionette.editor.motion;

import dev.marionette.model.motion.Figure;
import java.util.List;
import java.util.function.Consumer;

/**
 * What the shared motion view ({@link MotionPanel}) shows and edits, whatever the file format: a figure playing
 * at a frame rate, its parts as a tree with properties, each part's channels (curves and values), and markers on
 * the timeline. A tab implements it over its document (Acclaim ASF/AMC, a Sims skill, a Gabriel Knight 3 box
 * puppet) and performs every change as an undoable edit of that document; the view only reads through it and asks
 * it to change things. Everything but {@link #figure()} has a default, so a format offers only what it has.
 * Event thread.
 *
 * <p>After each change the content tells its listeners what changed ({@link Change}); the view then asks again.
 */
public interface MotionContent {

    /** What changed, so the view refreshes only that. */
    enum Change {
        /** Frames or values: the figure moves differently (an edit, a trim, an undo): ask {@link #figure()} again. */
        FIGURE,
        /** Parts were renamed, added or removed (and the figure changed too). */
        PARTS,
        /** The frame rate. */
        RATE,
        /** The timeline's markers. */
        MARKERS
    }

    /**
     * The figure to draw, at least one frame; a new one after a {@link Change#FIGURE} or {@link Change#PARTS}
     * change (figures are snapshots the view may keep and query freely).
     */
    Figure figure();

    /** Frames per second playback runs at. */
    default double frameRate() {
        return figure().frameRate();
    }

    /** Whether the user may set the frame rate (the timeline's rate field is editable). */
    default boolean canSetFrameRate() {
        return false;
    }

    /**
     * Sets the frame rate the motion plays at: a view setting (remembered for the file where the kind can), never
     * an edit; the document is not marked modified by it.
     *
     * @throws dev.marionette.model.doc.EditRejectedException when the rate is refused (the message is shown)
     */
    default void setFrameRate(double rate) {
        throw new UnsupportedOperationException("the frame rate is fixed");
    }

    /** Rows for the properties table of part {@code part} ("dof" = "rx ry rz", "length" = "2.31"...). */
    default List<PartProperty> properties(int part) {
        return List.of();
    }

    /** Whether part {@code part} can be renamed. */
    default boolean canRename(int part) {
        return false;
    }

    /**
     * Renames part {@code part} (one undoable edit).
     *
     * @throws dev.marionette.model.doc.EditRejectedException when the name is refused (the message is shown)
     */
    default void rename(int part, String name) {
        throw new UnsupportedOperationException("parts cannot be renamed");
    }

    /** The channels of part {@code part}: plotted over the clip, listed at the current frame. */
    default ChannelSet channels(int part) {
        return ChannelSet.NONE;
    }

    /** The markers the timeline shows (events of a skill...); {@link TimelineMarkers#NONE} by default. */
    default TimelineMarkers markers() {
        return TimelineMarkers.NONE;
    }

    /** Hears every change. */
    void addChangeListener(Consumer<Change> listener);

    /** Stops hearing changes (the tab closed). */
    void removeChangeListener(Consumer<Change> listener);
}
