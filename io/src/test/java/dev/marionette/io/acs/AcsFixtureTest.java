package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A character built in code: write, read, compare, write again. */
class AcsFixtureTest {

    @Test
    void writeReadEqualWriteIdentical() throws Exception {
        AgentCharacter fixture = AgentFixtures.character();
        for (AcsWriter writer : new AcsWriter[] {AcsWriter.compressing(LiteralEncoder.INSTANCE),
            AcsWriter.uncompressed()}) {
            byte[] first = writer.write(fixture);
            AgentCharacter read = AcsReader.read(first, "fixture.acs");
            assertThat(read).isEqualTo(fixture);
            assertThat(read.animations().get(2).blockName()).isEqualTo("WAVEHAND");
            assertThat(read.localizedInfo().get(1).extraData()).isEqualTo("\ud800 lone surrogate");
            byte[] second = writer.write(read);
            assertThat(second).isEqualTo(first);
            assertThat(AcsWriter.uncompressed().write(read)).as("stored images are copied, not re-encoded")
                    .isEqualTo(first);
        }
    }

    @Test
    void aChangedFieldMakesTheCharactersDiffer() throws Exception {
        AgentCharacter fixture = AgentFixtures.character();
        AgentCharacter read = AcsReader.read(AcsWriter.uncompressed().write(fixture), "fixture.acs");
        AgentCharacter changed = read.copy();
        assertThat(changed).isEqualTo(fixture);
        changed.animations().get(1).frames().get(0).branches().set(0, new AgentBranch(1, 41));
        assertThat(changed).isNotEqualTo(fixture);

        changed = read.copy();
        byte[] px = changed.images().get(1).pixels();
        px[3] ^= 1;
        changed.images().get(1).setPixels(13, 7, px);
        assertThat(changed).isNotEqualTo(read);
        assertThat(changed.images().get(1).stored()).isNull();

        changed = read.copy();
        AgentMouth m = changed.animations().get(0).frames().get(1).mouths().get(0);
        changed.animations().get(0).frames().get(1).mouths().set(0, m.withAnchor(m.anchorX(), m.anchorY() + 1));
        assertThat(changed).isNotEqualTo(read);
    }

    @Test
    void modifiedImagesAreEncodedAndRegionsGenerated() throws Exception {
        AgentCharacter read = AcsReader.read(AcsWriter.uncompressed().write(AgentFixtures.character()), "f.acs");
        AgentImage image = read.images().get(0);
        image.setChecksum(0x1234);
        byte[] px = image.pixels();
        px[0] = 7;
        image.setPixels(image.width(), image.height(), px);
        assertThat(image.checksum()).isZero();
        byte[] out = AcsWriter.compressing(LiteralEncoder.INSTANCE).write(read);
        AcsChecker.Report report = AcsChecker.check(out, "edited.acs");
        assertThat(report.warnings()).isEmpty();
        AgentImage back = report.character().images().get(0);
        assertThat(back.pixels()).isEqualTo(px);
        assertThat(back.stored().decodeRegion()).isEqualTo(back.generatedRegion(AgentFixtures.TRANSPARENT));
        assertThat(back.stored().bytes()[5]).as("compressed flag").isEqualTo((byte) 1);
    }

    @Test
    void imagesDecodeIntoAReusedArrayAsIntoTheirOwn() throws Exception {
        for (AcsWriter writer : new AcsWriter[] {AcsWriter.compressing(LiteralEncoder.INSTANCE),
            AcsWriter.uncompressed()}) {
            AgentCharacter read = AcsReader.read(writer.write(AgentFixtures.character()), "f.acs");
            byte[] reuse = new byte[1 << 16];
            java.util.Arrays.fill(reuse, (byte) 0x5A);
            for (AgentImage image : read.images()) {
                if (!image.stored().present()) {
                    continue;
                }
                byte[] own = image.stored().decodePixels();
                byte[] into = image.stored().decodePixels(reuse);
                assertThat(into).as("decoded into the array handed over").isSameAs(reuse);
                assertThat(java.util.Arrays.copyOf(into, own.length)).isEqualTo(own);
                byte[] small = new byte[Math.max(0, own.length - 1)];
                byte[] grown = image.stored().decodePixels(small);
                assertThat(grown).as("an array too small is left alone").isNotSameAs(small).isEqualTo(own);
            }
        }
    }

    @Test
    void aStoredImageHoldsItsBlockOfTheFileAndNothingAround() throws Exception {
        byte[] file = AcsWriter.uncompressed().write(AgentFixtures.character());
        AgentCharacter read = AcsReader.read(file, "f.acs");
        AgentImage image = read.images().get(1);
        int at = (int) image.stored().fileOffset();
        assertThat(image.stored().bytes()).as("the block as stored")
                .isEqualTo(java.util.Arrays.copyOfRange(file, at, at + image.stored().length()));
        assertThat(AcsWriter.uncompressed().write(read)).as("written back unchanged").isEqualTo(file);
    }

    @Test
    void changingTheTransparentIndexRegeneratesStoredRegions() throws Exception {
        AgentCharacter read = AcsReader.read(AcsWriter.compressing(LiteralEncoder.INSTANCE)
                .write(AgentFixtures.character()), "f.acs");
        int newIndex = read.images().get(0).pixel(5, 12);
        assertThat(newIndex).isNotEqualTo(AgentFixtures.TRANSPARENT);
        read.setTransparentIndex(newIndex);
        byte[] out = AcsWriter.compressing(LiteralEncoder.INSTANCE).write(read);
        AcsChecker.Report report = AcsChecker.check(out, "recoloured.acs");
        assertThat(report.warnings()).isEmpty();
        AgentImage body = report.character().images().get(0);
        assertThat(body.stored().decodeRegion()).isEqualTo(body.generatedRegion(newIndex))
                .isNotEqualTo(body.generatedRegion(AgentFixtures.TRANSPARENT));
        assertThat(report.character().images().get(0).pixels()).isEqualTo(read.images().get(0).pixels());
    }

