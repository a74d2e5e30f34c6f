package dev.marionette.io.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.testing.ActFixtures;
import dev.marionette.model.testing.SprFixtures;
import dev.marionette.model.testing.SpriteFixtures;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.statistics.Statistics;

/**
 * Random editing sessions on every real sample pair (../shared/samples/ro; absent samples leave only the
 * fixtures) and on the project's fixtures, checked step by step against an independent record of what the
 * history should hold:
 * <ul>
 * <li>after every step the written files are the bytes the record expects (the state after that many steps),
 *     and reading them back gives the document again: no edit leaves something the format cannot store;</li>
 * <li>a rejected command changes nothing, not even the history;</li>
 * <li>the document is clean exactly at the save point (an edit and its inverse can give equal bytes while the
 *     document is rightly dirty), and clean means the bytes of the last save;</li>
 * <li>at the end, undoing everything writes the opened files' bytes exactly, and redoing everything writes
 *     the bytes from before the undo.</li>
 * </ul>
 * Settings: 2500 sessions of 1 to 16 steps, each on a document picked at random (about 60 per document with
 * the 32 sample pairs and 10 fixtures), with saves, undos, redos and history jumps among the edits, and
 * nudges of fixed targets often enough that some merge. About 15 seconds.
 */
class EditSessionPropertyTest {

    private static final List<SamplePairs> DOCUMENTS = documents();
    private static final SamplePairs DONOR = SamplePairs.of("donor", SpriteFixtures.eightDirections());

    private static List<SamplePairs> documents() {
        List<SamplePairs> all = new ArrayList<>();
        if (Samples.rootOrNull() != null) {
            all.addAll(SamplePairs.all());
        }
        all.add(SamplePairs.of("eight-directions", SpriteFixtures.eightDirections()));
        for (int version : ActVersion.KNOWN) {
            all.add(SamplePairs.of(String.format("fixture-0x%X", version),
                    new ActSprPair(ActFixtures.rich(version), SprFixtures.indexed(SprVersion.V2_1, true))));
        }
        all.add(SamplePairs.of("rgba-only-no-palette",
                new ActSprPair(ActFixtures.rich(ActVersion.V2_5), SprFixtures.rgbaOnly(SprVersion.V2_1, false))));
        return all;
    }

    @Provide
    Arbitrary<SamplePairs> documentsToEdit() {
        return Arbitraries.of(DOCUMENTS);
    }

    @Provide
    Arbitrary<EditOp> steps() {
        Arbitrary<Integer> choice = Arbitraries.integers().between(0, 10_000);
        // Nudges come often enough that some follow each other and merge.
        // Without edge cases, which would favour the first kind.
        Arbitrary<EditOp.Kind> kinds = Arbitraries.frequencyOf(Tuple.of(6, Arbitraries.of(EditOp.Kind.class)),
                Tuple.of(1, Arbitraries.just(EditOp.Kind.NUDGE))).withoutEdgeCases();
        return Combinators.combine(kinds, choice, choice, choice, choice).as(EditOp::new);
    }

    @Property(tries = 2500)
    void undoingEverythingGivesBackTheFilesAndTheDirtyFlagFollowsTheSavePoint(
            @ForAll("documentsToEdit") SamplePairs file,
            @ForAll @Size(min = 1, max = 16) List<@From("steps") EditOp> session) throws IOException {
        SpriteDocument doc = file.open();
        SpriteDocument donor = DONOR.open();
        ExpectedHistory expected = new ExpectedHistory(bytes(doc));
        assertThat(expected.current()).as("the fixture writes back unchanged")
                .isEqualTo(concat(file.act(), file.spr()));

        for (EditOp step : session) {
            if (step.isHistoryStep()) {
                moveThroughHistory(doc, step, expected);
            } else {
                edit(doc, donor, step, expected);
            }
            byte[] now = bytes(doc);
            assertThat(now).as("bytes after " + step).isEqualTo(expected.current());
            assertThat(doc.history().position()).isEqualTo(expected.position());
            assertThat(doc.isDirty()).as("dirty after " + step).isEqualTo(expected.dirty());
            if (!doc.isDirty()) {
                assertThat(now).as("clean means as saved").isEqualTo(expected.savedBytes());
            }
            assertReadsBackAsIs(doc);
        }

        byte[] edited = bytes(doc);
        int position = doc.history().position();
        doc.jumpTo(doc.history().steps().size());
        byte[] allRedone = bytes(doc);
        assertThat(allRedone).isEqualTo(expected.at(expected.steps()));
        doc.jumpTo(0);
        assertThat(bytes(doc)).as("everything undone").isEqualTo(concat(file.act(), file.spr()));
        doc.jumpTo(doc.history().steps().size());
        assertThat(bytes(doc)).as("everything redone").isEqualTo(allRedone);
        doc.jumpTo(position);
        assertThat(bytes(doc)).isEqualTo(edited);
    }

