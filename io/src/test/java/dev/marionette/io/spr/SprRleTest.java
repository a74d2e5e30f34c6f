package dev.marionette.io.spr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.testing.Hex;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Golden vectors of the SPR 0x201 run-length encoding, and its error cases. */
class SprRleTest {

    private static byte[] zeros(int n) {
        return new byte[n];
    }

    private static byte[] concat(byte[]... parts) {
        int length = Arrays.stream(parts).mapToInt(p -> p.length).sum();
        byte[] out = new byte[length];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "empty image;                           ; ",
        "literals as they are;                  01 02 03; 01 02 03",
        "a lone zero is 00 01;                  00; 00 01",
        "zero between literals;                 05 00 07; 05 00 01 07",
        "two zeros;                             05 00 00 07; 05 00 02 07",
        "index 255 is a literal;                FF FF; FF FF",
        "trailing zeros;                        08 00 00 00; 08 00 03"})
    void shortVectors(String name, String pixels, String encoded) throws Exception {
        byte[] p = Hex.parse(pixels == null ? "" : pixels);
        byte[] e = Hex.parse(encoded == null ? "" : encoded);
        assertThat(SprRle.encode(p)).as(name).isEqualTo(e);
        assertThat(SprRle.encodedLength(p)).isEqualTo(e.length);
        assertThat(SprRle.decode(e, p.length)).as(name).isEqualTo(p);
    }

    @Test
    void runsOfZerosAreSplitAt255() throws Exception {
        assertThat(SprRle.encode(zeros(255))).isEqualTo(Hex.parse("00 FF"));
        assertThat(SprRle.encode(zeros(256))).isEqualTo(Hex.parse("00 FF 00 01"));
        assertThat(SprRle.encode(zeros(510))).isEqualTo(Hex.parse("00 FF 00 FF"));
        assertThat(SprRle.encode(concat(new byte[] {3}, zeros(600), new byte[] {4})))
                .isEqualTo(Hex.parse("03 00 FF 00 FF 00 5A 04"));
        assertThat(SprRle.decode(Hex.parse("00 FF 00 FF 00 5A"), 600)).isEqualTo(zeros(600));
    }

    @Test
    void runsContinueAcrossRows() throws Exception {
        // A 3x2 image: row 0 = 7 0 0, row 1 = 0 0 9. The four zeros form one run.
        byte[] pixels = {7, 0, 0, 0, 0, 9};
        assertThat(SprRle.encode(pixels)).isEqualTo(Hex.parse("07 00 04 09"));
    }

    @Test
    void zeroZeroIsReadAsNoPixelsAndCounted() throws Exception {
        SprRle.Decoded decoded = SprRle.decode(Hex.parse("01 00 00 02 00 00"), 0, 6, 2, "t", "rle");
        assertThat(decoded.pixels()).isEqualTo(new byte[] {1, 2});
        assertThat(decoded.emptyRuns()).isEqualTo(2);
        assertThat(decoded.firstEmptyRunAt()).isEqualTo(1);
        // ...and the encoder never writes it.
        assertThat(SprRle.encode(decoded.pixels())).isEqualTo(Hex.parse("01 02"));
    }

    @Test
    void nonCanonicalEncodingsDecodeAndAreRecognised() throws Exception {
        byte[] split = Hex.parse("00 02 00 03 05");
        byte[] pixels = SprRle.decode(split, 6);
        assertThat(pixels).isEqualTo(new byte[] {0, 0, 0, 0, 0, 5});
        assertThat(SprRle.isCanonical(split, pixels)).isFalse();
        assertThat(SprRle.isCanonical(Hex.parse("00 05 05"), pixels)).isTrue();
    }

    @Test
    void aMarkerWithoutItsCountIsAnError() {
        assertThatThrownBy(() -> SprRle.decode(Hex.parse("01 00"), 0, 2, 2, "s.spr", "image 0 RLE data"))
                .isInstanceOf(FormatException.class)
                .hasMessage("s.spr: at offset 1 (0x1), image 0 RLE data: expected a count byte after 00, found the data ends");
    }

    @Test
    void dataDecodingToTooManyPixelsIsAnError() {
        assertThatThrownBy(() -> SprRle.decode(Hex.parse("01 00 05"), 0, 3, 4, "s.spr", "rle"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("at offset 1 (0x1), rle: expected 4 pixels (width x height), found more");
        assertThatThrownBy(() -> SprRle.decode(Hex.parse("01 02 03"), 0, 3, 2, "s.spr", "rle"))
                .isInstanceOf(FormatException.class).hasMessageContaining("at offset 2 (0x2)");
    }

    @Test
    void dataDecodingToTooFewPixelsIsAnError() {
        assertThatThrownBy(() -> SprRle.decode(Hex.parse("01 00 02"), 0, 3, 5, "s.spr", "rle"))
                .isInstanceOf(FormatException.class)
                .hasMessage("s.spr: at offset 3 (0x3), rle: expected 5 pixels (width x height), found the data decodes to 3");
    }

    @Test
    void anImpossiblePixelCountIsRefusedBeforeAllocating() {
        assertThatThrownBy(() -> SprRle.decode(new byte[2], 0, 2, Integer.MAX_VALUE, "s.spr", "rle"))
                .isInstanceOf(FormatException.class).hasMessageContaining("at most 257 pixels from 2 bytes");
    }
}
