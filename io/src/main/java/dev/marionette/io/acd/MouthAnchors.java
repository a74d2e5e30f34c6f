package dev.marionette.io.acd;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import java.util.List;

/**
 * The anchor words of a frame's mouth overlays (acs.md 4.3) as an ACD without them gets them: the centre of the
 * union of the mouths' opaque bounds, each placed at its offset. Real files lie within two pixels of it; an
 * exported ACD keeps the exact words in {@code //@ Anchor} lines where they differ.
 */
final class MouthAnchors {

    private MouthAnchors() {
    }

    /** @param mouths {image index, x, y} per mouth */
    static int[] centre(AgentCharacter c, List<int[]> mouths) {
        long l = Long.MAX_VALUE;
        long t = Long.MAX_VALUE;
        long r = Long.MIN_VALUE;
        long b = Long.MIN_VALUE;
        for (int[] m : mouths) {
            if (m[0] < 0 || m[0] >= c.images().size()) {
                continue;
            }
            AgentImage image = c.images().get(m[0]);
            int[] bound = image.generatedRegion(c.transparentIndex()).bound();
            if (bound[2] <= bound[0] || bound[3] <= bound[1]) {
                continue;
            }
            l = Math.min(l, m[1] + (long) bound[0]);
            t = Math.min(t, m[2] + (long) bound[1]);
            r = Math.max(r, m[1] + (long) bound[2]);
            b = Math.max(b, m[2] + (long) bound[3]);
        }
        if (l == Long.MAX_VALUE) {
            return new int[2];
        }
        return new int[] {clamp((l + r) / 2), clamp((t + b) / 2)};
    }

    private static int clamp(long v) {
        return (int) Math.max(0, Math.min(0xFFFF, v));
    }
}
