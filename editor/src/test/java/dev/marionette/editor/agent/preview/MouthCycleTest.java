package dev.marionette.editor.agent.preview;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MouthCycleTest {

    @Test
    void lettersChooseMouthsAndSilenceIsClosed() {
        MouthCycle m = new MouthCycle("Hao u");
        int t = MouthCycle.LETTER_MILLIS;
        assertThat(m.durationMillis()).isEqualTo(5L * t);
        assertThat(m.mouthAt(t)).as("a: wide").isEqualTo(3);
        assertThat(m.mouthAt(2L * t)).as("o").isEqualTo(2);
        assertThat(m.mouthAt(3L * t)).as("space").isZero();
        assertThat(m.mouthAt(4L * t + 1)).as("u: narrow").isEqualTo(6);
        assertThat(m.mouthAt(5L * t)).as("after the text").isZero();
        assertThat(m.lettersSpoken(0)).isEqualTo(1);
        assertThat(m.lettersSpoken(10_000)).isEqualTo(5);
    }
}
