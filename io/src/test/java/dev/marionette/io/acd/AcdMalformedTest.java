package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.io.testing.ReaderContract;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad ACD text and bad files: a {@link FormatException} with line and column naming what is wrong, or, for files,
 * a placeholder and a line on the problem list; never another exception.
 */
class AcdMalformedTest {

    @TempDir
    Path dir;
    Path acd;
    String text;

    @BeforeEach
    void export() throws Exception {
        byte[] acs = AcsWriter.compressing(BlockEncoder.microsoft()).write(AgentFixtures.character());
        acd = dir.resolve("fixture.acd");
        AcdSaver.export(AcsReader.read(acs, "fixture.acs"), acd);
        text = Files.readString(acd, StandardCharsets.ISO_8859_1);
    }

    /** Reads; a failure must be a FormatException placed on a line of the text ({@link ReaderContract}). */
    private static void readOrClearError(byte[] bytes, Path acd, String what) {
        FormatException e = ReaderContract.outcome((d, o) -> AcdReader.read(d, acd, "x.acd"), bytes,
                ReadOptions.STRICT, what);
        if (e != null) {
            assertThat(e.line()).as(what + ": " + e.getMessage()).isPositive();
            assertThat(e.column()).as(what).isPositive();
            assertThat(e.getMessage()).as(what).startsWith("x.acd: line " + e.line() + ", column ");
        }
    }

