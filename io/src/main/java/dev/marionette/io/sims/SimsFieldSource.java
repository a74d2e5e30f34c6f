package dev.marionette.io.sims;

import dev.marionette.io.FormatException;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsVector;

/**
 * The fields of a CMX text or BCF binary file, read one after another in the order {@link SimsGrammar} asks for
 * them. {@code field} names the field for errors and is unique in the file ("skill 0 motion 3 frame count"): the
 * CMX layout keeps each line's spelling under it.
 */
interface SimsFieldSource {

    String string(String field) throws FormatException;

    /** A 32-bit integer, signed or unsigned as stored (-1 and 0xFFFFFFFF are the same bits). */
    int integer(String field) throws FormatException;

    float decimal(String field) throws FormatException;

    SimsVector vector(String field) throws FormatException;

    SimsQuaternion quaternion(String field) throws FormatException;

    /** A count of {@code item}s, checked against what is left of the file. */
    int count(String field, SimsItem item) throws FormatException;

    /** Where the next field starts (a byte offset), for warnings. */
    long offset();

    /** A mark of where the next field starts (CMX: its line; BCF: its offset), for {@link #errorAt}. */
    long mark();

    /**
     * An error about the field that started at {@code mark} (from {@link #mark()}): its line and column in CMX, its
     * offset in BCF; for problems only seen once later fields are read (a frame count past the keyframe pools).
     */
    FormatException errorAt(long mark, String field, String expected, String found);
}
