package dev.marionette.editor.motion.acclaim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.io.CompanionRole;
import dev.marionette.editor.workbench.Workbench;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.motion.FrameRateMemory;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.OnEdt;
import dev.marionette.editor.testing.ScriptedDialogs;
import dev.marionette.editor.testing.TestWorkbench;
import dev.marionette.export.ExportSource;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acclaim.AcclaimFiles;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The motion tab's kind without a window: recognising ASF and AMC by content, finding a motion's skeleton (beside
 * it by stem, by subject prefix, the only ASF, else asking), opening a dropped skeleton and motion as one document,
 * an ASF alone as its rest pose, saving (AMC, the skeleton beside it when it would not be found, BVH), the frame
 * rate a motion was saved at played again when it is reopened, and the export snapshot.
 */
@ExtendWith(OnEdt.class)
class AcclaimKindTest {

    @TempDir
    Path dir;

    final ScriptedDialogs dialogs = new ScriptedDialogs();
    final List<Path> asked = new ArrayList<>();

    /** A chooser that records the question and answers with {@code answer} (empty: cancels). */
    private AcclaimKind kind(Path answer) {
        return new AcclaimKind((motion, role, why) -> {
            assertThat(role).isEqualTo(CompanionRole.ACCLAIM_SKELETON);
            asked.add(motion);
            return Optional.ofNullable(answer);
        });
    }

    private Path copy(Path sample, String name) throws IOException {
        Path target = dir.resolve(name);
        Files.createDirectories(target.getParent());
        return Files.copy(sample, target);
    }

    private static byte[] head(Path file) throws IOException {
        byte[] all = Files.readAllBytes(file);
        return Arrays.copyOf(all, Math.min(all.length, DocumentKinds.HEAD_BYTES));
    }

