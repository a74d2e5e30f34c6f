package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link FormatHandler} for a CFP keyframe file on its own: its values and codes. How the values split into
 * translations and rotations is the skill's to say; {@code check} of the skill file decodes its CFP with that.
 */
public final class CfpFormatHandler implements FormatHandler {

    @Override
    public Map<String, String> describe(byte[] data, String source, ReadOptions options) throws FormatException {
        CfpStream stream = CfpStream.readAll(data, source);
        int[] codes = stream.codeCounts();
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("format", FileFormat.SIMS_CFP.displayName());
        facts.put("values", stream.valueCount() + " (3 per translation and 4 per rotation of the skill that names it)");
        facts.put("codes", codes[0] + " literals, " + codes[1] + " repeats, " + codes[2] + " deltas");
        return facts;
    }

    @Override
    public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
        CfpStream.readAll(data, source);
        return List.of();
    }

    @Override
    public byte[] rewrite(byte[] data, String source, ReadOptions options) throws FormatException {
        return CfpStream.readAll(data, source).toBytes();
    }
}
