package dev.marionette.io.grf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import org.junit.jupiter.api.Test;

/** Name decoding, encoding and the client's lookup key. */
class GrfNamesTest {

    /** What Java's strict CP949 decoder makes of the bytes, or null when it refuses them. */
    private static String strict(byte[] b) {
        try {
            return GrfNames.CP949.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static String table(byte[] b) {
        char[] out = new char[b.length];
        int n = GrfNames.decodeInto(b, 0, b.length, out, 0);
        return n < 0 ? null : new String(out, 0, n);
    }

    /** The fast decoder agrees with Java's strict one on every 1- and 2-byte sequence and on 3-byte mixes. */
    @Test
    void theTableDecoderAgreesWithJavasStrictDecoderOnEverySequence() {
        for (int a = 0; a < 256; a++) {
            byte[] one = {(byte) a};
            assertThat(table(one)).as("byte %02X", a).isEqualTo(strict(one));
            for (int b = 0; b < 256; b++) {
                byte[] two = {(byte) a, (byte) b};
                assertThat(table(two)).as("bytes %02X %02X", a, b).isEqualTo(strict(two));
            }
        }
        for (int a = 0x78; a < 0x90; a++) {
            for (int b = 0; b < 256; b += 3) {
                for (int c = 0x30; c < 0xC0; c += 7) {
                    byte[] three = {(byte) a, (byte) b, (byte) c};
                    assertThat(table(three)).isEqualTo(strict(three));
                }
            }
        }
    }

    @Test
    void namesRoundTripThroughCp949() throws Exception {
        String name = "data\\sprite\\인간족\\연금술사\\연금술사_남_창_검광.act";
        byte[] bytes = GrfNames.encode(name).orElseThrow();
        assertThat(GrfNames.decode(bytes, 0, bytes.length)).isEqualTo(name);
        assertThat(GrfNames.encode("snow☃")).isEmpty();
        assertThat(GrfNames.firstUnencodable("data\\snow☃.txt")).contains("☃ (U+2603)");
    }

    @Test
    void theLookupKeyFoldsAsciiLettersAndSeparators() {
        byte[] a = GrfNames.encode("DATA/Sprite\\몬스터\\Poring.ACT").orElseThrow();
        byte[] b = GrfNames.encode("data\\sprite\\몬스터\\poring.act").orElseThrow();
        assertThat(GrfNames.lookupKey(a)).isEqualTo(GrfNames.lookupKey(b));
    }
}
