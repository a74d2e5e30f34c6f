package dev.marionette.editor.agent;

import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.canvas.FrameCanvas;
import dev.marionette.editor.agent.shared.FilePicker;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.render.agent.PreviewEngine;
import java.awt.Point;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Agent editor as a user drives it, on a real sample (Genie): drag a frame image on the canvas, change a
 * duration, add a branch, undo and redo, save, reopen; preview with a fixed seed.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class AgentEditorGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    Path original;
    AgentView view;

    @BeforeEach
    void open() throws Exception {
        original = dir.resolve("Genie.acs");
        Files.copy(Samples.file("acs/Genie.acs"), original);
        openWindow(List.of(original.toString()), new AgentKind());
        waitUntil("Genie is open", () -> frame.workbench().documents().active().map(DocumentSession::view)
                .isPresent());
        view = GuiActionRunner.execute(() -> (AgentView) frame.workbench().documents().active().orElseThrow().view());
        window.resizeTo(new java.awt.Dimension(1400, 900));
    }

    private AgentCharacter character() {
        return view.document().character();
    }

    private int animation(String name) {
        return GuiActionRunner.execute(() -> character().animations().indexOf(character().animation(name)));
    }

    private void selectAnimation(String name) {
        window.table("animationTable").selectRows(animation(name));
        waitUntil(name + " selected", () -> view.context().selection().animation() == animation(name));
    }

    /** The view point over an opaque pixel of the topmost image of the selected frame. */
    private Point overTopImage(FrameCanvas canvas) {
        return GuiActionRunner.execute(() -> {
            AgentFrame f = view.context().selection().selectedFrame();
            AgentFrameImage top = f.images().get(0);
            AgentImage image = character().images().get(top.imageIndex());
            for (int y = 0; y < image.height(); y++) {
                for (int x = 0; x < image.width(); x++) {
                    if (image.pixel(x, y) != character().transparentIndex()) {
                        return new Point((int) canvas.viewport().toComponentX(top.x() + x + 0.5),
                                (int) canvas.viewport().toComponentY(top.y() + y + 0.5));
                    }
                }
            }
            throw new AssertionError("the top image is empty");
        });
    }

    @Test
    void dragDurationBranchUndoRedoSaveAndReopen() throws Exception {
        selectAnimation("Blink");
        FrameCanvas canvas = window.robot().finder().findByName(frame, "frameCanvas", FrameCanvas.class);
        AgentFrameImage before = GuiActionRunner.execute(() -> character().animations().get(animation("Blink"))
                .frames().get(0).images().get(0));
        double scale = GuiActionRunner.execute(() -> canvas.viewport().zoom());
        Point from = overTopImage(canvas);
        Point to = new Point(from.x + (int) Math.round(6 * scale), from.y + (int) Math.round(3 * scale));
        int stepsBefore = GuiActionRunner.execute(() -> view.document().history().steps().size());
        window.robot().pressMouse(canvas, from, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(canvas, new Point((from.x + to.x) / 2, (from.y + to.y) / 2));
        window.robot().moveMouse(canvas, to);
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        waitUntil("the image moved", () -> !character().animations().get(animation("Blink")).frames().get(0)
                .images().get(0).equals(before));
        AgentFrameImage after = GuiActionRunner.execute(() -> character().animations().get(animation("Blink"))
                .frames().get(0).images().get(0));
        assertThat(after.x() - before.x()).isBetween(5, 7);
        assertThat(after.y() - before.y()).isBetween(2, 4);
        assertThat(GuiActionRunner.execute(() -> view.document().history().steps().size()))
                .as("one undo step per drag").isEqualTo(stepsBefore + 1);
        assertThat(GuiActionRunner.execute(() -> view.document().undoLabel())).isEqualTo("Undo Move image");

        window.spinner("duration").enterTextAndCommit("42");
        waitUntil("the duration changed", () -> character().animations().get(animation("Blink")).frames().get(0)
                .duration() == 42);

        window.button("addBranch").click();
        window.textBox("branchProbability0").deleteText().enterText("130");
        assertThat(window.textBox("branchTotal").text()).contains("1 to 100%");
        window.textBox("branchProbability0").deleteText().enterText("30");
        waitUntil("the branch is 30%", () -> {
            AgentFrame f = character().animations().get(animation("Blink")).frames().get(0);
            return f.branches().size() == 1 && f.branches().get(0).probability() == 30;
        });
        AgentCharacter edited = GuiActionRunner.execute(() -> character().copy());
        int steps = GuiActionRunner.execute(() -> view.document().history().position());

        for (int i = 0; i < steps; i++) {
            window.menuItem("edit.undo").click();
        }
        assertThat(GuiActionRunner.execute(() -> character().equals(AcsReader.read(original)))).isTrue();
        for (int i = 0; i < steps; i++) {
            window.menuItem("edit.redo").click();
        }
        assertThat(GuiActionRunner.execute(() -> character().equals(edited))).isTrue();

        Path saved = dir.resolve("Edited.acs");
        dialogs.answerSaveAs(saved);
        window.menuItem("file.saveAs").click();
        waitUntil("saved", () -> !view.document().isDirty());

        AgentCharacter reopened = AcsReader.read(saved);
        assertThat(reopened).isEqualTo(edited);
        byte[] oldBytes = Files.readAllBytes(original);
        byte[] newBytes = Files.readAllBytes(saved);
        assertThat(AcsBlocks.images(newBytes)).usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(AcsBlocks.images(oldBytes));
        assertThat(AcsBlocks.sounds(newBytes)).usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(AcsBlocks.sounds(oldBytes));
        Map<String, byte[]> oldAnimations = AcsBlocks.animations(oldBytes);
        Map<String, byte[]> newAnimations = AcsBlocks.animations(newBytes);
        assertThat(newAnimations.keySet()).containsExactlyElementsOf(oldAnimations.keySet());
        oldAnimations.forEach((name, block) -> {
            if (!name.equals("Blink")) {
                assertThat(newAnimations.get(name)).as("untouched animation %s", name).isEqualTo(block);
            }
        });
        assertThat(newAnimations.get("Blink")).isNotEqualTo(oldAnimations.get("Blink"));
    }

    @Test
    void previewWithAFixedSeedVisitsTheExpectedFramesAndStopFollowsTheExitBranches() {
        selectAnimation("Idle1_4");
        window.spinner("previewSeed").enterTextAndCommit("7");
        window.button("previewPlay").click();
        waitUntil("a few frames played", () -> view.player().visited().size() >= 4);
        window.button("previewStop").click();
        waitUntil("the preview ended", () -> !view.player().isPlaying());
        List<int[]> visited = GuiActionRunner.execute(() -> view.player().visited());
        int normal = (int) visited.stream().filter(v -> v[2] == 0).count();
        List<int[]> expected = GuiActionRunner.execute(() -> PreviewEngine.visit(character(), animation("Idle1_4"),
                7, normal));
        assertThat(visited).extracting(v -> v[0] + ":" + v[1])
                .containsExactlyElementsOf(expected.stream().map(v -> v[0] + ":" + v[1]).toList());
        int[] last = visited.get(visited.size() - 1);
        int lastExit = GuiActionRunner.execute(() -> character().animations().get(last[0]).frames().get(last[1])
                .exitFrame());
        assertThat(lastExit).as("Stop ends at a frame without exit branch").isNegative();
        assertThat(GuiActionRunner.execute(() -> view.canvas().isShowingPicture())).isFalse();
    }

    @Test
    void speakCyclesMouthsWithTheBalloonAndStopEndsIt() {
        selectAnimation("RestPose");
        window.textBox("speakText").setText("Hello there, master of the lamp!");
        window.button("previewSpeak").click();
        waitUntil("the balloon shows", () -> view.canvas().balloonText() != null
                && !view.canvas().balloonText().isEmpty());
        assertThat(GuiActionRunner.execute(() -> view.player().isPlaying())).isTrue();
        window.button("previewStop").click();
        window.button("previewStop").click();
        waitUntil("stopped", () -> !view.player().isPlaying() && view.canvas().balloonText() == null);
    }

    /** Answers every file question with {@code file}. */
    private void answerFiles(Path file) {
        GuiActionRunner.execute(() -> view.context().setFiles(new FilePicker() {
            @Override
            public java.util.Optional<Path> open(java.awt.Component parent, String title, String description,
                    String... extensions) {
                return java.util.Optional.of(file);
            }

            @Override
            public java.util.Optional<Path> save(java.awt.Component parent, String title, String suggested,
                    String description, String extension) {
                return java.util.Optional.of(file);
            }
        }));
    }

    @Test
    void aFrameFromAPngIsMappedToThePaletteAndSavedCompressed() throws Exception {
        java.awt.image.BufferedImage png = new java.awt.image.BufferedImage(20, 10,
                java.awt.image.BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 10; y++) {
            for (int x = 0; x < 20; x++) {
                png.setRGB(x, y, x < 5 ? 0x00000000 : y < 5 ? 0xFFFF0000 : 0xFF0000FF);
            }
        }
        Path file = dir.resolve("new-frame.png");
        javax.imageio.ImageIO.write(png, "png", file.toFile());
        answerFiles(file);
        selectAnimation("Blink");
        int frames = GuiActionRunner.execute(() -> character().animations().get(animation("Blink")).frames().size());
        int images = GuiActionRunner.execute(() -> character().images().size());

        window.button("addFrameFromImage").click();
        window.dialog().button(org.assertj.swing.core.matcher.JButtonMatcher.withText("OK")).click();
        waitUntil("the frame is added", () -> character().animations().get(animation("Blink")).frames().size()
                == frames + 1);

        AgentFrame added = GuiActionRunner.execute(() -> character().animations().get(animation("Blink")).frames()
                .get(1));
        assertThat(added.images()).containsExactly(new AgentFrameImage(images, 0, 0));
        AgentImage image = GuiActionRunner.execute(() -> character().images().get(images));
        int t = GuiActionRunner.execute(() -> character().transparentIndex());
        assertThat(image.pixel(0, 0)).as("see-through pixels are transparent").isEqualTo(t);
        int red = image.pixel(10, 2);
        int blue = image.pixel(10, 7);
        assertThat(red).isNotEqualTo(t).isNotEqualTo(blue);
        assertThat(GuiActionRunner.execute(() -> character().paletteArgb(red) & 0xFF0000)).isGreaterThan(0x800000);
        assertThat(GuiActionRunner.execute(() -> view.document().undoLabel())).isEqualTo(
                "Undo Add frame from picture");

        Path saved = dir.resolve("WithPng.acs");
        dialogs.answerSaveAs(saved);
        window.menuItem("file.saveAs").click();
        waitUntil("saved", () -> !view.document().isDirty());
        AgentCharacter back = AcsReader.read(saved);
        assertThat(back).isEqualTo(GuiActionRunner.execute(() -> character().copy()));
        assertThat(back.images().get(images).stored().bytes()[5]).as("compressed").isEqualTo((byte) 1);
    }

    @Test
    void characterPageEditsTheNameAndMakesANewGuid() {
        window.tabbedPane("agentSideTabs").selectTab("Character");
        String name = GuiActionRunner.execute(() -> character().localizedInfo().get(0).name());
        window.textBox("characterName").setText("Djinn");
        waitUntil("renamed", () -> character().localizedInfo().get(0).name().equals("Djinn"));
        Object guid = GuiActionRunner.execute(() -> character().guid());
        window.tabbedPane("characterPanel").selectTab("Look");
        window.button("newGuid").click();
        waitUntil("a new GUID", () -> !character().guid().equals(guid));
        assertThat(window.textBox("guid").text()).isEqualTo(GuiActionRunner.execute(() -> character().guid()
                .toString()));
        window.menuItem("edit.undo").click();
        window.menuItem("edit.undo").click();
        waitUntil("both undone", () -> character().guid().equals(guid)
                && character().localizedInfo().get(0).name().equals(name));
        window.tabbedPane("agentSideTabs").selectTab("ACD");
        waitUntil("the ACD names the character", () -> ((org.fife.ui.rsyntaxtextarea.RSyntaxTextArea) window.robot()
                .finder().findByName("acdText")).getText().contains("Name = \"" + name + "\""));
    }

    @Test
    void theSoundListShowsEverySoundDecodedWithItsWaveformAndPlayingOneChangesNothing() {
        window.tabbedPane("agentSideTabs").selectTab("Character");
        window.tabbedPane("characterPanel").selectTab("Sounds");
        javax.swing.JList<?> list = window.list("soundList").target();
        int sounds = GuiActionRunner.execute(() -> character().sounds().size());
        assertThat(GuiActionRunner.execute(() -> list.getModel().getSize())).isEqualTo(sounds).isEqualTo(14);
        // Each row is drawn from the decoded sound once its decoding (in the background) is done.
        waitUntil("every sound decoded", () -> GuiActionRunner.execute(() -> {
            for (int i = 0; i < list.getModel().getSize(); i++) {
                if (rowText(list, i).contains("decoding")) {
                    return false;
                }
            }
            return true;
        }));
        String first = GuiActionRunner.execute(() -> rowText(list, 0));
        assertThat(first).contains("Sound 1").contains("0.73 s").contains("peak -32 dB").contains("MS ADPCM, 11025 Hz, mono").contains("frame");
        for (int i = 0; i < sounds; i++) {
            int row = i;
            assertThat(GuiActionRunner.execute(() -> rowText(list, row))).doesNotContain("cannot be decoded");
        }
        window.list("soundList").selectItem(1).doubleClick();
        window.button("playListedSound").click();
        window.button("stopSounds").click();
        assertThat(GuiActionRunner.execute(() -> frame.workbench().documents().active().orElseThrow().hasUnsavedChanges()))
                .as("playing a sound edits nothing").isFalse();
    }

    private static String rowText(javax.swing.JList<?> list, int row) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        java.awt.Component c = ((javax.swing.ListCellRenderer) list.getCellRenderer()).getListCellRendererComponent(
                list, list.getModel().getElementAt(row), row, false, false);
        return ((javax.swing.JLabel) c).getText();
    }
}
