package dev.marionette.io.convert;

import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.format.Conversions;
import dev.marionette.io.sims.SimsFormats;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.sims.CfpStream;
import dev.marionette.io.sims.SimsCharacterFiles;
import dev.marionette.io.sims.SkillCfp;
import dev.marionette.io.sims.TsoAnimReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TsoAnimation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TS1 skills to TSO .anim and back, through the registered conversions, on every sample skill that has its CFP.
 * The bound on the keyframes is 0: the CFP encoder writes a delta or repeat only when it decodes to the same float.
 */
class SimsConversionTest {

    /** The largest difference a keyframe may show after TS1 -> TSO -> TS1. */
    static final double KEYFRAME_BOUND = 0;

    @TempDir
    Path dir;

    private final Conversions conversions = Conversions.standard();

    private ConversionResult convert(Path input, Path output, String skill) throws IOException {
        byte[] data = Files.readAllBytes(input);
        FileFormat format = FormatRegistry.installed().detect(data, input.toString()).format();
        Conversion conversion = conversions.forOutput(format, output).orElseThrow();
        return conversion.convert(new ConversionInput(input, data, ReadOptions.STRICT, skill), output);
    }

    record Loaded(SimsSkill skill, SkillKeyframes keyframes) {
    }

    private static Loaded load(Path file, int index) throws IOException {
        SimsCharacterData data = SimsCharacterFiles.read(file, ReadOptions.STRICT).value().data();
        SimsSkill skill = data.skills().get(index);
        Path cfp = file.resolveSibling(skill.cfpName() + ".cfp");
        CfpStream stream = SkillCfp.read(skill, cfp, ReadOptions.STRICT).value();
        return new Loaded(skill, SkillCfp.keyframes(skill, stream));
    }

    @Test
    void everySampleSkillSurvivesTs1ToTsoToTs1() throws Exception {
        String[] skillFiles = {"ts1_cmx/adult-idle1.cmx", "ts1_cmx/adult-walking-frantic-loop.cmx",
            "ts1_bcf/a2a-apologizer.cmx.bcf"};
        for (String skillFile : skillFiles) {
            Path input = Samples.file("sims/" + skillFile);
            Loaded original = load(input, 0);
            Path anim = dir.resolve(original.skill().name() + ".anim");
            ConversionResult toTso = convert(input, anim, "0");
            assertThat(toTso.written()).containsExactly(anim.toAbsolutePath());

            TsoAnimation tso = TsoAnimReader.read(anim, ReadOptions.STRICT).value();
            assertThat(tso.keyframes()).as("TSO keyframes " + skillFile).isEqualTo(original.keyframes());

            Path back = dir.resolve("back-" + original.skill().name() + ".cmx");
            ConversionResult toTs1 = convert(anim, back, null);
            assertThat(toTs1.notes()).isEmpty();
            assertThat(toTs1.written()).hasSize(2);
            Loaded result = load(back, 0);
            assertThat(result.keyframes().maxDifference(original.keyframes())).as(skillFile)
                    .isLessThanOrEqualTo(KEYFRAME_BOUND);
            assertThat(result.keyframes()).isEqualTo(original.keyframes());
            // The exact encoder finds the deltas and repeats the original used: the CFP comes back byte for byte.
            assertThat(Files.readAllBytes(dir.resolve(result.skill().cfpName() + ".cfp")))
                    .isEqualTo(Files.readAllBytes(input.resolveSibling(original.skill().cfpName() + ".cfp")));
            SimsSkill a = original.skill();
            SimsSkill b = result.skill();
            assertThat(b.cfpName()).isEqualToIgnoringCase(a.cfpName());
            assertThat(b).usingRecursiveComparison().ignoringFields("cfpName").isEqualTo(a);
            List<String> events = a.motions().stream().flatMap(m -> m.events().stream()).map(Object::toString)
                    .toList();
            assertThat(b.motions().stream().flatMap(m -> m.events().stream()).map(Object::toString).toList())
                    .isEqualTo(events);
        }
    }

