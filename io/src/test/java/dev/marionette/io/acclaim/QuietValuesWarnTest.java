package dev.marionette.io.acclaim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.asf.AsfReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, defect 8: ASF values that were accepted without a word now get a warning naming the line: a
 * {@code limits} list missing a {@code )} (parentheses count as blanks, so a cut pair went unnoticed) and an
 * {@code id} that is not a number ({@code id NaN}).
 */
class QuietValuesWarnTest {

    private static List<String> warnings(String asf) throws Exception {
        return AsfReader.read(AcclaimFixtures.bytes(asf), "w.asf", ReadOptions.STRICT).warnings().stream()
                .map(ReadWarning::message).toList();
    }

    private static String skeleton(String id, String limits) {
        return ":version 1.10\n:name w\n:root\n  order TX TY TZ RX RY RZ\n  axis XYZ\n  position 0 0 0\n"
                + "  orientation 0 0 0\n:bonedata\n  begin\n    id " + id + "\n    name arm\n    direction 1 0 0\n"
                + "    length 2\n    axis 0 0 0 XYZ\n    dof rx rz\n    limits " + limits + "\n  end\n"
                + ":hierarchy\n  begin\n    root arm\n  end\n";
    }

    @Test
    void aCleanSkeletonHasNoWarnings() throws Exception {
        assertThat(warnings(skeleton("1", "(-10 10)\n           (-inf inf)"))).isEmpty();
        assertThat(warnings(skeleton("1", "(-10, 10) (-inf, inf)  # (a comment"))).isEmpty();
    }

    @Test
    void aLimitsListMissingAParenthesisIsNamed() throws Exception {
        assertThat(warnings(skeleton("1", "(-10 10\n           (-inf inf)"))).singleElement().isEqualTo(
                "line 16, column 5: the limits on lines 16..17 open 2 parentheses and close 1 (read as numbers in"
                        + " order; is a pair cut?)");
        assertThat(warnings(skeleton("1", "(-10 10) (-inf inf"))).singleElement().asString()
                .contains("the limits on line 16 open 2 parentheses and close 1");
    }

    @Test
    void anIdThatIsNotANumberIsNamed() throws Exception {
        assertThat(warnings(skeleton("NaN", "(-10 10) (-inf inf)"))).singleElement().isEqualTo(
                "line 10, column 8: id \"NaN\" is not a whole number (kept as written; names identify bones)");
    }
}