    private static void edit(SpriteDocument doc, SpriteDocument donor, EditOp step, ExpectedHistory expected)
            throws IOException {
        ActSprPair before = doc.model().copy();
        int steps = doc.history().steps().size();
        int position = doc.history().position();
        boolean dirty = doc.isDirty();
        try {
            step.edit(doc, donor);
        } catch (EditRejectedException rejected) {
            assertThat(doc.model()).as("a rejected " + step + " changes nothing").isEqualTo(before);
            assertThat(doc.history().steps()).hasSize(steps);
            assertThat(doc.isDirty()).isEqualTo(dirty);
            Statistics.label("edits").collect("rejected");
            return;
        }
        if (doc.history().position() == position + 1) {
            expected.newStep(bytes(doc));
            Statistics.label("edits").collect("new step");
        } else {
            assertThat(doc.history().position()).as("no step, or a merged one").isEqualTo(position);
            assertThat(doc.history().steps()).hasSize(steps);
            if (!doc.model().equals(before)) {
                expected.merged(bytes(doc));
                Statistics.label("edits").collect("merged into the last step");
            } else {
                Statistics.label("edits").collect("changed nothing");
            }
        }
    }

    private static void moveThroughHistory(SpriteDocument doc, EditOp step, ExpectedHistory expected) {
        switch (step.kind()) {
            case UNDO -> {
                assertThat(doc.canUndo()).isEqualTo(expected.position() > 0);
                doc.undo();
                expected.moveTo(Math.max(0, expected.position() - 1));
            }
            case REDO -> {
                assertThat(doc.canRedo()).isEqualTo(expected.position() < expected.steps());
                doc.redo();
                expected.moveTo(Math.min(expected.steps(), expected.position() + 1));
            }
            case JUMP -> {
                int target = step.a() % (expected.steps() + 1);
                doc.jumpTo(target);
                expected.moveTo(target);
            }
            case SAVE -> {
                doc.markSaved();
                expected.save();
            }
            default -> throw new IllegalStateException(step.toString());
        }
    }

    /** The document holds nothing its versions cannot store: written and read back, it is unchanged. */
    private static void assertReadsBackAsIs(SpriteDocument doc) throws IOException {
        assertThat(ActReader.read(ActWriter.toBytes(doc.act()), "edited.act")).isEqualTo(doc.act());
        assertThat(SprReader.read(SprWriter.toBytes(doc.sheet()), "edited.spr")).isEqualTo(doc.sheet());
    }

    private static byte[] bytes(SpriteDocument doc) throws IOException {
        return concat(ActWriter.toBytes(doc.act()), SprWriter.toBytes(doc.sheet()));
    }

    private static byte[] concat(byte[] act, byte[] spr) {
        byte[] both = new byte[act.length + spr.length + 4];
        // The ACT's length first, so two different splits of the same bytes never compare equal.
        both[0] = (byte) (act.length >>> 24);
        both[1] = (byte) (act.length >>> 16);
        both[2] = (byte) (act.length >>> 8);
        both[3] = (byte) act.length;
        System.arraycopy(act, 0, both, 4, act.length);
        System.arraycopy(spr, 0, both, 4 + act.length, spr.length);
        return both;
    }
}
