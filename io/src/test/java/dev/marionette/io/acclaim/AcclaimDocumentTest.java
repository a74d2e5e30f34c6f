package dev.marionette.io.acclaim;

import static dev.marionette.io.acclaim.AcclaimFixtures.bytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.io.FormatException;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.amc.AmcWriter;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.asf.AsfWriter;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.motion.Clip;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Acclaim motion document: each edit on the real samples, written and read back equal, in the file's own
 * style, with precise change events, undone to the original bytes.
 */
class AcclaimDocumentTest {

    private final List<DocumentEvent> events = new ArrayList<>();

    private AcclaimDocument open(AcclaimSamples pair) throws IOException {
        AsfFile asf = pair.readAsf();
        AcclaimDocument doc = new AcclaimDocument(asf, pair.readAmc(asf), Clip.DEFAULT_ACCLAIM_RATE, pair.asf(),
                pair.amc());
        doc.addDocumentListener(events::add);
        return doc;
    }

    /** Writes both files and reads them back: they must be the document's file models. */
    private static void assertReadsBackAsIs(AcclaimDocument doc) throws FormatException {
        byte[] asfBytes = AsfWriter.toBytes(doc.asf());
        AsfFile asf = AsfReader.read(asfBytes, "written.asf");
        assertThat(asf).isEqualTo(doc.asf());
        AmcFile amc = AmcReader.read(AmcWriter.toBytes(doc.amc()), "written.amc", asf);
        assertThat(amc).isEqualTo(doc.amc());
    }

    private static String text(AmcFile amc) {
        return new String(AmcWriter.toBytes(amc), StandardCharsets.ISO_8859_1);
    }

    @Test
    void setAValueWritesOnlyThatTokenInTheFilesStyle() throws IOException {
        AcclaimDocument doc = open(AcclaimSamples.named("cmu02_walk"));
        byte[] original = Files.readAllBytes(doc.amcFile());
        int lfemur = doc.skeleton().indexOf("lfemur").orElseThrow();
        doc.operations().setChannelValue(10, lfemur, 1, 12.3456789);
        assertThat(doc.fileValue(10, lfemur, 1)).isEqualTo(12.3457);
        assertThat(events).singleElement().extracting(DocumentEvent::changes).asList()
                .containsExactly(Change.property(Part.CHANNEL, "value", lfemur, 1, 10));
        String before = new String(original, StandardCharsets.ISO_8859_1);
        String after = text(doc.amc());
        String oldLine = before.lines().filter(l -> l.startsWith("lfemur ")).skip(10).findFirst().orElseThrow();
        String[] t = oldLine.split(" ");
        assertThat(after).contains("lfemur " + t[1] + " 12.3457 " + t[3] + "\n");
        assertThat(after.length()).isEqualTo(before.length() - t[2].length() + "12.3457".length());
        double radians = doc.clip().value(10, doc.skeleton().firstChannel(lfemur) + 1);
        assertThat(radians).isCloseTo(Math.toRadians(12.3457), within(1e-12));
        assertReadsBackAsIs(doc);
        // Typing on merges; undo goes back to the file's bytes.
        doc.operations().setChannelValue(10, lfemur, 1, -0.00001234);
        // The file writes three-digit exponents (-1.6201e-014), so the edit does too.
        assertThat(text(doc.amc())).contains(" -1.234e-005 ");
        assertThat(doc.history().steps()).hasSize(1);
        doc.undo();
        assertThat(AmcWriter.toBytes(doc.amc())).isEqualTo(original);
        assertThat(doc.isDirty()).isFalse();
    }

    @Test
    void valuesOfAFixedDecimalsFileAreWrittenWithItsDecimals() throws IOException {
        AcclaimDocument doc = open(AcclaimSamples.named("bioskeleton_walk"));
        doc.operations().setChannelValue(0, 0, 3, -2.5);
        assertThat(text(doc.amc())).contains("\nroot -1.244205 36.710186 -1.148101 -2.500000 4.190043 -18.282991\n");
        assertReadsBackAsIs(doc);
    }

    @Test
    void trimKeepsTheRangeRenumbersARegularRunAndUndoes() throws IOException {
        AcclaimDocument doc = open(AcclaimSamples.named("cmu02_walk"));
        byte[] original = AmcWriter.toBytes(doc.amc());
        double[] frame100 = new double[doc.skeleton().channelCount()];
        doc.clip().copyFrame(100, frame100, 0);
        doc.operations().trim(100, 199);
        assertThat(doc.amc().frameCount()).isEqualTo(100);
        assertThat(doc.amc().frames()).extracting(f -> f.label()).startsWith("1", "2").endsWith("100");
        double[] first = new double[frame100.length];
        doc.clip().copyFrame(0, first, 0);
        assertThat(first).containsExactly(frame100);
        assertThat(events.get(events.size() - 1).changes()).containsExactly(Change.replaced(Part.CLIP));
        String trimmed = text(doc.amc());
        assertThat(trimmed).startsWith("#!OML:ASF H:\\Terrain\\Patient Classification 1\\Takeo\\Monday\\TakeoMonday.ASF\n"
                + ":FULLY-SPECIFIED\n:DEGREES\n1\nroot 9.44773 17.1212 -12.995 ");
        assertReadsBackAsIs(doc);
        doc.undo();
        assertThat(AmcWriter.toBytes(doc.amc())).isEqualTo(original);
        doc.redo();
        assertThat(text(doc.amc())).isEqualTo(trimmed);
    }

