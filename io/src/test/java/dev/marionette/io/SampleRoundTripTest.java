package dev.marionette.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every real ACT and SPR sample reads strictly, without warnings, and writes back byte for byte. */
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
}
