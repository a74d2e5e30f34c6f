package dev.marionette.io.sims;

import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsVector;
import java.util.ArrayList;
import java.util.List;

/** Walks data through {@link SimsGrammar} before writing and collects what the format cannot hold. */
final class SimsWriteCheck implements SimsFieldSink {

    private final boolean cmx;
    private final List<String> problems = new ArrayList<>();

    private SimsWriteCheck(boolean cmx) {
        this.cmx = cmx;
    }

    /** Throws when {@code data} cannot be written as CMX ({@code cmx}) or BCF. */
    static void check(SimsCharacterData data, boolean cmx) throws WriteLimitException {
        SimsWriteCheck check = new SimsWriteCheck(cmx);
        SimsGrammar.write(data, check);
        if (!check.problems.isEmpty()) {
            throw new WriteLimitException(cmx ? "CMX" : "BCF", check.problems);
        }
    }

    @Override
    public void string(String field, String value) {
        problems.addAll(SimsStrings.problems(field, value, cmx));
    }

    @Override
    public void integer(String field, int value, boolean signed) {
    }

    @Override
    public void decimal(String field, float value) {
        if (cmx && !Float.isFinite(value)) {
            problems.add(field + " is " + value + ", which CMX text cannot spell");
        }
    }

    @Override
    public void vector(String field, SimsVector value) {
        decimal(field + " x", value.x());
        decimal(field + " y", value.y());
        decimal(field + " z", value.z());
    }

    @Override
    public void quaternion(String field, SimsQuaternion value) {
        decimal(field + " x", value.x());
        decimal(field + " y", value.y());
        decimal(field + " z", value.z());
        decimal(field + " w", value.w());
    }

    @Override
    public void count(String field, int count) {
    }
}