    @Test
    void trimKeepsIrregularLabelsAsWritten() throws IOException {
        AcclaimDocument doc = open(AcclaimSamples.named("tiny_handmade"));
        doc.operations().trim(5, 9);
        assertThat(doc.amc().frames()).extracting(f -> f.label()).containsExactly("6", "4", "5", "6", "6");
        assertReadsBackAsIs(doc);
    }

    @Test
    void resampleKeepsTheDurationAndTheFramesThatFallOnSourceFrames() throws IOException {
        AcclaimDocument doc = open(AcclaimSamples.named("cmu02_walk"));
        Clip before = doc.clip();
        doc.operations().resample(30);
        assertThat(doc.frameRate()).isEqualTo(30);
        assertThat(doc.amc().frameCount()).isEqualTo(86); // 342 / 4 + 1
        assertThat(doc.clip().duration()).isCloseTo(before.duration(), within(1 / 30.0));
        assertThat(events.get(events.size() - 1).changes()).containsExactly(Change.replaced(Part.CLIP),
                Change.property(Part.CLIP, "frameRate"));
        for (int j = 0; j < 86; j++) {
            for (int c = 0; c < before.channelCount(); c++) {
                assertThat(doc.clip().value(j, c)).isEqualTo(before.value(4 * j, c));
            }
        }
        assertReadsBackAsIs(doc);
        doc.undo();
        assertThat(doc.frameRate()).isEqualTo(120);
        // Up: 120 -> 240 puts a new frame halfway between each pair, written in the file's style.
        doc.operations().resample(240);
        assertThat(doc.amc().frameCount()).isEqualTo(685);
        int lfemur = doc.skeleton().indexOf("lfemur").orElseThrow();
        int c = doc.skeleton().firstChannel(lfemur);
        assertThat(doc.clip().value(1, c)).isCloseTo((before.value(0, c) + before.value(1, c)) / 2, within(1e-6));
        assertThat(doc.amc().frame(1).label()).isEqualTo("2");
        int firstFrameLines = 1 + doc.amc().frame(0).records().size();
        assertThat(text(doc.amc()).lines().skip(3 + firstFrameLines).findFirst().orElseThrow()).isEqualTo("2");
        assertReadsBackAsIs(doc);
    }

    @Test
    void resampleInterpolatesAnglesTheShortWayRound() throws IOException {
        AcclaimDocument doc = open(AcclaimSamples.named("cmu_backflip"));
        Clip before = doc.clip();
        doc.operations().resample(240);
        // Every interpolated angle lies on the short arc between its neighbours.
        for (int j = 1; j < doc.clip().frameCount(); j += 2) {
            for (int ch = 3; ch < 6; ch++) {
                double a = before.value(j / 2, ch);
                double b = before.value(j / 2 + 1, ch);
                double mid = doc.clip().value(j, ch);
                double arc = Math.abs(Math.IEEEremainder(b - a, 2 * Math.PI));
                assertThat(Math.abs(Math.IEEEremainder(mid - a, 2 * Math.PI))).isLessThanOrEqualTo(arc / 2 + 1e-5);
            }
        }
        assertReadsBackAsIs(doc);
    }

    @Test
    void renameChangesTheSkeletonAndTheMotionTogether() throws IOException {
        AcclaimDocument doc = open(AcclaimSamples.named("cmu02_walk"));
        byte[] asfBefore = AsfWriter.toBytes(doc.asf());
        int lfemur = doc.skeleton().indexOf("lfemur").orElseThrow();
        doc.operations().renameBone(lfemur, "left_thigh");
        assertThat(doc.skeleton().bone(lfemur).name()).isEqualTo("left_thigh");
        assertThat(events).last().extracting(DocumentEvent::changes).asList()
                .containsExactly(Change.property(Part.BONE, "name", lfemur));
        String asf = new String(AsfWriter.toBytes(doc.asf()), StandardCharsets.ISO_8859_1);
        assertThat(asf).contains("     name left_thigh\n", "    lhipjoint left_thigh\n", "    left_thigh ltibia\n")
                .doesNotContain("lfemur");
        assertThat(text(doc.amc())).doesNotContain("lfemur").contains("\nleft_thigh ");
        assertThat(doc.isSkeletonModified()).isTrue();
        assertReadsBackAsIs(doc);
        doc.undo();
        assertThat(AsfWriter.toBytes(doc.asf())).isEqualTo(asfBefore);
        assertThat(doc.isSkeletonModified()).isFalse();
    }

