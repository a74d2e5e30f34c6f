package dev.marionette.io.gk3;

import dev.marionette.io.FormatHandler;
import dev.marionette.io.format.ReadingFormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3Block;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@link FormatHandler} for Gabriel Knight 3 {@code .ACT} files. {@code info} shows what the animation tab's header
 * shows: the model, frames, meshes, duration at 15 fps and the blocks per type.
 */
public final class Gk3ActFormatHandler extends ReadingFormatHandler<Gk3Act> {

    /** {@inheritDoc} The 5-byte trailer is optional. */
    @Override
    public boolean shorterFileMayBeValid() {
        return true;
    }

    public Gk3ActFormatHandler() {
        super(Gk3Formats.ACT, Gk3ActReader::read, (act, source) -> Gk3ActWriter.toBytes(act));
    }

    /** The header facts of an animation, as {@code info} and the tab show them. */
    public static Map<String, String> header(Gk3Act act) {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("model", act.modelName());
        facts.put("frames", Integer.toString(act.frames().size()));
        facts.put("meshes", Integer.toString(act.meshCount()));
        facts.put("duration", String.format(Locale.ROOT, "%.3f s at %d fps", act.durationSeconds(),
                Gk3Act.FRAMES_PER_SECOND));
        facts.put("blocks", blocksPerType(act));
        return facts;
    }

    /** "absolute vertices 1, delta vertices 1, mesh transform 1, bounding box 1" (types that occur). */
    public static String blocksPerType(Gk3Act act) {
        Map<Integer, Integer> counts = new TreeMap<>();
        act.frames().forEach(f -> f.meshes().forEach(e -> e.blocks().forEach(
                b -> counts.merge(b.type(), 1, Integer::sum))));
        if (counts.isEmpty()) {
            return "none";
        }
        StringBuilder sb = new StringBuilder();
        counts.forEach((type, n) -> sb.append(sb.length() == 0 ? "" : ", ").append(Gk3Block.typeName(type))
                .append(' ').append(n));
        return sb.toString();
    }

    @Override
    protected void addFacts(Gk3Act act, Map<String, String> facts, String source, ReadOptions options) {
        facts.put("version", String.format("%d (0x%X)", act.version(), act.version()));
        facts.putAll(header(act));
        facts.put("trailer", act.trailer().length == 0 ? "none" : "01 00 00 00 00");
    }
}
