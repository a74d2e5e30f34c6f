package dev.marionette.editor.motion.acclaim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.motion.FrameRateMemory;
import dev.marionette.editor.motion.FigureCanvas;
import dev.marionette.editor.motion.MotionPanel;
import dev.marionette.editor.motion.MotionScene;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acclaim.AcclaimFiles;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import dev.marionette.render.motion.FigureStyle;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javax.swing.JDialog;
import javax.swing.JFrame;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;


/**
 * The motion tab's gestures and controls on the CMU walk, in a window of its own: the wheel zooms and Fit comes
 * back, a right drag pans, the preset views, the bone under the pointer named in the tooltip, onion skin and trail
 * drawn; first/last, loop, speed, play and pause, "In place"; the frame-rate field (a view setting that changes
 * the time shown and never modifies the motion); a channel value typed at the frame shown, a bone renamed in the tree (F2) and a resample, each
 * undone. The window around it (menus, saving) is {@link MotionEditorGuiTest}'s.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class MotionViewGuiTest {

    AcclaimDocument doc;
    AcclaimView view;
    FrameFixture window;
    int lfemur;

    @BeforeEach
    void open() throws Exception {
        Path amc = Samples.file("asf/cmu02_walk/02_01.amc");
        AcclaimFiles.Pair pair = AcclaimFiles.read(amc, ReadOptions.STRICT);
        doc = new AcclaimDocument(pair.skeleton(), pair.motion(), 120, pair.skeletonFile(), amc);
        lfemur = doc.skeleton().indexOf("lfemur").orElseThrow();
        JFrame frame = GuiActionRunner.execute(() -> {
            view = new AcclaimView(doc, EditorShell.NONE, FrameRateMemory.NONE);
            JFrame f = new JFrame("motion");
            f.setContentPane(view.component());
            f.setSize(new Dimension(1000, 740));
            return f;
        });
        window = new FrameFixture(frame);
        window.show(new Dimension(1000, 740));
        waitFor("the canvas painted", () -> canvas().paintCount() > 0);
    }

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
        if (view != null) {
            GuiActionRunner.execute(view::dispose);
        }
    }

    private FigureCanvas canvas() {
        return view.panel().canvas();
    }

    private MotionScene scene() {
        return view.panel().scene();
    }

    private static <T> T read(Supplier<T> value) {
        return GuiActionRunner.execute(value::get);
    }

    private static void waitFor(String what, BooleanSupplier condition) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(condition::getAsBoolean);
            }
        }, Timeout.timeout(30_000));
    }

    /** Pixels of exactly {@code rgb} in a fresh paint of the canvas. */
    private int pixels(int rgb) {
        return read(() -> {
            BufferedImage image = new BufferedImage(canvas().getWidth(), canvas().getHeight(),
                    BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            canvas().paint(g);
            g.dispose();
            int n = 0;
            for (int y = 0; y < image.getHeight(); y++) {
                for (int x = 0; x < image.getWidth(); x++) {
                    if ((image.getRGB(x, y) & 0xFFFFFF) == (rgb & 0xFFFFFF)) {
                        n++;
                    }
                }
            }
            return n;
        });
    }

    /** A canvas point where the picker finds {@code part}. */
    private Point pointOn(int part) {
        return read(() -> {
            for (int y = 0; y < canvas().getHeight(); y += 2) {
                for (int x = 0; x < canvas().getWidth(); x += 2) {
                    if (canvas().partAt(x, y) == part) {
                        return new Point(x, y);
                    }
                }
            }
            throw new AssertionError("part " + part + " is not drawn");
        });
    }

    @Test
    void wheelZoomsRightDragPansFitAndPresetViewsComeBack() {
        double fitted = read(() -> canvas().viewport().zoom());
        Point centre = read(() -> new Point(canvas().getWidth() / 2, canvas().getHeight() / 2));
        window.robot().moveMouse(canvas(), centre);
        for (int notch = 0; notch < 3; notch++) {
            // the robot's wheel does not reach a windowless screen: the event it would make
            GuiActionRunner.execute(() -> canvas().dispatchEvent(new MouseWheelEvent(canvas(),
                    MouseEvent.MOUSE_WHEEL, 0, 0, centre.x, centre.y, 0, false, MouseWheelEvent.WHEEL_UNIT_SCROLL, 1,
                    -1)));
        }
        waitFor("zoomed in", () -> canvas().viewport().zoom() > fitted * 1.2);
        assertThat(read(() -> canvas().viewport().isFitting())).isFalse();

        double originX = read(() -> canvas().viewport().originX());
        window.robot().pressMouse(canvas(), centre, MouseButton.RIGHT_BUTTON);
        window.robot().moveMouse(canvas(), new Point(centre.x + 40, centre.y));
        window.robot().moveMouse(canvas(), new Point(centre.x + 80, centre.y));
        window.robot().releaseMouse(MouseButton.RIGHT_BUTTON);
        assertThat(read(() -> canvas().viewport().originX())).as("panned 80 px").isCloseTo(originX + 80, within(1.0));
        assertThat(read(() -> scene().camera().yaw())).as("a right drag does not turn").isEqualTo(30.0);

        window.button(MotionPanel.FIT).click();
        assertThat(read(() -> canvas().viewport().zoom())).isCloseTo(fitted, within(fitted * 1e-9));
        assertThat(read(() -> canvas().viewport().isFitting())).isTrue();

        window.button(MotionPanel.SIDE).click();
        assertThat(read(() -> new double[] {scene().camera().yaw(), scene().camera().pitch()}))
                .containsExactly(90, 0);
        window.button(MotionPanel.TOP).click();
        assertThat(read(() -> scene().camera().pitch())).isEqualTo(90.0);
        window.button(MotionPanel.FRONT).click();
        assertThat(read(() -> new double[] {scene().camera().yaw(), scene().camera().pitch()}))
                .containsExactly(0, 0);
    }

    @Test
    void theBoneUnderThePointerIsNamedOnionSkinAndTrailAreDrawn() {
        Point onFemur = pointOn(lfemur);
        window.robot().moveMouse(canvas(), onFemur);
        waitFor("hovered", () -> scene().hovered() == lfemur);
        MouseEvent at = new MouseEvent(canvas(), MouseEvent.MOUSE_MOVED, 0, 0, onFemur.x, onFemur.y, 0, false);
        assertThat(read(() -> canvas().getToolTipText(at))).isEqualTo("lfemur");

        int trail = FigureStyle.VIEWER.trail().getRGB();
        window.tree("partTree").clickRow(read(() -> view.panel().tree().rowOf(lfemur)));
        assertThat(pixels(trail)).as("no trail yet").isZero();
        window.toggleButton(MotionPanel.TRAIL).click();
        assertThat(read(() -> scene().shows(MotionScene.Overlay.TRAIL))).isTrue();
        assertThat(pixels(trail)).as("the joint's path over the walk").isGreaterThan(30);

        window.toggleButton(MotionPanel.ONION).click();
        assertThat(read(() -> scene().shows(MotionScene.Overlay.ONION))).isTrue();
        assertThat(read(() -> scene().ghostFrames())).as("the first frame has ghosts after it only")
                .containsExactly(12, 24);
        window.toggleButton(MotionPanel.FLOOR).click();
        assertThat(read(() -> scene().shows(MotionScene.Overlay.FLOOR))).isFalse();
    }

    @Test
    void transportFirstLastLoopSpeedPlayAndInPlace() {
        window.button("motion.last").click();
        assertThat(read(() -> scene().frame())).isEqualTo(342);
        window.label("framePosition").requireText("Frame 343 / 343  \u00b7  2.850 s");
        window.button("motion.first").click();
        assertThat(read(() -> scene().frame())).isZero();

        boolean looping = read(() -> view.panel().transport().player().loops());
        window.toggleButton("motion.loop").click();
        assertThat(read(() -> view.panel().transport().player().loops())).isEqualTo(!looping);
        // looping again: at x2 the clip ends in 1.4 s, which a busy machine may take before the pause below
        window.toggleButton("motion.loop").click();
        assertThat(read(() -> view.panel().transport().player().loops())).isEqualTo(looping);
        window.comboBox("playbackSpeed").selectItem("\u00d72");
        assertThat(read(() -> view.panel().transport().player().speed())).isEqualTo(2.0);

        if (!read(() -> view.panel().transport().player().loops())) {
            // Looping, so that a slow machine cannot reach the last frame (and stop) before the checks below.
            window.toggleButton("motion.loop").click();
        }
        window.button("motion.play").click();
        assertThat(read(() -> view.panel().transport().player().isPlaying())).isTrue();
        waitFor("frames advance", () -> scene().frame() > 10);
        window.button("motion.play").click();
        assertThat(read(() -> view.panel().transport().player().isPlaying())).isFalse();

        window.toggleButton("inPlace").click();
        assertThat(read(() -> scene().inPlace())).isTrue();
        int root = read(() -> scene().figure().partPoint(0));
        double[] first = read(() -> scene().frames().points(0).clone());
        double[] last = read(() -> scene().frames().points(342).clone());
        assertThat(last[3 * root]).as("x stays").isCloseTo(first[3 * root], within(1e-9));
        assertThat(last[3 * root + 2]).as("z stays").isCloseTo(first[3 * root + 2], within(1e-9));
    }

    @Test
    void theFrameRateFieldRetimesTheClipWithoutModifyingTheMotion() {
        // Issue 28: Tab to the rate and Down marked the tab modified ("Set frame rate") though Save writes no rate
        window.button("motion.last").click();
        window.spinner("frameRate").enterTextAndCommit("30");
        waitFor("the rate set", () -> doc.frameRate() == 30);
        window.label("framePosition").requireText("Frame 343 / 343  \u00b7  11.400 s");
        assertThat(read(() -> doc.amc().frameCount())).as("frames stay").isEqualTo(343);
        assertThat(read(() -> doc.isDirty())).as("a view setting, not a modification").isFalse();
        assertThat(read(() -> doc.history().steps())).isEmpty();

        window.robot().focusAndWaitForFocusGain(window.spinner("frameRate").target().getEditor()
                .getComponent(0));
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_DOWN);
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_TAB);
        waitFor("stepped down", () -> doc.frameRate() == 29);
        window.label("framePosition").requireText("Frame 343 / 343  \u00b7  11.793 s");
        assertThat(read(() -> doc.isDirty())).isFalse();
        assertThat(read(() -> doc.history().steps())).isEmpty();

        // an edit undone keeps the rate; a resample changes frames and rate as one undo step
        window.button(AcclaimView.TRIM_BEFORE).click();
        GuiActionRunner.execute(() -> doc.undo());
        window.spinner("frameRate").requireValue(29.0);
        assertThat(read(() -> doc.isDirty())).isFalse();
    }

    @Test
    void aValueTypedABoneRenamedAndAResampleAreEachUndone() {
        window.tree("partTree").clickRow(read(() -> view.panel().tree().rowOf(lfemur)));
        window.button("motion.next").click();
        double before = read(() -> doc.fileValue(1, lfemur, 0));
        window.table("channelTable").enterValue(TableCell.row(0).column(1), "12.5");
        waitFor("the value set", () -> doc.fileValue(1, lfemur, 0) == 12.5);
        assertThat(read(() -> view.panel().plot().curve(0)[1])).as("the curve follows").isEqualTo(12.5);
        assertThat(read(() -> doc.fileValue(0, lfemur, 0))).as("other frames stay")
                .isNotEqualTo(12.5);
        GuiActionRunner.execute(() -> doc.undo());
        waitFor("value undone", () -> doc.fileValue(1, lfemur, 0) == before);

        window.tree("partTree").clickRow(read(() -> view.panel().tree().rowOf(lfemur)));
        window.tree("partTree").pressAndReleaseKeys(KeyEvent.VK_F2);
        waitFor("editing", () -> view.panel().tree().isEditing());
        window.robot().enterText("lthigh");
        window.robot().pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitFor("renamed", () -> doc.skeleton().indexOf("lthigh").isPresent());
        assertThat(read(() -> doc.amc().frame(0).records().stream().anyMatch(r -> r.bone().equals("lthigh"))))
                .as("the motion's lines too").isTrue();
        assertThat(read(() -> doc.isSkeletonModified())).isTrue();
        GuiActionRunner.execute(() -> doc.undo());
        waitFor("rename undone", () -> doc.skeleton().indexOf("lfemur").isPresent());
        assertThat(read(() -> scene().figure().partName(lfemur))).isEqualTo("lfemur");

        window.button(AcclaimView.RESAMPLE).click();
        DialogFixture resample = dialog("resampleDialog");
        resample.spinner("resampleRate").requireValue(30.0);
        resample.label("resampleSummary").requireText("343 frames at 120 fps become 86 at 30 fps, as long.");
        resample.button("ok").click();
        waitFor("resampled", () -> doc.amc().frameCount() == 86 && doc.frameRate() == 30);
        assertThat(read(() -> scene().frameCount())).isEqualTo(86);
        window.spinner("frameRate").requireValue(30.0);
        GuiActionRunner.execute(() -> doc.undo());
        waitFor("resample undone", () -> doc.amc().frameCount() == 343 && doc.frameRate() == 120);
    }

    @Test
    void anUndoWhileARenameIsBeingTypedDropsTheRenameWithoutAnError() {
        int rfemur = doc.skeleton().indexOf("rfemur").orElseThrow();
        GuiActionRunner.execute(() -> doc.operations().renameBone(rfemur, "rthigh"));
        window.tree("partTree").clickRow(read(() -> view.panel().tree().rowOf(lfemur)));
        window.tree("partTree").pressAndReleaseKeys(KeyEvent.VK_F2);
        waitFor("editing", () -> view.panel().tree().isEditing());
        window.robot().enterText("lthigh");
        // The bones change under the editor: the other rename is undone (a late slow-click edit ends the same way).
        GuiActionRunner.execute(() -> doc.undo());
        assertThat(read(() -> view.panel().tree().isEditing())).as("the stale rename is dropped").isFalse();
        assertThat(read(() -> doc.skeleton().indexOf("lfemur").isPresent())).as("nothing renamed").isTrue();
        assertThat(read(() -> doc.canUndo())).as("no edit left behind").isFalse();
    }

    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return name.equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(10_000).using(window.robot());
    }
}