    @Test
    void renameRefusesNamesTheFilesCouldNotHold() throws IOException {
        AcclaimDocument doc = open(AcclaimSamples.named("cmu02_walk"));
        int lfemur = doc.skeleton().indexOf("lfemur").orElseThrow();
        for (String bad : List.of("", "left thigh", "RFEMUR", "root", "12", "2nd", "-x", ":x", "a#b", "(x)")) {
            assertThatThrownBy(() -> doc.operations().renameBone(lfemur, bad)).as(bad)
                    .isInstanceOf(EditRejectedException.class);
        }
        assertThatThrownBy(() -> doc.operations().renameBone(0, "hips")).hasMessageContaining("root");
        assertThat(doc.history().steps()).isEmpty();
        assertThat(events).isEmpty();
    }

    @Test
    void thePlaybackRateIsASettingNeitherAnEditNorWritten() throws IOException {
        // Issue 28: the rate field marked the motion modified ("Set frame rate") although Save writes no rate
        AcclaimDocument doc = open(AcclaimSamples.named("tiny_handmade"));
        byte[] amc = AmcWriter.toBytes(doc.amc());
        List<Object> rates = new java.util.ArrayList<>();
        doc.addPropertyChangeListener(AcclaimDocument.RATE_PROPERTY, e -> rates.add(e.getNewValue()));
        doc.setPlaybackRate(60);
        doc.setPlaybackRate(30);
        assertThat(doc.frameRate()).isEqualTo(30);
        assertThat(doc.clip().frameRate()).isEqualTo(30);
        assertThat(rates).containsExactly(60.0, 30.0);
        assertThat(doc.history().steps()).as("not an undo step").isEmpty();
        assertThat(doc.isDirty()).as("not a modification").isFalse();
        assertThat(events).as("no document change").isEmpty();
        assertThat(AmcWriter.toBytes(doc.amc())).isEqualTo(amc);

        // undoing and redoing an edit keeps the rate set by hand; a resample changes it as one edit with the frames
        int root = 0;
        doc.operations().setChannelValue(0, root, 0, 1.5);
        doc.setPlaybackRate(24);
        doc.undo();
        assertThat(doc.frameRate()).isEqualTo(24);
        doc.redo();
        assertThat(doc.frameRate()).isEqualTo(24);
        doc.undo();
        assertThat(doc.isDirty()).isFalse();
        doc.operations().resample(12);
        assertThat(doc.frameRate()).isEqualTo(12);
        doc.undo();
        assertThat(doc.frameRate()).as("undoing the resample gives back its rate").isEqualTo(24);
        assertThat(AmcWriter.toBytes(doc.amc())).isEqualTo(amc);

        assertThatThrownBy(() -> doc.setPlaybackRate(0)).isInstanceOf(EditRejectedException.class);
        assertThatThrownBy(() -> doc.setPlaybackRate(Double.NaN)).isInstanceOf(EditRejectedException.class);
        assertThat(doc.frameRate()).isEqualTo(24);
    }

    @Test
    void badValuesAndRangesAreRejectedBeforeAnythingChanges() throws IOException {
        AcclaimDocument doc = open(AcclaimSamples.named("tiny_handmade"));
        assertThatThrownBy(() -> doc.operations().setChannelValue(12, 0, 0, 1)).hasMessageContaining("no frame 13");
        assertThatThrownBy(() -> doc.operations().setChannelValue(0, 1, 0, 1)).hasMessageContaining("neck has no");
        assertThatThrownBy(() -> doc.operations().setChannelValue(0, 0, 0, Double.POSITIVE_INFINITY))
                .isInstanceOf(EditRejectedException.class);
        assertThatThrownBy(() -> doc.operations().trim(5, 3)).isInstanceOf(EditRejectedException.class);
        assertThatThrownBy(() -> doc.operations().trim(0, 12)).isInstanceOf(EditRejectedException.class);
        assertThatThrownBy(() -> doc.operations().resample(-1)).isInstanceOf(EditRejectedException.class);
        doc.operations().trim(0, 11);
        assertThat(doc.history().steps()).isEmpty();
        assertThat(doc.isDirty()).isFalse();
    }

    @Test
    void aSkeletonAloneShowsItsRestPose() throws IOException {
        AcclaimSamples pair = AcclaimSamples.named("cmu02_walk");
        AcclaimDocument doc = new AcclaimDocument(pair.readAsf(), null, 120, pair.asf(), null);
        assertThat(doc.clip().frameCount()).isEqualTo(1);
        assertThat(doc.figure().frameCount()).isEqualTo(1);
        assertThat(doc.displayName()).isEqualTo("02.asf");
        assertThatThrownBy(() -> doc.operations().trim(0, 0)).isInstanceOf(EditRejectedException.class);
        int lfemur = doc.skeleton().indexOf("lfemur").orElseThrow();
        doc.operations().renameBone(lfemur, "thigh");
        assertThat(doc.asf().bones().get(1).name()).isEqualTo("thigh");
    }
}
