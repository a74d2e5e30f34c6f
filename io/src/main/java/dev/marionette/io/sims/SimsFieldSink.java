package dev.marionette.io.sims;

import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsVector;

/** Writes the fields of a CMX text or BCF binary file in the order {@link SimsGrammar} gives them. */
interface SimsFieldSink {

    void string(String field, String value);

    /**
     * A 32-bit integer.
     *
     * @param signed whether text shows it signed (the -1 of an unused keyframe index) or unsigned
     */
    void integer(String field, int value, boolean signed);

    void decimal(String field, float value);

    void vector(String field, SimsVector value);

    void quaternion(String field, SimsQuaternion value);

    void count(String field, int count);
}
