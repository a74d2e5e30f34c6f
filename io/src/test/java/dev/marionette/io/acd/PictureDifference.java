package dev.marionette.io.acd;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentMouth;
import java.util.Arrays;

/** Compares two characters picture by picture, as a user sees them. */
final class PictureDifference {

    private PictureDifference() {
    }

    /**
     * The first frame (or mouth of a frame) whose composited pixels differ, as "animation/frame[/mouth]"; null
     * when every frame, alone and with each of its mouths, has the same pixels in both characters.
     */
    static String first(AgentCharacter a, AgentCharacter b) {
        for (int i = 0; i < a.animations().size(); i++) {
            AgentAnimation x = a.animations().get(i);
            AgentAnimation y = b.animations().get(i);
            for (int f = 0; f < x.frames().size(); f++) {
                AgentFrame p = x.frames().get(f);
                AgentFrame q = y.frames().get(f);
                if (!Arrays.equals(AgentCompositor.renderFrame(a, p), AgentCompositor.renderFrame(b, q))) {
                    return x.name() + "/" + f;
                }
                for (int m = 0; m < p.mouths().size(); m++) {
                    AgentMouth pm = p.mouths().get(m);
                    AgentMouth qm = q.mouths().get(m);
                    if (!Arrays.equals(AgentCompositor.renderWithMouth(a, p, pm),
                            AgentCompositor.renderWithMouth(b, q, qm))) {
                        return x.name() + "/" + f + "/mouth " + m;
                    }
                }
            }
        }
        return null;
    }
}
