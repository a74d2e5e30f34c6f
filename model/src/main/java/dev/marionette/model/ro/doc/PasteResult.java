package dev.marionette.model.ro.doc;

import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import java.util.List;

/**
 * What a paste did, for selecting the pasted items and telling the user what else changed.
 *
 * @param layers          the pasted layers (empty when frames were pasted)
 * @param frames          the pasted frames (empty when layers were pasted)
 * @param addedImages     images the target sheet did not have and now has
 * @param convertedToRgba how many indexed images were added as RGBA because the palettes differ
 * @param addedEvents     indexes of events added to the event list
 * @param paletteSet      true when the target, which had no palette, took the source's
 */
public record PasteResult(List<LayerRef> layers, List<FrameRef> frames, List<ImageRef> addedImages,
        int convertedToRgba, List<Integer> addedEvents, boolean paletteSet) {

    public PasteResult {
        layers = List.copyOf(layers);
        frames = List.copyOf(frames);
        addedImages = List.copyOf(addedImages);
        addedEvents = List.copyOf(addedEvents);
    }
}
