package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every compressed block of every real character, decoded and encoded again. */
class AcsRecompressorTest {

    static List<Path> characters() {
        return Samples.withExtension("acs", "acs");
    }

    @ParameterizedTest
    @MethodSource("characters")
    void microsoftModeRebuildsTheFileByteForByte(Path file) throws Exception {
        byte[] data = Files.readAllBytes(file);
        AcsRecompressor.Result result = AcsRecompressor.recompress(data, file.toString(), CompressionMode.MICROSOFT);
        assertThat(result.stats().blocks()).isPositive();
        assertThat(result.stats().after()).isEqualTo(result.stats().before());
        assertThat(result.file()).isEqualTo(data);
    }

    @ParameterizedTest
    @MethodSource("characters")
    void smallestModeKeepsTheCharacterAndNeverGrows(Path file) throws Exception {
        byte[] data = Files.readAllBytes(file);
        AcsRecompressor.Result result = AcsRecompressor.recompress(data, file.toString(), CompressionMode.SMALLEST);
        assertThat(result.stats().after()).isLessThan(result.stats().before());
        assertThat(result.file().length).isEqualTo(data.length - (result.stats().before() - result.stats().after()));
        AgentCharacter before = AcsReader.read(data, "original");
        AgentCharacter after = AcsReader.read(result.file(), "recompressed");
        assertThat(after).isEqualTo(before);
        AcsChecker.check(result.file(), "recompressed");
    }
}
