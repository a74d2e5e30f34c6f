package dev.marionette.editor.playback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.UnsupportedAudioFileException;
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

    /** A WAV of one block: fmt with cbSize and {@code extension}, then {@code data}. */
    private static byte[] wav(int tag, int channels, int rate, int blockAlign, byte[] extension, byte[] data) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(46 + extension.length + data.length)
                .order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.put("RIFF".getBytes()).putInt(38 + extension.length + data.length).put("WAVE".getBytes());
        b.put("fmt ".getBytes()).putInt(18 + extension.length).putShort((short) tag).putShort((short) channels)
                .putInt(rate).putInt(rate * blockAlign).putShort((short) blockAlign).putShort((short) 4)
                .putShort((short) extension.length).put(extension);
        b.put("data".getBytes()).putInt(data.length).put(data);
        return b.array();
    }

    private static short[] samples(AudioInputStream in) throws IOException {
        byte[] bytes = in.readAllBytes();
        short[] out = new short[bytes.length / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (short) ((bytes[2 * i] & 0xFF) | bytes[2 * i + 1] << 8);
        }
        return out;
    }

    @Test
    void adpcmWavsAreDecodedToSixteenBitPcmFrames() throws Exception {
        // MS ADPCM, mono: predictor 1 (512, -256), delta 16, sample1 100, sample2 50, codes 7 and -7
        byte[] ms = wav(2, 1, 11025, 8, new byte[] {4, 0, 7, 0, 0, 1, 0, 0, 0, 2, 0, (byte) 0xFF, 0, 0, 0, 0,
            (byte) 0xC0, 0, 64, 0, (byte) 0xF0, 0, 0, 0, (byte) 0xCC, 1, 48, (byte) 0xFF, (byte) 0x88, 1, 24,
            (byte) 0xFF}, new byte[] {1, 16, 0, 100, 0, 50, 0, 0x79});
        // Java Sound alone cannot read it: this is why Agent sounds stayed silent
        assertThatThrownBy(() -> AudioSystem.getAudioInputStream(new ByteArrayInputStream(ms)))
                .isInstanceOf(UnsupportedAudioFileException.class);
        try (AudioInputStream in = SoundPlayer.decode(ms, "ms.wav")) {
            AudioFormat f = in.getFormat();
            assertThat(f.getEncoding()).isEqualTo(AudioFormat.Encoding.PCM_SIGNED);
            assertThat(f.getSampleSizeInBits()).isEqualTo(16);
            assertThat(f.isBigEndian()).isFalse();
            assertThat(f.getSampleRate()).isEqualTo(11025f);
            assertThat(in.getFrameLength()).isEqualTo(4);
            // (100*512 + 50*-256) >> 8 = 150, + 7*16 = 262; (262*512 + 100*-256) >> 8 = 424, - 7*38 = 158
            assertThat(samples(in)).containsExactly(50, 100, 262, 158);
        }
        // IMA ADPCM, stereo: headers (100, index 0) and (-100, index 10), then 4 bytes of each channel
        byte[] ima = wav(0x11, 2, 8000, 16, new byte[] {9, 0}, new byte[] {100, 0, 0, 0, (byte) 0x9C, (byte) 0xFF,
            10, 0, 0x77, 0, 0, 0, (byte) 0x99, 0, 0, 0});
        try (AudioInputStream in = SoundPlayer.decode(ima, "ima.wav")) {
            assertThat(in.getFormat().getChannels()).isEqualTo(2);
            assertThat(in.getFrameLength()).isEqualTo(9);
            assertThat(java.util.Arrays.copyOf(samples(in), 6)).containsExactly(100, -100, 111, -106, 141, -112);
        }
    }

    @Test
    void aBrokenAdpcmSoundSaysWhereItIsBroken() {
        byte[] badPredictor = wav(2, 1, 11025, 8, new byte[0], new byte[] {9, 16, 0, 100, 0, 50, 0, 0x79});
        assertThatThrownBy(() -> SoundPlayer.decode(badPredictor, "bad.wav"))
                .isInstanceOf(dev.marionette.io.FormatException.class)
                .hasMessageStartingWith("bad.wav: at offset 46").hasMessageContaining("block predictor");
    }

    @Test
    void aCodecNeitherWeNorTheRuntimeDecodeIsNamed() {
        byte[] gsm = wav(0x31, 1, 8000, 65, new byte[] {64, 1}, new byte[65]);
        assertThatThrownBy(() -> SoundPlayer.decode(gsm, "gsm.wav"))
                .isInstanceOf(dev.marionette.io.audio.UnsupportedCodecException.class)
                .hasMessageContaining("gsm.wav").hasMessageContaining("GSM 6.10");
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
