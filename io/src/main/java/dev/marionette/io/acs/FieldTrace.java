package dev.marionette.io.acs;

/**
 * Told where each count, size, locator and unsigned reference (image index, branch target) of a file was read:
 * the fields whose largest values must make a reader fail. The readers report them so tests can corrupt
 * exactly those fields; it also maps a file's structure (offset, width in bytes, field name). Offsets are those
 * of the bytes being parsed, so a file reader does not trace inside a compressed payload; the payload readers
 * ({@code AcfCodec.readPayload}, {@code AcaCodec.readBody}) trace it with payload offsets.
 */
interface FieldTrace {

    /** Ignores everything. */
    FieldTrace NONE = (offset, width, field) -> { };

    /**
     * @param offset absolute offset of the field
     * @param width  its width in bytes (1, 2 or 4)
     * @param field  its name
     */
    void field(int offset, int width, String field);
}
