package dev.marionette.editor.sims;

import dev.marionette.io.sims.SimsFormats;
import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.EditorApp;
import dev.marionette.editor.MainFrame;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.gk3.Gk3Kind;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.io.SaveTarget;
import dev.marionette.editor.io.TaskRunner;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.motion.MotionTimeline;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.QueuedSaveTargets;
import dev.marionette.editor.testing.ScriptedDialogs;
import dev.marionette.editor.testing.SimsSampleLayout;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.sims.SimsSkillFiles;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import dev.marionette.model.sims.edit.SkillEvent;
import java.awt.Point;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.JList;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Sims skill tab as a modder uses it, on the six-skill BCF sample with its one CFP and the adult skeleton
 * beside it: the skill list (five skills say which CFP they miss), picking a skill, playing it, adding an event with
 * the dialog, dragging its marker on the timeline, undoing the move, saving, and reopening the file in the editor;
 * Save As a TSO {@code .anim} (a converted copy) and back to CMX + CFP; File &gt; Export of joint positions.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class SimsEditorGuiTest {

    @TempDir
    Path dir;

    final ScriptedDialogs prompts = new ScriptedDialogs();
    final QueuedSaveTargets files = new QueuedSaveTargets();
    FrameFixture window;
    MainFrame frame;

    @AfterEach
    void tearDown() {
        if (window != null) {
            window.cleanUp();
        }
    }

    <T> T read(Supplier<T> value) {
        return GuiActionRunner.execute(value::get);
    }

    SimsView start(Path file, CompanionChooser chooser) {
        EditorApp.Launch launch = new EditorApp.Launch(new DocumentKinds(List.of(new SimsKind(chooser),
                new Gk3Kind())), new EditorPreferences(new MemoryPreferences()), new GuiTestSupport.LightSystem(),
                files, prompts, prompts, TaskRunner.newWorkerPool());
        frame = GuiActionRunner.execute(() -> EditorApp.start(launch, List.of(file.toString())));
        window = new FrameFixture(frame);
        waitUntil("the skills are open", () -> frame.tabs().getTabCount() == 1);
        return GuiActionRunner.execute(() -> (SimsView) frame.workbench().documents().active()
                .map(DocumentSession::view).orElseThrow());
    }

    @Test
    void aModderPicksASkillPlaysItAddsAndMovesAnEventUndoesSavesAndReopens() throws Exception {
        Path bcf = SimsSampleLayout.apologizerIn(dir, true);
        Path cfp = dir.resolve("xskill-a2a-apologizer.cfp");
        byte[] cfpBefore = Files.readAllBytes(cfp);
        SimsView view = start(bcf, CompanionChooser.NEVER);
        SimsSkillDocument doc = read(() -> view.context().document());

        // the skill list: six skills, five of which say which CFP they miss
        @SuppressWarnings("unchecked")
        JList<Integer> skills = window.robot().finder().findByName(window.target(), "skills", JList.class, true);
        assertThat(read(() -> skills.getModel().getSize())).isEqualTo(6);
        assertThat(read(() -> skills.getSelectedIndex())).isZero();
        assertThat(rendered(skills, 0)).contains("a2a-apologizer", "116 frames, 3.83 s at 30.3 fps");
        assertThat(rendered(skills, 2)).contains("a2a-apologizee", "missing xskill-a2a-apologizee.cfp");
        for (int row = 1; row < 6; row++) {
            int r = row;
            assertThat(rendered(skills, row)).as("row %d names the CFP it misses", row)
                    .contains("missing " + read(() -> doc.state().skill(r).cfpName()) + ".cfp");
        }
        window.list("skills").clickItem(2);
        waitUntil("skill 2 shown", () -> view.context().skill() == 2);
        assertThat(read(() -> view.panel().scene().frameCount())).as("its rest pose").isEqualTo(1);
        String rows = read(() -> view.context().document().state().skill(2).name());
        assertThat(window.label("motionStatus").text()).contains(rows, "cannot play",
                "xskill-a2a-apologizee.cfp");

        // pick the skill that plays
        window.list("skills").clickItem(0);
        waitUntil("skill 0 shown", () -> view.context().skill() == 0
                && view.panel().scene().frameCount() == 116);
        assertThat(read(() -> view.panel().scene().figure().partCount())).isEqualTo(29);
        assertThat(read(() -> view.panel().transport().player().frameNanos())).as("its own rate, 116 frames"
                + " over 3833 ms").isCloseTo(1e9 * 3.833 / 116, org.assertj.core.api.Assertions.within(1.0));

        // play
        window.button("motion.play").click();
        waitUntil("playing", () -> view.panel().scene().frame() > 3);
        window.button("motion.play").click();
        waitUntil("paused", () -> !view.panel().transport().player().isPlaying());

        // add an event at frame 40 with the dialog
        onEdt(() -> view.panel().transport().player().setFrame(40));
        window.button("sims.addEvent").click();
        DialogFixture dialog = window.dialog();
        dialog.textBox("eventPairs").deleteText().enterText("footstep 1");
        dialog.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("OK")).click();
        waitUntil("the event is added", () -> doc.model().events(0).size() == 2);
        List<SkillEvent> events = read(() -> doc.model().events(0));
        SkillEvent added = events.stream().filter(e -> e.label().equals("footstep 1")).findFirst().orElseThrow();
        long expectedTime = Math.round(40 * 3833.0 / 116);
        assertThat(added.time()).isEqualTo(expectedTime);
        assertThat(read(() -> doc.undoLabel())).isEqualTo("Undo Add event");

        // drag its marker on the timeline from frame 40 to frame 70: one undo step
        MotionTimeline timeline = read(() -> view.panel().transport().timeline());
        int marker = read(() -> {
            List<SkillEvent> now = doc.model().events(0);
            for (int i = 0; i < now.size(); i++) {
                if (now.get(i).label().equals("footstep 1")) {
                    return i;
                }
            }
            return -1;
        });
        assertThat(read(() -> view.panel().scene().content().markers().frame(marker))).isEqualTo(40);
        Point from = read(() -> new Point(timeline.xOf(40), timeline.getHeight() / 2));
        Point to = read(() -> new Point(timeline.xOf(70), timeline.getHeight() / 2));
        window.robot().pressMouse(timeline, from, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(timeline, new Point((from.x + to.x) / 2, from.y));
        window.robot().moveMouse(timeline, to);
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        waitUntil("the marker moved", () -> doc.model().events(0).stream()
                .anyMatch(e -> e.label().equals("footstep 1") && e.time() == Math.round(70 * 3833.0 / 116)));
        assertThat(read(() -> doc.undoLabel())).isEqualTo("Undo Move event");
        assertThat(read(() -> doc.history().steps().size())).isEqualTo(2);

        // undo the move
        window.menuItem("edit.undo").click();
        waitUntil("the move is undone", () -> doc.model().events(0).stream()
                .anyMatch(e -> e.label().equals("footstep 1") && e.time() == expectedTime));

        // save, then reopen
        window.menuItem("file.save").click();
        waitUntil("saved", () -> !doc.isDirty());
        assertThat(Files.readAllBytes(cfp)).as("no keyframe changed: the CFP is untouched").isEqualTo(cfpBefore);
        SimsSkillFiles.Opened reopened = SimsSkillFiles.open(bcf, ReadOptions.STRICT);
        assertThat(reopened.document().model().events(0)).extracting(SkillEvent::time, SkillEvent::label)
                .containsExactlyElementsOf(read(() -> doc.model().events(0).stream()
                        .map(e -> org.assertj.core.groups.Tuple.tuple(e.time(), e.label())).toList()));
        assertThat(reopened.document().model().events(0)).extracting(SkillEvent::label).contains("xevt 101",
                "footstep 1");

        // close the tab and open the file again in the editor: the event is in the table and on the timeline
        window.menuItem("file.close").click();
        waitUntil("closed", () -> frame.tabs().getTabCount() == 0);
        onEdt(() -> frame.workbench().files().open(bcf));
        waitUntil("reopened", () -> frame.tabs().getTabCount() == 1);
        SimsView again = read(() -> (SimsView) frame.workbench().documents().active()
                .map(DocumentSession::view).orElseThrow());
        waitUntil("its first skill shown", () -> again.panel().scene().frameCount() == 116);
        window.table("events").requireRowCount(2);
        window.table("events").requireContents(new String[][] {
            {"533", "17", "ROOT", "xevt 101"},
            {Long.toString(expectedTime), "41", "ROOT", "footstep 1"}});
        assertThat(read(() -> {
            var m = again.panel().scene().content().markers();
            List<String> shown = new java.util.ArrayList<>();
            for (int i = 0; i < m.count(); i++) {
                shown.add(m.frame(i) + " " + m.label(i));
            }
            return shown;
        })).containsExactly("16 xevt 101", "40 footstep 1");
    }

    /** The text row {@code row} of the skill list shows, as its renderer draws it. */
    private String rendered(JList<Integer> list, int row) {
        return read(() -> {
            java.awt.Component c = list.getCellRenderer().getListCellRendererComponent(list,
                    list.getModel().getElementAt(row), row, false, false);
            StringBuilder text = new StringBuilder();
            for (java.awt.Component label : ((java.awt.Container) c).getComponents()) {
                text.append(((javax.swing.JLabel) label).getText()).append(' ');
            }
            return text.toString();
        });
    }

    @Test
    void saveAsAnimConvertsTheShownSkillAndTheAnimConvertsBackToCmx() throws Exception {
        Path bcf = SimsSampleLayout.apologizerIn(dir, true);
        SimsView view = start(bcf, CompanionChooser.NEVER);
        SimsSkillDocument doc = read(() -> view.context().document());
        float[] keyframes = read(() -> doc.state().keyframes(0).orElseThrow().toCfpOrder());
        byte[] bcfBefore = Files.readAllBytes(bcf);

        // an unsaved edit goes along into the copy: a footstep at frame 30
        onEdt(() -> view.panel().transport().player().setFrame(30));
        window.button("sims.addEvent").click();
        DialogFixture dialog = window.dialog();
        dialog.textBox("eventPairs").deleteText().enterText("footstep 2");
        dialog.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("OK")).click();
        waitUntil("the event is added", () -> doc.model().events(0).size() == 2);

        // Save As a .anim: a converted copy of the shown skill; the tab stays on the BCF, still unsaved
        Path anim = dir.resolve("out/a2a-apologizer.anim");
        Files.createDirectories(anim.getParent());
        files.saves.add(new SaveTarget(anim, dev.marionette.editor.kind.SaveOptions.NONE));
        window.menuItem("file.saveAs").click();
        waitUntil("the .anim is written", () -> Files.isRegularFile(anim)
                && frame.workbench().status().message().startsWith("Wrote a2a-apologizer.anim"));
        assertThat(read(() -> frame.workbench().documents().active().orElseThrow().file())).isEqualTo(bcf);
        assertThat(read(doc::isDirty)).as("the BCF itself is not saved").isTrue();
        assertThat(Files.readAllBytes(bcf)).isEqualTo(bcfBefore);
        assertThat(window.label("motionStatus").text()).startsWith("Converted to a2a-apologizer.anim");
        SimsSkillFiles.Opened animRead = SimsSkillFiles.open(anim, ReadOptions.STRICT);
        assertThat(animRead.document().state().skill(0).name()).isEqualTo("a2a-apologizer");
        assertThat(animRead.document().model().events(0)).extracting(SkillEvent::label)
                .containsExactlyInAnyOrder("xevt 101", "footstep 2");
        assertThat(animRead.document().state().keyframes(0).orElseThrow().toCfpOrder()).isEqualTo(keyframes);

        // the .anim opens in a tab of its own (the adult skeleton found beside the BCF is not beside it: chosen)
        Files.copy(dir.resolve("adult-skeleton.cmx"), anim.resolveSibling("adult-skeleton.cmx"));
        onEdt(() -> frame.workbench().files().open(anim));
        waitUntil("the .anim is open", () -> frame.tabs().getTabCount() == 2);
        SimsView animView = read(() -> (SimsView) frame.workbench().documents().active()
                .map(DocumentSession::view).orElseThrow());
        waitUntil("it plays", () -> animView.panel().scene().frameCount() == 116);

        // and Save As .cmx converts it back: the CMX and its CFP beside it, the keyframes exactly
        Path cmx = dir.resolve("back/a2a-apologizer.cmx");
        Files.createDirectories(cmx.getParent());
        files.saves.add(new SaveTarget(cmx, dev.marionette.editor.kind.SaveOptions.NONE));
        window.menuItem("file.saveAs").click();
        waitUntil("the CMX is written", () -> Files.isRegularFile(cmx)
                && frame.workbench().status().message().startsWith("Wrote a2a-apologizer.cmx"));
        assertThat(cmx.resolveSibling("xskill-a2a-apologizer.cfp")).isRegularFile();
        SimsSkillFiles.Opened back = SimsSkillFiles.open(cmx, ReadOptions.STRICT);
        assertThat(back.format()).isEqualTo(dev.marionette.io.sims.SimsFormats.CMX);
        assertThat(back.missingKeyframes(0)).isEmpty();
        assertThat(back.document().state().keyframes(0).orElseThrow().toCfpOrder()).isEqualTo(keyframes);
        assertThat(back.document().model().events(0)).extracting(SkillEvent::label)
                .containsExactlyInAnyOrder("xevt 101", "footstep 2");
    }

    @Test
    void aSkillWithoutItsCfpIsNotConvertedAndSaysWhy() throws Exception {
        Path bcf = SimsSampleLayout.apologizerIn(dir, true);
        SimsView view = start(bcf, CompanionChooser.NEVER);
        window.list("skills").clickItem(1);
        waitUntil("skill 1 shown", () -> view.context().skill() == 1);
        Path anim = dir.resolve("accepted.anim");
        files.saves.add(new SaveTarget(anim, dev.marionette.editor.kind.SaveOptions.NONE));
        window.menuItem("file.saveAs").click();
        waitUntil("refused", () -> prompts.errors().stream().anyMatch(m -> m.contains("keyframes are missing")
                && m.contains("xskill-a2a-apologizer-accepted.cfp")));
        assertThat(anim).doesNotExist();
    }

    @Test
    void fileExportWritesTheShownSkillsJointPositions() throws Exception {
        Path bcf = SimsSampleLayout.apologizerIn(dir, true);
        start(bcf, CompanionChooser.NEVER);
        Path csv = dir.resolve("out/apologizer.csv");
        window.menuItem("file.export").requireEnabled().click();
        DialogFixture export = window.dialog("exportDialog");
        export.comboBox("exportFormat").selectItem(0);
        export.textBox("exportOutput").setText(csv.toString());
        export.button("exportButton").click();
        waitUntil("written", () -> !export.target().isDisplayable() && Files.isRegularFile(csv));
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(1 + 116 * 29).first().isEqualTo("frame,bone,x,y,z");
        assertThat(lines.get(1)).startsWith("0,ROOT,");
    }

    @Test
    void withoutASkeletonBesideItTheModderChoosesOne() throws Exception {
        Path bcf = SimsSampleLayout.apologizerIn(dir, false);
        Path skeleton = Samples.file("sims/ts1_cmx/adult-skeleton.cmx");
        java.util.concurrent.atomic.AtomicInteger asked = new java.util.concurrent.atomic.AtomicInteger();
        CompanionChooser chooser = (file, role, why) -> {
            asked.incrementAndGet();
            assertThat(role).isEqualTo(dev.marionette.editor.io.CompanionRole.SIMS_SKELETON);
            assertThat(why).contains("adult-skeleton.cmx is not beside the file")
                    .as("the editor does not speak of the command line's option").doesNotContain("--skeleton");
            return asked.get() == 1 ? Optional.empty() : Optional.of(skeleton);
        };
        SimsView view = start(bcf, chooser);
        assertThat(asked.get()).as("asked while opening").isEqualTo(1);
        assertThat(window.textBox("skeletonLine").text()).isEqualTo("No skeleton: adult-skeleton.cmx is not beside"
                + " the file. Skeleton\u2026 chooses one.");
        assertThat(read(() -> view.panel().scene().figure().partCount())).isZero();
        window.button("sims.skeleton").click();
        waitUntil("the skeleton is used", () -> view.panel().scene().figure().partCount() == 29
                && view.panel().scene().frameCount() == 116);
        assertThat(window.textBox("skeletonLine").text()).contains("adult", "chosen");
    }

    @Test
    void editingTheSkillsHeaderAndItsEventsIsUndoable() {
        Path bcf = SimsSampleLayout.apologizerIn(dir, true);
        SimsView view = start(bcf, CompanionChooser.NEVER);
        SimsSkillDocument doc = read(() -> view.context().document());
        window.textBox("skillName").deleteText().enterText("a2a-apologizer-2\n");
        waitUntil("renamed", () -> doc.state().skill(0).name().equals("a2a-apologizer-2"));
        window.checkBox("skillMoving").click();
        waitUntil("moving", () -> doc.state().skill(0).isMoving());
        assertThat(read(() -> doc.history().steps().size())).isEqualTo(2);
        window.menuItem("edit.undo").click();
        window.menuItem("edit.undo").click();
        waitUntil("all undone", () -> !doc.isDirty());
        assertThat(window.textBox("skillName").text()).isEqualTo("a2a-apologizer");

        // edit the skill's event in its dialog, then remove it; each is one undo step
        window.table("events").selectRows(0);
        window.button("editEvent").click();
        DialogFixture dialog = window.dialog();
        dialog.textBox("eventPairs").deleteText().enterText("xevt 102\ninterruptable 0");
        dialog.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("OK")).click();
        waitUntil("edited", () -> doc.model().events(0).size() == 1
                && doc.model().events(0).get(0).label().contains("xevt 102"));
        window.table("events").requireCellValue(org.assertj.swing.data.TableCell.row(0).column(3),
                read(() -> doc.model().events(0).get(0).label()));
        assertThat(read(() -> doc.model().events(0).get(0).pairs())).extracting(p -> p.key() + "=" + p.value())
                .containsExactly("xevt=102", "interruptable=0");
        window.table("events").selectRows(0);
        window.button("removeEvent").click();
        waitUntil("removed", () -> doc.model().events(0).isEmpty());
        assertThat(read(() -> view.panel().scene().content().markers().count())).isZero();
        window.menuItem("edit.undo").click();
        waitUntil("back", () -> doc.model().events(0).size() == 1);
        window.menuItem("edit.undo").click();
        waitUntil("as read", () -> !doc.isDirty() && doc.model().events(0).get(0).label().equals("xevt 101"));
    }
}
