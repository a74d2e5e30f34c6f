package dev.marionette.io.acd;

import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.agent.AgentFormats;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentPalettes;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ACD grammar as the Character Editor and other tools write it, read by hand-written sources. */
class AcdParserTest {

    @TempDir
    Path dir;

    @BeforeEach
    void files() throws Exception {
        Files.createDirectories(dir.resolve("Images"));
        Files.createDirectories(dir.resolve("Audio"));
        int[] palette = AgentPalettes.standard();
        for (String name : new String[] {"a.bmp", "b.bmp", "c.bmp"}) {
            dev.marionette.model.acs.AgentImage image = AgentFixtures.blob(12, 9, name.charAt(0));
            Files.write(dir.resolve("Images").resolve(name), BmpCodec.write(image.width(), image.height(),
                    image.pixels(), palette));
        }
        Files.write(dir.resolve("Audio/ding.wav"), AgentFixtures.wave(20));
        Files.write(dir.resolve("Images/Palette.bmp"), BmpCodec.colourTableFile(palette));
    }

    private AgentCharacter read(String text) throws Exception {
        return read(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    private AgentCharacter read(byte[] bytes) throws Exception {
        AcdReader.Result r = AcdReader.read(bytes, dir.resolve("test.acd"), "test.acd");
        assertThat(r.project().problems()).allMatch(AcdProblem::warning);
        return r.character();
    }

    @Test
    void blocksAndKeysInAnyOrderAnyCaseWithCommentsHexAndDecimal() throws Exception {
        String text = String.join("\n",
                "// states first, then an animation, then the character, the balloon last",
                "defineSTATE \"Speaking\"",
                "  animation = \"wave\"   ",
                "endstate",
                "DefineAnimation \"Wave\"",
                "   // a comment inside a block",
                "\tDefineFrame",
                "\t\tDefineImage",
                "\t\t\tOffsetY = -3",
                "\t\t\tFILENAME = \"images/A.BMP\"",
                "\t\tEndImage",
                "\t\tExitBranch = 0x2",
                "\t\tSoundEffect = Audio\\ding.wav",
                "\tEndFrame",
                "\tDefineFrame",
                "\t\tDuration = 0x14",
                "\t\tDefineBranching",
                "\t\t\tProbability = 30",
                "\t\t\tBranchTo = 1",
                "\t\tEndBranching",
                "\t\tDefineImage",
                "\t\t\tFilename = \"Images\\b.bmp\"",
                "\t\t\tOffsetX = +4",
                "\t\tEndImage",
                "\tEndFrame",
                "\tReturn = \"Wave\"",
                "EndAnimation",
                "DefineCharacter",
                "\tHeight = 96",
                "\tTransparency = 0x0A",
                "\tDefaultFrameDuration = 7",
                "\tWidth = 0X80",
                "\tColorTable = \"Images\\Palette.bmp\"",
                "\tStyle = axs_voice_none|AXS_BALLOON_ROUNDRECT",
                "\tGUID = C3B28D02-B254-11D0-B464-0080C7F5EE85",
                "\tDefineInfo 0409",
                "\t\tExtraData = \"She said \"hi\" twice\"",
                "\t\tName = Bare name",
                "\tEndInfo",
                "EndCharacter",
                "DefineBalloon",
                "\tFontStyle = BOLD | italic",
                "\tForeColor = 0x000000FF",
                "\tFontHeight = 11",
                "EndBalloon",
                "");
        AgentCharacter c = read(text);
        assertThat(c.frameWidth()).isEqualTo(128);
        assertThat(c.frameHeight()).isEqualTo(96);
        assertThat(c.transparentIndex()).isEqualTo(10);
        assertThat(c.isVoiceNone()).isTrue();
        assertThat(c.isBalloonRoundRect()).isTrue();
        assertThat(c.guid().toString()).isEqualTo("{C3B28D02-B254-11D0-B464-0080C7F5EE85}");
        assertThat(c.localizedInfo()).singleElement().satisfies(i -> {
            assertThat(i.languageId()).isEqualTo(0x0409);
            assertThat(i.name()).isEqualTo("Bare name");
            assertThat(i.extraData()).isEqualTo("She said \"hi\" twice");
        });
        assertThat(c.balloon().foreground()).isEqualTo(0xFF);
        assertThat(c.balloon().fontHeight()).isEqualTo(-11);
        assertThat(c.balloon().fontWeight()).isEqualTo(700);
        assertThat(c.balloon().fontItalic()).isEqualTo(1);
        AgentAnimation a = c.animations().get(0);
        assertThat(a.transition()).isEqualTo(AgentAnimation.TRANSITION_RETURN);
        assertThat(a.returnAnimation()).isEqualTo("WAVE");
        AgentFrame f0 = a.frames().get(0);
        AgentFrame f1 = a.frames().get(1);
        assertThat(f0.duration()).as("DefaultFrameDuration").isEqualTo(7);
        assertThat(f0.exitFrame()).isEqualTo(1);
        assertThat(f0.soundIndex()).isZero();
        assertThat(f0.images().get(0).y()).isEqualTo(-3);
        assertThat(f1.duration()).isEqualTo(20);
        assertThat(f1.branches().get(0).targetFrame()).isZero();
        assertThat(f1.branches().get(0).probability()).isEqualTo(30);
        assertThat(f1.images().get(0).x()).isEqualTo(4);
        assertThat(c.images()).hasSize(2);
        assertThat(c.images().get(0).sourceFile()).as("as first written").isEqualTo("images/A.BMP");
        assertThat(c.states()).singleElement().satisfies(s -> {
            assertThat(s.name()).isEqualTo("SPEAKING");
            assertThat(s.animations()).containsExactly("WAVE");
        });
        assertThat(c.palette()).isEqualTo(AgentPalettes.standard());
    }

    @Test
    void oneFileIsOneImageHoweverItIsSpelledAndImagesComeBeforeMouths() throws Exception {
        String text = String.join("\r", "DefineCharacter", "ColorTable = \"Images\\Palette.bmp\"", "EndCharacter",
                "DefineAnimation \"A\"", "DefineFrame",
                "DefineMouth", "Type = OpenWide2", "Filename = \"Images\\c.bmp\"", "EndMouth",
                "DefineImage", "Filename = \"Images\\b.bmp\"", "EndImage",
                "DefineImage", "Filename = \".\\images\\.\\B.bmp\"", "EndImage",
                "EndFrame", "EndAnimation", "");
        AgentCharacter c = read(text);
        AgentFrame f = c.animations().get(0).frames().get(0);
        assertThat(f.images()).extracting(i -> i.imageIndex()).containsExactly(0, 0);
        assertThat(f.mouths()).singleElement().satisfies(m -> {
            assertThat(m.imageIndex()).isEqualTo(1);
            assertThat(m.type()).isEqualTo(2);
        });
        assertThat(c.images()).hasSize(2);
    }

    @Test
    void eachLanguagesStringsAreReadInItsCodePage() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Charset cyrillic = Charset.forName("windows-1251");
        Charset japanese = Charset.forName("windows-31j");
        out.writeBytes("DefineCharacter\r\n\tDefineInfo 0x0419\r\n\t\tName = \"".getBytes(StandardCharsets.US_ASCII));
        out.writeBytes("\u0414\u0436\u0438\u043d\u043d".getBytes(cyrillic));
        out.writeBytes("\"\r\n\tEndInfo\r\n\tDefineInfo 0x0411\r\n\t\tName = \"".getBytes(StandardCharsets.US_ASCII));
        out.writeBytes("\u30b8\u30fc\u30cb\u30fc\\".getBytes(japanese));
        out.writeBytes("\"\r\n\tEndInfo\r\n\tDefineInfo 0x040C\r\n\t\tName = \"G\u00e9nie\"\r\n\tEndInfo\r\n"
                .getBytes(Charset.forName("windows-1252")));
        out.writeBytes("\tColorTable = \"Images\\Palette.bmp\"\r\nEndCharacter\r\n".getBytes(StandardCharsets.US_ASCII));
        AgentCharacter c = read(out.toByteArray());
        assertThat(c.localizedInfo()).extracting(i -> i.name()).containsExactly("\u0414\u0436\u0438\u043d\u043d",
                "\u30b8\u30fc\u30cb\u30fc\\", "G\u00e9nie");
    }

    @Test
    void aFileWithAUtf8ByteOrderMarkIsReadAsUtf8() throws Exception {
        // Issue 19: a file an editor saved as UTF-8, with the mark, was an unknown format.
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        out.writeBytes(("DefineCharacter\r\n\tDefineInfo 0x0419\r\n\t\tName = \"\u0414\u0436\u0438\u043d\u043d\"\r\n"
                + "\tEndInfo\r\n\tColorTable = \"Images\\Palette.bmp\"\r\nEndCharacter\r\n")
                .getBytes(StandardCharsets.UTF_8));
        byte[] data = out.toByteArray();
        assertThat(dev.marionette.io.format.FormatRegistry.installed().detect(data, "test.acd").format())
                .isEqualTo(dev.marionette.io.agent.AgentFormats.ACD);
        assertThat(read(data).localizedInfo()).extracting(i -> i.name())
                .containsExactly("\u0414\u0436\u0438\u043d\u043d");
    }

    @Test
    void valuesAPlayerCannotFollowAreWarnedOfWithTheirLine() throws Exception {
        // Issue 19: a transition type Agent does not know, a name used twice, a state naming no animation.
        String text = String.join("\n", "DefineCharacter", "ColorTable = \"Images\\Palette.bmp\"", "EndCharacter",
                "DefineAnimation \"Wave\"", "TransitionType = 7", "EndAnimation",
                "DefineAnimation \"WAVE\"", "TransitionType = 2", "EndAnimation",
                "DefineState \"Speaking\"", "Animation = \"wave\"", "Animation = \"Nod\"", "EndState");
        AcdReader.Result r = AcdReader.read(text.getBytes(StandardCharsets.ISO_8859_1), dir.resolve("test.acd"),
                "test.acd");
        assertThat(r.project().problems()).filteredOn(p -> p.file().equals("test.acd"))
                .extracting(AcdProblem::message).filteredOn(m -> m.startsWith("line ")).containsExactly(
                        "line 5: TransitionType 7 of animation \"Wave\" is none of 0 (return animation), 1 (exit"
                                + " branches) and 2 (none); kept as written",
                        "line 7: animation \"WAVE\" is defined again (first on line 4); Agent finds animations by"
                                + " name, so only one of them can play",
                        "line 10: state \"Speaking\" names animation \"Nod\", which is not defined");
        assertThat(r.project().problems()).allMatch(AcdProblem::warning);
    }

    @Test
    void theWritersTextIsReadBackToTheSameCharacter() throws Exception {
        AgentCharacter c = read(String.join("\n", "DefineCharacter", "ColorTable = \"Images\\Palette.bmp\"",
                "EndCharacter", "DefineAnimation \"A\"", "DefineFrame", "DefineImage",
                "Filename = \"Images\\a.bmp\"", "EndImage", "EndFrame", "EndAnimation"));
        Path acd = dir.resolve("again.acd");
        AcdSaver.export(c, acd);
        assertThat(AcdReader.read(acd).character()).isEqualTo(c);
    }
}
