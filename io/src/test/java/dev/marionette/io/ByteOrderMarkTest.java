package dev.marionette.io;

import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.sims.SimsFormats;
import dev.marionette.io.acclaim.AcclaimFormats;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.format.FormatHandlers;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 19, defect 8: a text file that an editor saved with a UTF-8 byte order mark ({@code EF BB BF}) was an
 * "unknown format". ASF, AMC and CMX with one are recognised, checked, and written back with their mark, byte for
 * byte (ACD: {@code AcdParserTest}).
 */
class ByteOrderMarkTest {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private static final String ASF = ":version 1.10\n:name bom\n:units\n  angle deg\n:root\n  order TX TY TZ RX RY RZ\n"
            + "  axis XYZ\n  position 0 0 0\n  orientation 0 0 0\n:bonedata\n  begin\n    id 1\n    name arm\n"
            + "    direction 1 0 0\n    length 2\n    axis 0 0 0 XYZ\n    dof rz\n  end\n:hierarchy\n  begin\n"
            + "    root arm\n  end\n";
    private static final String AMC = "#!OML:ASF bom.asf\n:FULLY-SPECIFIED\n:DEGREES\n1\nroot 0 0 0 0 0 0\narm 10\n"
            + "2\nroot 1 0 0 0 0 0\narm 20\n";
    private static final String CMX = "// Character File. Copyright 1997, Maxis Inc.\r\nversion 300\r\n0\r\n0\r\n0\r\n";

    @TempDir
    Path dir;

    private static byte[] withBom(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(BOM);
        out.writeBytes(text.getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    @ParameterizedTest
    @ValueSource(strings = {"bom.asf", "bom.amc", "bom.cmx"})
    void aTextFileWithAByteOrderMarkIsReadAndWrittenBackWithIt(String name) throws Exception {
        Files.write(dir.resolve("bom.asf"), withBom(ASF));
        Files.write(dir.resolve("bom.amc"), withBom(AMC));
        Files.write(dir.resolve("bom.cmx"), withBom(CMX));
        Path file = dir.resolve(name);
        byte[] data = Files.readAllBytes(file);
        FileFormat expected = name.endsWith("asf") ? AcclaimFormats.ASF : name.endsWith("amc")
                ? AcclaimFormats.AMC : SimsFormats.CMX;
        assertThat(FormatRegistry.installed().detect(data, file.toString()).format()).isEqualTo(expected);
        assertThat(FormatRegistry.installed().detect(file).format()).isEqualTo(expected);
        FormatHandler handler = FormatHandlers.standard().find(expected).orElseThrow();
        assertThat(handler.check(data, file.toString(), ReadOptions.STRICT)).isEmpty();
        assertThat(handler.rewrite(data, file.toString(), ReadOptions.STRICT)).isEqualTo(data);
        if (expected == AcclaimFormats.AMC) {
            assertThat(handler.describe(data, file.toString(), ReadOptions.STRICT)).containsEntry("frames", "2");
        }
    }
}
