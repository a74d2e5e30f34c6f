package dev.marionette.io.sims;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.ReadIssues;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsVector;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads TS1 BCF files ({@code *.cmx.bcf}), the binary twin of CMX: the fields of {@link SimsGrammar}, every
 * integer and float little-endian, every string a 1-byte length and its bytes, where length 255 escapes to an
 * i32 length (Don Hopkins' notes; secondary.md 2.3). Every count is checked against the bytes left before
 * anything is allocated for it.
 */
public final class BcfReader implements SimsFieldSource {

    private final LittleEndianReader in;
    private final Set<String> escapedShortStrings = new HashSet<>();

    private BcfReader(LittleEndianReader in) {
        this.in = in;
    }

    /** Reads {@code file}. */
    public static ReadResult<SimsCharacterFile> read(Path file, ReadOptions options) throws IOException {
        return read(FileBytes.read(file, options), file.toString(), options);
    }

    /** Reads a BCF held in memory; {@code source} names it in errors. */
    public static ReadResult<SimsCharacterFile> read(byte[] data, String source, ReadOptions options)
            throws FormatException {
        ReadIssues issues = new ReadIssues(source, options);
        BcfReader reader = new BcfReader(new LittleEndianReader(source, data));
        List<Long> skillOffsets = new ArrayList<>();
        SimsCharacterData content = SimsGrammar.read(reader, skillOffsets);
        if (reader.in.remaining() > 0) {
            issues.tolerate(reader.in.offset(), "end of file", "end of file after the last skill",
                    reader.in.remaining() + " more bytes", "ignored; they will not be written back");
        }
        return new ReadResult<>(new SimsCharacterFile(content, new BcfLayout(reader.escapedShortStrings), skillOffsets),
                issues.warnings());
    }

    @Override
    public String string(String field) throws FormatException {
        int length = in.u8(field + " length");
        if (length == 255) {
            // Length 255 escapes to an i32 length.
            length = in.i32Count(Integer.MAX_VALUE, 1, field + " length");
            if (length < 255) {
                escapedShortStrings.add(field);
            }
        }
        in.require(length, field);
        String text = SimsStrings.decode(in.data(), in.offset(), length);
        in.skip(length, field);
        return text;
    }

    @Override
    public int integer(String field) throws FormatException {
        return in.i32(field);
    }

    @Override
    public float decimal(String field) throws FormatException {
        int at = in.offset();
        float value = Float.intBitsToFloat(in.f32Bits(field));
        if (!Float.isFinite(value)) {
            // The format holds lengths, angles and times: NaN or infinity is damage (CMX cannot even spell it).
            throw in.errorAt(at, field, "a finite number", SimsStrings.nonFinite(value));
        }
        return value;
    }

    @Override
    public SimsVector vector(String field) throws FormatException {
        return new SimsVector(decimal(field + " x"), decimal(field + " y"), decimal(field + " z"));
    }

    @Override
    public SimsQuaternion quaternion(String field) throws FormatException {
        return new SimsQuaternion(decimal(field + " x"), decimal(field + " y"), decimal(field + " z"),
                decimal(field + " w"));
    }

    @Override
    public int count(String field, SimsItem item) throws FormatException {
        return in.u32Count(Integer.MAX_VALUE, item.minBytes, field);
    }

    @Override
    public long offset() {
        return in.offset();
    }

    @Override
    public long mark() {
        return in.offset();
    }

    @Override
    public FormatException errorAt(long mark, String field, String expected, String found) {
        return in.errorAt(mark, field, expected, found);
    }
}