    @Test
    void everyLineCutInTheMiddleOrAtItsEndOrLeftOut() {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String before = String.join("\r\n", lines.subList(0, i));
            String line = lines.get(i);
            String prefix = before.isEmpty() ? "" : before + "\r\n";
            readOrClearError((prefix + line.substring(0, line.length() / 2)).getBytes(StandardCharsets.ISO_8859_1),
                    acd, "cut in line " + (i + 1));
            readOrClearError((prefix + line).getBytes(StandardCharsets.ISO_8859_1), acd, "cut after line " + (i + 1));
            List<String> without = new ArrayList<>(lines);
            without.remove(i);
            readOrClearError(String.join("\r\n", without).getBytes(StandardCharsets.ISO_8859_1), acd,
                    "line " + (i + 1) + " left out");
        }
    }

    @Test
    void theCharacterEditorsOwnSourceCutAnywhere() throws Exception {
        byte[] genie = Files.readAllBytes(Samples.folder("acd").resolve("Genie.acd"));
        for (int at = 0; at < genie.length; at += 997) {
            readOrClearError(java.util.Arrays.copyOf(genie, at), dir.resolve("Genie.acd"), "cut at byte " + at);
        }
    }

    @Test
    void everyKeywordMisspelledIsAnErrorAtItsLineAndColumn() {
        List<String> lines = text.lines().toList();
        Pattern keyword = Pattern.compile("^(\\s*(?://@\\s*)?)([A-Za-z][A-Za-z0-9_]*)");
        int checked = 0;
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = keyword.matcher(lines.get(i));
            if (lines.get(i).strip().startsWith("//") && !lines.get(i).strip().startsWith("//@") || !m.find()) {
                continue;
            }
            List<String> changed = new ArrayList<>(lines);
            String word = m.group(2);
            String typo = word.substring(0, word.length() - 1) + "q" + word.charAt(word.length() - 1);
            changed.set(i, m.group(1) + typo + lines.get(i).substring(m.end()));
            byte[] bytes = String.join("\r\n", changed).getBytes(StandardCharsets.ISO_8859_1);
            int line = i + 1;
            int column = m.group(1).length() + 1;
            assertThatThrownBy(() -> AcdReader.read(bytes, acd, "x.acd")).as("%s misspelled on line %d", word, line)
                    .isInstanceOfSatisfying(FormatException.class, e -> {
                        assertThat(e.line()).isEqualTo(line);
                        assertThat(e.column()).isEqualTo(column);
                        assertThat(e.getMessage()).contains(typo);
                    });
            checked++;
        }
        assertThat(checked).isGreaterThan(100);
    }

    private FormatException error(String source) {
        try {
            AcdReader.read(source.getBytes(StandardCharsets.ISO_8859_1), acd, "x.acd");
        } catch (FormatException e) {
            return e;
        }
        throw new AssertionError("no error for:\n" + source);
    }

    private static String character(String... keys) {
        return "DefineCharacter\n" + String.join("\n", keys) + "\nEndCharacter\n";
    }

    @Test
    void badValuesSayWhatIsExpected() {
        assertThat(error(character("Width = abc")).getMessage())
                .isEqualTo("x.acd: line 2, column 9, Width: expected a number from 1 to 65535, found \"abc\"");
        assertThat(error(character("Width = 70000")).getMessage()).contains("from 1 to 65535");
        assertThat(error(character("Transparency = 256")).getMessage()).contains("Transparency");
        assertThat(error(character("GUID = {1234}")).getMessage()).contains("a GUID");
        assertThat(error(character("Width 128")).getMessage()).contains("\"Width = value\"");
        assertThat(error(character("Width = 1", "Width = 2")).getMessage()).contains("line 3").contains("line 2");
        assertThat(error(character("Style = AXS_VOICE_LOUD")).getMessage()).contains("AXS_VOICE_LOUD");
        assertThat(error(character("DefineInfo 0x0409", "Name = \"open")).getMessage())
                .contains("a closing quote");
        assertThat(error("DefineCharacter\nEndAnimation\n").getMessage()).contains("EndCharacter");
        assertThat(error("DefineCharacter\n").getMessage())
                .contains("line 1, column 1, DefineCharacter: expected DefineCharacter closed by EndCharacter");
        assertThat(error("").getMessage()).contains("DefineCharacter");
        assertThat(error(character() + "DefineCharacter\nEndCharacter\n").getMessage()).contains("one DefineCharacter");
        assertThat(error(character() + "DefineAnimation \"A\"\nDefineFrame\nExitBranch = 2\nEndFrame\nEndAnimation\n")
                .getMessage()).contains("line 5").contains("ExitBranch").contains("(1 to 1)");
        assertThat(error(character() + "DefineAnimation \"A\"\nDefineFrame\nDefineBranching\nBranchTo = 1\n"
                + "EndBranching\nEndFrame\nEndAnimation\n").getMessage()).contains("without its Probability");
        assertThat(error(character() + "DefineAnimation \"A\"\nDefineFrame\nDefineMouth\nFilename = x.bmp\n"
                + "EndMouth\nEndFrame\nEndAnimation\n").getMessage()).contains("Type");
        assertThat(error(character("//@ Colour = 3")).getMessage()).contains("Marionette //@ line");
    }

    @Test
    void countsAreCappedLikeTheCompiledFile() {
        StringBuilder s = new StringBuilder(character()).append("DefineAnimation \"A\"\nDefineFrame\n");
        for (int i = 0; i < 256; i++) {
            s.append("DefineMouth\nType = Closed\nFilename = m.bmp\nEndMouth\n");
        }
        s.append("EndFrame\nEndAnimation\n");
        assertThat(error(s.toString()).getMessage()).contains("at most 255 mouths in one frame");
    }

    @Test
    void missingAndBadFilesGetPlaceholdersAndOneListNamingEach() throws Exception {
        Files.delete(dir.resolve("Images/0001.bmp"));
        Files.write(dir.resolve("Images/0002.bmp"), "not a picture".getBytes(StandardCharsets.US_ASCII));
        BufferedImage rgb = new BufferedImage(9, 5, BufferedImage.TYPE_INT_RGB);
        rgb.setRGB(2, 2, 0xFF0000);
        ImageIO.write(rgb, "bmp", dir.resolve("Images/0003.bmp").toFile());
        Files.write(dir.resolve("Audio/0000.wav"), new byte[] {1, 2, 3});
        Files.write(dir.resolve("Images/SystemTray.ico"), new byte[10]);

        AcdReader.Result r = AcdReader.read(acd);
        List<AcdProblem> problems = r.project().problems();
        assertThat(problems).extracting(AcdProblem::file).containsExactlyInAnyOrder("Images\\SystemTray.ico", "Images\\0001.bmp", "Images\\0002.bmp", "Images\\0003.bmp",
                "Audio\\0000.wav");
        assertThat(problems).filteredOn(AcdProblem::warning).extracting(AcdProblem::file)
                .containsExactly("Images\\0003.bmp");
        assertThat(problems.toString()).contains("Images\\0001.bmp: missing").contains("not a BMP or GIF picture")
                .contains("24-bit picture: its colours were mapped onto the colour table")
                .contains("not a RIFF/WAVE sound").contains("not a Windows icon");
        AgentCharacter c = r.character();
        assertThat(c.images().get(1).width()).as("placeholder at the frame size").isEqualTo(c.frameWidth());
        assertThat(c.sounds().get(0).format().dataLength()).as("a silent placeholder").isZero();
        assertThat(c.trayIcon()).isNull();
        assertThat(c.images().get(3).width()).isEqualTo(9);
    }

    @Test
    void aMissingColourTableFallsBackToTheStandardPaletteAndTheImagesAreMappedOntoIt() throws Exception {
        Files.delete(dir.resolve("Images/ColorTable.bmp"));
        AcdReader.Result r = AcdReader.read(acd);
        assertThat(r.character().palette()).isEqualTo(dev.marionette.model.acs.AgentPalettes.standard());
        assertThat(r.project().problems()).first().satisfies(p -> {
            assertThat(p.file()).isEqualTo("Images\\ColorTable.bmp");
            assertThat(p.warning()).isFalse();
            assertThat(p.message()).contains("missing").contains("standard Agent palette");
        });
        assertThat(r.project().problems().subList(1, r.project().problems().size())).isNotEmpty().allSatisfy(p -> {
            assertThat(p.warning()).isTrue();
            assertThat(p.message()).contains("mapped onto the colour table");
        });
    }
}
