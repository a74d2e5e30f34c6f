package dev.marionette.io.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** Decimal numbers of text formats: exactly the nearest double, and nothing Java's parser accepts beyond decimals. */
class DecimalNumbersTest {

    private static double parse(String s) {
        byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
        return DecimalNumbers.parse(b, 0, b.length);
    }

    @Test
    void spellingsOfRealFilesParseExactly() {
        for (String s : new String[] {"0", "-0", "10.4194", "-1.6201e-014", ".1", "-.5", "7.", "3.64024e-015",
            "0.000000", "-38.332661", "1E5", "+2.5", "12345678901234567890", "-0.63568382016137470",
            "1.5426389299724720", "123456.7890123456789e-3"}) {
            assertThat(parse(s)).as(s).isEqualTo(Double.parseDouble(s));
            assertThat(DecimalNumbers.isDecimal(s)).as(s).isTrue();
        }
    }

    @Test
    void whatIsNotADecimalIsNaN() {
        for (String s : new String[] {"", "-", ".", "e5", "1e", "1e+", "NaN", "Infinity", "0x1p3", "1.0f", "1d",
            "1..2", "1.2.3", "--1", "1-", "abc", "1 2"}) {
            assertThat(parse(s)).as(s).isNaN();
            assertThat(DecimalNumbers.isDecimal(s)).as(s).isFalse();
        }
    }

    @Property(tries = 3000)
    void everyDoubleWrittenInEveryCommonWayReadsBackExactly(@ForAll double value) {
        if (!Double.isFinite(value)) {
            return;
        }
        for (String s : new String[] {Double.toString(value), String.format(Locale.ROOT, "%.6f", value),
            String.format(Locale.ROOT, "%g", value), String.format(Locale.ROOT, "%.17g", value)}) {
            assertThat(parse(s)).as(s).isEqualTo(Double.parseDouble(s));
        }
    }
}
