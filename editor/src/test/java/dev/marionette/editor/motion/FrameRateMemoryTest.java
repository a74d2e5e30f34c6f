package dev.marionette.editor.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.testing.MemoryPreferences;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;

/**
 * The frame rates remembered per motion file: by the file's absolute path (however it was spelled), the default
 * forgotten, bad stored values ignored, and at most {@link FrameRateMemory#MAX_FILES} files, the ones saved longest
 * ago forgotten first.
 */
class FrameRateMemoryTest {

    final Preferences node = new MemoryPreferences();
    final AtomicLong now = new AtomicLong(1_000);
    final FrameRateMemory rates = new FrameRateMemory(node, now::incrementAndGet);

    @Test
    void aRateIsRememberedForTheFileHoweverItsPathIsSpelled() {
        Path walk = Path.of("motions", "walk.amc");
        rates.remember(walk, 30, 120);
        assertThat(rates.rate(walk.toAbsolutePath())).hasValue(30);
        assertThat(rates.rate(Path.of("motions", ".", "x", "..", "walk.amc"))).hasValue(30);
        assertThat(rates.rate(Path.of("other", "walk.amc"))).isEmpty();
        assertThat(rates.rate(Path.of("other", "walk.amc"), 120)).isEqualTo(120);
        assertThat(FrameRateMemory.key(walk)).hasSizeLessThanOrEqualTo(Preferences.MAX_KEY_LENGTH);

        rates.remember(walk, 120, 120);
        assertThat(rates.rate(walk)).as("the default is not stored").isEmpty();
        assertThat(node.get(FrameRateMemory.key(walk), null)).isNull();
    }

    @Test
    void nonsenseIsNeitherStoredNorRead() {
        Path walk = Path.of("walk.amc");
        rates.remember(walk, Double.NaN, 120);
        rates.remember(walk, -5, 120);
        assertThat(rates.rate(walk)).isEmpty();
        node.put(FrameRateMemory.key(walk), "fast 12");
        assertThat(rates.rate(walk)).isEmpty();
        node.put(FrameRateMemory.key(walk), "0 12");
        assertThat(rates.rate(walk)).isEmpty();
        assertThat(FrameRateMemory.NONE.rate(walk, 120)).isEqualTo(120);
        FrameRateMemory.NONE.remember(walk, 30, 120);
        assertThat(FrameRateMemory.NONE.rate(walk)).isEmpty();
    }

    @Test
    void theFilesSavedLongestAgoAreForgottenFirst() throws Exception {
        for (int i = 0; i <= FrameRateMemory.MAX_FILES; i++) {
            rates.remember(Path.of("clip" + i + ".amc"), 24 + i % 7, 120);
        }
        assertThat(node.keys()).hasSize(FrameRateMemory.MAX_FILES);
        assertThat(rates.rate(Path.of("clip0.amc"))).as("the oldest").isEmpty();
        assertThat(rates.rate(Path.of("clip1.amc"))).hasValue(25);
        assertThat(rates.rate(Path.of("clip" + FrameRateMemory.MAX_FILES + ".amc"))).as("the newest")
                .hasValue(24 + FrameRateMemory.MAX_FILES % 7);
    }
}
