package dev.marionette.io.asf;

import dev.marionette.model.acclaim.AsfFile;
import java.util.Map;

/** How {@code info} words a skeleton's units. */
public final class AsfFormatFacts {

    private AsfFormatFacts() {
    }

    /** E.g. "mass 1.0, length 0.45 (not applied: positions stay in file units), angle deg". */
    public static String units(AsfFile asf) {
        if (asf.units().values().isEmpty()) {
            return "none given (length 1, degrees)";
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : asf.units().values().entrySet()) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(e.getKey()).append(' ').append(e.getValue());
            if (e.getKey().equalsIgnoreCase("length")) {
                sb.append(" (not applied: positions stay in file units)");
            }
        }
        return sb.toString();
    }
}
