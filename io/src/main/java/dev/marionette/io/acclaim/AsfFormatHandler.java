package dev.marionette.io.acclaim;

import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.asf.AsfFormatFacts;
import dev.marionette.io.asf.AsfWriter;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.format.ReadingFormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.model.acclaim.AsfBone;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.motion.Vector3;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@link FormatHandler} for Acclaim skeleton files. */
public final class AsfFormatHandler extends ReadingFormatHandler<AsfFile> {

    /** {@inheritDoc} A skeleton may end at any line after its header. */
    @Override
    public boolean shorterFileMayBeValid() {
        return true;
    }

    public AsfFormatHandler() {
        super(AcclaimFormats.ASF, AsfReader::read, (asf, source) -> AsfWriter.toBytes(asf));
    }

    @Override
    protected void addFacts(AsfFile asf, Map<String, String> facts, String source, ReadOptions options) {
        if (asf.name() != null) {
            facts.put("name", asf.name());
        }
        if (asf.version() != null) {
            facts.put("version", asf.version());
        }
        long dummies = asf.bones().stream().filter(b -> b.dof().isEmpty()).count();
        long zeroLength = asf.bones().stream().filter(b -> b.length() == 0).count();
        facts.put("bones", (asf.bones().size() + 1) + " with the root (" + dummies + " without dof, " + zeroLength
                + " of length 0)");
        facts.put("dof", asf.dofCount() + " values per motion frame");
        facts.put("units", AsfFormatFacts.units(asf));
        facts.put("root order", String.join(" ", asf.root().order()) + (asf.root().axis() == null ? ""
                : ", axis " + asf.root().axis()));
        if (!asf.root().position().equals(Vector3.ZERO) || !asf.root().orientation().equals(Vector3.ZERO)) {
            facts.put("root offset", "position " + text(asf.root().position()) + ", orientation "
                    + text(asf.root().orientation()));
        }
        facts.put("axis orders", axisOrders(asf));
        if (!asf.skins().isEmpty()) {
            facts.put("skins", String.join(", ", asf.skins()));
        }
    }

    private static String axisOrders(AsfFile asf) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (AsfBone b : asf.bones()) {
            counts.merge(b.axisOrder() == null ? "none" : b.axisOrder(), 1, Integer::sum);
        }
        StringBuilder sb = new StringBuilder();
        counts.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(k).append(" x").append(v));
        return sb.toString();
    }

    private static String text(Vector3 v) {
        return v.x() + " " + v.y() + " " + v.z();
    }
}
