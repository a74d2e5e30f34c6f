package dev.marionette.io.sims;

import dev.marionette.io.format.FormatRegistry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.format.FormatHandlers;
import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole-file tools on the Sims and GK3 samples: info, check, roundtrip through the registered handlers. */
class SimsHandlersTest {

    @TempDir
    Path dir;

    private static FormatHandler handler(byte[] data, Path file) throws Exception {
        FileFormat format = FormatRegistry.installed().detect(data, file.toString()).format();
        return FormatHandlers.standard().find(format).orElseThrow();
    }

    @Test
    void everySimsAndGk3SampleChecksAndRewritesByteForByte() throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Stream.concat(Files.walk(Samples.folder("sims")), Files.walk(Samples.folder("gk3")))) {
            files = walk.filter(Files::isRegularFile).filter(f -> f.toString().matches("(?i).*\\.(cmx|bcf|cfp|anim|act)"))
                    .sorted().toList();
        }
        assertThat(files).hasSize(10);
        for (Path file : files) {
            byte[] data = Files.readAllBytes(file);
            FormatHandler handler = handler(data, file);
            assertThat(handler.rewrite(data, file.toString(), ReadOptions.STRICT)).as(file.toString()).isEqualTo(data);
            handler.check(data, file.toString(), ReadOptions.STRICT);
            assertThat(handler.describe(data, file.toString(), ReadOptions.STRICT)).containsKey("format");
        }
    }

    @Test
    void infoOfTheBinarySampleListsItsSkillsAndWhichCfpsAreMissing() throws Exception {
        Path bcf = Samples.folder("sims").resolve("ts1_bcf/a2a-apologizer.cmx.bcf");
        byte[] data = Files.readAllBytes(bcf);
        Map<String, String> facts = handler(data, bcf).describe(data, bcf.toString(), ReadOptions.STRICT);
        assertThat(facts).containsEntry("skills", "6")
                .containsEntry("skill 0", "a2a-apologizer: 3833 ms, distance 0, not moving, 116 frames (30.3 fps),"
                        + " 29 motions, 1 events; CFP xskill-a2a-apologizer.cfp found (14152 values)")
                .containsEntry("skill 1", "a2a-apologizer-accepted: 2866 ms, distance 0, not moving, 86 frames"
                        + " (30.0 fps), 29 motions, 0 events; CFP xskill-a2a-apologizer-accepted.cfp missing (not"
                        + " beside the file)")
                .containsEntry("skeleton for the skills", "none found (adult-skeleton.cmx is not beside the file;"
                        + " choose a skeleton with --skeleton FILE)");
        assertThat(facts.values().stream().filter(v -> v.contains("missing"))).hasSize(5);
        Path skeleton = Samples.folder("sims").resolve("ts1_cmx/adult-skeleton.cmx");
        ReadOptions chosen = ReadOptions.STRICT.withCompanions(new Companions(skeleton));
        assertThat(handler(data, bcf).describe(data, bcf.toString(), chosen).get("skeleton for the skills"))
                .isEqualTo("adult (29 bones), chosen: " + skeleton + "; it has every motion's bone");
    }

    @Test
    void checkWarnsOfMissingCfpsAndBonesTheSkeletonLacks() throws Exception {
        Path bcf = Samples.folder("sims").resolve("ts1_bcf/a2a-apologizer.cmx.bcf");
        byte[] data = Files.readAllBytes(bcf);
        List<ReadWarning> warnings = handler(data, bcf).check(data, bcf.toString(), ReadOptions.STRICT);
        assertThat(warnings).hasSize(5).allSatisfy(w -> assertThat(w.message()).contains("is not beside the file"));
        assertThat(warnings.get(0).offset()).as("where skill 1 starts").isEqualTo(1224);

        // A skeleton without the HEAD bone: every skill's HEAD motion is named.
        Path skeletonFile = Samples.folder("sims").resolve("ts1_cmx/adult-skeleton.cmx");
        var skeletonData = SimsCharacterFiles.read(skeletonFile, ReadOptions.STRICT).value();
        var adult = skeletonData.data().skeletons().get(0);
        var headless = new dev.marionette.model.sims.SimsSkeleton("headless",
                adult.bones().stream().filter(b -> !b.name().equals("HEAD")).toList());
        Path headlessFile = dir.resolve("headless.cmx");
        Files.write(headlessFile, CmxWriter.toBytes(new dev.marionette.model.sims.SimsCharacterData(
                List.of(headless), List.of(), List.of()), CmxLayout.standard()));
        List<ReadWarning> withSkeleton = handler(data, bcf).check(data, bcf.toString(),
                ReadOptions.STRICT.withCompanions(new Companions(headlessFile)));
        assertThat(withSkeleton).filteredOn(w -> w.message().contains("skeleton headless has no such bone"))
                .hasSize(6).allSatisfy(w -> assertThat(w.message()).startsWith("motion HEAD"));
    }

    @Test
    void aDamagedCfpFailsTheCheckOfItsSkillFileNamingTheCfp() throws Exception {
        Path folder = Samples.folder("sims").resolve("ts1_cmx");
        Files.copy(folder.resolve("adult-idle1.cmx"), dir.resolve("adult-idle1.cmx"));
        byte[] cfp = Files.readAllBytes(folder.resolve("xskill-A2O-idle1.cfp"));
        Files.write(dir.resolve("xskill-a2o-idle1.cfp"), java.util.Arrays.copyOf(cfp, cfp.length - 40));
        Path cmx = dir.resolve("adult-idle1.cmx");
        byte[] data = Files.readAllBytes(cmx);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> handler(data, cmx).check(data, cmx.toString(),
                ReadOptions.STRICT)).hasMessageContaining("xskill-a2o-idle1.cfp: at offset 3401")
                .hasMessageContaining("(rotation ");
        assertThat(handler(data, cmx).describe(data, cmx.toString(), ReadOptions.STRICT).get("skill 0"))
                .contains("CFP xskill-a2o-idle1.cfp found but unreadable");
    }
}
