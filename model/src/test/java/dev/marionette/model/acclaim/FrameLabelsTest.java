package dev.marionette.model.acclaim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class FrameLabelsTest {

    private static List<AmcFrame> frames(String... labels) {
        return Stream.of(labels).map(l -> new AmcFrame(l, LineText.of(l + "\n"), List.of())).toList();
    }

    private static FrameLabels.Tally tally(String... labels) {
        FrameLabels.Tally t = new FrameLabels.Tally();
        for (String l : labels) {
            t.add(l);
        }
        return t;
    }

    @Test
    void aRunWithoutGapsStartsWhereItsFirstLabelSays() {
        assertThat(FrameLabels.regularStart(frames("7", "8", "9"))).isEqualTo(7L);
        assertThat(FrameLabels.regularStart(frames("1", "3"))).isNull();
        assertThat(FrameLabels.regularStart(frames())).isNull();
    }

    @Test
    void aMotionWhoseFirstLabelIsNoNumberIsIrregularNotACrash() {
        FrameLabels.Tally t = tally("start", "2", "3", "1");
        assertThat(t.regularStart()).isNull();
        assertThat(t.breaks()).as("start->2 and 3->1").isEqualTo(2);
        assertThat(t.descents()).as("3->1").isEqualTo(1);
        assertThat(FrameLabels.regularStart(frames("start", "2"))).isNull();
    }
}
