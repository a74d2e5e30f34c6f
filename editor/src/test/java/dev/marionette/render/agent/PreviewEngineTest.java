package dev.marionette.render.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentTestCharacters;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Branching by probability with a seed, exit branches on Stop, return animations. */
class PreviewEngineTest {

    private final AgentCharacter c = AgentTestCharacters.wave();

    private static List<Integer> frames(List<int[]> visit) {
        return visit.stream().map(v -> v[1]).toList();
    }

    @Test
    void aSeedDecidesTheBranchesAndTheSameSeedPlaysTheSameFrames() {
        // Wave: 0 -> 1; from 1 a 40% branch back to 0, else on to 2, the last frame.
        long seed = 42;
        Random rolls = new Random(seed);
        List<Integer> expected = new ArrayList<>(List.of(0, 1));
        while (true) {
            if (rolls.nextInt(100) < 40) {
                expected.add(0);
                expected.add(1);
            } else {
                expected.add(2);
                break;
            }
        }
        assertThat(frames(PreviewEngine.visit(c, 0, seed, 1000))).isEqualTo(expected);
        assertThat(frames(PreviewEngine.visit(c, 0, seed, 1000))).isEqualTo(expected);
    }

    @Test
    void differentSeedsTakeDifferentPaths() {
        long distinct = java.util.stream.LongStream.range(0, 40).mapToObj(s -> frames(PreviewEngine.visit(c, 0, s,
                1000))).distinct().count();
        assertThat(distinct).isGreaterThan(1);
    }

    @Test
    void stopFollowsTheExitBranchesToTheEnd() {
        PreviewEngine e = new PreviewEngine(c, 0, 0, 1);
        assertThat(e.advance()).isTrue();
        assertThat(e.frame()).isEqualTo(1);
        e.requestExit();
        assertThat(e.advance()).isTrue();
        assertThat(e.frame()).as("frame 2 is frame 1's exit branch").isEqualTo(2);
        assertThat(e.advance()).as("frame 3 has no exit branch: the end").isFalse();
        assertThat(e.isEnded()).isTrue();
        PreviewEngine fromFirst = new PreviewEngine(c, 0, 0, 1);
        fromFirst.requestExit();
        assertThat(fromFirst.advance()).as("frame 1 has no exit branch").isFalse();
    }

    @Test
    void aLoopOfExitBranchesStillEnds() {
        AgentFrame f = c.animations().get(0).frames().get(0);
        f.setExitFrame(1);
        c.animations().get(0).frames().get(1).setExitFrame(0);
        PreviewEngine e = new PreviewEngine(c, 0, 0, 1);
        e.requestExit();
        int steps = 0;
        while (e.advance()) {
            steps++;
        }
        assertThat(steps).isEqualTo(PreviewEngine.MAX_EXIT_STEPS);
    }

    @Test
    void aReturnAnimationPlaysOnceAfterTheEnd() {
        AgentAnimation wave = c.animations().get(0);
        wave.setTransition(AgentAnimation.TRANSITION_RETURN);
        wave.setReturnAnimation("REST");
        wave.frames().get(1).branches().clear();
        List<int[]> visit = PreviewEngine.visit(c, 0, 3, 1000);
        assertThat(visit).extracting(v -> v[0] + ":" + v[1]).containsExactly("0:0", "0:1", "0:2", "1:0");
    }

    @Test
    void branchesAddUpAgainstOneRoll() {
        AgentFrame f = c.animations().get(0).frames().get(0);
        f.branches().add(new AgentBranch(2, 30));
        f.branches().add(new AgentBranch(1, 70));
        // 100% in all: frame 1 never goes "next" on its own; rolls 0..29 go to 3rd frame, 30..99 to 2nd.
        for (long seed = 0; seed < 20; seed++) {
            PreviewEngine e = new PreviewEngine(c, 0, 0, seed);
            int roll = new Random(seed).nextInt(100);
            e.advance();
            assertThat(e.frame()).isEqualTo(roll < 30 ? 2 : 1);
        }
    }
}
