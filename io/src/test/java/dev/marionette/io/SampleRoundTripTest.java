package dev.marionette.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActVersionChange;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.act.VersionEffect;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The real ACT and SPR samples (../shared/samples/ro; skipped with a reason when absent): each reads
 * strictly without warnings and writes back byte for byte.
 */
class SampleRoundTripTest {

    static List<Path> actSamples() {
        return Samples.withExtension("ro", "act");
    }

    static List<Path> sprSamples() {
        return Samples.withExtension("ro", "spr");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("actSamples")
    void actWritesBackIdentically(Path file) throws IOException {
        byte[] original = Files.readAllBytes(file);
        ReadResult<ActDocument> read = ActReader.read(file);
        assertThat(read.warnings()).isEmpty();
        byte[] written = ActWriter.toBytes(read.value());
        assertThat(written).isEqualTo(original);
        assertThat(ActReader.read(written, "rewritten")).isEqualTo(read.value());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sprSamples")
    void sprWritesBackIdentically(Path file) throws IOException {
        byte[] original = Files.readAllBytes(file);
        ReadResult<SpriteSheet> read = SprReader.read(file);
        assertThat(read.warnings()).isEmpty();
        byte[] written = SprWriter.toBytes(read.value());
        assertThat(written).isEqualTo(original);
        assertThat(SprReader.read(written, "rewritten")).isEqualTo(read.value());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sprSamples")
    void theCanonicalEncoderReproducesEverySample(Path file) throws IOException {
        SpriteSheet sheet = SprReader.read(file).value();
        SpriteSheet reencoded = sheet.copy();
        reencoded.indexedImages().replaceAll(i -> new IndexedImage(i.width(), i.height(), i.pixels()));
        assertThat(reencoded.indexedImages()).noneMatch(IndexedImage::hasSourceRle);
        assertThat(SprWriter.toBytes(reencoded)).isEqualTo(Files.readAllBytes(file));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("actSamples")
    void everySampleConvertsToEveryVersionAndReadsBackAsConverted(Path file) throws IOException {
        ActDocument doc = ActReader.read(file).value();
        Path sprFile = file.resolveSibling(file.getFileName().toString().replaceFirst("\\.act$", ".spr"));
        SpriteSheet sheet = SprReader.read(sprFile).value();
        for (int target : ActVersion.KNOWN) {
            ActDocument converted = ActVersionChange.convert(doc, target, sheet);
            assertThat(ActReader.read(ActWriter.toBytes(converted), "converted")).isEqualTo(converted);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("actSamples")
    void storedLayerSizesMatchTheSheetInVersion205Samples(Path file) throws IOException {
        ActDocument doc = ActReader.read(file).value();
        if (!ActVersion.hasLayerSize(doc.version())) {
            return;
        }
        Path sprFile = file.resolveSibling(file.getFileName().toString().replaceFirst("\\.act$", ".spr"));
        assertThat(LayerSizes.countMismatches(doc, SprReader.read(sprFile).value())).isZero();
    }

    @Test
    void upgradingAnOfficial201WeaponEffectCreatesIntervals() throws IOException {
        Path file = Samples.folder("ro").resolve("wpn_novice_m_dagger_slash.act");
        ActDocument doc = ActReader.read(file).value();
        List<VersionEffect> effects = ActVersionChange.effects(doc, ActVersion.V2_5);
        assertThat(effects).extracting(VersionEffect::kind)
                .containsExactly(VersionEffect.Kind.INTERVALS_ADDED, VersionEffect.Kind.LAYER_SIZE_ADDED);
        assertThat(effects.get(0).count()).isEqualTo(doc.animations().size());
    }
}
