package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentPalettes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The two real Character Editor sources (Genie.acd and CLIPPIT.acd, text only: their BMPs and WAVs are not
 * public). They parse completely, and with stand-in files they compile to an ACS that reads back with the
 * animations, frames, branches and states of the sample ACS of the same character.
 */
class AcdSourceSampleTest {

    @TempDir
    Path dir;

    /**
     * Every block and key of the text is in the character: the counts of the keywords in the file (found with a
     * plain text search, not the parser) equal what was read. Stand-ins: an 8-bit BMP of a numbered rectangle
     * for each image file, a short sound for each sound file, the standard palette as the colour table.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"Genie.acd, Genie.acs", "CLIPPIT.acd, CLIPPIT.ACS"})
    void parsesCompletelyAndCompilesWithGeneratedStandIns(String acdName, String acsName) throws Exception {
        Path source = Samples.folder("acd").resolve(acdName);
        AgentCharacter sample = AcsReader.read(Samples.folder("acs").resolve(acsName));
        byte[] text = Files.readAllBytes(source);
        Path acd = dir.resolve(acdName);
        Files.write(acd, text);
        writeStandIns(new String(text, StandardCharsets.ISO_8859_1), dir);

        AcdReader.Result r = AcdReader.read(acd);
        assertThat(r.project().problems()).isEmpty();
        AgentCharacter c = r.character();
        String t = new String(text, StandardCharsets.ISO_8859_1);
        assertThat(c.animations()).hasSize(count(t, "DefineAnimation"));
        assertThat(c.frameCount()).isEqualTo(count(t, "DefineFrame"));
        assertThat(sum(c, f -> f.images().size())).isEqualTo(count(t, "DefineImage"));
        assertThat(sum(c, f -> f.mouths().size())).isEqualTo(count(t, "DefineMouth"));
        assertThat(sum(c, f -> f.branches().size())).isEqualTo(count(t, "BranchTo"))
                .isEqualTo(count(t, "Probability"));
        assertThat(sum(c, f -> f.soundIndex() >= 0 ? 1 : 0)).isEqualTo(count(t, "SoundEffect"));
        assertThat(sum(c, f -> f.exitFrame() >= 0 ? 1 : 0)).isEqualTo(count(t, "ExitBranch"));
        assertThat(c.states()).hasSize(count(t, "DefineState"));
        assertThat(c.states().stream().mapToInt(s -> s.animations().size()).sum()).isEqualTo(count(t, "Animation"));
        assertThat(c.localizedInfo()).hasSize(count(t, "DefineInfo"));

        AgentCharacter compiled = AcsReader.read(AcsWriter.compressing(BlockEncoder.microsoft()).write(c),
                "compiled.acs");
        assertSameStructure(compiled, sample, false);
        assertThat(compiled.images()).hasSameSizeAs(sample.images());
        assertThat(compiled.sounds()).hasSameSizeAs(sample.sounds());
        assertThat(compiled.localizedInfo()).as("every language's strings in its code page")
                .isEqualTo(sample.localizedInfo());
        assertThat(compiled.balloon()).isEqualTo(sample.balloon());
        assertThat(compiled.guid()).isEqualTo(sample.guid());
        assertThat(compiled.style()).isEqualTo(sample.style());
        assertThat(compiled.frameWidth()).isEqualTo(sample.frameWidth());
        assertThat(compiled.transparentIndex()).isEqualTo(sample.transparentIndex());
    }

    /**
     * With the sample's own pictures, sounds, palette and icon as the stand-ins (written where the decompiler
     * named them), the compiled character draws every frame, with each of its mouths, exactly as the sample does.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"Genie.acd, Genie.acs", "CLIPPIT.acd, CLIPPIT.ACS"})
    void withTheSamplesOwnPicturesEveryFrameLooksTheSame(String acdName, String acsName) throws Exception {
        AgentCharacter sample = AcsReader.read(Samples.folder("acs").resolve(acsName));
        Path acd = dir.resolve("character.acd");
        AcdSaver.export(sample, acd);
        Files.copy(Samples.folder("acd").resolve(acdName), acd, java.nio.file.StandardCopyOption.REPLACE_EXISTING);

        AcdReader.Result r = AcdReader.read(acd);
        assertThat(r.project().problems()).isEmpty();
        AgentCharacter compiled = AcsReader.read(AcsWriter.compressing(BlockEncoder.microsoft())
                .write(r.character()), "compiled.acs");
        assertSameStructure(compiled, sample, true);
        assertThat(compiled.images()).isEqualTo(sample.images().stream().map(AcdSourceSampleTest::withoutChecksum)
                .toList());
        assertThat(compiled.palette()).isEqualTo(sample.palette());
        assertThat(compiled.trayIcon()).isEqualTo(sample.trayIcon());
        assertThat(PictureDifference.first(compiled, sample)).isNull();
    }

    /**
     * Animations, frames (images, offsets, durations, sounds, branches, exit frames), mouths and states as the
     * sample has them; what a source cannot say is allowed to differ: the compiler writes -2 for "no exit
     * frame" where an older compiler stored -1, and mouth anchors it computes within two pixels of the stored
     * (checked when the pictures are the sample's).
     */
    static void assertSameStructure(AgentCharacter c, AgentCharacter sample, boolean samePictures) {
        assertThat(c.states()).isEqualTo(sample.states());
        assertThat(c.animations()).hasSameSizeAs(sample.animations());
        for (int i = 0; i < c.animations().size(); i++) {
            AgentAnimation a = c.animations().get(i);
            AgentAnimation s = sample.animations().get(i);
            assertThat(a.name()).isEqualTo(s.name());
            assertThat(a.blockName()).isEqualTo(s.blockName());
            assertThat(a.transition()).as(a.name()).isEqualTo(s.transition());
            assertThat(a.returnAnimation()).as(a.name()).isEqualTo(s.returnAnimation());
            assertThat(a.frames()).as(a.name()).hasSameSizeAs(s.frames());
            for (int f = 0; f < a.frames().size(); f++) {
                AgentFrame x = a.frames().get(f);
                AgentFrame y = s.frames().get(f);
                String at = a.name() + " frame " + f;
                assertThat(x.images()).as(at).isEqualTo(y.images());
                assertThat(x.duration()).as(at).isEqualTo(y.duration());
                assertThat(x.soundIndex()).as(at).isEqualTo(y.soundIndex());
                assertThat(x.branches()).as(at).isEqualTo(y.branches());
                assertThat(x.exitFrame()).as(at).isEqualTo(y.exitFrame() == -1 ? -2 : y.exitFrame());
                assertThat(x.mouths()).as(at).hasSameSizeAs(y.mouths());
                for (int m = 0; m < x.mouths().size(); m++) {
                    AgentMouth p = x.mouths().get(m);
                    AgentMouth q = y.mouths().get(m);
                    assertThat(p.withAnchor(0, 0)).as(at).isEqualTo(q.withAnchor(0, 0));
                    if (!samePictures) {
                        continue;
                    }
                    assertThat(Math.abs(p.anchorX() - q.anchorX())).as(at + " anchor x").isLessThanOrEqualTo(2);
                    assertThat(Math.abs(p.anchorY() - q.anchorY())).as(at + " anchor y").isLessThanOrEqualTo(2);
                }
            }
        }
    }

