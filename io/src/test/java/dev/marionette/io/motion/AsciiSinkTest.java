package dev.marionette.io.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Fixed decimals are the exactly rounded value (half to even on the binary value), whatever the path taken. */
class AsciiSinkTest {

    private static String fixed(double v, int decimals) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AsciiSink sink = new AsciiSink(out);
        sink.appendFixed(v, decimals);
        sink.flush();
        return out.toString(StandardCharsets.US_ASCII);
    }

    private static String exact(double v, int decimals) {
        String s = new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
        return s.startsWith("-") && s.replaceAll("[-0.]", "").isEmpty() ? s.substring(1) : s;
    }

    @Property(tries = 5000)
    void anyValueAnyDecimals(@ForAll @DoubleRange(min = -1e9, max = 1e9) double v,
            @ForAll @IntRange(min = 1, max = 9) int decimals) throws IOException {
        assertThat(fixed(v, decimals)).isEqualTo(exact(v, decimals));
    }

    @Property(tries = 3000)
    void halvesAndNearHalves(@ForAll @IntRange(min = -2_000_000, max = 2_000_000) int k,
            @ForAll @IntRange(min = -3, max = 3) int ulps) throws IOException {
        double half = (k + 0.5) / 1e6;
        double v = half;
        for (int i = 0; i < Math.abs(ulps); i++) {
            v = ulps > 0 ? Math.nextUp(v) : Math.nextDown(v);
        }
        assertThat(fixed(v, 6)).isEqualTo(exact(v, 6));
    }

    @Test
    void noNegativeZeroAndLargeValues() throws IOException {
        assertThat(fixed(-1e-9, 6)).isEqualTo("0.000000");
        assertThat(fixed(-0.0, 6)).isEqualTo("0.000000");
        assertThat(fixed(0.0000005, 6)).isEqualTo(exact(0.0000005, 6));
        assertThat(fixed(2.5e15, 6)).isEqualTo("2500000000000000.000000");
        assertThat(fixed(-12.3456785, 6)).isEqualTo(exact(-12.3456785, 6));
    }
}
