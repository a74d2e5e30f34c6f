package dev.marionette.io.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Our ACD of a real character against the decompiler's ACD of the same character, byte for byte from
 * {@code DefineCharacter} on (the comment header names the tool), once Marionette's own {@code //@} lines (and
 * the comment that introduces the table of them) are left out: the Character Editor reads those as comments.
 */
class AcdWriterSampleTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Genie.acs, Genie.acd", "CLIPPIT.ACS, CLIPPIT.acd"})
    void theTextIsTheDecompilersFromDefineCharacterOn(String acs, String acd) throws Exception {
        Path acsFile = Samples.folder("acs").resolve(acs);
        Path acdFile = Samples.folder("acd").resolve(acd);
        AgentCharacter c = AcsReader.read(acsFile);
        String text = AcdWriter.write(c);
        assertThat(text).contains("//@ Image = \"Images\\0000.bmp\", 0x");
        byte[] ours = AcdWriter.encode(text);
        byte[] theirs = Files.readAllBytes(acdFile);
        List<String> ourLines = lines(ours).stream().filter(l -> !l.strip().startsWith("//@")
                && !l.startsWith("//\tMarionette:") && !l.startsWith("//\tchecksums") && !l.startsWith("//\tThe Char"))
                .toList();
        List<String> theirLines = lines(theirs);
        int from = ourLines.indexOf("DefineCharacter");
        int theirFrom = theirLines.indexOf("DefineCharacter");
        List<String> a = trimEnd(ourLines.subList(from, ourLines.size()));
        List<String> b = trimEnd(theirLines.subList(theirFrom, theirLines.size()));
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            assertThat(a.get(i)).as("line %d after DefineCharacter", i).isEqualTo(b.get(i));
        }
        assertThat(a).hasSameSizeAs(b);
    }

    /** Lines as ISO-8859-1 (byte for byte), line ends ignored. */
    private static List<String> lines(byte[] bytes) {
        return List.of(new String(bytes, StandardCharsets.ISO_8859_1).replace("\r\n", "\n").split("\n", -1));
    }

    private static List<String> trimEnd(List<String> lines) {
        int n = lines.size();
        while (n > 0 && lines.get(n - 1).isEmpty()) {
            n--;
        }
        return lines.subList(0, n);
    }
}
