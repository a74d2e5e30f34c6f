package dev.marionette.model.sims;

import java.util.List;
import java.util.Objects;

/**
 * The motion of one bone in a TSO {@code .anim}. Like {@link SimsMotion}, with single-byte flags, a leading value
 * that is 1 in every known file, and "has" bytes in front of the property and time-property lists.
 *
 * @param unknown           the u32 in front of the bone name, 1 in known files
 * @param hasTranslation    u8, non-zero when the motion moves the bone
 * @param hasRotation       u8
 * @param firstTranslation  index into the translations; -1 (stored 0xFFFFFFFF) when unused
 * @param firstRotation     index into the rotations; -1 when unused
 * @param hasProperties     u8; when 0 the file holds no property lists for the motion
 * @param properties        the property lists (empty when {@code hasProperties} is 0)
 * @param hasTimeProperties u8; when 0 the file holds no events for the motion
 * @param timeProperties    the event lists
 */
public record TsoMotion(int unknown, String boneName, int frameCount, float duration, int hasTranslation,
        int hasRotation, int firstTranslation, int firstRotation, int hasProperties, List<TsoPropertyList> properties,
        int hasTimeProperties, List<TsoTimePropertyList> timeProperties) {

    /** The value of {@link #unknown} in every known file. */
    public static final int UNKNOWN_VALUE = 1;

    public TsoMotion {
        Objects.requireNonNull(boneName, "boneName");
        properties = List.copyOf(properties);
        timeProperties = List.copyOf(timeProperties);
    }

    /** Number of events over all lists. */
    public int eventCount() {
        return timeProperties.stream().mapToInt(l -> l.items().size()).sum();
    }
}
