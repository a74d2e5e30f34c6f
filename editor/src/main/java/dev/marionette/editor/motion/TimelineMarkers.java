package dev.marionette.editor.motion;

/**
 * Markers on the motion timeline ({@link MotionTimeline}): named points in time such as the events of a Sims skill
 * (a sound, a footstep). The timeline draws them and lets the user add, move, edit and remove them when
 * {@link #editable()}; each of those is the format's undoable edit, and the content then fires
 * {@link MotionContent.Change#MARKERS}. A refused change throws
 * {@link dev.marionette.model.doc.EditRejectedException}; the timeline shows its message.
 *
 * <p>A marker is at a frame; formats that keep times convert ({@code frame = time * rate}). Markers are numbered
 * in the order {@link #frame} lists them (the timeline asks again after each change).
 */
public interface TimelineMarkers {

    /** No markers (the default of {@link MotionContent#markers()}). */
    TimelineMarkers NONE = new TimelineMarkers() {
        @Override
        public int count() {
            return 0;
        }

        @Override
        public int frame(int marker) {
            throw new IndexOutOfBoundsException(marker);
        }

        @Override
        public String label(int marker) {
            throw new IndexOutOfBoundsException(marker);
        }
    };

    /** The number of markers. */
    int count();

    /** The frame marker {@code marker} stands at. */
    int frame(int marker);

    /** Its label, shown beside it ("footstep", "sound: step.wav"). */
    String label(int marker);

    /** Its tooltip; its label by default. */
    default String description(int marker) {
        return label(marker);
    }

    /** Whether the user may add, move, edit and remove markers. */
    default boolean editable() {
        return false;
    }

    /** Adds a marker at {@code frame} (asking what it is, if the format needs to; one undoable edit). */
    default void add(int frame) {
        throw new UnsupportedOperationException("markers are read-only");
    }

    /** Moves marker {@code marker} to {@code frame} (one undoable edit: the timeline calls it once per drag). */
    default void move(int marker, int frame) {
        throw new UnsupportedOperationException("markers are read-only");
    }

    /** Edits marker {@code marker} (the format's own dialog; one undoable edit). */
    default void edit(int marker) {
        throw new UnsupportedOperationException("markers are read-only");
    }

    /** Removes marker {@code marker} (one undoable edit). */
    default void remove(int marker) {
        throw new UnsupportedOperationException("markers are read-only");
    }
}
