package dev.marionette.io.sims;

import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@link FormatHandler} for a CFP keyframe file on its own: its values and codes. The stream is decoded to its end
 * (a file that ends inside a code is an error with the offset). How many values it must hold is its skill's to say
 * (3T + 4R): when a skill file beside it names it ({@link CfpOwner}), the CFP is decoded as that skill's keyframes,
 * so a CFP cut short (or running long, when strict) is an error naming the offset and the skill; without one, a
 * warning says its length could not be judged.
 */
public final class CfpFormatHandler implements FormatHandler {

    /** {@inheritDoc} Checked alone, a stream may end at any code. */
    @Override
    public boolean shorterFileMayBeValid() {
        return true;
    }

    /** The stream decoded, judged by its skill when one is beside it. */
    private record Checked(CfpStream stream, Optional<CfpOwner> owner, List<ReadWarning> warnings) {
    }

    private static Checked read(byte[] data, String source, ReadOptions options) throws FormatException {
        CfpStream all = CfpStream.readAll(data, source);
        Optional<CfpOwner> owner = Optional.ofNullable(pathOf(source)).flatMap(p -> CfpOwner.find(p, options));
        List<ReadWarning> warnings = new ArrayList<>();
        if (owner.isEmpty()) {
            warnings.add(new ReadWarning(source, data.length, "value count", "no skill file beside it names this CFP,"
                    + " so its " + all.valueCount() + " values could not be checked against a skill's 3T + 4R"));
            return new Checked(all, owner, warnings);
        }
        return new Checked(owner.get().read(data, source, options, warnings), owner, warnings);
    }

    @Override
    public Map<String, String> describe(byte[] data, String source, ReadOptions options) throws FormatException {
        Checked checked = read(data, source, options);
        CfpStream stream = checked.stream();
        int[] codes = stream.codeCounts();
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("format", SimsFormats.CFP.displayName());
        if (checked.owner().isPresent()) {
            var skill = checked.owner().get().skill();
            facts.put("values", stream.valueCount() + " (" + Integer.toUnsignedString(skill.translationCount())
                    + " translations and " + Integer.toUnsignedString(skill.rotationCount()) + " rotations of "
                    + checked.owner().get().describe() + ")");
        } else {
            facts.put("values", stream.valueCount() + " (3 per translation and 4 per rotation of the skill that names"
                    + " it; none beside it does)");
        }
        facts.put("codes", codes[0] + " literals, " + codes[1] + " repeats, " + codes[2] + " deltas");
        return facts;
    }

    @Override
    public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
        return read(data, source, options).warnings();
    }

    @Override
    public byte[] rewrite(byte[] data, String source, ReadOptions options) throws FormatException {
        return read(data, source, options).stream().toBytes();
    }

    private static Path pathOf(String source) {
        try {
            return source == null ? null : Path.of(source);
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
