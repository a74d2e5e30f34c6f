package dev.marionette.editor.motion;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A curve lane's range reads as its values do (it said "-0.0 .. 0.0" of a channel between -0.016 and 0). */
class ChannelPlotRangeTest {

    @Test
    void rangesKeepThreeSignificantDigits() {
        assertThat(ChannelPlot.range(-0.016, 0.0)).isEqualTo("-0.016 .. 0");
        assertThat(ChannelPlot.range(-0.0, 0.0)).isEqualTo("0 .. 0");
        assertThat(ChannelPlot.range(-12.345, 56.78)).isEqualTo("-12.3 .. 56.8");
        assertThat(ChannelPlot.range(0.000123456, 250.4)).isEqualTo("0.000123 .. 250");
        assertThat(ChannelPlot.range(-179.96, 180)).isEqualTo("-180 .. 180");
        assertThat(ChannelPlot.range(0.5, 1.25)).isEqualTo("0.5 .. 1.25");
    }
}