    @Test
    void imagesDecodeOnlyWhenAsked() throws Exception {
        AgentCharacter read = AcsReader.read(AcsWriter.compressing(LiteralEncoder.INSTANCE)
                .write(AgentFixtures.character()), "f.acs");
        assertThat(read.images()).allSatisfy(i -> assertThat(i.isDecoded()).isFalse());
        AgentCharacter copy = read.copy();
        assertThat(copy.images()).allSatisfy(i -> assertThat(i.isDecoded()).isFalse());
        assertThat(read.images().get(1).pixel(0, 0)).isEqualTo(AgentFixtures.TRANSPARENT);
        assertThat(read.images().get(1).isDecoded()).isTrue();
        assertThat(read.images().get(0).isDecoded()).isFalse();
    }

    @Test
    void corruptPixelsOpenButFailTheCheck() throws Exception {
        byte[] file = AcsWriter.compressing(LiteralEncoder.INSTANCE).write(AgentFixtures.character());
        AgentCharacter c = AcsReader.read(file, "f.acs");
        int at = (int) c.images().get(0).stored().fileOffset() + 10;
        file[at] = 5;
        AgentCharacter opened = AcsReader.read(file, "f.acs");
        assertThatThrownBy(() -> AcsChecker.check(file, "f.acs")).isInstanceOf(FormatException.class)
                .hasMessageContaining("f.acs image 0 pixels").hasMessageContaining("offset " + at);
        assertThatThrownBy(() -> opened.images().get(0).pixels()).hasCauseInstanceOf(FormatException.class);
    }

    @Test
    void formatLimitsAreReportedBeforeWriting() {
        AgentCharacter c = AgentFixtures.character();
        c.animations().get(0).frames().get(0).images().add(new AgentFrameImage(99, 0, 0));
        c.animations().get(1).frames().get(0).branches().add(new AgentBranch(0, 30));
        c.animations().get(1).frames().get(1).setExitFrame(7);
        c.animations().get(2).frames().get(0).setSoundIndex(3);
        for (int i = 0; i < 256; i++) {
            c.animations().get(2).frames().get(0).branches().add(new AgentBranch(0, 0));
        }
        c.setVoice(null);
        c.setBalloonRoundRect(false);
        c.animations().get(2).setName("show");
        assertThatThrownBy(() -> AcsWriter.uncompressed().write(c)).isInstanceOfSatisfying(AgentWriteException.class,
                e -> assertThat(e.problems()).containsExactlyInAnyOrder(
                        "the style says text-to-speech (0x20) but there is no voice information",
                        "there is balloon information but the style lacks the balloon bit (0x200), so it would be lost",
                        "two animations are named \"show\" (names are compared ignoring case)",
                        "animation \"Show\" frame 0 uses image 99 of 6",
                        "animation \"Idle\" frame 0 has branch probabilities adding up to 130% (at most 100)",
                        "animation \"Idle\" frame 1 exits to frame 7 of 3",
                        "animation \"show\" frame 0 uses sound 3 of 1",
                        "256 branches in animation \"show\" frame 0 (at most 255)"));
    }

    @Test
    void aFaultyEncoderIsCaughtBeforeWriting() {
        AgentCharacter c = AgentFixtures.character();
        assertThatThrownBy(() -> AcsWriter.compressing(raw -> new byte[] {0, 1, 2, 3, 4, 5, 6, 7}).write(c))
                .isInstanceOf(AgentWriteException.class).hasMessageContaining("invalid block");
        assertThatThrownBy(() -> AcsWriter.compressing(raw -> LiteralEncoder.INSTANCE.encode(new byte[raw.length]))
                .write(c)).isInstanceOf(AgentWriteException.class).hasMessageContaining("does not decode");
    }

    @Test
    void savesThroughATemporaryFile(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("fixture.acs");
        AcsWriter.uncompressed().write(AgentFixtures.character(), target);
        assertThat(AcsReader.read(target)).isEqualTo(AgentFixtures.character());
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void describesTheCharacter() throws Exception {
        byte[] file = AcsWriter.uncompressed().write(AgentFixtures.character());
        assertThat(AcsSummary.describe(AcsReader.read(file, "f.acs"))).containsExactly(
                "Microsoft Agent character, ACS 2.1: \"Fixture\" {12345678-9ABC-DEF0-1122-334455667788}",
                "frame 48x40, transparent index 253, 256 palette colours",
                "3 animations, 7 frames, 6 images, 1 sounds, 2 states, 2 locales",
                "style 0x110224: text-to-speech voice, round-rect balloon, balloon sizes to text, "
                        + "standard animation set, other bits 0x4",
                "voice: engine {CA141FD0-AC7F-11D1-97A3-0060082730FF}, speed 157, pitch 64, language 0x0409, Business",
                "balloon: 2 lines of 28 characters, font \"MS Sans Serif\" height -13 weight 400",
                "tray icon");
        assertThat(AcsSummary.roundTrip(file, "f.acs").identical()).isTrue();
    }
}
