package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every real ACS sample through its source and back: ACS, exported as an ACD project, read as a project and
 * compiled with Microsoft's compression rule gives the same bytes, and the same character; saving the project
 * unchanged rewrites only the .acd, with the same text.
 */
class AcdSampleRoundTripTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.marionette.io.testing.Samples#acsArguments")
    void acsThroughItsAcdProjectGivesBackTheSameBytes(Path file) throws Exception {
        Samples.require(file);
        byte[] original = Files.readAllBytes(file);
        AgentCharacter c = AcsReader.read(original, file.getFileName().toString());
        Path acd = dir.resolve("character.acd");
        AcdSaver.export(c, acd);

        AcdReader.Result project = AcdReader.read(acd);
        assertThat(project.project().problems()).isEmpty();
        AgentCharacter back = project.character();
        assertThat(back).as("the character read from the project").isEqualTo(c);
        assertThat(PictureDifference.first(c, back)).isNull();

        byte[] compiled = AcsWriter.compressing(BlockEncoder.microsoft()).write(back);
        assertThat(firstDifference(original, compiled)).as("first differing byte of the compiled ACS").isEqualTo(-1);
        assertThat(compiled).hasSameSizeAs(original);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.marionette.io.testing.Samples#acsArguments")
    void savingTheUnchangedProjectRewritesOnlyTheSameText(Path file) throws Exception {
        Samples.require(file);
        AgentCharacter c = AcsReader.read(file);
        Path acd = dir.resolve("character.acd");
        AcdSaver.export(c, acd);
        byte[] text = Files.readAllBytes(acd);
        long bmpTime = Files.getLastModifiedTime(dir.resolve("Images/0000.bmp")).toMillis();

        AcdReader.Result project = AcdReader.read(acd);
        AcdSaver.Saved saved = AcdSaver.save(project.character(), project.project(), acd);
        assertThat(saved.written()).containsExactly(acd.toAbsolutePath().normalize());
        assertThat(Files.readAllBytes(acd)).isEqualTo(text);
        assertThat(Files.getLastModifiedTime(dir.resolve("Images/0000.bmp")).toMillis()).isEqualTo(bmpTime);
        assertThat(saved.notes()).isEmpty();
    }

    static int firstDifference(byte[] a, byte[] b) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : Math.min(a.length, b.length);
    }
}
