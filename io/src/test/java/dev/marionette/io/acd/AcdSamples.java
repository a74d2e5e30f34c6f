package dev.marionette.io.acd;

import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentMouth;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** The real ACS samples as test arguments (one skipped placeholder when absent), and picture comparisons. */
final class AcdSamples {

    private AcdSamples() {
    }

    static Stream<Arguments> acs() {
        return Samples.asArguments("acs", "acs");
    }

    static Path require(Path file) {
        return Samples.require(file);
    }

    /**
     * The first frame (or mouth of a frame) whose composited pixels differ, as "animation/frame[/mouth]"; null
     * when every frame, alone and with each of its mouths, has the same pixels in both characters.
     */
    static String firstDifferentPicture(AgentCharacter a, AgentCharacter b) {
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
