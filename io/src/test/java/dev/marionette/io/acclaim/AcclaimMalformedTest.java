package dev.marionette.io.acclaim;

import static dev.marionette.io.acclaim.AcclaimFixtures.bytes;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.testing.ReaderContract;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Damaged ASF and AMC text gives a {@link FormatException} naming file, line and column, and nothing else: no other
 * exception, no hang. Every cut of the fixtures and small samples at every line end and inside every line, every
 * token replaced by bad ones; then each kind of mistake with its message.
 */
class AcclaimMalformedTest {

    private static final String[] BAD_TOKENS = {"x", "1e999", "-", "nan", ":bogus", "99999999999999999999", "end",
        "begin", "root", "inf", "0x10", "#", "", "rq", "(", "1.0f"};

    @FunctionalInterface
    interface Parser {
        Object parse(byte[] data, ReadOptions options) throws FormatException;
    }

    private static FormatException outcome(Parser parser, String text, ReadOptions options, String what) {
        FormatException e = ReaderContract.outcome((data, o) -> {
            Object value = parser.parse(data, o);
            if (value instanceof AsfFile asf) {
                AcclaimRig.of(asf); // what was accepted must also make a skeleton
            }
        }, text.getBytes(StandardCharsets.ISO_8859_1), options, what);
        if (e != null) {
            assertThat(e.getMessage()).as(what).contains("fixture", "line ", "column ");
            assertThat(e.line()).as(what).isPositive();
        }
        return e;
    }

    private static Parser asfParser() {
        return (data, options) -> AsfReader.read(data, "fixture.asf", options);
    }

    private static Parser amcParser(AsfFile skeleton) {
        return (data, options) -> AmcReader.read(data, "fixture.amc", options, skeleton);
    }

