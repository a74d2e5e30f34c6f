package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every real ACS sample through ACF + ACA files on disk and back. */
class AcfAcaSampleTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.marionette.io.testing.Samples#acsArguments")
    void acsToAcfAcaToAcsPreservesTheCharacter(Path file, @TempDir Path dir) throws Exception {
        Samples.require(file);
        AgentCharacter original = AcsReader.read(file);
        String base = file.getFileName().toString().replaceAll("\\.[^.]*$", "");
        Path acf = dir.resolve(base + ".acf");
        AgentConversions.writeAcfAca(original, acf, LiteralEncoder.INSTANCE);
        AgentCharacter back = AgentConversions.readAcf(acf);
        try (var files = Files.list(dir)) {
            assertThat(files.count()).isEqualTo(original.animations().size() + 1L);
        }

        SameLook.assertSameCharacter(original, back);
        AgentCharacter normal = AgentConversions.normalizeForAcfAca(original);
        assertThat(back).as("what the trip yields").isEqualTo(normal);
        assertThat(AgentConversions.normalizeForAcfAca(back)).as("a second trip changes nothing").isEqualTo(back);
        System.out.printf("%s: %d images -> %d, %d sounds -> %d%n", file.getFileName(), original.images().size(),
                back.images().size(), original.sounds().size(), back.sounds().size());
    }
}