    private static dev.marionette.model.acs.AgentImage withoutChecksum(dev.marionette.model.acs.AgentImage i) {
        dev.marionette.model.acs.AgentImage copy = i.isPresent()
                ? dev.marionette.model.acs.AgentImage.of(i.width(), i.height(), i.pixels())
                : dev.marionette.model.acs.AgentImage.empty();
        return copy;
    }

    private static int sum(AgentCharacter c, java.util.function.ToIntFunction<AgentFrame> f) {
        return c.animations().stream().flatMap(a -> a.frames().stream()).mapToInt(f).sum();
    }

    /** Lines whose first word is {@code keyword}. */
    private static int count(String text, String keyword) {
        Matcher m = Pattern.compile("(?m)^\\s*" + keyword + "\\b").matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    /** A stand-in for every file the text names. */
    private static void writeStandIns(String text, Path dir) throws Exception {
        int[] palette = AgentPalettes.standard();
        Matcher m = Pattern.compile("(?m)^\\s*(Filename|SoundEffect|ColorTable|Icon)\\s*=\\s*\"([^\"]+)\"")
                .matcher(text);
        int n = 0;
        while (m.find()) {
            Path file = dir.resolve(m.group(2).replace('\\', '/'));
            if (Files.exists(file)) {
                continue;
            }
            Files.createDirectories(file.getParent());
            String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
            if (name.endsWith(".wav")) {
                Files.write(file, AgentFixtures.wave(10 + n));
            } else if (m.group(1).equals("Icon")) {
                Files.write(file, IconCodec.toIco(new AgentFixturesIcon().icon()));
            } else if (m.group(1).equals("ColorTable")) {
                Files.write(file, BmpCodec.colourTableFile(palette));
            } else {
                Files.write(file, rectangle(16 + n % 40, 12 + n % 30, 1 + n % 200));
            }
            n++;
        }
    }

    /** An 8-bit BMP of a filled rectangle of one colour, its border transparent (index 10). */
    private static byte[] rectangle(int w, int h, int colour) {
        int stride = (w + 3) & ~3;
        byte[] px = new byte[stride * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                boolean border = x == 0 || y == 0 || x == w - 1 || y == h - 1;
                px[y * stride + x] = (byte) (border ? 10 : colour == 10 ? 11 : colour);
            }
        }
        return BmpCodec.write(w, h, px, AgentPalettes.standard());
    }

    /** A tray icon built like the fixtures' (a 16x16 1-bit mask and 4-bit colour bitmap). */
    private static final class AgentFixturesIcon {
        dev.marionette.model.acs.AgentTrayIcon icon() {
            return new dev.marionette.model.acs.AgentTrayIcon(dib(1), dib(4));
        }

        private static byte[] dib(int bits) {
            int colors = 1 << bits;
            int stride = (16 * bits + 31) / 32 * 4;
            LittleEndianWriter w = new LittleEndianWriter();
            w.u32(40).u32(16).u32(16).u16(1).u16(bits).u32(0).u32(stride * 16).u32(0).u32(0).u32(0).u32(0);
            for (int i = 0; i < colors; i++) {
                w.u32(bits == 1 ? (i == 0 ? 0 : 0xFFFFFF) : i * 0x101010);
            }
            for (int i = 0; i < stride * 16; i++) {
                w.u8(i * 7);
            }
            return w.toByteArray();
        }
    }
}
