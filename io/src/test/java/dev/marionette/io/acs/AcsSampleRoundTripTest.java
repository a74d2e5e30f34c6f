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

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.marionette.io.testing.Samples#acsArguments")
    void readThenWriteIsByteIdentical(Path file) throws Exception {
        Samples.require(file);
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
    @MethodSource("dev.marionette.io.testing.Samples#acsArguments")
    void everyStoredRegionIsTheRegionOfThePixels(Path file) throws Exception {
        Samples.require(file);
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

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.marionette.io.testing.Samples#acsArguments")
    void strictCheckDecodesEverythingWithoutWarnings(Path file) throws Exception {
        Samples.require(file);
        byte[] data = Files.readAllBytes(file);
        AcsChecker.Report report = AcsChecker.check(data, file.getFileName().toString());
        assertThat(report.warnings()).isEmpty();
        assertThat(report.images()).isEqualTo(report.character().images().size()).isPositive();
        assertThat(report.character().images()).as("checked, not kept decoded")
                .allSatisfy(i -> assertThat(i.isDecoded()).isFalse());
        assertThat(report.character().sounds()).allSatisfy(s -> assertThat(s.format().sampleRate()).isPositive());
        assertThat(report.character().trayIcon() == null || report.character().trayIcon().toArgb().width() == 16)
                .isTrue();
        List<String> lines = AcsSummary.describe(report.character());
        lines.forEach(l -> System.out.println("  " + l));
        assertThat(lines.get(0)).startsWith("Microsoft Agent character, ACS 2.1: \"");
        assertThat(AcsSummary.roundTrip(data, file.getFileName().toString()).identical()).isTrue();
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
