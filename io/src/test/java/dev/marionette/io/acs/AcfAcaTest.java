package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ACF + ACA: file round trips, conversion from and to ACS, file sets on disk. */
class AcfAcaTest {

    private static AgentConversions.AcfAcaSet decode(Map<String, byte[]> files, String acfName) throws Exception {
        AcfFile acf = AcfCodec.read(files.get(acfName), acfName);
        Map<String, AcaFile> acas = new LinkedHashMap<>();
        for (AcfFile.AnimationEntry e : acf.animations()) {
            acas.put(e.acaFileName(), AcaCodec.read(files.get(e.acaFileName()), e.acaFileName(),
                    acf.info().frameWidth(), acf.info().frameHeight()));
        }
        return new AgentConversions.AcfAcaSet(acf, acas);
    }

    @Test
    void filesReadBackAndWriteIdentically() throws Exception {
        AgentConversions.AcfAcaSet set = AgentConversions.toAcfAca(AgentFixtures.character(), "fixture");
        Map<String, byte[]> files = AgentConversions.encode(set, "fixture.acf", LiteralEncoder.INSTANCE);
        assertThat(files.keySet()).containsExactly("fixture_Show.aca", "fixture_Idle.aca", "fixture_Wave_Hand.aca",
                "fixture.acf");
        Map<String, byte[]> again = AgentConversions.encode(decode(files, "fixture.acf"), "fixture.acf",
                LiteralEncoder.INSTANCE);
        for (String name : files.keySet()) {
            assertThat(again.get(name)).as(name).isEqualTo(files.get(name));
        }
        AcaFile show = set.animations().get("fixture_Show.aca");
        assertThat(show.frames()).hasSize(3);
        assertThat(show.frames().get(1).baseImage()).as("a mouth replaces the top image").isNotNull();
        assertThat(show.frames().get(0).baseImage()).isNull();
        assertThat(show.frames().get(2).imageIndex()).as("frame without images").isEqualTo(-1);
        assertThat(show.images()).as("frames 0 and 1 look the same").hasSize(1);
        assertThat(show.sounds()).hasSize(1);
        assertThat(set.acf().animations().get(0).checksum()).isEqualTo(show.checksum()).isNotZero();
    }

    @Test
    void uncompressedAcaReadsBack() throws Exception {
        AcaFile aca = AgentConversions.toAcfAca(AgentFixtures.character(), "f").animations().get("f_Show.aca");
        AcaFile raw = new AcaFile(2, 1, aca.checksum(), false, aca.sounds(), aca.images(), aca.transition(),
                aca.frames());
        byte[] bytes = AcaCodec.write(raw, null);
        AcaFile back = AcaCodec.read(bytes, "f_Show.aca", 48, 40);
        assertThat(back.compressed()).isFalse();
        assertThat(AcaCodec.write(back, null)).isEqualTo(bytes);
        assertThat(AcaCodec.body(back)).isEqualTo(AcaCodec.body(aca));
    }

    @Test
    void conversionKeepsEverythingButTheImageSplit() throws Exception {
        AgentCharacter fixture = AgentFixtures.character();
        Map<String, byte[]> files = AgentConversions.encode(AgentConversions.toAcfAca(fixture, "fixture"),
                "fixture.acf", LiteralEncoder.INSTANCE);
        AgentCharacter back = AgentConversions.toCharacter(decode(files, "fixture.acf"));
        SameLook.assertSameCharacter(fixture, back);
        assertThat(back).isEqualTo(AgentConversions.normalizeForAcfAca(fixture));
        assertThat(back).isNotEqualTo(fixture);
        AgentFrame talking = back.animations().get(0).frames().get(1);
        assertThat(talking.images()).as("top difference + base").hasSize(2);
        assertThat(talking.mouths()).extracting(AgentMouth::anchorX, AgentMouth::anchorY)
                .containsOnly(org.assertj.core.groups.Tuple.tuple(17, 8));
    }

