package dev.marionette.model.acclaim;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code :units} section as written: unit name to value token ({@code mass 1.0}, {@code length 0.45},
 * {@code angle deg}), in file order. Absent units take the spec's defaults (1.0 and degrees).
 *
 * <p>The length unit is reported but never applied: real files disagree on its meaning (CMU's 0.45 means
 * "inches times 0.45", the endorphin export declares 0.01 for values in metres), so positions stay in raw file units.
 *
 * @param values unit name (as written) to value token (as written)
 */
public record AsfUnits(Map<String, String> values) {

    /** No {@code :units} section. */
    public static final AsfUnits DEFAULT = new AsfUnits(Map.of());

    public AsfUnits {
        values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** The value token of unit {@code name} (any case), or null. */
    public String get(String name) {
        for (Map.Entry<String, String> e : values.entrySet()) {
            if (e.getKey().equalsIgnoreCase(name)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** True when {@code angle} is {@code rad} (any case); degrees otherwise, the default. */
    public boolean anglesInRadians() {
        String angle = get("angle");
        return angle != null && angle.toLowerCase(Locale.ROOT).startsWith("rad");
    }

    /** The declared length multiplier, 1 when absent or not a number (reported only, see above). */
    public double lengthUnit() {
        String length = get("length");
        try {
            return length == null ? 1 : Double.parseDouble(length);
        } catch (NumberFormatException e) {
            return 1;
        }
    }
}
