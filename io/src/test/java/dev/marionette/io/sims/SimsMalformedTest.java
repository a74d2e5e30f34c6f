package dev.marionette.io.sims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.Hex;
import dev.marionette.io.testing.Malformed;
import dev.marionette.io.testing.ReaderContract;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.sims.PropertyList;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.TsoPropertyForm;
import dev.marionette.model.sims.TsoPropertyList;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Damaged Sims files fail with a FormatException naming the place and the field, at once, whatever the damage. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SimsMalformedTest {

    private static final Malformed.Parser BCF = (data, options) -> BcfReader.read(data, "bad.bcf", options);
    private static final Malformed.Parser ANIM = (data, options) -> TsoAnimReader.read(data, "bad.anim", options);

    private static byte[] bcfFixture() throws Exception {
        // The skeleton and the walking skill (events, properties) in one binary file.
        var skeleton = SimsCharacterFileTest.read("ts1_cmx/adult-skeleton.cmx").data();
        var walk = SimsCharacterFileTest.read("ts1_cmx/adult-walking-frantic-loop.cmx").data();
        return BcfWriter.toBytes(new dev.marionette.model.sims.SimsCharacterData(skeleton.skeletons(), List.of(),
                walk.skills()), BcfLayout.STANDARD);
    }

    private static byte[] animFixture() throws Exception {
        return TsoAnimWriter.toBytes(TsoAnimTest.fixture(TsoPropertyForm.NESTED, List.of(new TsoPropertyList(List.of(
                new PropertyList(List.of(new SimsProperty("name", "adult"))))))));
    }

    @Test
    void bcfTruncatedAtEveryOffset() throws Exception {
        Malformed.truncatedAtEveryOffset(BCF, Samples.bytes("sims/ts1_bcf/a2a-apologizer.cmx.bcf"));
        Malformed.truncatedAtEveryOffset(BCF, bcfFixture());
    }

    @Test
    void bcfWithHugeValuesAnywhere() throws Exception {
        Malformed.hugeValuesEverywhere(BCF, bcfFixture());
    }

    @Test
    void bcfCountsAndStringLengthsThatDoNotFitAreNamed() throws Exception {
        byte[] data = Samples.bytes("sims/ts1_bcf/a2a-apologizer.cmx.bcf");
        byte[] skills = data.clone();
        skills[8] = (byte) 0xFF;
        skills[11] = 0x7F;
        assertThatThrownBy(() -> BcfReader.read(skills, "bad.bcf", ReadOptions.STRICT))
                .hasMessage("bad.bcf: at offset 8 (0x8), skill count: expected at most 279 (what fits in the 7273"
                        + " bytes left), found 2130706687");
        byte[] name = data.clone();
        name[12] = (byte) 0xFF; // the escape: an i32 length follows, here the bytes "a2a-" (a huge length)
        assertThatThrownBy(() -> BcfReader.read(name, "bad.bcf", ReadOptions.STRICT))
                .hasMessageStartingWith("bad.bcf: at offset 13 (0xd), skill 0 name length: expected at most 7268");
        byte[] shortName = data.clone();
        shortName[12] = (byte) 0xFE;
        assertThatThrownBy(() -> BcfReader.read(shortName, "bad.bcf", ReadOptions.STRICT))
                .isInstanceOf(FormatException.class);
    }

    @Test
    void anEscapedShortStringWritesBackEscaped() throws Exception {
        // One skill named "ab" with its length escaped: FF 02 00 00 00.
        byte[] data = Hex.parse("00000000 00000000 01000000 FF02000000 6162 00 00000000 00000000 00000000"
                + " 00000000 00000000 00000000");
        SimsCharacterFile file = BcfReader.read(data, "x.bcf", ReadOptions.STRICT).value();
        assertThat(file.data().skills().get(0).name()).isEqualTo("ab");
        assertThat(file.toBytes()).isEqualTo(data);
        assertThat(BcfWriter.toBytes(file.data(), BcfLayout.STANDARD)).hasSize(data.length - 4);
    }

    @Test
    void cfpCutShortOrRunningLongAtEveryOffset() throws Exception {
        for (CfpSamples.CfpSample sample : CfpSamples.CFPS) {
            byte[] data = sample.data();
            for (int length = 0; length < data.length; length++) {
                byte[] cut = Arrays.copyOf(data, length);
                FormatException e = Malformed.outcome((d, o) -> CfpStream.read(d, "cut.cfp", sample.values(), o, null),
                        cut, ReadOptions.STRICT, "cut to " + length);
                assertThat(e).as("cut to " + length).isNotNull();
                assertThat(e.field()).matches("keyframe value.*|value count.*");
            }
            byte[] longer = Arrays.copyOf(data, data.length + 1);
            assertThatThrownBy(() -> CfpStream.read(longer, "long.cfp", sample.values(), ReadOptions.STRICT, null))
                    .hasMessageContaining("the stream runs long");
        }
    }

    @Test
    void animSampleTruncatedAtEveryOffsetAndANameLengthPastTheEnd() throws Exception {
        Malformed.truncatedAtEveryOffset(ANIM, Samples.bytes("sims/tso/a2o-walking-frantic-loop.anim"));
        byte[] name = animFixture();
        name[4] = (byte) 0xFF;
        assertThatThrownBy(() -> TsoAnimReader.read(name, "bad.anim", ReadOptions.STRICT))
                .hasMessageStartingWith("bad.anim: at offset 6 (0x6), name: expected 65288 more bytes");
    }

    @Test
    void cmxCutAtEveryOffsetFailsOnTheLineWhereItEnds() throws Exception {
        for (String sample : List.of("ts1_cmx/adult-walking-frantic-loop.cmx", "ts1_cmx/adult-skeleton.cmx")) {
            byte[] data = Samples.bytes("sims/" + sample);
            String text = new String(data, StandardCharsets.ISO_8859_1);
            int lastLine = text.stripTrailing().lastIndexOf('\n') + 1;
            for (int length = 0; length < data.length; length++) {
                byte[] cut = Arrays.copyOf(data, length);
                FormatException e = cmxOutcome(cut, "cut to " + length);
                if (length < lastLine) {
                    assertThat(e).as(sample + " cut to " + length).isNotNull();
                    assertThat(e.line()).as("line of the error").isPositive();
                }
            }
        }
    }

    @Test
    void cmxErrorsNameLineColumnAndField() throws Exception {
        String walk = new String(Samples.bytes("sims/ts1_cmx/adult-walking-frantic-loop.cmx"),
                StandardCharsets.ISO_8859_1);
        String badNumber = walk.replaceFirst("\r\n6\\.71966\r\n", "\r\n  6.7x\r\n");
        assertThatThrownBy(() -> read(badNumber)).hasMessage("walk.cmx: line 9, column 3, skill 0 distance:"
                + " expected a number, found \"6.7x\"");
        String hugeCount = walk.replaceFirst("\r\n29\r\n", "\r\n4294967295\r\n");
        assertThatThrownBy(() -> read(hugeCount)).hasMessageStartingWith("walk.cmx: line 13, column 1, skill 0"
                + " motion count: expected at most ");
        String negative = walk.replaceFirst("\r\n29\r\n", "\r\n-1\r\n");
        assertThatThrownBy(() -> read(negative)).hasMessageContaining("line 13, column 1, skill 0 motion count");
        String badVector = new String(Samples.bytes("sims/ts1_cmx/adult-skeleton.cmx"), StandardCharsets.ISO_8859_1)
                .replaceFirst("\\| -5\\.88894e-005 ", "| -5.88894e-0x5 ");
        assertThatThrownBy(() -> read(badVector)).hasMessage("walk.cmx: line 9, column 3, skeleton 0 bone 0"
                + " translation x: expected a number, found \"| -5.88894e-0x5 3.01362 0.00807638 |\"");
        String lastLineCut = walk.substring(0, walk.stripTrailing().lastIndexOf('\n') + 1);
        int lines = lastLineCut.split("\r\n").length;
        assertThatThrownBy(() -> read(lastLineCut)).hasMessage("walk.cmx: line " + (lines + 1) + ", column 1, skill 0"
                + " motion 28 time property list count: expected a line, found the end of the file");
        assertThatThrownBy(() -> read("// comment\r\nversion 301\r\n0\r\n0\r\n0\r\n"))
                .hasMessage("walk.cmx: line 2, column 1, version: expected version 300, found version 301");
        assertThatThrownBy(() -> read("// comment\r\nhello\r\n")).hasMessageContaining("line 2, column 1, version line");
        assertThatThrownBy(() -> read(walk + "extra\r\n")).hasMessageContaining("nothing after the last skill");
        assertThat(CmxReader.read((walk + "extra\r\n").getBytes(StandardCharsets.ISO_8859_1), "walk.cmx",
                ReadOptions.LENIENT).value().toBytes()).asString(StandardCharsets.ISO_8859_1).endsWith("extra\r\n");
    }

    private static SimsCharacterFile read(String text) throws FormatException {
        return CmxReader.read(text.getBytes(StandardCharsets.ISO_8859_1), "walk.cmx", ReadOptions.STRICT).value();
    }

    private static FormatException cmxOutcome(byte[] data, String what) {
        FormatException e = ReaderContract.outcome((d, o) -> CmxReader.read(d, "cut.cmx", o), data,
                ReadOptions.STRICT, what);
        ReaderContract.outcome((d, o) -> CmxReader.read(d, "cut.cmx", o), data, ReadOptions.LENIENT, what);
        if (e != null) {
            assertThat(e.getMessage()).as(what).contains("line ");
        }
        return e;
    }
}
