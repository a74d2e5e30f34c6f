package dev.marionette.editor.ro.events;

import java.io.BufferedInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.Clip;
import javax.sound.sampled.LineEvent;

/**
 * Plays event sounds with {@code javax.sound} on a background thread of its own, so reading and decoding
 * never hold up the canvas. Playing never fails: without an audio device, or with a file the runtime cannot
 * decode, it reports once through the message callback and stays silent.
 */
public final class SoundPlayer implements AutoCloseable {

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "marionette-sound");
        t.setDaemon(true);
        return t;
    });
    private final Consumer<String> problems;
    private volatile boolean reportedNoDevice;

    /** @param problems hears why a sound could not play (called on the sound thread) */
    public SoundPlayer(Consumer<String> problems) {
        this.problems = problems;
    }

    /** Starts playing {@code file}; returns at once. */
    public void play(Path file) {
        try {
            worker.execute(() -> playNow(file));
        } catch (RejectedExecutionException closed) {
            // closed with its view: nothing to play to
        }
    }

    /** Looks sound {@code name} up in {@code where} and plays it if found; both on the sound thread. */
    public void playFound(SoundFiles where, String name) {
        try {
            worker.execute(() -> where.find(name).ifPresent(this::playNow));
        } catch (RejectedExecutionException closed) {
            // closed with its view: nothing to play to
        }
    }

    private void playNow(Path file) {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file));
                AudioInputStream audio = AudioSystem.getAudioInputStream(in)) {
            Clip clip = AudioSystem.getClip();
            clip.addLineListener(e -> {
                if (e.getType() == LineEvent.Type.STOP) {
                    clip.close();
                }
            });
            clip.open(audio);
            clip.start();
        } catch (IllegalArgumentException | javax.sound.sampled.LineUnavailableException | SecurityException e) {
            if (!reportedNoDevice) {
                reportedNoDevice = true;
                problems.accept("Sounds cannot play here (no audio device available).");
            }
        } catch (Exception e) {
            problems.accept("Could not play " + file.getFileName() + ": " + e.getMessage());
        }
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
