package dev.marionette.io.act;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.testing.ActFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ActReaderTest {

    private static byte[] fixtureBytes(int version) throws Exception {
        return ActWriter.toBytes(ActFixtures.rich(version));
    }

    @Test
    void rejectsAWrongSignatureNamingTheBytesFound() {
        assertThatThrownBy(() -> ActReader.read(new byte[] {'S', 'P', 1, 2, 0, 0}, "x.act"))
                .isInstanceOf(FormatException.class)
                .hasMessage("x.act: at offset 0 (0x0), signature: expected \"AC\", found 53 50");
    }

    @Test
    void saysWhenTheFileIsAGabrielKnight3Act() {
        assertThatThrownBy(() -> ActReader.read(new byte[] {'H', 'T', 'C', 'A', 2, 1, 0, 0}, "gk3.act"))
                .isInstanceOf(FormatException.class).hasMessageContaining("Gabriel Knight 3");
    }

    @Test
    void unknownVersionsAreAClearError() throws Exception {
        for (int version : new int[] {0x206, 0x300, 0x102, 0x1FF}) {
            byte[] data = fixtureBytes(ActVersion.V2_5);
            data[2] = (byte) version;
            data[3] = (byte) (version >>> 8);
            assertThatThrownBy(() -> ActReader.read(data, "new.act"))
                    .isInstanceOf(FormatException.class)
                    .hasMessageContaining("at offset 2 (0x2), version")
                    .hasMessageContaining(String.format("0x%X (an ACT of unsupported version", version));
        }
    }

    @Test
    void bytesAfterTheLastFieldFailStrictlyAndAreWarnedLeniently() throws Exception {
        byte[] clean = fixtureBytes(ActVersion.V2_5);
        byte[] data = Arrays.copyOf(clean, clean.length + 3);
        assertThatThrownBy(() -> ActReader.read(data, "t.act"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("at offset " + clean.length)
                .hasMessageContaining("end of file: expected end of file, found 3 more bytes after the last field");

        ReadResult<ActDocument> lenient = ActReader.read(data, "t.act", ReadOptions.LENIENT);
        assertThat(lenient.value()).isEqualTo(ActFixtures.rich(ActVersion.V2_5));
        assertThat(lenient.warnings()).singleElement().satisfies(w -> {
            assertThat(w.offset()).isEqualTo(clean.length);
            assertThat(w.message()).contains("3 more bytes").contains("not be written back");
        });
    }

    @Test
    void aShortIntervalTableFailsStrictlyAndRepeatsTheLastValueLeniently() throws Exception {
        byte[] clean = fixtureBytes(ActVersion.V2_5);
        // The fixture has 3 actions; drop the last interval and 2 bytes of the one before.
        byte[] data = Arrays.copyOf(clean, clean.length - 6);
        assertThatThrownBy(() -> ActReader.read(data, "t.act")).isInstanceOf(FormatException.class)
                .hasMessageContaining("interval table");

        ReadResult<ActDocument> lenient = ActReader.read(data, "t.act", ReadOptions.LENIENT);
        ActDocument doc = lenient.value();
        assertThat(doc.animations().get(0).interval()).isEqualTo(4.0f);
        assertThat(doc.animations().get(1).interval()).as("repeats the last complete value").isEqualTo(4.0f);
        assertThat(doc.animations().get(2).interval()).isEqualTo(4.0f);
        assertThat(lenient.warnings()).extracting(ReadWarning::field).containsExactly("interval table", "end of file");
    }

    @Test
    void unusualButReadableValuesAreKeptAndWarnedAbout() throws Exception {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_5);
        ActFrame frame = doc.animations().get(0).frames().get(0);
        frame.setEventId(17);
        SpriteLayer layer = frame.layers().get(0);
        layer.setSpriteType(2);
        layer.setMirrorFlag(2);
        layer.setSpriteIndex(-5);
        ReadResult<ActDocument> read = ActReader.read(ActWriter.toBytes(doc), "odd.act", ReadOptions.STRICT);
        assertThat(read.value()).isEqualTo(doc);
        assertThat(read.warnings()).extracting(ReadWarning::field).containsExactly(
                "action 0 frame 0 layer 0 sprite index", "action 0 frame 0 layer 0 mirror flag",
                "action 0 frame 0 layer 0 sprite type", "frame event id");
        assertThat(read.warnings().get(3).message()).contains("17 does not index the event list (4 events)");
    }

    @Test
    void readsFromAPathAndNamesItInErrors(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cut.act");
        Files.write(file, Arrays.copyOf(fixtureBytes(ActVersion.V2_4), 40));
        assertThatThrownBy(() -> ActReader.read(file)).isInstanceOf(FormatException.class)
                .hasMessageStartingWith(file + ": at offset 16 (0x10), frame count of action 0: expected at most 0");
    }

    @Test
    void filesOverTheSizeCapAreRefusedBeforeReading(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("big.act");
        Files.write(file, fixtureBytes(ActVersion.V2_5));
        assertThatThrownBy(() -> ActReader.read(file, ReadOptions.STRICT.withMaxFileSize(100)))
                .isInstanceOf(FormatException.class).hasMessageContaining("file size: expected at most 100 bytes");
    }
}
