package dev.marionette.model.sims;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The motion of one bone in a TS1 skill. Frame {@code f} uses translation {@code firstTranslation + f} and rotation
 * {@code firstRotation + f} of the skill's keyframes; the values replace the bone's rest values. A bone without a
 * channel keeps its rest value.
 *
 * @param frameCount       frames of this motion (the same for every motion of a skill in real files)
 * @param duration         milliseconds the frames span
 * @param hasTranslation   non-zero when the motion moves the bone (a u32 in BCF, a line in CMX)
 * @param hasRotation      non-zero when it turns the bone
 * @param firstTranslation index into the skill's translations, -1 when unused
 * @param firstRotation    index into the skill's rotations, -1 when unused
 * @param properties       property lists (two levels: lists of key/value pairs)
 * @param timeProperties   events: lists of timed key/value pairs
 */
public record SimsMotion(String boneName, int frameCount, float duration, int hasTranslation, int hasRotation,
        int firstTranslation, int firstRotation, List<PropertyList> properties,
        List<TimePropertyList> timeProperties) {

    public SimsMotion {
        Objects.requireNonNull(boneName, "boneName");
        properties = List.copyOf(properties);
        timeProperties = List.copyOf(timeProperties);
    }

    /** True when the motion has a translation channel. */
    public boolean translates() {
        return hasTranslation != 0;
    }

    /** True when the motion has a rotation channel. */
    public boolean rotates() {
        return hasRotation != 0;
    }

    /** Every event of every time-property list, in file order. */
    public List<TimeProperty> events() {
        List<TimeProperty> all = new ArrayList<>();
        for (TimePropertyList list : timeProperties) {
            all.addAll(list.events());
        }
        return all;
    }

    /** This motion with other time-property lists (events). */
    public SimsMotion withTimeProperties(List<TimePropertyList> lists) {
        return new SimsMotion(boneName, frameCount, duration, hasTranslation, hasRotation, firstTranslation,
                firstRotation, properties, lists);
    }
}
