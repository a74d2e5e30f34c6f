package dev.marionette.editor.playback;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.audio.PcmSound;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

class WaveformTest {

    @Test
    void eachColumnHoldsTheLowestAndHighestSampleOfEveryChannel() {
        // stereo, 6 frames: columns of 2 frames each
        PcmSound sound = new PcmSound(8000, 2, new short[] {0, 0, 16384, -100, 0, 0, -32768, 0, 0, 32767, 5, 5});
        Waveform w = Waveform.of(sound, 3);
        assertThat(w.columns()).isEqualTo(3);
        assertThat(w.high(0)).isEqualTo(16384 / 32767f);
        assertThat(w.low(0)).isEqualTo(-100 / 32768f);
        assertThat(w.low(1)).isEqualTo(-1f);
        assertThat(w.high(1)).isZero();
        assertThat(w.high(2)).isEqualTo(1f);
        assertThat(w.peak()).isEqualTo(1f);
        // never more columns than frames
        assertThat(Waveform.of(sound, 100).columns()).isEqualTo(6);
    }

    @Test
    void itIsDrawnAroundTheMiddleAsHighAsTheSoundIsLoud() {
        short[] samples = new short[100];
        for (int i = 50; i < 100; i++) {
            samples[i] = (short) (i % 2 == 0 ? 32767 : -32768);
        }
        Waveform w = Waveform.of(new PcmSound(8000, 1, samples), 10);
        BufferedImage image = new BufferedImage(20, 21, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        w.paint(g, new Rectangle(0, 0, 20, 21), Color.BLACK, 1);
        g.dispose();
        // silent first half: only the middle line; loud second half: the full height
        assertThat(image.getRGB(5, 10)).isEqualTo(0xFF000000);
        assertThat(image.getRGB(5, 2)).isZero();
        assertThat(image.getRGB(15, 0)).isEqualTo(0xFF000000);
        assertThat(image.getRGB(15, 20)).isEqualTo(0xFF000000);
    }

    @Test
    void aQuietSoundDrawnWithGainFillsTheHeightAndNeverLeavesIt() {
        short[] samples = {0, 1000, -1000, 0};
        Waveform w = Waveform.of(new PcmSound(8000, 1, samples), 4);
        BufferedImage image = new BufferedImage(4, 41, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        w.paint(g, new Rectangle(0, 10, 4, 21), Color.BLACK, 4 / w.peak());
        g.dispose();
        assertThat(image.getRGB(1, 10)).isEqualTo(0xFF000000);
        assertThat(image.getRGB(2, 30)).isEqualTo(0xFF000000);
        assertThat(image.getRGB(1, 9)).as("clipped to the area").isZero();
        assertThat(image.getRGB(2, 31)).as("clipped to the area").isZero();
    }
}
