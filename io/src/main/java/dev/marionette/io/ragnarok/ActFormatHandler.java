package dev.marionette.io.ragnarok;

import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.format.ReadingFormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import java.util.Map;

/** {@link FormatHandler} for Ragnarok ACT files. */
public final class ActFormatHandler extends ReadingFormatHandler<ActDocument> {

    public ActFormatHandler() {
        super(RagnarokFormats.ACT, ActReader::read, (doc, source) -> ActWriter.toBytes(doc));
    }

    @Override
    protected void addFacts(ActDocument doc, Map<String, String> facts, String source, ReadOptions options) {
        int version = doc.version();
        int emptyLayers = 0;
        int framesWithEvent = 0;
        for (ActAnimation animation : doc.animations()) {
            for (ActFrame frame : animation.frames()) {
                emptyLayers += (int) frame.layers().stream().filter(l -> l.isEmpty()).count();
                if (frame.eventId() != ActFrame.NO_EVENT) {
                    framesWithEvent++;
                }
            }
        }
        facts.put("version", ActVersion.format(version));
        facts.put("actions", Integer.toString(doc.animations().size()));
        facts.put("frames", Integer.toString(doc.frameCount()));
        facts.put("layers", doc.layerCount() + " (" + emptyLayers + " empty)");
        facts.put("anchors", ActVersion.hasAnchors(version) ? Integer.toString(doc.anchorCount())
                : "not stored in this version");
        facts.put("events", ActVersion.hasEventList(version)
                ? doc.events().size() + " (" + framesWithEvent + " frames fire one)"
                : "no event list in this version");
        facts.put("intervals", ActVersion.hasIntervals(version) ? "present"
                : "absent (players assume a default; 6 ticks = 150 ms here)");
    }
}
