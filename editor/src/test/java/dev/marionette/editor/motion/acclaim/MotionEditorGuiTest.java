package dev.marionette.editor.motion.acclaim;

import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.motion.MotionPanel;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.export.gif.DecodedGif;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acclaim.AcclaimFiles;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.motion.FigureStyle;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JDialog;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The motion tab in the real main window, on the CMU walk: the skeleton and motion given together open one tab;
 * stepping frames, turning the camera by a drag, selecting a bone in the tree (drawn highlighted), trimming through
 * the dialog, undo, save; File &gt; Export... to CSV, BVH and GIF; sprite frames opening in a new Ragnarok tab.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class MotionEditorGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    Path asf;
    Path amc;

    @BeforeEach
    void copySamples() throws Exception {
        asf = Files.copy(Samples.file("asf/cmu02_walk/02.asf"), dir.resolve("02.asf"));
        amc = Files.copy(Samples.file("asf/cmu02_walk/02_01.amc"), dir.resolve("02_01.amc"));
    }

    private AcclaimView start() {
        openWindow(List.of(asf.toString(), amc.toString()), new AcclaimKind(CompanionChooser.NEVER),
                new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("the motion is open", () -> frame.workbench().documents().active()
                .map(DocumentSession::view).filter(AcclaimView.class::isInstance).isPresent());
        AcclaimView view = read(() -> (AcclaimView) frame.workbench().documents().active().orElseThrow().view());
        waitUntil("the canvas painted", () -> view.panel().canvas().paintCount() > 0);
        return view;
    }

    private static int highlighted(AcclaimView view) {
        return read(() -> {
            var canvas = view.panel().canvas();
            BufferedImage image = new BufferedImage(canvas.getWidth(), canvas.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            canvas.paint(g);
            g.dispose();
            int wanted = FigureStyle.VIEWER.selected().getRGB() & 0xFFFFFF;
            int n = 0;
            for (int y = 0; y < image.getHeight(); y++) {
                for (int x = 0; x < image.getWidth(); x++) {
                    if ((image.getRGB(x, y) & 0xFFFFFF) == wanted) {
                        n++;
                    }
                }
            }
            return n;
        });
    }

    @Test
    void stepTurnSelectTrimUndoAndSave() throws Exception {
        AcclaimView view = start();
        assertThat(read(() -> frame.workbench().documents().sessions().size())).as("one tab for the pair")
                .isEqualTo(1);
        AcclaimDocument doc = view.document();
        assertThat(doc.asfFile()).isEqualTo(asf);

        // step
        window.button("motion.next").click();
        window.button("motion.next").click();
        window.button("motion.next").click();
        window.label("framePosition").requireText("Frame 4 / 343  \u00b7  0.025 s");
        assertThat(read(() -> view.panel().scene().frame())).isEqualTo(3);

        // turn the camera by a drag
        double yaw = read(() -> view.panel().scene().camera().yaw());
        java.awt.Component canvas = window.robot().finder().findByName(frame, "motionCanvas");
        window.robot().pressMouse(canvas, new Point(40, 40), MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(canvas, new Point(70, 40));
        window.robot().moveMouse(canvas, new Point(100, 40));
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        assertThat(read(() -> view.panel().scene().camera().yaw())).isEqualTo((yaw - 30 + 360) % 360);

        // select a bone in the tree: the canvas draws it highlighted
        assertThat(highlighted(view)).isZero();
        int lfemur = read(() -> doc.skeleton().indexOf("lfemur").orElseThrow());
        int row = read(() -> view.panel().tree().rowOf(lfemur));
        window.tree("partTree").clickRow(row);
        assertThat(read(() -> view.panel().scene().selected())).isEqualTo(lfemur);
        assertThat(highlighted(view)).isGreaterThan(20);
        window.table("partProperties").requireCellValue(org.assertj.swing.data.TableCell.row(2).column(1),
                "rx ry rz");
        window.table("channelTable").requireRowCount(3);
        assertThat(read(() -> view.panel().plot().curveCount())).isEqualTo(3);

        // trim through the dialog, then undo
        window.button(AcclaimView.TRIM).click();
        DialogFixture trim = dialog("trimDialog");
        trim.spinner("trimFirst").enterTextAndCommit("11");
        trim.spinner("trimLast").enterTextAndCommit("110");
        trim.label("trimSummary").requireText("Keeps 100 of 343 frames.");
        trim.button("ok").click();
        waitUntil("trimmed", () -> doc.amc().frameCount() == 100);
        assertThat(read(() -> view.panel().scene().frameCount())).isEqualTo(100);
        window.menuItem("edit.undo").click();
        waitUntil("undone", () -> doc.amc().frameCount() == 343);
        window.menuItem("edit.redo").click();
        waitUntil("redone", () -> doc.amc().frameCount() == 100);

        // save: the motion is written, the skeleton stays as it was
        window.menuItem("file.save").click();
        waitUntil("saved", () -> !doc.isDirty());
        assertThat(AcclaimFiles.read(amc, ReadOptions.STRICT).motion().frameCount()).isEqualTo(100);
        assertThat(Files.readAllBytes(asf)).isEqualTo(Files.readAllBytes(Samples.file("asf/cmu02_walk/02.asf")));
    }

    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return name.equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(10_000).using(window.robot());
    }

    private void export(int format, Path out) {
        window.menuItem("file.export").requireEnabled().click();
        DialogFixture export = dialog("exportDialog");
        export.comboBox("exportFormat").selectItem(format);
        export.textBox("exportOutput").setText(out.toString());
        export.button("exportButton").click();
        waitUntil("written", () -> !export.target().isDisplayable());
    }

    @Test
    void exportsCsvBvhAndGif() throws Exception {
        AcclaimView view = start();
        Path csv = dir.resolve("out/walk.csv");
        export(0, csv);
        assertThat(Files.readAllLines(csv)).hasSize(1 + 343 * 31).first().isEqualTo("frame,bone,x,y,z");
        Path bvh = dir.resolve("out/walk.bvh");
        export(1, bvh);
        assertThat(Files.readString(bvh)).contains("Frames: 343", "Frame Time: 0.00833333");
        Path gif = dir.resolve("out/walk.gif");
        export(2, gif);
        assertThat(DecodedGif.read(gif).frames()).hasSize(71);
        assertThat(read(() -> view.document().isDirty())).isFalse();
    }

    @Test
    void spriteFramesOpenInANewRagnarokTab() {
        start();
        window.button(AcclaimView.SPRITE).click();
        DialogFixture sprite = dialog("spriteFramesDialog");
        sprite.comboBox("spriteDirections").requireSelection(0);
        waitUntil("the preview is drawn", () -> ((dev.marionette.editor.motion.sprite.SpriteFramesDialog)
                sprite.target()).latest() != null);
        sprite.label("spriteSummary").requireText(
                "8 actions x 29 frames, 232 images, 4 ticks per frame (10 fps), 96 px tall");
        sprite.button("ok").click();
        waitUntil("a sprite tab", () -> frame.workbench().documents().active()
                .map(DocumentSession::view).filter(RoView.class::isInstance).isPresent());
        SpriteDocument made = read(() -> (SpriteDocument) frame.workbench().documents().active().orElseThrow()
                .document());
        assertThat(read(() -> made.act().animations().size())).isEqualTo(8);
        assertThat(read(() -> made.displayName())).isEqualTo("02_01 frames");
        assertThat(read(() -> frame.workbench().documents().sessions().size())).isEqualTo(2);
        assertThat(read(() -> frame.workbench().status().message())).startsWith("Sprite frames of 02_01");
        assertThat(MotionPanel.BUNDLE).isNotEmpty();
    }
}
