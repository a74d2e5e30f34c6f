package dev.marionette.io.sims;

import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsVector;
import java.util.function.Predicate;

/**
 * Writes TS1 CMX text: the layout's header, then one line per field of {@link SimsGrammar}. A field whose old line
 * (kept in the {@link CmxLayout}) still says its value is written as it was, with its own line ending; a changed or
 * new field is spelled as the game's tools spell it ({@link CmxNumbers#format}) and ends like the file's lines.
 */
public final class CmxWriter implements SimsFieldSink {

    private final StringBuilder out = new StringBuilder(8192);
    private final CmxLayout layout;
    /** True when the last line written has no ending (it was the file's last line). */
    private boolean open;

    private CmxWriter(CmxLayout layout) {
        this.layout = layout;
    }

    /** The bytes of {@code data} as CMX text spelled as {@code layout} says. */
    public static byte[] toBytes(SimsCharacterData data, CmxLayout layout) throws WriteLimitException {
        SimsWriteCheck.check(data, true);
        CmxWriter writer = new CmxWriter(layout);
        writer.out.append(layout.header());
        writer.open = !layout.header().endsWith("\n") && !layout.header().endsWith("\r");
        SimsGrammar.write(data, writer);
        if (writer.open && !layout.trailer().isEmpty()) {
            writer.out.append(layout.newline());
        }
        writer.out.append(layout.trailer());
        return SimsStrings.encode(writer.out.toString());
    }

    private void line(String field, String fresh, Predicate<String> saysTheValue) {
        String[] old = layout.line(field);
        if (open) {
            out.append(layout.newline());
        }
        if (old != null && saysTheValue.test(old[0])) {
            out.append(old[0]).append(old[1]);
            open = old[1].isEmpty();
        } else {
            String ending = old != null && !old[1].isEmpty() ? old[1] : layout.newline();
            out.append(fresh).append(ending);
            open = false;
        }
    }

    @Override
    public void string(String field, String value) {
        line(field, value, old -> old.strip().equals(value));
    }

    @Override
    public void integer(String field, int value, boolean signed) {
        String fresh = signed ? Integer.toString(value) : Integer.toUnsignedString(value);
        line(field, fresh, old -> {
            Integer parsed = CmxNumbers.parseInteger(old.strip());
            return parsed != null && parsed == value;
        });
    }

    @Override
    public void count(String field, int count) {
        integer(field, count, false);
    }

    @Override
    public void decimal(String field, float value) {
        line(field, CmxNumbers.format(value), old -> {
            Float parsed = CmxNumbers.parseDecimal(old.strip());
            return parsed != null && Float.floatToRawIntBits(parsed) == Float.floatToRawIntBits(value);
        });
    }

    @Override
    public void vector(String field, SimsVector value) {
        numbers(field, value.x(), value.y(), value.z());
    }

    @Override
    public void quaternion(String field, SimsQuaternion value) {
        numbers(field, value.x(), value.y(), value.z(), value.w());
    }

    private void numbers(String field, float... values) {
        line(field, CmxNumbers.formatVector(values), old -> {
            float[] parsed = CmxNumbers.parseVector(old, values.length);
            return parsed != null && sameBits(parsed, values);
        });
    }

    private static boolean sameBits(float[] a, float[] b) {
        for (int i = 0; i < a.length; i++) {
            if (Float.floatToRawIntBits(a[i]) != Float.floatToRawIntBits(b[i])) {
                return false;
            }
        }
        return true;
    }
}
