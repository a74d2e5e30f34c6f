package dev.marionette.io;

import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.format.Detection;
import dev.marionette.io.sims.SimsFormats;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.io.gk3.Gk3Formats;
import dev.marionette.io.agent.AgentFormats;
import dev.marionette.io.acclaim.AcclaimFormats;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Hex;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.testing.ActFixtures;
import dev.marionette.model.testing.SprFixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class FormatDetectorTest {

    private static Detection detect(String hex, String name) throws FormatException {
        return FormatRegistry.installed().detect(Hex.parse(hex), name);
    }

    private static Detection detectText(String text) throws FormatException {
        return FormatRegistry.installed().detect(text.getBytes(StandardCharsets.ISO_8859_1), "noext");
    }

    @Test
    void ragnarokActOfEveryVersionIsRecognisedWhateverTheName() throws Exception {
        for (int version : ActVersion.KNOWN) {
            byte[] data = ActWriter.toBytes(ActFixtures.rich(version));
            Detection d = FormatRegistry.installed().detect(data, "file.bin");
            assertThat(d.format()).isEqualTo(RagnarokFormats.ACT);
            assertThat(d.version()).isEqualTo(version);
            assertThat(d.versionSupported()).isTrue();
        }
    }

    @Test
    void anActOfAnUnknownVersionIsStillAnActSoTheErrorIsClear() throws Exception {
        Detection d = detect("41 43 06 02 01 00", "x.act");
        assertThat(d.format()).isEqualTo(RagnarokFormats.ACT);
        assertThat(d.versionSupported()).isFalse();
        assertThat(d.description()).isEqualTo("Ragnarok ACT of unsupported version 0x206");
        assertThat(detect("41 43 00 03", "x").description()).isEqualTo("Ragnarok ACT of unsupported version 0x300");
    }

    @Test
    void spritesheetsOfEveryVersionAreRecognised() throws Exception {
        for (int version : SprVersion.KNOWN) {
            Detection d = FormatRegistry.installed().detect(SprWriter.toBytes(SprFixtures.empty(version)), null);
            assertThat(d.description()).isEqualTo(String.format("Ragnarok SPR 0x%X", version));
        }
        assertThat(detect("53 50 02 03 00 00", "x.spr").versionSupported()).isFalse();
    }

    @Test
    void gabrielKnight3ActIsToldApartFromRagnarokAct() throws Exception {
        Detection d = detect("48 54 43 41 02 01 00 00 02 00 00 00", "SYNTH.ACT");
        assertThat(d.format()).isEqualTo(Gk3Formats.ACT);
        assertThat(d.version()).isEqualTo(0x102);
    }

    @Test
    void agentSignatures() throws Exception {
        assertThat(detect("C3 AB CD AB 00 00 00 00", "a").format()).isEqualTo(AgentFormats.ACS);
        assertThat(detect("C4 AB CD AB 00 00 00 00", "a").format()).isEqualTo(AgentFormats.ACF);
        assertThat(detect("C2 AB CD AB 00 00 00 00", "a").format()).isEqualTo(AgentFormats.ACF);
    }

    @Test
    void aCompressedAcaIsRecognisedByItsEnvelope() throws Exception {
        // u16 minor 1, u16 major 2, u32 checksum, flag 1, u32 compressed size 6, u32 size 100, 00 .. FF FF FF
        String aca = "01 00 02 00 | 78 56 34 12 | 01 | 06 00 00 00 | 64 00 00 00 | 00 AB CD FF FF FF";
        Detection d = detect(aca, "anything");
        assertThat(d.format()).isEqualTo(AgentFormats.ACA);
        assertThat(d.version()).isEqualTo(0x201);
        // A wrong size or a block without the end marker is not taken for an ACA.
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse(aca.replace("06 00", "07 00")), "x")).isEmpty();
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse(aca.replace("FF FF FF", "FF FF 00")), "x")).isEmpty();
    }

    @Test
    void anUncompressedAcaNeedsItsExtension() throws Exception {
        String aca = "01 00 02 00 | 78 56 34 12 | 00 | 00 00 00 00 00";
        assertThat(detect(aca, "Greet.ACA").format()).isEqualTo(AgentFormats.ACA);
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse(aca), "greet.bin")).isEmpty();
    }

    @Test
    void simsBcfIsRecognisedByItsCountsAndFirstName() throws Exception {
        String bcf = "00 00 00 00 | 00 00 00 00 | 06 00 00 00 | 0E " + hex("a2a-apologizer") + " 00 00";
        assertThat(detect(bcf, "x").format()).isEqualTo(SimsFormats.BCF);
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse("00 00 00 00 | 00 00 00 00 | 06 00 00 00 | 0E 01 02"), "x"))
                .isEmpty();
    }

    @Test
    void cfpNeedsItsExtensionAndAStreamThatParsesToTheEnd() throws Exception {
        String cfp = "FF 58 38 C1 3B | 67 60 | FE 03 00 | FF 00 00 80 3F";
        assertThat(detect(cfp, "xskill-idle.cfp").format()).isEqualTo(SimsFormats.CFP);
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse(cfp), "xskill-idle.bin")).isEmpty();
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse("FF 58 38 C1"), "cut.cfp")).as("literal cut short").isEmpty();
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse("FF 00 00 C0 7F 01"), "nan.cfp")).as("NaN literal").isEmpty();
    }

    @Test
    void theSimsOnlineAnimIsRecognisedByContentAndItsNameBreaksOnlyTheTieOfACutFile() throws Exception {
        // version 2 | name "a2o-x" | duration 1000 | distance 0 | moving 0 | T 0 | R 0 | 1 motion: 1, "ROOT", ...
        String anim = "00 00 00 02 | 00 05 " + hex("a2o-x") + " | 00 00 7A 44 | 00 00 00 00 | 00 | 00 00 00 00"
                + " | 00 00 00 00 | 00 00 00 01 | 00 00 00 01 04 " + hex("ROOT") + " 00 00 00 01 00 00 7A 44 00 00"
                + " FF FF FF FF FF FF FF FF 00 00";
        Detection d = detect(anim, "renamed.bin");
        assertThat(d.format()).isEqualTo(SimsFormats.ANIM);
        assertThat(d.description()).isEqualTo("The Sims Online .anim");
        String cut = "00 00 00 02 | 00 05 " + hex("a2o-x") + " | 00 00 7A";
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse(cut), "x.bin")).isEmpty();
        assertThat(detect(cut, "a2o-x.ANIM").format()).as("a cut-off .anim").isEqualTo(SimsFormats.ANIM);
        // Pools that do not fit, a bone name that is not text, or a NaN duration: not an .anim, whatever the name.
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse(anim.replace("| 00 00 00 00 | 00 00 00 00 | 00 00 00 01",
                "| 00 00 10 00 | 00 00 00 00 | 00 00 00 01")), "x.anim")).isEmpty();
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse(anim.replace(hex("ROOT"), "01 02 03 04")), "x.anim")).isEmpty();
        assertThat(FormatRegistry.installed().tryDetect(Hex.parse(anim.replace("00 00 7A 44 | 00 00 00 00 | 00",
                "00 00 C0 7F | 00 00 00 00 | 00")), "x.anim")).isEmpty();
    }

    @Test
    void textFormatsAreRecognisedByTheirKeywords() throws Exception {
        assertThat(detectText("# ASF\n# comment\n:version 1.10\n:name VICON\n").format())
                .isEqualTo(AcclaimFormats.ASF);
        assertThat(detectText("#!OML:ASF F:\\x.ASF\r\n:FULLY-SPECIFIED\r\n:DEGREES\r\n1\r\nroot 0 0 0\r\n").format())
                .isEqualTo(AcclaimFormats.AMC);
        assertThat(detectText("1\nroot 1 2 3 4 5 6\nlfemur 0 0 0\n").format()).isEqualTo(AcclaimFormats.AMC);
        assertThat(detectText("// Character File. Copyright 1997, Maxis Inc.\r\nversion 300\r\n0\r\n").format())
                .isEqualTo(SimsFormats.CMX);
        assertThat(detectText("//----//\n// Microsoft Agent Character Description\n\nDefineCharacter\n").format())
                .isEqualTo(AgentFormats.ACD);
    }

    @Test
    void textThatStartsWithAcIsNotAnAct() {
        assertThatThrownBy(() -> detectText("ACTION: buy milk\n")).isInstanceOf(FormatException.class)
                .hasMessageContaining("unrecognised content starting with 41 43 54 49");
    }

    @Test
    void unknownContentIsAClearError() {
        assertThatThrownBy(() -> detect("89 50 4E 47 0D 0A 1A 0A 00", "image.act"))
                .isInstanceOf(FormatException.class)
                .hasMessage("image.act: at offset 0 (0x0), file format: expected a "
                        + FormatRegistry.installed().formatsInWords() + " file, found unrecognised"
                        + " content starting with 89 50 4E 47 0D 0A 1A 0A");
        assertThatThrownBy(() -> FormatRegistry.installed().detect(new byte[0], "empty.spr"))
                .isInstanceOf(FormatException.class).hasMessageEndingWith("found an empty file");
    }

    @Test
    void everySampleFileIsRecognisedAsWhatItIs() throws IOException {
        Map<String, FileFormat> expected = Map.ofEntries(
                Map.entry("act", RagnarokFormats.ACT), Map.entry("spr", RagnarokFormats.SPR),
                Map.entry("acs", AgentFormats.ACS), Map.entry("acd", AgentFormats.ACD),
                Map.entry("asf", AcclaimFormats.ASF), Map.entry("amc", AcclaimFormats.AMC),
                Map.entry("cmx", SimsFormats.CMX), Map.entry("bcf", SimsFormats.BCF),
                Map.entry("cfp", SimsFormats.CFP), Map.entry("anim", SimsFormats.ANIM));
        Path root = Samples.folder("");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        int checked = 0;
        for (Path file : files) {
            String name = file.getFileName().toString();
            String ext = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
            FileFormat format = file.getParent().getFileName().toString().equals("gk3") && ext.equals("act")
                    ? Gk3Formats.ACT : expected.get(ext);
            if (format == null) {
                continue;
            }
            assertThat(FormatRegistry.installed().detect(file).format()).as(file.toString()).isEqualTo(format);
            // Content decides: the same bytes under a neutral name give the same answer, except for CFP.
            if (format != SimsFormats.CFP) {
                byte[] data = Files.readAllBytes(file);
                assertThat(FormatRegistry.installed().detect(data, "renamed.dat").format()).as(file + " renamed").isEqualTo(format);
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(80);
    }

    private static String hex(String ascii) {
        StringBuilder sb = new StringBuilder();
        for (byte b : ascii.getBytes(StandardCharsets.US_ASCII)) {
            sb.append(String.format("%02X ", b));
        }
        return sb.toString();
    }

    @Test
    void detectingAPathReadsItsContent() throws Exception {
        Path file = Files.createTempFile("detect", ".txt");
        try {
            Files.write(file, Arrays.copyOf(ActWriter.toBytes(ActFixtures.rich(ActVersion.V2_3)), 20));
            assertThat(FormatRegistry.installed().detect(file).description()).isEqualTo("Ragnarok ACT 0x203");
        } finally {
            Files.delete(file);
        }
    }
}
