package dev.marionette.io.spr;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FormatException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Properties of the SPR RLE codec over generated images, biased towards the transparent index. */
class SprRleProperties {

    @Provide
    Arbitrary<byte[]> pixels() {
        Arbitrary<Byte> mostlyZero = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, Arbitraries.just((byte) 0)),
                net.jqwik.api.Tuple.of(3, Arbitraries.bytes()));
        return mostlyZero.array(byte[].class).ofMaxSize(2000);
    }

    @Property(tries = 500)
    void decodingTheEncodingGivesThePixelsBack(@ForAll("pixels") byte[] pixels) throws FormatException {
        byte[] encoded = SprRle.encode(pixels);
        assertThat(SprRle.decode(encoded, pixels.length)).isEqualTo(pixels);
        assertThat(SprRle.encodedLength(pixels)).isEqualTo(encoded.length);
    }

    @Property(tries = 500)
    void theEncoderNeverWritesZeroZeroNorShortRunsNextToEachOther(@ForAll("pixels") byte[] pixels) {
        byte[] encoded = SprRle.encode(pixels);
        int i = 0;
        boolean previousRunWasFull = true;
        while (i < encoded.length) {
            if (encoded[i] != 0) {
                previousRunWasFull = true;
                i++;
                continue;
            }
            int run = encoded[i + 1] & 0xFF;
            assertThat(run).isPositive();
            // A run follows another only when the one before it was full (255): runs are maximal.
            if (i >= 2 && encoded[i - 2] == 0) {
                assertThat(previousRunWasFull).isTrue();
            }
            previousRunWasFull = run == 255;
            i += 2;
        }
    }

    @Property(tries = 300)
    void anyByteStringEitherDecodesOrFailsCleanly(@ForAll byte[] data, @ForAll("sizes") int pixelCount) {
        try {
            byte[] pixels = SprRle.decode(data, pixelCount);
            assertThat(pixels).hasSize(pixelCount);
        } catch (FormatException expected) {
            assertThat(expected.getMessage()).contains("at offset");
        }
    }

    @Provide
    Arbitrary<Integer> sizes() {
        return Arbitraries.integers().between(0, 5000);
    }
}
