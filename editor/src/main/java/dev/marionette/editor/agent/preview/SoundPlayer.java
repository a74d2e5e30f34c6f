package dev.marionette.editor.agent.preview;

import java.io.ByteArrayInputStream;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.Clip;
import javax.sound.sampled.LineEvent;

/**
 * Plays a frame's WAV data through javax.sound.sampled on a thread of its own, so the event thread never waits
 * for an audio device. It never fails: without a sound device, or with a WAV codec Java cannot decode (many
 * Agent sounds are Microsoft ADPCM, decoded to PCM here when Java can), it reports why once and stays silent.
 */
public final class SoundPlayer implements AutoCloseable {

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "agent-sound");
        t.setDaemon(true);
        return t;
    });
    private final Consumer<String> problems;
    private volatile boolean muted;
    private volatile Clip current;
    private volatile String lastProblem;

    /** @param problems told (on the player's thread) why a sound could not be played */
    public SoundPlayer(Consumer<String> problems) {
        this.problems = problems;
    }

    /** Silences (or not) every later {@link #play}. */
    public void setMuted(boolean muted) {
        this.muted = muted;
    }

    /** Starts playing {@code wav} (a RIFF WAVE file's bytes); stops the sound playing before. */
    public void play(byte[] wav) {
        if (muted || wav == null) {
            return;
        }
        worker.execute(() -> {
            stopNow();
            try {
                AudioInputStream in = AudioSystem.getAudioInputStream(new ByteArrayInputStream(wav));
                AudioFormat format = in.getFormat();
                if (format.getEncoding() != AudioFormat.Encoding.PCM_SIGNED
                        && format.getEncoding() != AudioFormat.Encoding.PCM_UNSIGNED) {
                    AudioFormat pcm = new AudioFormat(format.getSampleRate(), 16, format.getChannels(), true, false);
                    in = AudioSystem.getAudioInputStream(pcm, in);
                }
                Clip clip = AudioSystem.getClip();
                clip.open(in);
                clip.addLineListener(e -> {
                    if (e.getType() == LineEvent.Type.STOP) {
                        clip.close();
                    }
                });
                current = clip;
                clip.start();
            } catch (Exception | LinkageError e) {
                // No mixer, no line, an unknown codec: the preview goes on without sound.
                report(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            }
        });
    }

    private void report(String problem) {
        if (!problem.equals(lastProblem)) {
            lastProblem = problem;
            problems.accept("Sound not played: " + problem);
        }
    }

    /** Stops the sound playing now, if any. */
    public void stop() {
        worker.execute(this::stopNow);
    }

    private void stopNow() {
        Clip clip = current;
        current = null;
        if (clip != null) {
            try {
                clip.stop();
                clip.close();
            } catch (RuntimeException ignored) {
                // A device that vanished mid-sound: nothing left to stop.
            }
        }
    }

    @Override
    public void close() {
        stop();
        worker.shutdown();
    }
}
