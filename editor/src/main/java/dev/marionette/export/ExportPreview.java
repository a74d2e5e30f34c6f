package dev.marionette.export;

import java.awt.image.BufferedImage;
import java.util.List;

/**
 * What an export would write, for the Export dialog to show before anything is written: the frames of an
 * animation as they will come out (shown playing), or one picture (a sprite sheet's layout, a character's
 * first frame), and a line describing the output.
 *
 * @param frames      the pictures, at least one
 * @param delaysMillis how long each frame shows, one per frame (ignored for a single picture)
 * @param description e.g. "12 frames, 97x112 pixels, 1.2 s; 43 colours, exact palette"
 */
public record ExportPreview(List<BufferedImage> frames, List<Integer> delaysMillis, String description) {

    public ExportPreview {
        frames = List.copyOf(frames);
        delaysMillis = List.copyOf(delaysMillis);
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("a preview shows at least one picture");
        }
        if (delaysMillis.size() != frames.size()) {
            throw new IllegalArgumentException(frames.size() + " frames but " + delaysMillis.size() + " delays");
        }
    }

    /** A single picture. */
    public static ExportPreview still(BufferedImage picture, String description) {
        return new ExportPreview(List.of(picture), List.of(0), description);
    }

    /** True when there is more than one frame to play. */
    public boolean isAnimated() {
        return frames.size() > 1;
    }
}
