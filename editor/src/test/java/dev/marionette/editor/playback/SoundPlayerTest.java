package dev.marionette.editor.playback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sound playback never fails and never floods the user with messages, with or without an audio device
 * (this machine may have none: then the one message says so).
 */
class SoundPlayerTest {

    @TempDir
    Path dir;

    final List<String> problems = new CopyOnWriteArrayList<>();
    final List<String> threads = new CopyOnWriteArrayList<>();

    /** Waits until everything handed to the player so far has run on its thread. */
    private void drain(SoundPlayer player) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        player.playFound(() -> {
            threads.add(Thread.currentThread().getName());
            done.countDown();
            return Optional.empty();
        });
        assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aFileThatIsNoSoundIsReportedOnceAndNothingThrows() throws IOException, InterruptedException {
        Path bad = Files.write(dir.resolve("bad.wav"), "not a RIFF file".getBytes());
        try (SoundPlayer player = new SoundPlayer(SoundPlayer.Voices.OVERLAP, problems::add)) {
            for (int i = 0; i < 3; i++) {
                player.play(bad);
                player.play("RIFF....WAVE".getBytes());
            }
            drain(player);
        }
        assertThat(threads).containsExactly("marionette-sound");
        // without a device: said once; with one: each undecodable sound once
        if (problems.contains(SoundPlayer.NO_DEVICE)) {
            assertThat(problems).containsExactly(SoundPlayer.NO_DEVICE);
        } else {
            assertThat(problems).hasSize(2).allMatch(m -> m.startsWith("Could not play "));
            assertThat(problems.get(0)).startsWith("Could not play bad.wav: ");
        }
    }

    @Test
    void mutedItPlaysNothingAndClosedItIgnoresRequests() throws IOException, InterruptedException {
        Path bad = Files.write(dir.resolve("bad.wav"), "not a RIFF file".getBytes());
        SoundPlayer player = new SoundPlayer(SoundPlayer.Voices.ONE, problems::add);
        player.setMuted(true);
        player.play(bad);
        player.setMuted(false);
        drain(player);
        assertThat(problems).isEmpty();
        player.close();
        assertThatCode(() -> {
            player.play(bad);
            player.stop();
        }).doesNotThrowAnyException();
    }

    @Test
    void aSoundNotFoundIsNoProblem() throws InterruptedException {
        try (SoundPlayer player = new SoundPlayer(SoundPlayer.Voices.OVERLAP, problems::add)) {
            player.playFound(Optional::empty);
            drain(player);
        }
        assertThat(problems).isEmpty();
    }
}