    /**
     * Every prefix ending at a line end or in the middle of a line, and every token replaced by bad ones (all of them,
     * or for long files three per token in turn).
     */
    private static void damageEverywhere(Parser parser, String text, int maxLines) {
        List<int[]> tokens = new ArrayList<>();
        int lines = 0;
        for (int i = 0; i <= text.length() && lines < maxLines; i++) {
            if (i == text.length() || text.charAt(i) == '\n') {
                lines++;
                outcome(parser, text.substring(0, i), ReadOptions.STRICT, "cut at " + i);
                outcome(parser, text.substring(0, i), ReadOptions.LENIENT, "cut at " + i + " (lenient)");
            }
            if (i < text.length() && !Character.isWhitespace(text.charAt(i))
                    && (i == 0 || Character.isWhitespace(text.charAt(i - 1)))) {
                int end = i;
                while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                    end++;
                }
                tokens.add(new int[] {i, end});
                outcome(parser, text.substring(0, (i + end) / 2), ReadOptions.STRICT, "cut inside token at " + i);
            }
        }
        boolean all = tokens.size() < 400;
        for (int k = 0; k < tokens.size(); k++) {
            int[] t = tokens.get(k);
            for (int b = 0; b < BAD_TOKENS.length; b++) {
                if (!all && (b + k) % BAD_TOKENS.length >= 3) {
                    continue;
                }
                String bad = BAD_TOKENS[b];
                String damaged = text.substring(0, t[0]) + bad + text.substring(t[1]);
                outcome(parser, damaged, ReadOptions.STRICT, "token at " + t[0] + " -> " + bad);
                outcome(parser, damaged, ReadOptions.LENIENT, "token at " + t[0] + " -> " + bad + " (lenient)");
            }
        }
    }

    @Test
    void damagedSkeletonFixtureFailsOnlyWithFormatExceptions() {
        damageEverywhere(asfParser(), AcclaimFixtures.asf(), Integer.MAX_VALUE);
        damageEverywhere(asfParser(), AcclaimFixtures.crlf(AcclaimFixtures.asf("tx ty tz rz ry rx", "rad", "1 2 3")),
                Integer.MAX_VALUE);
    }

    @Test
    void damagedMotionFixtureFailsOnlyWithFormatExceptions() throws FormatException {
        AsfFile skeleton = AsfReader.read(bytes(AcclaimFixtures.asf()), "fixture.asf");
        String amc = "#!OML:ASF C:\\x.ASF\n" + AcclaimFixtures.amc(3, 1, "TX TY TZ RX RY RZ");
        damageEverywhere(amcParser(skeleton), amc, Integer.MAX_VALUE);
        damageEverywhere(amcParser(null), amc, Integer.MAX_VALUE);
        AcclaimRig rig = AcclaimRig.of(skeleton);
        damageEverywhere((data, options) -> AmcReader.readClip(data, "fixture.amc", options, rig, 120), amc,
                Integer.MAX_VALUE);
    }

    @Test
    void theExportFastPathReportsTheSameErrors() throws FormatException {
        AsfFile skeleton = AsfReader.read(bytes(AcclaimFixtures.asf()), "fixture.asf");
        AcclaimRig rig = AcclaimRig.of(skeleton);
        String amc = AcclaimFixtures.amc(3, 1, "TX TY TZ RX RY RZ");
        for (String bad : List.of(amc.replaceFirst("\nknee ", "\nelbow "), amc.replaceFirst("(\nknee [^\n]*)", "$1 7"),
                amc.replaceFirst("\nspine [^\n]*", ""), amc.replaceFirst("\nknee ([^ \n]*) ", "\nknee x "))) {
            FormatException full = outcome(amcParser(skeleton), bad, ReadOptions.STRICT, bad);
            FormatException fast = outcome((data, options) -> AmcReader.readClip(data, "fixture.amc", options, rig,
                    120), bad, ReadOptions.STRICT, bad);
            assertThat(fast).isNotNull();
            assertThat(fast.getMessage()).isEqualTo(full.getMessage());
        }
    }

    static List<AcclaimSamples> pairs() {
        return AcclaimSamples.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    void damagedSamplesFailOnlyWithFormatExceptions(AcclaimSamples pair) throws IOException {
        String asf = Files.readString(pair.asf(), StandardCharsets.ISO_8859_1);
        damageEverywhere(asfParser(), asf, pair.name().startsWith("endorphin") ? 120 : Integer.MAX_VALUE);
        AsfFile skeleton = pair.readAsf();
        // The first frames of the motion: enough lines for every kind of line, not the whole 2 MB.
        String amc = Files.readString(pair.amc(), StandardCharsets.ISO_8859_1);
        int cut = 0;
        for (int lines = 0; lines < 80 && cut >= 0; lines++) {
            cut = amc.indexOf('\n', cut + 1);
        }
        damageEverywhere(amcParser(skeleton), cut < 0 ? amc : amc.substring(0, cut + 1), 80);
    }

    private static FormatException asfError(String text) {
        FormatException e = outcome(asfParser(), text, ReadOptions.STRICT, text);
        assertThat(e).as("an error for\n" + text).isNotNull();
        return e;
    }

    private static FormatException amcError(String amc) throws FormatException {
        AsfFile skeleton = AsfReader.read(bytes(AcclaimFixtures.asf()), "fixture.asf");
        FormatException e = outcome(amcParser(skeleton), amc, ReadOptions.STRICT, amc);
        assertThat(e).as("an error for\n" + amc).isNotNull();
        return e;
    }

    @Test
    void anUnknownKeywordInABoneNamesItsLineColumnAndTheKeywordsExpected() {
        String asf = AcclaimFixtures.asf().replace("    bodymass 1.0", "    wingspan 1.0");
        FormatException e = asfError(asf);
        assertThat(e.line()).isEqualTo(51);
        assertThat(e.column()).isEqualTo(5);
        assertThat(e.found()).isEqualTo("\"wingspan\"");
        assertThat(e.expected()).contains("dof", "limits", "end");
        // Lenient reading skips it with a warning.
        assertThat(outcome(asfParser(), asf, ReadOptions.LENIENT, "lenient")).isNull();
    }

    @Test
    void aBadDofToken() {
        FormatException e = asfError(AcclaimFixtures.asf().replace("dof rz rx", "dof rz rq"));
        assertThat(e.found()).isEqualTo("\"rq\"");
        assertThat(e.expected()).contains("rx", "tz", "l");
        assertThat(e.field()).isEqualTo("bone dof");
        assertThat(e.getMessage()).contains("line 33, column 12");
        assertThat(asfError(AcclaimFixtures.asf().replace("dof rz rx", "dof rz rz")).expected()).contains("at most once");
        assertThat(asfError(AcclaimFixtures.asf().replace("order TX TY TZ RX RY RZ", "order TX TY TZ RX RY L")).found())
                .isEqualTo("\"L\"");
    }

    @Test
    void aHierarchyNamingAnUndefinedBoneOrACycle() {
        FormatException undefined = asfError(AcclaimFixtures.asf().replace("    knee dummy", "    knee elbow"));
        assertThat(undefined.found()).isEqualTo("\"elbow\"");
        assertThat(undefined.expected()).contains("bone defined in :bonedata");
        assertThat(undefined.line()).isEqualTo(67);
        FormatException cycle = asfError(AcclaimFixtures.asf().replace("    root hip spine\n    hip knee\n",
                "    root spine\n    hip knee\n    toe hip\n"));
        assertThat(cycle.found()).contains("cycle", "hip", "knee", "dummy", "toe");
        FormatException twoParents = asfError(AcclaimFixtures.asf().replace("    dummy toe", "    dummy toe\n    hip toe"));
        assertThat(twoParents.found()).contains("toe already a child on line 68");
        FormatException notInIt = asfError(AcclaimFixtures.asf().replace("    dummy toe\n", ""));
        assertThat(notInIt.found()).contains("toe is not in it");
    }

    @Test
    void numbersThatDoNotParse() {
        FormatException e = asfError(AcclaimFixtures.asf().replace("length 4", "length 4,5x"));
        assertThat(e.found()).isEqualTo("\"5x\"");
        // 4 was the length; the next token stands where a keyword belongs.
        assertThat(e.expected()).contains("direction", "dof", "end");
        FormatException direction = asfError(AcclaimFixtures.asf().replace("direction 0.1 -1 0", "direction 0.1 - 0"));
        assertThat(direction.expected()).isEqualTo("a number");
        assertThat(direction.found()).isEqualTo("\"-\"");
        assertThat(asfError(AcclaimFixtures.asf().replace("(-10 170)", "(-10 1e999)")).found()).isEqualTo("\"1e999\"");
    }

    @Test
    void aMotionLineForAnUnknownBone() throws FormatException {
        String amc = AcclaimFixtures.amc(2, 1, "TX TY TZ RX RY RZ").replaceFirst("\nknee ", "\nelbow ");
        FormatException e = amcError(amc);
        assertThat(e.found()).contains("\"elbow\"");
        assertThat(e.expected()).isEqualTo("root or a bone of the skeleton");
        assertThat(e.line()).isEqualTo(6);
        assertThat(e.column()).isEqualTo(1);
    }

    @Test
    void aWrongNumberOfValues() throws FormatException {
        String amc = AcclaimFixtures.amc(2, 1, "TX TY TZ RX RY RZ");
        String extra = amc.replaceFirst("(\nknee [^\n]*)", "$1 7");
        FormatException e = amcError(extra);
        assertThat(e.expected()).isEqualTo("2 values (dof rz rx)");
        assertThat(e.found()).isEqualTo("3 values");
        assertThat(e.field()).isEqualTo("values of knee");
        String fewer = amc.replaceFirst("\nroot ([^ \n]*) ", "\nroot ");
        assertThat(amcError(fewer).expected()).isEqualTo("6 values (order TX TY TZ RX RY RZ)");
        FormatException bad = amcError(amc.replaceFirst("\nknee ([^ \n]*) ", "\nknee 1,5 "));
        assertThat(bad.found()).isEqualTo("\"1,5\"");
        assertThat(bad.field()).isEqualTo("value 1 of knee");
    }

    @Test
    void aFrameLackingABoneOrRepeatingOne() throws FormatException {
        String amc = AcclaimFixtures.amc(3, 1, "TX TY TZ RX RY RZ");
        String missing = amc.replaceFirst("\nspine [^\n]*", "");
        FormatException e = amcError(missing);
        assertThat(e.found()).isEqualTo("frame 1 (numbered 1) lacks spine");
        assertThat(e.line()).isEqualTo(3);
        AsfFile skeleton = AsfReader.read(bytes(AcclaimFixtures.asf()), "fixture.asf");
        var lenient = AmcReader.read(bytes(missing), "fixture.amc", ReadOptions.LENIENT, skeleton);
        assertThat(lenient.warnings()).singleElement().asString().contains("lacks spine", "rest");
        String twice = amc.replaceFirst("(\nknee [^\n]*)", "$1$1");
        assertThat(amcError(twice).found()).isEqualTo("knee a second time");
    }

    @Test
    void bonesBeforeTheFirstFrameNumberOrKeywordsAmongFrames() throws FormatException {
        assertThat(amcError(":FULLY-SPECIFIED\nroot 0 0 0 0 0 0\n").expected()).contains("frame number");
        String amc = AcclaimFixtures.amc(2, 1, "TX TY TZ RX RY RZ");
        assertThat(amcError(amc + ":DEGREES\n").found()).isEqualTo("\":DEGREES\"");
    }

    @Test
    void tooManyValuesOnALineAreRefusedBeforeAllocating() throws FormatException {
        StringBuilder line = new StringBuilder("1\nroot");
        for (int i = 0; i < 100_000; i++) {
            line.append(" 0");
        }
        FormatException e = amcError(line.append('\n').toString());
        assertThat(e.expected()).isEqualTo("at most 64 values on a line");
        AmcFile ok = AmcReader.read(bytes("1\nroot 1 2 3\n"), "fixture.amc", null);
        assertThat(ok.frame(0).records().get(0).valueCount()).isEqualTo(3);
    }
}
