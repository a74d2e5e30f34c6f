package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentRegion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every real ACS sample: read then write gives the same bytes; stored regions equal generated ones. */
class AcsSampleRoundTripTest {

    static List<Path> samples() {
        return Samples.withExtension("acs", "acs");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void readThenWriteIsByteIdentical(Path file) throws Exception {
        byte[] original = Files.readAllBytes(file);
        AgentCharacter c = AcsReader.read(original, file.getFileName().toString());
        for (AgentImage image : c.images()) {
            assertThat(image.isDecoded()).as("opening decodes no image").isFalse();
        }
        byte[] written = AcsWriter.uncompressed().write(c);
        assertThat(firstDifference(original, written)).as("first differing offset").isEqualTo(-1);
        for (AgentImage image : c.images()) {
            assertThat(image.isDecoded()).as("saving unmodified images decodes nothing").isFalse();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void everyStoredRegionIsTheRegionOfThePixels(Path file) throws Exception {
        AgentCharacter c = AcsReader.read(Files.readAllBytes(file), file.getFileName().toString());
        int rgnSizeDiffers = 0;
        for (int i = 0; i < c.images().size(); i++) {
            AgentImage image = c.images().get(i);
            AgentRegion stored = image.stored().decodeRegion();
            AgentRegion generated = image.generatedRegion(c.transparentIndex());
            assertThat(generated.sameArea(stored)).as("image %d: stored %s, generated %s", i, stored, generated)
                    .isTrue();
            if (stored.rgnSize() != generated.rgnSize()) {
                rgnSizeDiffers++;
            }
        }
        assertThat(c.images()).isNotEmpty();
        System.out.println(file.getFileName() + ": " + c.images().size() + " regions equal the pixels' regions, "
                + rgnSizeDiffers + " with another nRgnSize");
    }

    static int firstDifference(byte[] a, byte[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }
}
