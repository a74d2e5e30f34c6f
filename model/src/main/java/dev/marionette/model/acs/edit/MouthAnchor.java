package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentMouth;

/**
 * The last two words of a mouth overlay (acs.md 4.3): the same for every overlay of a frame, within two pixels
 * of the centre of the overlays' opaque area in real files. A new overlay takes the anchor the frame's other
 * overlays have (so that stays true and the file's values are kept); the first overlay of a frame gets the
 * centre of its own image's opaque bounds, placed at its offset.
 */
final class MouthAnchor {

    private MouthAnchor() {
    }

    static int[] forNewMouth(AgentCharacter c, AgentFrame frame, AgentMouth mouth) {
        if (!frame.mouths().isEmpty()) {
            AgentMouth other = frame.mouths().get(0);
            return new int[] {other.anchorX(), other.anchorY()};
        }
        int[] bound = c.images().get(mouth.imageIndex()).generatedRegion(c.transparentIndex()).bound();
        int x = mouth.x() + (bound[0] + bound[2]) / 2;
        int y = mouth.y() + (bound[1] + bound[3]) / 2;
        return new int[] {clamp(x), clamp(y)};
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(AgentLimits.U16_MAX, v));
    }
}