    @Test
    void aCharacterInAcfAcaFormComesBackEqual(@TempDir Path dir) throws Exception {
        AgentCharacter normal = AgentConversions.normalizeForAcfAca(AgentFixtures.character());
        assertThat(AgentConversions.normalizeForAcfAca(normal)).isEqualTo(normal);

        byte[] acs = AcsWriter.compressing(LiteralEncoder.INSTANCE).write(normal);
        AgentCharacter fromAcs = AcsReader.read(acs, "normal.acs");
        Path acf = dir.resolve("normal.acf");
        AgentConversions.writeAcfAca(fromAcs, acf, LiteralEncoder.INSTANCE);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("normal.acf",
                    "normal_Show.aca", "normal_Idle.aca", "normal_Wave_Hand.aca");
        }
        AgentCharacter back = AgentConversions.readAcf(acf);
        assertThat(back).isEqualTo(normal);
        assertThat(AcsWriter.compressing(LiteralEncoder.INSTANCE).write(back)).isEqualTo(acs);
    }

    @Test
    void mismatchedMissingOrEscapingAcaFilesAreRefused(@TempDir Path dir) throws Exception {
        Path acf = dir.resolve("c.acf");
        AgentConversions.writeAcfAca(AgentFixtures.character(), acf, LiteralEncoder.INSTANCE);
        Path idle = dir.resolve("c_Idle.aca");
        byte[] good = Files.readAllBytes(idle);
        byte[] bad = good.clone();
        bad[4] ^= 1;
        Files.write(idle, bad);
        assertThatThrownBy(() -> AgentConversions.readAcf(acf)).isInstanceOf(FormatException.class)
                .hasMessageContaining("c_Idle.aca").hasMessageContaining("checksum");
        Files.delete(idle);
        assertThatThrownBy(() -> AgentConversions.readAcf(acf)).isInstanceOf(FormatException.class)
                .hasMessageContaining("c_Idle.aca is missing");

        AgentCharacter c = AgentFixtures.character();
        AgentConversions.AcfAcaSet set = AgentConversions.toAcfAca(c, "c");
        AcfFile.AnimationEntry e = set.acf().animations().get(0);
        List<AcfFile.AnimationEntry> entries = new java.util.ArrayList<>(set.acf().animations());
        entries.set(0, new AcfFile.AnimationEntry(e.name(), "../c_Show.aca", e.returnAnimation(), e.checksum()));
        Files.write(acf, AcfCodec.write(new AcfFile(set.acf().info(), entries), LiteralEncoder.INSTANCE));
        assertThatThrownBy(() -> AgentConversions.readAcf(acf)).isInstanceOf(FormatException.class)
                .hasMessageContaining("not a plain file name");
    }

    @Test
    void aFailedSaveLeavesTheOldFilesAlone(@TempDir Path dir) throws Exception {
        Path acf = dir.resolve("c.acf");
        AgentCharacter c = AgentFixtures.character();
        AgentConversions.writeAcfAca(c, acf, LiteralEncoder.INSTANCE);
        byte[] oldAcf = Files.readAllBytes(acf);
        byte[] oldShow = Files.readAllBytes(dir.resolve("c_Show.aca"));
        Path blocker = dir.resolve("c_Idle.aca");
        byte[] oldIdle = Files.readAllBytes(blocker);
        Files.delete(blocker);
        Files.createDirectories(blocker.resolve("in-the-way"));

        c.animations().get(0).frames().get(0).setDuration(99);
        assertThatThrownBy(() -> AgentConversions.writeAcfAca(c, acf, LiteralEncoder.INSTANCE))
                .hasMessageContaining("saving stopped at c_Idle.aca after replacing [c_Show.aca]");
        assertThat(Files.readAllBytes(acf)).as("the ACF is written last").isEqualTo(oldAcf);
        assertThat(Files.readAllBytes(dir.resolve("c_Show.aca"))).isNotEqualTo(oldShow);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).as("no temporary file is left")
                    .containsExactlyInAnyOrder("c.acf", "c_Show.aca", "c_Idle.aca", "c_Wave_Hand.aca");
        }
        Files.delete(blocker.resolve("in-the-way"));
        Files.delete(blocker);
        Files.write(blocker, oldIdle);
        assertThatThrownBy(() -> AgentConversions.readAcf(acf)).as("the old ACF refuses the new Show")
                .isInstanceOf(FormatException.class).hasMessageContaining("checksum");
    }

    @Test
    void acaLimitsAreReported() {
        AgentCharacter c = AgentFixtures.character();
        c.animations().get(2).frames().clear();
        assertThatThrownBy(() -> AgentConversions.toAcfAca(c, "c")).isInstanceOf(AgentWriteException.class)
                .hasMessageContaining("animation \"Wave Hand\" has no frames");
    }

    @Test
    void emptyImagesAndImagelessFramesConvert() throws Exception {
        AgentCharacter c = AgentFixtures.character();
        c.images().set(2, AgentImage.empty());
        c.animations().get(1).frames().get(2).images().set(0, new AgentFrameImage(4, 3, 3));
        AgentCharacter back = AgentConversions.normalizeForAcfAca(c);
        SameLook.assertSameCharacter(c, back);
        AgentFrame onlyEmpty = back.animations().get(1).frames().get(2);
        assertThat(onlyEmpty.images()).hasSize(1);
        assertThat(back.images().get(onlyEmpty.images().get(0).imageIndex()).isPresent()).isFalse();
        AgentMouth closed = back.animations().get(0).frames().get(1).mouths().get(0);
        assertThat(back.images().get(closed.imageIndex()).isPresent()).isFalse();
        assertThat(back.animations().get(0).frames().get(2).images()).isEmpty();
        assertThat(AgentConversions.normalizeForAcfAca(back)).isEqualTo(back);
    }
}
