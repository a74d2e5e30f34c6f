package dev.marionette.io.gk3;

import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.ragnarok.RagnarokFormats;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3Block;
import dev.marionette.model.gk3.Gk3DeltaVertices;
import dev.marionette.model.gk3.Gk3MeshPose;
import dev.marionette.model.gk3.Gk3Poses;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class Gk3ActTest {

    private static Gk3Act read(byte[] data) throws FormatException {
        return Gk3ActReader.read(data, "x.act", ReadOptions.STRICT).value();
    }

    private static Path synthetic() {
        return Samples.folder("gk3").resolve("SYNTH_TEST.ACT");
    }

    @Test
    void theSyntheticSampleDecodesAsExpectedAndWritesBackByteForByte() throws Exception {
        Path folder = Samples.folder("gk3");
        byte[] data = Files.readAllBytes(synthetic());
        Gk3Act act = read(data);
        assertThat(Gk3ActWriter.toBytes(act)).isEqualTo(data);
        List<String> expected = Files.readAllLines(folder.resolve("EXPECTED-decode.txt"), StandardCharsets.UTF_8);
        String header = expected.stream().filter(l -> l.contains("header")).findFirst().orElseThrow();
        assertThat(header).contains("'version': " + act.version(), "'frames': " + act.frames().size(),
                "'meshes': " + act.meshCount(), "'dataSize': " + act.dataSize(), "'model': '" + act.modelName() + "'",
                "'tail': ''");
        assertThat(act.trailer()).isEmpty();
        Gk3Poses poses = Gk3Poses.decode(act);
        Pattern line = Pattern.compile("\\s*\\((\\d+), (\\d+), '(\\w+)', (.*)\\)");
        int compared = 0;
        for (String text : expected) {
            Matcher m = line.matcher(text);
            if (!m.matches()) {
                continue;
            }
            Gk3MeshPose pose = poses.pose(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
            String rest = m.group(4);
            float[] actual = switch (m.group(3)) {
                case "verts" -> pose.submeshVertices().get(Integer.parseInt(rest.substring(0, rest.indexOf(','))));
                case "xform" -> pose.transform().matrix();
                case "aabb" -> pose.boundingBox().box();
                default -> throw new AssertionError(text);
            };
            if (m.group(3).equals("verts")) {
                rest = rest.substring(rest.indexOf('['));
            }
            assertThat(actual).as(text).hasSize(numbers(rest).size());
            for (int i = 0; i < actual.length; i++) {
                assertThat((double) actual[i]).as(text + " value " + i).isCloseTo(numbers(rest).get(i), within(1e-6));
            }
            compared++;
        }
        assertThat(compared).isEqualTo(4);
    }

    @Test
    void fixturesWithEveryBlockTypeEveryCodeAndTheTrailerRoundTrip() throws Exception {
        for (boolean trailer : new boolean[] {false, true}) {
            Gk3Act act = Gk3Fixtures.rich(trailer);
            byte[] bytes = Gk3ActWriter.toBytes(act);
            Gk3Act back = read(bytes);
            assertThat(back).isEqualTo(act);
            assertThat(Gk3ActWriter.toBytes(back)).isEqualTo(bytes);
            assertThat(back.trailer()).hasSize(trailer ? 5 : 0);
            assertThat(back.modelName()).isEqualTo("FIXTURE.MOD");
            List<Integer> types = back.frames().stream().flatMap(f -> f.meshes().stream())
                    .flatMap(e -> e.blocks().stream()).map(Gk3Block::type).distinct().sorted().toList();
            assertThat(types).containsExactly(0, 1, 2, 3);
            Gk3DeltaVertices delta = (Gk3DeltaVertices) back.frames().get(1).meshes().get(0).blocks().get(0);
            assertThat(List.of(delta.code(0), delta.code(1), delta.code(2), delta.code(3), delta.code(4),
                    delta.code(5))).containsExactly(0, 1, 2, 3, 1, 2);
        }
    }

    @Test
    void deltasAddToThePreviousPoseAndFramesWithoutBlocksHoldIt() throws Exception {
        Gk3Poses poses = Gk3Poses.decode(Gk3Fixtures.rich(true));
        Gk3MeshPose first = poses.pose(0, 0);
        assertThat(first.submeshVertices().get(1)).containsExactly(5, 5, 5);
        assertThat(first.transform().matrix()).containsExactly(Gk3Fixtures.TRANSFORM);
        float[] moved = poses.pose(1, 0).submeshVertices().get(0);
        assertThat(moved).containsExactly(
                0, 0, 0, // code 0: unchanged
                1 + 0.25f, -0.5f, 0, // code 1: 0x08 = +8/32, 0x90 = -16/32
                1.5f, 1 - 2.25f, 0.125f, // code 2: 0x0180 = +384/256, 0x8240 = -576/256, 0x20 = 32/256
                0 + 0.1f, 0 + 0.2f, 1 - 0.3f, // code 3: floats
                1 + 127 / 32f, 1 - 127 / 32f, 1 + 1 / 32f, // code 1 extremes
                2 + 32767 / 256f, 2 - 1 / 256f, 2 + 1f); // code 2 extremes
        assertThat(poses.pose(1, 0).transform()).as("held").isEqualTo(first.transform());
        assertThat(poses.pose(1, 0).submeshVertices().get(1)).as("held").containsExactly(5, 5, 5);
        assertThat(poses.pose(2, 0).submeshVertices().get(0)).as("frame 2 holds frame 1").containsExactly(moved);
        Gk3MeshPose other = poses.pose(2, 1);
        assertThat(other.submeshVertices().get(3)).containsExactly(1, -1, 0);
        assertThat(other.relativeToModel()).as("deltas with no absolute block start from the .MOD").contains(3);
        assertThat(poses.pose(0, 1).boundingBox()).isNull();
        assertThat(other.boundingBox().box()).containsExactly(0, 0, 0, 1, 1, 1);
    }

    @Test
    void theDetectorNeverConfusesTheTwoActFormats() throws Exception {
        byte[] gk3 = Files.readAllBytes(synthetic());
        assertThat(FormatRegistry.installed().detect(gk3, "SYNTH_TEST.ACT").format()).isEqualTo(Gk3Formats.ACT);
        assertThatThrownBy(() -> ActReader.read(gk3, "SYNTH_TEST.ACT")).hasMessageContaining("Gabriel Knight 3");
        List<Path> ragnarok = Samples.withExtension("ro", "act");
        assertThat(ragnarok).hasSizeGreaterThan(20);
        for (Path file : ragnarok) {
            byte[] data = Files.readAllBytes(file);
            assertThat(FormatRegistry.installed().detect(data, file.toString()).format()).as(file.toString())
                    .isEqualTo(RagnarokFormats.ACT);
            assertThatThrownBy(() -> read(data)).as(file.toString())
                    .hasMessageContaining("a Ragnarok Online ACT, a different format");
        }
        byte[] fixture = Gk3ActWriter.toBytes(Gk3Fixtures.rich(true));
        assertThat(FormatRegistry.installed().detect(fixture, "x.act").format()).isEqualTo(Gk3Formats.ACT);
    }

    @Test
    void aBlockWhoseSizeDisagreesWithItsTypeIsAnError() throws Exception {
        byte[] data = Files.readAllBytes(synthetic());
        data[0x88] = 0x2C; // the transform block says 44 bytes instead of 48
        assertThatThrownBy(() -> read(data)).isInstanceOf(FormatException.class)
                .hasMessageContaining("frame 0 mesh 0 block 1 (mesh transform) values");
    }

    @Test
    void trailingBytesOtherThanTheTrailerAreAnErrorWhenStrict() throws Exception {
        byte[] data = Gk3ActWriter.toBytes(Gk3Fixtures.rich(false));
        byte[] longer = java.util.Arrays.copyOf(data, data.length + 3);
        assertThatThrownBy(() -> read(longer)).hasMessageContaining("3 more bytes");
        assertThat(Gk3ActReader.read(longer, "x.act", ReadOptions.LENIENT).warnings()).hasSize(1);
    }

    private static List<Double> numbers(String text) {
        List<Double> values = new ArrayList<>();
        Matcher m = Pattern.compile("-?\\d+\\.\\d+(e-?\\d+)?").matcher(text);
        while (m.find()) {
            values.add(Double.parseDouble(m.group()));
        }
        return values;
    }
}