    @Test
    void asfAndAmcAreRecognisedByContentWhateverTheirNames() throws IOException {
        AcclaimKind kind = kind(null);
        Path asf = copy(Samples.file("asf/cmu02_walk/02.asf"), "skeleton.txt");
        Path amc = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "motion.txt");
        Path other = Files.writeString(dir.resolve("notes.amc"), "just some text\nnothing else\n");
        DocumentKinds kinds = new DocumentKinds(List.of(kind));
        assertThat(kinds.detect(asf)).isSameAs(kind);
        assertThat(kinds.recognise(amc).detection()).get().extracting(d -> d.format())
                .isEqualTo(dev.marionette.io.acclaim.AcclaimFormats.AMC);
        assertThatThrownBy(() -> kinds.detect(other)).isInstanceOf(IOException.class);
        assertThat(new DocumentKinds(List.of(kind)).detect(amc)).isSameAs(kind);
    }

    @Test
    void aMotionFindsItsSkeletonBesideItBySubjectPrefix() throws Exception {
        Path amc = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "cmu/07_03.amc");
        copy(Samples.file("asf/cmu02_walk/02.asf"), "cmu/07.asf");
        copy(Samples.file("asf/cmu02_walk/02.asf"), "cmu/08.asf");
        Workbench bench = TestWorkbench.create(dialogs, kind(null));
        DocumentSession session = bench.files().open(amc).get().orElseThrow();
        AcclaimDocument doc = (AcclaimDocument) session.document();
        assertThat(doc.asfFile().getFileName()).hasToString("07.asf");
        assertThat(doc.amc().frameCount()).isEqualTo(343);
        assertThat(doc.frameRate()).isEqualTo(120);
        assertThat(asked).isEmpty();
    }

    @Test
    void theOnlySkeletonInTheFolderIsTakenElseTheUserPicksOne() throws Exception {
        Path amc = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "one/walking.amc");
        copy(Samples.file("asf/cmu02_walk/02.asf"), "one/skeleton.asf");
        Workbench bench = TestWorkbench.create(dialogs, kind(null));
        AcclaimDocument only = (AcclaimDocument) bench.files().open(amc).get().orElseThrow().document();
        assertThat(only.asfFile().getFileName()).hasToString("skeleton.asf");

        Path two = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "two/walking.amc");
        copy(Samples.file("asf/cmu02_walk/02.asf"), "two/a.asf");
        Path chosen = copy(Samples.file("asf/cmu02_walk/02.asf"), "two/b.asf");
        Workbench asking = TestWorkbench.create(dialogs, kind(chosen));
        AcclaimDocument picked = (AcclaimDocument) asking.files().open(two).get().orElseThrow().document();
        assertThat(asked).containsExactly(two.toAbsolutePath().normalize());
        assertThat(picked.asfFile()).isEqualTo(chosen);

        Path three = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "three/walking.amc");
        Workbench cancelled = TestWorkbench.create(dialogs, kind(null));
        assertThat(cancelled.files().open(three).get()).isEmpty();
        assertThat(cancelled.status().message()).isEqualTo("Opening walking.amc cancelled");
        assertThat(dialogs.errors()).isEmpty();
    }

    @Test
    void aSkeletonDroppedWithItsMotionOpensOneTab() throws Exception {
        Path amc = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "motions/02_01.amc");
        Path asf = copy(Samples.file("asf/cmu02_walk/02.asf"), "skeletons/02.asf");
        Workbench bench = TestWorkbench.create(dialogs, kind(null));
        List<DocumentSession> opened = bench.files().openAll(List.of(asf, amc)).get();
        assertThat(opened).hasSize(1);
        AcclaimDocument doc = (AcclaimDocument) opened.get(0).document();
        assertThat(opened.get(0).file()).isEqualTo(amc.toAbsolutePath());
        assertThat(doc.asfFile()).isEqualTo(asf);
        assertThat(bench.documents().sessions()).hasSize(1);
        assertThat(asked).as("the dropped skeleton is used, nothing is asked").isEmpty();

        Path second = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "motions/02_02.amc");
        Workbench both = TestWorkbench.create(dialogs, kind(null));
        List<DocumentSession> two = both.files().openAll(List.of(amc, second, asf)).get();
        assertThat(two).hasSize(2);
        assertThat(two).allMatch(s -> ((AcclaimDocument) s.document()).asfFile().equals(asf));
    }

    @Test
    void aSkeletonAloneShowsItsRestPose() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, kind(null));
        AcclaimDocument doc = (AcclaimDocument) bench.files().open(Samples.file("asf/cmu02_walk/02.asf")).get().orElseThrow()
                .document();
        assertThat(doc.amc()).isNull();
        assertThat(doc.figure().frameCount()).isEqualTo(1);
        assertThat(doc.skeleton().boneCount()).isEqualTo(31);
    }

    @Test
    void saveWritesTheMotionAndTheSkeletonWhereItWouldBeFoundSaveAsBvhWritesACopy() throws Exception {
        Path amc = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "in/02_01.amc");
        Path asf = copy(Samples.file("asf/cmu02_walk/02.asf"), "in/02.asf");
        Workbench bench = TestWorkbench.create(dialogs, kind(null));
        DocumentSession session = bench.files().open(amc).get().orElseThrow();
        AcclaimDocument doc = (AcclaimDocument) session.document();
        doc.operations().trim(10, 109);
        assertThat(bench.files().save(session).get()).isTrue();
        assertThat(Files.readAllBytes(asf)).as("the skeleton did not change").isEqualTo(
                Files.readAllBytes(Samples.file("asf/cmu02_walk/02.asf")));
        assertThat(AcclaimFiles.read(amc, ReadOptions.STRICT).motion().frameCount()).isEqualTo(100);

        Path elsewhere = dir.resolve("out/walk_trimmed.amc");
        Files.createDirectories(elsewhere.getParent());
        dialogs.answerSaveAs(elsewhere);
        assertThat(bench.files().saveAs(session).get()).isTrue();
        Path skeleton = elsewhere.resolveSibling("walk_trimmed.asf");
        assertThat(Files.readAllBytes(skeleton)).isEqualTo(Files.readAllBytes(asf));
        assertThat(AcclaimFiles.read(elsewhere, ReadOptions.STRICT).skeletonFile()).isEqualTo(skeleton);
        assertThat(doc.amcFile()).isEqualTo(elsewhere.toAbsolutePath());
        assertThat(doc.isDirty()).isFalse();

        doc.operations().trim(0, 49);
        Path bvh = dir.resolve("out/walk.bvh");
        dialogs.answerSaveAs(bvh);
        assertThat(bench.files().saveAs(session).get()).as("a copy leaves the document unsaved").isFalse();
        assertThat(Files.readString(bvh)).startsWith("HIERARCHY").contains("Frames: 50");
        assertThat(doc.amcFile()).as("a BVH is a copy: the tab stays on its AMC").isEqualTo(elsewhere.toAbsolutePath());
        assertThat(doc.isDirty()).as("the trim is not yet saved in the AMC").isTrue();
        assertThat(bench.files().save(session).get()).isTrue();
        assertThat(AcclaimFiles.read(elsewhere, ReadOptions.STRICT).motion().frameCount()).isEqualTo(50);
        assertThat(Files.readString(elsewhere)).doesNotContain("HIERARCHY");
    }

    @Test
    void theRateAMotionWasSavedAtIsTheRateItOpensAt() throws Exception {
        Path amc = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "in/02_01.amc");
        copy(Samples.file("asf/cmu02_walk/02.asf"), "in/02.asf");
        Path other = copy(Samples.file("asf/cmu02_walk/02_01.amc"), "other/02_01.amc");
        copy(Samples.file("asf/cmu02_walk/02.asf"), "other/02.asf");
        FrameRateMemory rates = new FrameRateMemory(new MemoryPreferences());
        AcclaimKind kind = new AcclaimKind(CompanionChooser.NEVER, rates);
        Workbench bench = TestWorkbench.create(dialogs, kind);

        DocumentSession session = bench.files().open(amc).get().orElseThrow();
        AcclaimDocument doc = (AcclaimDocument) session.document();
        assertThat(doc.frameRate()).as("a capture never saved here: CMU's rate").isEqualTo(120);
        doc.operations().resample(30);
        assertThat(bench.files().save(session).get()).isTrue();
        assertThat(bench.closer().close(List.of(session)).get()).isTrue();

        AcclaimDocument again = (AcclaimDocument) bench.files().open(amc).get().orElseThrow().document();
        assertThat(again.frameRate()).as("the resampled file plays as long as before").isEqualTo(30);
        assertThat(again.amc().frameCount()).isEqualTo(doc.amc().frameCount());
        AcclaimDocument unrelated = (AcclaimDocument) bench.files().open(other).get().orElseThrow().document();
        assertThat(unrelated.frameRate()).as("the same name elsewhere is another file").isEqualTo(120);

        // a rate set in the tab is a view setting: remembered for the file at once, the motion unmodified
        AcclaimContent tab = new AcclaimContent(again, rates);
        tab.setFrameRate(60);
        assertThat(rates.rate(amc)).hasValue(60);
        assertThat(again.isDirty()).isFalse();
        assertThat(again.history().steps()).isEmpty();
        tab.setFrameRate(120);
        assertThat(rates.rate(amc)).as("back at the default: forgotten").isEmpty();
        tab.dispose();
    }

    @Test
    void aMotionLargerThanTheEditorHoldsIsRefusedSayingWhatCanReadIt() throws Exception {
        // Issue 19: the editor holds a whole motion; above its stated size it says so, and points to the command line.
        Path amc = dir.resolve("huge/walk.amc");
        Files.createDirectories(amc.getParent());
        copy(Samples.file("asf/cmu02_walk/02.asf"), "huge/walk.asf");
        Files.writeString(amc, ":FULLY-SPECIFIED\n:DEGREES\n" + "# padding\n".repeat(1000));
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(amc.toFile(), "rw")) {
            f.setLength(100L << 20);
        }
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> kind(null).open(
                dev.marionette.editor.kind.OpenRequest.of(amc), dev.marionette.io.TaskProgress.NONE)).isInstanceOf(dev.marionette.io.FormatException.class)
                .hasMessage(amc + ": at offset 0 (0x0), file size: the editor opens motions up to 64 MiB and this one"
                        + " has 100 MiB; on the command line, marionette check, info, export (CSV, BVH) and roundtrip"
                        + " read motions of any size");
    }

    @Test
    void exportTakesASnapshotOfTheMotion() throws Exception {
        AcclaimKind kind = kind(null);
        Workbench bench = TestWorkbench.create(dialogs, kind);
        DocumentSession session = bench.files().open(Samples.file("asf/cmu02_walk/02_01.amc")).get().orElseThrow();
        assertThat(kind.canExport(session.document())).isTrue();
        ExportSource<?> source = kind.exportSource(session.document(), null).orElseThrow();
        assertThat(source.type()).isEqualTo(MotionSource.class);
        assertThat(source.name()).isEqualTo("02_01");
        MotionSource motion = (MotionSource) source.source();
        ((AcclaimDocument) session.document()).operations().trim(0, 9);
        assertThat(motion.frameCount()).as("a snapshot: later edits do not change it").isEqualTo(343);
    }
}
