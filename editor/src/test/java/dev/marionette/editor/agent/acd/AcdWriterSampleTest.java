package dev.marionette.editor.agent.acd;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.AgentSamples;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.model.acs.AgentCharacter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Our ACD of a real character against the decompiler's ACD of the same character, byte for byte from
 * {@code DefineCharacter} on (the comment header names the tool).
 */
class AcdWriterSampleTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"acs/Genie.acs, acd/Genie.acd", "acs/CLIPPIT.ACS, acd/CLIPPIT.acd"})
    void theTextIsTheDecompilersFromDefineCharacterOn(String acs, String acd) throws Exception {
        Path acsFile = AgentSamples.require(acs);
        Path acdFile = AgentSamples.require(acd);
        AgentCharacter c = AcsReader.read(acsFile);
        byte[] ours = AcdExport.encode(AcdWriter.write(c));
        byte[] theirs = Files.readAllBytes(acdFile);
        List<String> ourLines = lines(ours);
        List<String> theirLines = lines(theirs);
        int from = ourLines.indexOf("DefineCharacter");
        int theirFrom = theirLines.indexOf("DefineCharacter");
        List<String> a = ourLines.subList(from, ourLines.size());
        List<String> b = theirLines.subList(theirFrom, theirLines.size());
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            assertThat(a.get(i)).as("line %d after DefineCharacter", i).isEqualTo(b.get(i));
        }
        assertThat(a).hasSameSizeAs(b);
    }

    /** Lines as ISO-8859-1 (byte for byte), line ends ignored. */
    private static List<String> lines(byte[] bytes) {
        return List.of(new String(bytes, StandardCharsets.ISO_8859_1).replace("\r\n", "\n").split("\n", -1));
    }
}
