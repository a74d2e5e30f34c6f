package dev.marionette.editor.playback;

import dev.marionette.io.FormatException;
import dev.marionette.io.audio.PcmSound;
import dev.marionette.io.audio.UnsupportedCodecException;
import dev.marionette.io.audio.WavDecoder;
import dev.marionette.io.audio.WavReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.Clip;
import javax.sound.sampled.LineEvent;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.UnsupportedAudioFileException;

/**
 * Plays sounds (WAV files or their bytes) with {@code javax.sound} on a thread of its own, so finding,
 * reading and decoding never hold up the event thread. WAV files in PCM, Microsoft ADPCM (most Agent
 * characters' sounds) and IMA ADPCM are decoded to 16-bit PCM by {@link WavDecoder}; other codecs go to the
 * runtime's own decoders (A-law, mu-law). With {@link Voices#ONE} a new sound stops the one
 * playing; with {@link Voices#OVERLAP} sounds play over each other. Playing never fails: without an audio
 * device it says so once, each sound it cannot decode it reports once, and it stays silent.
 */
public final class SoundPlayer implements AutoCloseable {

    /** Whether sounds play over each other. */
    public enum Voices { ONE, OVERLAP }

    /** What is reported, once, when no sound can play at all. */
    public static final String NO_DEVICE = "Sounds cannot play here (no audio device available).";

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "marionette-sound");
        t.setDaemon(true);
        return t;
    });
    private final Voices voices;
    private final Consumer<String> problems;
    private volatile boolean muted;
    private final Set<Clip> playing = ConcurrentHashMap.newKeySet();
    private volatile boolean reportedNoDevice;
    private final Set<String> reported = ConcurrentHashMap.newKeySet();

    /** @param problems hears why a sound could not play (called on the sound thread) */
    public SoundPlayer(Voices voices, Consumer<String> problems) {
        this.voices = voices;
        this.problems = problems;
    }

    /** Silences (or not) every later play. */
    public void setMuted(boolean muted) {
        this.muted = muted;
    }

    /** Starts playing WAV file {@code file}; returns at once. */
    public void play(Path file) {
        if (!muted) {
            submit(() -> playFile(file));
        }
    }

    /** Starts playing {@code wav} (a RIFF WAVE file's bytes); returns at once. */
    public void play(byte[] wav) {
        if (!muted && wav != null) {
            submit(() -> playNow("the sound", () -> wav));
        }
    }

    /** Finds a file with {@code find} and plays it when found, both on the sound thread (a folder search). */
    public void playFound(Callable<Optional<Path>> find) {
        if (muted) {
            return;
        }
        submit(() -> {
            try {
                find.call().ifPresent(this::playFile);
            } catch (Exception e) {
                report("Could not look for the sound: " + e.getMessage());
            }
        });
    }

    /** Stops every sound playing now. */
    public void stop() {
        submit(this::stopNow);
    }

    private void submit(Runnable task) {
        try {
            worker.execute(task);
        } catch (RejectedExecutionException closed) {
            // closed with its view: nothing to play to
        }
    }

    private interface Source {
        byte[] read() throws IOException;
    }

    private void playFile(Path file) {
        playNow(file.getFileName().toString(), () -> {
            if (Files.size(file) > WavReader.MAX_FILE_BYTES) {
                throw new IOException("the file is larger than " + (WavReader.MAX_FILE_BYTES >> 20) + " MiB");
            }
            return Files.readAllBytes(file);
        });
    }

    private void playNow(String name, Source source) {
        if (muted) {
            return;
        }
        if (voices == Voices.ONE) {
            stopNow();
        }
        Clip clip;
        try {
            clip = AudioSystem.getClip();
        } catch (IllegalArgumentException | LineUnavailableException | SecurityException e) {
            // No mixer or no line: nothing will ever play here.
            if (!reportedNoDevice) {
                reportedNoDevice = true;
                problems.accept(NO_DEVICE);
            }
            return;
        }
        try (AudioInputStream audio = decode(source.read(), name)) {
            clip.addLineListener(e -> {
                if (e.getType() == LineEvent.Type.STOP) {
                    playing.remove(clip);
                    clip.close();
                }
            });
            clip.open(audio);
            playing.add(clip);
            clip.start();
        } catch (FormatException e) {
            clip.close();
            // The message starts with the name given to the decoder: "x.wav: at offset 36 (0x24), ..."
            report("Could not play " + e.getMessage());
        } catch (Exception | LinkageError e) {
            clip.close();
            report("Could not play " + name + ": " + (e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage()));
        }
    }

    /**
     * The sound in {@code bytes} as a stream a mixer plays: decoded by {@link WavDecoder} when it is a WAV in a
     * codec of its own, else by the runtime (converted to 16-bit PCM when compressed).
     *
     * @param name what errors call the sound
     */
    static AudioInputStream decode(byte[] bytes, String name) throws IOException, UnsupportedAudioFileException {
        UnsupportedCodecException unsupported = null;
        if (WavReader.isWav(bytes)) {
            try {
                return stream(WavDecoder.decode(bytes, name));
            } catch (UnsupportedCodecException e) {
                unsupported = e; // a codec the runtime may know (A-law, mu-law): tried below
            }
        }
        try {
            return pcm(AudioSystem.getAudioInputStream(new ByteArrayInputStream(bytes)));
        } catch (UnsupportedAudioFileException | IllegalArgumentException e) {
            if (unsupported != null) {
                throw unsupported; // names the codec, where the runtime only says "unsupported"
            }
            throw e;
        }
    }

    /** Decoded samples as a 16-bit little-endian PCM stream. */
    static AudioInputStream stream(PcmSound sound) {
        AudioFormat format = new AudioFormat(sound.sampleRate(), 16, sound.channels(), true, false);
        return new AudioInputStream(new ByteArrayInputStream(sound.littleEndianBytes()), format, sound.frames());
    }

    /** Compressed formats the runtime decodes converted to 16-bit PCM, which every mixer takes. */
    private static AudioInputStream pcm(AudioInputStream in) {
        AudioFormat format = in.getFormat();
        if (format.getEncoding() == AudioFormat.Encoding.PCM_SIGNED
                || format.getEncoding() == AudioFormat.Encoding.PCM_UNSIGNED) {
            return in;
        }
        AudioFormat pcm = new AudioFormat(format.getSampleRate(), 16, format.getChannels(), true, false);
        return AudioSystem.getAudioInputStream(pcm, in);
    }

    private void report(String problem) {
        if (reported.add(problem)) {
            problems.accept(problem);
        }
    }

    private void stopNow() {
        for (Clip clip : playing) {
            playing.remove(clip);
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
