package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.model.acs.AgentCharacter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fixture character, which has everything the format allows and real files rarely do (an empty image, a
 * mouth region and unknown byte, style bits without a name, a block name that is not the upper-cased name,
 * images numbered out of first-use order, a lone surrogate in a Japanese string, a line break in a
 * description, -1 and -2 exit frames), goes through an ACD project and compiles back to the same bytes.
 */
class AcdFixtureRoundTripTest {

    @TempDir
    Path dir;

    @Test
    void everythingTheFormatAllowsSurvivesTheSource() throws Exception {
        byte[] acs = AcsWriter.compressing(BlockEncoder.microsoft()).write(AgentFixtures.character());
        AgentCharacter c = AcsReader.read(acs, "fixture.acs");
        Path acd = dir.resolve("fixture.acd");
        AcdSaver.export(c, acd);
        String text = new String(Files.readAllBytes(acd), StandardCharsets.ISO_8859_1);
        assertThat(text).contains("//@ StyleExtraBits = 0x00000004", "//@ BlockName = \"WAVEHAND\"",
                "//@ ExitFrame = -1", "//@ EmptyImage = \"Images\\0004.bmp\"", "//@ Unknown = 7", "//@ Region = ",
                "//@ ReplaceTopImage = 1", "//@ Description = \"A test character\\r\\nwith two lines\"",
                "\\uD800 lone surrogate", "//@ TTSSpeed = 157");

        AcdReader.Result r = AcdReader.read(acd);
        assertThat(r.project().problems()).isEmpty();
        assertThat(r.character()).isEqualTo(c);
        byte[] back = AcsWriter.compressing(BlockEncoder.microsoft()).write(r.character());
        assertThat(back).isEqualTo(acs);

        AcdSaver.Saved again = AcdSaver.save(r.character(), r.project(), acd);
        assertThat(again.written()).containsExactly(acd.toAbsolutePath().normalize());
        assertThat(new String(Files.readAllBytes(acd), StandardCharsets.ISO_8859_1)).isEqualTo(text);
    }

    @Test
    void aCharacterMadeFromScratchGetsAPlainSource() throws Exception {
        AgentCharacter c = new AgentCharacter();
        c.setGuid(dev.marionette.model.acs.AgentGuid.random());
        c.setPalette(dev.marionette.model.acs.AgentPalettes.standard());
        c.setTransparentIndex(10);
        c.setVoiceNone(true);
        c.setBalloonRoundRect(true);
        c.setBalloon(new dev.marionette.model.acs.AgentBalloon(2, 28, 0, 0xE1FFFF, 0, "MS Sans Serif", -13, 400, 0,
                0));
        c.localizedInfo().add(new dev.marionette.model.acs.AgentLocalizedInfo(0x0409, "Plain", "", ""));
        c.images().add(AgentFixtures.blob(40, 30, 1));
        c.images().add(AgentFixtures.blob(20, 10, 2));
        dev.marionette.model.acs.AgentAnimation a = new dev.marionette.model.acs.AgentAnimation("Wave");
        for (int i = 0; i < 2; i++) {
            dev.marionette.model.acs.AgentFrame f = new dev.marionette.model.acs.AgentFrame();
            f.images().add(new dev.marionette.model.acs.AgentFrameImage(i, 3, 4));
            a.frames().add(f);
        }
        a.frames().get(0).setExitFrame(1);
        c.animations().add(a);
        c.states().add(new dev.marionette.model.acs.AgentState("SPEAKING", java.util.List.of("WAVE")));
        String text = AcdWriter.write(c);
        assertThat(text.lines().filter(l -> l.strip().startsWith("//@"))).isEmpty();
        Path acd = dir.resolve("plain.acd");
        AcdSaver.export(c, acd);
        assertThat(AcdReader.read(acd).character()).isEqualTo(c);
    }
}
