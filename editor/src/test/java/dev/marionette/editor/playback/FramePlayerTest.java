package dev.marionette.editor.playback;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Frames of a fixed rate (a motion clip at 120 fps) played on a time the test moves on. */
class FramePlayerTest {

    /** The tab's side: a frame index, a count and a frame rate. */
    static final class Clip implements FramePlayer.Frames {
        int count = 100;
        int current;
        double fps = 120;
        FramePlayer player;

        @Override
        public int count() {
            return count;
        }

        @Override
        public int current() {
            return current;
        }

        @Override
        public void show(int frame) {
            current = frame;
            // the tab's own selection event, as a Ragnarok state or a motion document would fire it
            player.frameChanged();
        }

        @Override
        public double frameNanos() {
            return 1e9 / fps;
        }
    }

    final ManualTime time = new ManualTime();
    final Clip clip = new Clip();
    final FramePlayer player = new FramePlayer(clip, time.clock());
    final List<Integer> shown = new ArrayList<>();
    int changes;

    {
        clip.player = player;
        player.addFrameListener(shown::add);
        player.addChangeListener(() -> changes++);
    }

    @Test
    void framesFollowTheFrameRateAndLoop() {
        player.play();
        time.advanceMillis(8.3);
        assertThat(clip.current).isZero();
        // ticks come on whole milliseconds, never before the frame's start (8.33 ms)
        time.advanceMillis(0.7);
        assertThat(clip.current).isEqualTo(1);
        time.advanceMillis(1000 - 9);
        // one second is 120 frames: 100 and 20 more after the wrap
        assertThat(clip.current).isEqualTo(20);
        assertThat(shown).hasSize(121).startsWith(0, 1, 2).endsWith(19, 20);
        assertThat(shown.subList(99, 102)).as("the wrap").containsExactly(99, 0, 1);
    }

    @Test
    void withoutLoopItStopsOnTheLastFrameAndPlayStartsAgainFromTheFirst() {
        player.setLoop(false);
        player.play();
        time.advanceMillis(2000);
        assertThat(clip.current).isEqualTo(99);
        assertThat(player.isPlaying()).isFalse();
        player.play();
        assertThat(clip.current).isZero();
        assertThat(player.isPlaying()).isTrue();
    }

    @Test
    void aFrameChosenByHandWhilePlayingPlaysOnFromThere() {
        player.play();
        time.advanceMillis(100);
        player.setFrame(50);
        time.advanceMillis(8);
        assertThat(clip.current).isEqualTo(50);
        time.advanceMillis(1);
        assertThat(clip.current).isEqualTo(51);
        assertThat(shown).as("frames chosen by hand are not playback's").doesNotContain(50);
    }

    @Test
    void aNewFrameRatePlaysOnFromTheFrameShown() {
        player.play();
        time.advanceMillis(100);
        int at = clip.current;
        clip.fps = 30;
        player.retime();
        time.advanceMillis(33);
        assertThat(clip.current).isEqualTo(at);
        time.advanceMillis(1);
        assertThat(clip.current).isEqualTo(at + 1);
    }

    @Test
    void speedScalesTheFrameTime() {
        player.setSpeed(0.5);
        player.play();
        time.advanceMillis(16.6);
        assertThat(clip.current).isZero();
        time.advanceMillis(0.4);
        assertThat(clip.current).isEqualTo(1);
        assertThat(player.frameStartNanos(120)).as("media time does not depend on the speed")
                .isEqualTo(1_000_000_000L);
    }

    @Test
    void framesAddedWhilePlayingJoinTheLoop() {
        clip.count = 10;
        player.play();
        time.advanceMillis(50);
        clip.count = 20;
        time.advanceMillis(60);
        assertThat(clip.current).as("past the old end, not wrapped").isEqualTo(13);
    }

    @Test
    void steppingWrapsAroundAndTheControlsHearEveryChange() {
        player.step(-1);
        assertThat(player.frame()).isEqualTo(99);
        player.step(2);
        assertThat(player.frame()).isEqualTo(1);
        int before = changes;
        player.setLoop(false);
        player.play();
        player.pause();
        assertThat(changes - before).isGreaterThanOrEqualTo(3);
        assertThat(player.isPlaying()).isFalse();
        time.advanceMillis(1000);
        assertThat(player.frame()).as("paused: nothing moves").isEqualTo(1);
    }

    @Test
    void aZeroFrameRateCannotSpin() {
        clip.fps = Double.POSITIVE_INFINITY;
        player.play();
        time.advanceMillis(10);
        assertThat(clip.current).as("at most one frame a millisecond").isBetween(9, 10);
    }
}
