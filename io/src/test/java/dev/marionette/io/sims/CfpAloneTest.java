package dev.marionette.io.sims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.testing.ReaderContract;
import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, defect 2: a CFP checked on its own is decoded to its end and judged by the skill beside it that names
 * it. A CFP cut at a code boundary (xskill-a2o-idle1.cfp at byte 344 or 1204) passed {@code check}, and {@code info}
 * printed its decoded counts; now it is an error naming the offset and the skill.
 */
class CfpAloneTest {

    @TempDir
    Path dir;

    private final CfpFormatHandler handler = new CfpFormatHandler();

    private Path withSkill(byte[] cfp) throws Exception {
        Files.write(dir.resolve("adult-test.cmx"), SimsFixtures.cmx(SimsFixtures.data(SimsFixtures.skeleton(),
                SimsFixtures.skill(2, 66))));
        Path file = dir.resolve(SimsFixtures.CFP_NAME + ".cfp");
        Files.write(file, cfp);
        return file;
    }

    @Test
    void aWholeCfpBesideItsSkillChecksCleanAndSaysWhoseItIs() throws Exception {
        byte[] cfp = SimsFixtures.cfp();
        Path file = withSkill(cfp);
        assertThat(handler.check(cfp, file.toString(), ReadOptions.STRICT)).isEmpty();
        assertThat(handler.describe(cfp, file.toString(), ReadOptions.STRICT)).containsEntry("values",
                "30 (2 translations and 6 rotations of skill a2o-test (0) of adult-test.cmx)");
        assertThat(handler.rewrite(cfp, file.toString(), ReadOptions.STRICT)).isEqualTo(cfp);
    }

    @Test
    void aCfpCutAtEveryCodeBoundaryIsAnErrorNamingTheOffsetAndTheSkill() throws Exception {
        byte[] whole = SimsFixtures.cfp();
        CfpStream stream = CfpStream.readAll(whole, "whole");
        int boundaries = 0;
        for (int cut = 1; cut < whole.length; cut++) {
            byte[] part = Arrays.copyOf(whole, cut);
            Path file = withSkill(part);
            FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class,
                    () -> handler.check(part, file.toString(), ReadOptions.STRICT), "cut at " + cut);
            assertThat(e.getMessage()).startsWith(file + ": at offset ");
            assertThat(e.offset()).isLessThanOrEqualTo(cut);
            if (isBoundary(stream, cut)) {
                boundaries++;
                assertThat(e.getMessage()).as("cut at " + cut).contains("for skill a2o-test (0) of adult-test.cmx")
                        .contains("more values, found the stream ends after");
                assertThatThrownBy(() -> handler.describe(part, file.toString(), ReadOptions.STRICT))
                        .isInstanceOf(FormatException.class);
            }
        }
        assertThat(boundaries).as("cuts between codes, which decode cleanly on their own").isGreaterThan(3);
    }

    private static boolean isBoundary(CfpStream stream, int cut) {
        for (int k = 0; stream.codeOffset(k) <= cut; k++) {
            if (stream.codeOffset(k) == cut) {
                return true;
            }
            if (stream.codeOffset(k) == stream.byteCount()) {
                break;
            }
        }
        return false;
    }

    /**
     * 64 repeat codes ({@code FE FF FF}, 192 bytes) stand for 4,194,304 values. They were expanded to 16 MiB of
     * floats when read, so a CFP had a memory allowance of 4 bytes per value its codes could claim; a stream now keeps
     * each code as one run, so checking that file allocates in proportion to its 192 bytes.
     */
    @Test
    void repeatCodesAreKeptAsRunsSoASmallFileStaysSmallInMemory() throws Exception {
        byte[] repeats = new byte[192];
        for (int i = 0; i < repeats.length; i += 3) {
            repeats[i] = (byte) 0xFE;
            repeats[i + 1] = (byte) 0xFF;
            repeats[i + 2] = (byte) 0xFF;
        }
        CfpStream.readAll(repeats, "warm-up.cfp");
        long before = ReaderContract.allocatedBytes();
        CfpStream stream = CfpStream.readAll(repeats, "repeats.cfp");
        long allocated = ReaderContract.allocatedBytes() - before;
        assertThat(stream.valueCount()).isEqualTo(64 * 65_536);
        assertThat(allocated).as("bytes allocated decoding 192 bytes to 4,194,304 values").isLessThan(16 * 1024);
        Path file = dir.resolve("repeats.cfp");
        Files.write(file, repeats);
        ReaderContract.holds(ReaderContract.handler(handler, file.toString(), true), repeats,
                "192 bytes of repeat codes checked alone");
    }

    @Test
    void aCfpAloneIsDecodedToItsEndAndItsUncheckedLengthIsSaid() throws Exception {
        byte[] cfp = SimsFixtures.cfp();
        Path file = dir.resolve("xskill-lonely.cfp");
        Files.write(file, cfp);
        List<ReadWarning> warnings = handler.check(cfp, file.toString(), ReadOptions.STRICT);
        assertThat(warnings).singleElement().extracting(ReadWarning::message).asString()
                .contains("no skill file beside it names this CFP, so its 30 values could not be checked");
        // Ending inside a literal (FF and two of its four bytes) is an error wherever the CFP is.
        byte[] inside = Arrays.copyOf(cfp, 3);
        assertThatThrownBy(() -> handler.check(inside, file.toString(), ReadOptions.STRICT))
                .isInstanceOf(FormatException.class).hasMessageStartingWith(file + ": at offset 1 (0x1)");
    }

    @Test
    void theSampleIdleCfpCutAt344And1204FailsBesideItsSkill() throws Exception {
        Path folder = Samples.folder("sims").resolve("ts1_cmx");
        Files.copy(folder.resolve("adult-idle1.cmx"), dir.resolve("adult-idle1.cmx"));
        byte[] cfp = Files.readAllBytes(folder.resolve("xskill-A2O-idle1.cfp"));
        for (int cut : new int[] {344, 1204}) {
            byte[] part = Arrays.copyOf(cfp, cut);
            Path file = dir.resolve("xskill-A2O-idle1.cfp");
            Files.write(file, part);
            assertThatThrownBy(() -> handler.check(part, file.toString(), ReadOptions.STRICT))
                    .hasMessageStartingWith(file + ": at offset " + cut + " ")
                    .hasMessageContaining("of 7320").hasMessageContaining("for skill a2o-idle1 (0) of adult-idle1.cmx");
        }
    }
}