    @Test
    void bothTsoSamplesComeBackByteForByteThroughTs1() throws Exception {
        for (String name : List.of("a2o-idle1", "a2o-walking-frantic-loop")) {
            Path anim = Samples.file("sims/tso/" + name + ".anim");
            Path cmx = dir.resolve(name + ".cmx");
            convert(anim, cmx, null);
            assertThat(dir.resolve("xskill-" + name + ".cfp")).exists();
            Path again = dir.resolve(name + ".anim");
            ConversionResult result = convert(cmx, again, null);
            assertThat(result.notes()).isEmpty();
            assertThat(Files.readAllBytes(again)).as(name).isEqualTo(Files.readAllBytes(anim));
        }
    }

    @Test
    void aTsoAnimCanBecomeABinarySkillFileToo() throws Exception {
        Path bcf = dir.resolve("idle.cmx.bcf");
        convert(Samples.file("sims/tso/a2o-idle1.anim"), bcf, null);
        assertThat(FormatRegistry.installed().detect(bcf).format()).isEqualTo(SimsFormats.BCF);
        Loaded loaded = load(bcf, 0);
        assertThat(loaded.skill().name()).isEqualTo("a2o-idle1");
        assertThat(loaded.keyframes().translationCount()).isEqualTo(120);
    }

    @Test
    void aFileOfSeveralSkillsNeedsAChoiceAndSaysWhichCfpIsMissing() throws Exception {
        Path bcf = Samples.file("sims/ts1_bcf/a2a-apologizer.cmx.bcf");
        assertThatThrownBy(() -> convert(bcf, dir.resolve("x.anim"), null)).isInstanceOf(ConversionException.class)
                .hasMessageContaining("holds 6 skills; choose one with --skill N|NAME: 0 a2a-apologizer,"
                        + " 1 a2a-apologizer-accepted");
        assertThatThrownBy(() -> convert(bcf, dir.resolve("x.anim"), "A2A-APOLOGIZER-ACCEPTED"))
                .isInstanceOf(ConversionException.class)
                .hasMessageEndingWith("skill 1 (a2a-apologizer-accepted) has its keyframes in"
                        + " xskill-a2a-apologizer-accepted.cfp, which is not beside the file");
        assertThatThrownBy(() -> convert(bcf, dir.resolve("x.anim"), "9")).isInstanceOf(ConversionException.class)
                .hasMessageContaining("no skill \"9\"");
        assertThat(dir.resolve("x.anim")).doesNotExist();
        ConversionResult chosen = convert(bcf, dir.resolve("a2a-apologizer.anim"), "a2a-apologizer");
        assertThat(chosen.notes()).containsExactly("only skill 0 (a2a-apologizer) is converted: a .anim holds one"
                + " skill; the file's 5 other skills are not in it");
    }

    @Test
    void theCfpIsFoundWhateverTheCaseOfItsName() throws Exception {
        Path copy = dir.resolve("adult-idle1.cmx");
        Files.copy(Samples.file("sims/ts1_cmx/adult-idle1.cmx"), copy);
        Files.copy(Samples.file("sims/ts1_cmx/xskill-A2O-idle1.cfp"), dir.resolve("XSKILL-a2o-IDLE1.CFP"));
        ConversionResult result = convert(copy, dir.resolve("other-name.anim"), null);
        assertThat(result.notes()).containsExactly(
                "the game finds an animation by its file name: name this one a2o-idle1.anim");
    }

    @Test
    void textAndBinarySkillFilesConvertIntoEachOther() throws Exception {
        Path bcf = dir.resolve("walk.cmx.bcf");
        convert(Samples.file("sims/ts1_cmx/adult-walking-frantic-loop.cmx"), bcf, null);
        Path cmx = dir.resolve("walk.cmx");
        convert(bcf, cmx, null);
        assertThat(Files.readAllBytes(cmx)).as("the game's spelling and CRLF come back")
                .isEqualTo(Files.readAllBytes(Samples.file("sims/ts1_cmx/adult-walking-frantic-loop.cmx")));
        SimsMotion root = SimsCharacterFiles.read(bcf, ReadOptions.STRICT).value().data().skills().get(0)
                .motions().get(0);
        assertThat(root.events()).hasSize(7);
    }
}
