package dev.marionette.editor.motion;

/**
 * The channels of one part, as the motion view plots and lists them: a name, a unit and a value per frame, in the
 * units the file uses (degrees or radians, raw lengths, quaternion components). A format offers editing of the
 * values it can change ({@link #editable}, {@link #setValue}, each an undoable edit of its document).
 */
public interface ChannelSet {

    /** No channels (a part that does not move on its own, a format without channels). */
    ChannelSet NONE = new ChannelSet() {
        @Override
        public int count() {
            return 0;
        }

        @Override
        public String name(int channel) {
            throw new IndexOutOfBoundsException(channel);
        }

        @Override
        public double value(int frame, int channel) {
            throw new IndexOutOfBoundsException(channel);
        }
    };

    /** The number of channels. */
    int count();

    /** The name of channel {@code channel} ("rx", "TX", "qw"). */
    String name(int channel);

    /** Its unit for labels ("deg", "rad", ""); empty by default. */
    default String unit(int channel) {
        return "";
    }

    /** Its value at {@code frame}; NaN when that frame has none. */
    double value(int frame, int channel);

    /** Whether the user may change it. */
    default boolean editable(int channel) {
        return false;
    }

    /**
     * Sets its value at {@code frame} (one undoable edit).
     *
     * @throws dev.marionette.model.doc.EditRejectedException when the value is refused (the message is shown)
     */
    default void setValue(int frame, int channel, double value) {
        throw new UnsupportedOperationException("read-only channel");
    }
}
