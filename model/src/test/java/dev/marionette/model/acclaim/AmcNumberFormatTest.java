package dev.marionette.model.acclaim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Numbers spelled as the files' C tools spell them: %g with their exponent width, %.Nf, with or without 0. */
class AmcNumberFormatTest {

    private static final AmcNumberFormat CMU = new AmcNumberFormat(false, 6, 3, false, true);
    private static final AmcNumberFormat FIXED6 = new AmcNumberFormat(true, 6, 2, false, true);
    private static final AmcNumberFormat HANDMADE = new AmcNumberFormat(false, 6, 2, false, false);

    @Test
    void significantDigitsAsPrintfG() {
        assertThat(CMU.format(10.4194)).isEqualTo("10.4194");
        assertThat(CMU.format(7.125024)).isEqualTo("7.12502");
        assertThat(CMU.format(-1.6201e-14)).isEqualTo("-1.6201e-014");
        assertThat(CMU.format(3.64024e-15)).isEqualTo("3.64024e-015");
        assertThat(CMU.format(123456.5)).isEqualTo("123456"); // half to even, on the exact binary value
        assertThat(CMU.format(1234567)).isEqualTo("1.23457e+006");
        assertThat(CMU.format(0.0001)).isEqualTo("0.0001");
        assertThat(CMU.format(0.00001)).isEqualTo("1e-005");
        assertThat(CMU.format(100)).isEqualTo("100");
        assertThat(CMU.format(-0.0)).isEqualTo("0");
        assertThat(AmcNumberFormat.GENERAL.format(1e-5)).isEqualTo("1e-05");
        assertThat(new AmcNumberFormat(false, 6, 2, true, true).format(2.5e20)).isEqualTo("2.5E+20");
    }

    @Test
    void fixedDecimalsAsPrintfF() {
        assertThat(FIXED6.format(0.958161)).isEqualTo("0.958161");
        assertThat(FIXED6.format(-18.2829914)).isEqualTo("-18.282991");
        assertThat(FIXED6.format(-0.0000001)).isEqualTo("0.000000");
        assertThat(FIXED6.format(0)).isEqualTo("0.000000");
        assertThat(FIXED6.format(15)).isEqualTo("15.000000");
    }

    @Test
    void withoutTheLeadingZero() {
        assertThat(HANDMADE.format(0.1)).isEqualTo(".1");
        assertThat(HANDMADE.format(-0.25)).isEqualTo("-.25");
        assertThat(HANDMADE.format(5)).isEqualTo("5");
    }
}
