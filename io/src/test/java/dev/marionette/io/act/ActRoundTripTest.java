package dev.marionette.io.act;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.testing.Hex;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.testing.ActFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ActRoundTripTest {

    static List<ActDocument> fixtures() {
        return ActFixtures.allVersions();
    }

    @ParameterizedTest(name = "version {index}")
    @MethodSource("fixtures")
    void modelWrittenAndReadBackIsEqual(ActDocument fixture) throws Exception {
        ReadResult<ActDocument> read = ActReader.read(ActWriter.toBytes(fixture), "fixture", ReadOptions.STRICT);
        assertThat(read.warnings()).isEmpty();
        assertThat(read.value()).isEqualTo(fixture);
        assertThat(read.value().version()).isEqualTo(fixture.version());
    }

    @ParameterizedTest(name = "version {index}")
    @MethodSource("fixtures")
    void bytesReadAndWrittenAgainAreIdentical(ActDocument fixture) throws Exception {
        byte[] first = ActWriter.toBytes(fixture);
        byte[] second = ActWriter.toBytes(ActReader.read(first, "fixture"));
        assertThat(second).isEqualTo(first);
    }

    @Test
    void version205IsWrittenFieldByFieldAsTheLayoutSays() throws Exception {
        ActDocument doc = new ActDocument();
        ActAnimation animation = new ActAnimation();
        animation.setInterval(4.0f);
        ActFrame frame = new ActFrame();
        SpriteLayer layer = new SpriteLayer(-2, 3, 0, SpriteLayer.TYPE_RGBA);
        layer.setMirrored(true);
        layer.setTint(0x11, 0x22, 0x33, 0x44);
        layer.setXScale(1.0f);
        layer.setYScale(2.0f);
        layer.setRotation(347);
        layer.setWidth(32);
        layer.setHeight(16);
        frame.layers().add(layer);
        frame.setEventId(0);
        Anchor anchor = new Anchor(5, -7);
        anchor.setOpaque(new byte[] {(byte) 0xAA, (byte) 0xBB, (byte) 0xCC, (byte) 0xDD});
        frame.anchors().add(anchor);
        animation.frames().add(frame);
        doc.animations().add(animation);
        doc.events().add(ActEvent.of("atk"));

        byte[] expected = Hex.parse("41 43 05 02 | 01 00 | " + Hex.zeros(10)
                + "| 01 00 00 00 | " + Hex.zeros(32) + "| 01 00 00 00"
                + "| FE FF FF FF | 03 00 00 00 | 00 00 00 00 | 01 00 00 00" // x, y, sprite, mirror
                + "| 11 22 33 44 | 00 00 80 3F | 00 00 00 40" // tint R G B A, xScale 1, yScale 2
                + "| 5B 01 00 00 | 01 00 00 00 | 20 00 00 00 | 10 00 00 00" // rotation 347, RGBA, 32x16
                + "| 00 00 00 00 | 01 00 00 00 | AA BB CC DD | 05 00 00 00 | F9 FF FF FF | 00 00 00 00"
                + "| 01 00 00 00 | 61 74 6B " + Hex.zeros(37) // one event "atk"
                + "| 00 00 80 40"); // interval 4.0
        assertThat(ActWriter.toBytes(doc)).isEqualTo(expected);
        assertThat(ActReader.read(expected, "golden")).isEqualTo(doc);
    }

    @Test
    void version100StoresOnlyPositionSpriteAndMirror() throws Exception {
        byte[] file = Hex.parse("41 43 00 01 | 01 00 | " + Hex.zeros(10) + "| 01 00 00 00 | " + Hex.zeros(32)
                + "| 01 00 00 00 | 0A 00 00 00 | F6 FF FF FF | 02 00 00 00 | 00 00 00 00");
        ActDocument doc = ActReader.read(file, "v100");
        SpriteLayer layer = doc.animations().get(0).frames().get(0).layers().get(0);
        assertThat(doc.version()).isEqualTo(ActVersion.V1_0);
        assertThat(layer.x()).isEqualTo(10);
        assertThat(layer.y()).isEqualTo(-10);
        assertThat(layer.spriteIndex()).isEqualTo(2);
        // Fields the version does not store hold the documented defaults.
        assertThat(layer.tint()).isEqualTo(SpriteLayer.DEFAULT_TINT);
        assertThat(layer.xScale()).isEqualTo(1.0f);
        assertThat(doc.animations().get(0).interval()).isEqualTo(ActAnimation.DEFAULT_INTERVAL_TICKS);
        assertThat(doc.animations().get(0).frames().get(0).eventId()).isEqualTo(ActFrame.NO_EVENT);
        assertThat(ActWriter.toBytes(doc)).isEqualTo(file);
    }

    @Test
    void version203SharesOneScaleAndHasNoSize() throws Exception {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_3);
        byte[] bytes = ActWriter.toBytes(doc);
        // 0x203 layers are 32 bytes: 4 ints, tint, one scale, rotation, type.
        ActDocument asRead = ActReader.read(bytes, "v203");
        for (ActFrame frame : asRead.animations().get(0).frames()) {
            for (SpriteLayer layer : frame.layers()) {
                assertThat(layer.yScaleBits()).isEqualTo(layer.xScaleBits());
                assertThat(layer.width()).isZero();
            }
        }
        ActDocument as204 = ActVersionChange.convert(doc, ActVersion.V2_4);
        assertThat(ActWriter.toBytes(as204).length - bytes.length)
                .as("0x204 adds 4 bytes (yScale) per layer").isEqualTo(4 * doc.layerCount());
    }

    @Test
    void eventNamesKeepBytesAfterTheTerminator() throws Exception {
        ActDocument doc = ActFixtures.rich(ActVersion.V2_5);
        ActDocument read = ActReader.read(ActWriter.toBytes(doc), "events");
        assertThat(read.events()).extracting(ActEvent::name).startsWith("atk", "poring_move.wav", "x");
        assertThat(read.events().get(2).hasBytesAfterTerminator()).isTrue();
        assertThat(read.events().get(2).raw()[5]).isEqualTo((byte) 0x7F);
        assertThat(read.events().get(3).name()).isEqualTo("\uD55C\uAE00.wav");
    }

    @Test
    void newDocumentsAreWrittenAsVersion205AndFilesGoThroughPaths(@TempDir Path dir) throws Exception {
        ActDocument doc = new ActDocument();
        doc.animations().add(new ActAnimation());
        Path file = dir.resolve("new.act");
        ActWriter.write(doc, file);
        byte[] bytes = Files.readAllBytes(file);
        assertThat(bytes).startsWith(0x41, 0x43, 0x05, 0x02);
        assertThat(ActReader.read(file).value()).isEqualTo(doc);
    }
}
