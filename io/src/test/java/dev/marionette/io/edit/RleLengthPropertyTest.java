package dev.marionette.io.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.spr.SprRle;
import dev.marionette.model.ro.RleLength;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The model's RLE size check (it cannot call the I/O layer) gives the length the writer's canonical encoder
 * writes, so an image the edits accept always fits the 16-bit size field.
 */
class RleLengthPropertyTest {

    @Provide
    Arbitrary<byte[]> pixels() {
        Arbitrary<Byte> mostlyZero = Arbitraries.frequencyOf(Tuple.of(6, Arbitraries.just((byte) 0)),
                Tuple.of(3, Arbitraries.bytes()));
        return mostlyZero.array(byte[].class).ofMaxSize(3000);
    }

    @Property(tries = 500)
    void theModelsLengthIsTheEncodersLength(@ForAll("pixels") byte[] pixels) {
        assertThat(RleLength.of(pixels)).isEqualTo(SprRle.encode(pixels).length);
    }
}
