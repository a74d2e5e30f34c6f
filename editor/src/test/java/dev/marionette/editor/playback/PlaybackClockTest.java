package dev.marionette.editor.playback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The clock alone, on a time the test moves on. */
class PlaybackClockTest {

    static final long MS = 1_000_000;

    final ManualTime time = new ManualTime();
    final PlaybackClock clock = time.clock();
    final List<Long> woken = new ArrayList<>();

    /** Nothing wakes in the next {@code millis - 1} ms of wall time; the wake-up at {@code position} in the last. */
    private void wakesAfter(double millis, long position) {
        int before = woken.size();
        time.advanceMillis(millis - 1);
        assertThat(woken).hasSize(before);
        time.advanceMillis(1);
        assertThat(woken).hasSize(before + 1).last().isEqualTo(position);
    }

    @Test
    void positionFollowsWallTimeTimesTheSpeedAndHoldsWhenStopped() {
        assertThat(clock.position()).isZero();
        time.advanceMillis(50);
        assertThat(clock.position()).as("stopped: no time passes").isZero();
        clock.start();
        time.advanceMillis(100);
        assertThat(clock.position()).isEqualTo(100 * MS);
        clock.setSpeed(0.5);
        time.advanceMillis(100);
        assertThat(clock.position()).as("speed change keeps the position, then runs slower").isEqualTo(150 * MS);
        clock.stop();
        time.advanceMillis(1000);
        assertThat(clock.position()).isEqualTo(150 * MS);
        clock.seek(20 * MS);
        clock.start();
        time.advanceMillis(10);
        assertThat(clock.position()).isEqualTo(25 * MS);
    }

    @Test
    void loopWrapsAndWithoutLoopItStopsAtTheLength() {
        clock.setLength(300 * MS);
        clock.setLoop(true);
        clock.start();
        time.advanceMillis(700);
        assertThat(clock.position()).isEqualTo(100 * MS);
        clock.setLoop(false);
        assertThat(clock.position()).as("turning loop off keeps the position").isEqualTo(100 * MS);
        time.advanceMillis(1000);
        assertThat(clock.position()).isEqualTo(300 * MS);
    }

    @Test
    void aWakeUpComesWhenThePositionReachesItsTargetNeverBefore() {
        clock.start();
        clock.wakeAt(40 * MS + 500_000, woken::add);
        time.advanceMillis(40);
        assertThat(woken).isEmpty();
        time.advanceMillis(1);
        assertThat(woken).hasSize(1);
        assertThat(woken.get(0)).isGreaterThanOrEqualTo(40 * MS + 500_000).isLessThanOrEqualTo(41 * MS);
    }

    @Test
    void atDoubleSpeedAWakeUpComesAfterHalfTheMediaTime() {
        clock.setSpeed(2);
        clock.start();
        clock.wakeAt(100 * MS, woken::add);
        wakesAfter(50, 100 * MS);
    }

    @Test
    void changingTheSpeedRetimesThePendingWakeUp() {
        clock.start();
        clock.wakeAt(100 * MS, woken::add);
        time.advanceMillis(20);
        clock.setSpeed(4);
        // 80 ms of media left at four times the speed: 20 ms of wall time
        wakesAfter(20, 100 * MS);
    }

    @Test
    void whenLoopingATargetBehindThePositionWakesAfterTheWrap() {
        clock.setLength(100 * MS);
        clock.setLoop(true);
        clock.seek(80 * MS);
        clock.start();
        clock.wakeAt(10 * MS, woken::add);
        wakesAfter(30, 10 * MS);
        clock.wakeAt(100 * MS, woken::add);
        // the length is the wrap itself
        wakesAfter(90, 0L);
    }

    @Test
    void stoppingOrSeekingDropsThePendingWakeUpAndStoppedClocksDoNotWake() {
        clock.wakeAt(10 * MS, woken::add);
        time.advanceMillis(100);
        assertThat(woken).as("not running").isEmpty();
        clock.start();
        assertThat(time.pending()).as("starting schedules the wake-up asked for before").isTrue();
        time.advanceMillis(10);
        assertThat(woken).hasSize(1);
        clock.wakeAt(50 * MS, woken::add);
        clock.stop();
        time.advanceMillis(100);
        clock.start();
        clock.wakeAt(100 * MS, woken::add);
        clock.seek(0);
        time.advanceMillis(500);
        assertThat(woken).hasSize(1);
    }

    @Test
    void lateTicksDoNotAddUpAt120FramesASecond() {
        time.lateNanos = 4 * MS;
        long frame = 8_333_333;
        List<long[]> wakes = new ArrayList<>();
        clock.start();
        long[] next = {frame};
        Runnable[] again = new Runnable[1];
        again[0] = () -> clock.wakeAt(next[0], p -> {
            wakes.add(new long[] {next[0], p});
            next[0] += frame;
            again[0].run();
        });
        again[0].run();
        time.advanceMillis(60_000);
        assertThat(wakes).hasSizeBetween(7195, 7200);
        // each wake-up comes at most one tick's lateness and the rounding to whole ms after its target...
        for (long[] w : wakes) {
            assertThat(w[1] - w[0]).isBetween(0L, 5 * MS);
        }
        // ...and a minute later no later than at the start: no drift
        double first = wakes.subList(0, 200).stream().mapToLong(w -> w[1] - w[0]).average().orElseThrow();
        double last = wakes.subList(wakes.size() - 200, wakes.size()).stream().mapToLong(w -> w[1] - w[0])
                .average().orElseThrow();
        assertThat(last - first).isLessThan(0.5 * MS);
    }

    @Test
    void theSpeedMustBePositive() {
        assertThatThrownBy(() -> clock.setSpeed(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> clock.setSpeed(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }
}
