package dev.marionette.editor.ro.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.playback.ManualTime;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlaybackTest {

    final SpriteDocument doc = RoFixtures.demo();
    final SpriteEditorState state = new SpriteEditorState(doc.act());
    final ManualTime time = new ManualTime();
    final Playback playback = new Playback(state, time, () -> time.nanos);
    final List<Integer> shown = new ArrayList<>();

    {
        // walk south-west: 4 frames at 3 ticks = 75 ms each
        state.setFrame(9, 0);
        playback.addFrameListener(shown::add);
    }

    @Test
    void playingShowsEachFrameForTheActionsInterval() {
        assertThat(playback.frameMillis()).isEqualTo(75.0);
        playback.play();
        time.advanceMillis(74);
        assertThat(state.frame()).isZero();
        time.advanceMillis(2);
        assertThat(state.frame()).isEqualTo(1);
        time.advanceMillis(75 * 2);
        assertThat(state.frame()).isEqualTo(3);
        time.advanceMillis(75);
        assertThat(state.frame()).as("loops").isZero();
        assertThat(shown).containsExactly(0, 1, 2, 3, 0);
    }

    @Test
    void lateTicksDoNotAccumulateIntoDrift() {
        time.lateNanos = 9_000_000;
        playback.play();
        List<Long> changes = new ArrayList<>();
        playback.addFrameListener(f -> changes.add(time.nanos));
        time.advanceMillis(60_020);
        // 60 s at 75 ms a frame: 800 frame changes, the last due at 60 000 ms exactly
        assertThat(changes).hasSize(800);
        long last = changes.get(changes.size() - 1);
        double lateMillis = (last - 60_000_000_000L) / 1e6;
        assertThat(lateMillis).as("lateness of the last change after 60 s").isBetween(0.0, 10.0);
    }

    @Test
    void withoutLoopPlaybackStopsOnTheLastFrame() {
        playback.setLoop(false);
        state.setFrame(3);
        playback.play();
        assertThat(state.frame()).as("restarts from the first frame when at the end").isZero();
        time.advanceMillis(1000);
        assertThat(state.frame()).isEqualTo(3);
        assertThat(playback.isPlaying()).isFalse();
    }

    @Test
    void speedAndTheClientsTickChangeTheFrameTime() {
        playback.setMillisPerTick(24);
        assertThat(playback.frameMillis()).isEqualTo(72.0);
        playback.setSpeed(2);
        assertThat(playback.frameMillis()).isEqualTo(36.0);
        playback.play();
        time.advanceMillis(37);
        assertThat(state.frame()).isEqualTo(1);
    }

    @Test
    void steppingByHandWhilePlayingPlaysOnFromThere() {
        playback.play();
        time.advanceMillis(80);
        state.setFrame(3);
        time.advanceMillis(74);
        assertThat(state.frame()).isEqualTo(3);
        time.advanceMillis(2);
        assertThat(state.frame()).isZero();
        playback.pause();
        time.advanceMillis(1000);
        assertThat(state.frame()).isZero();
    }
}
