package dev.marionette.editor.ro.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.refs.ReferenceSprites;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.editor.testing.OnEdt;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.ActSprite;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The canvas tools without a window: mouse events dispatched to a laid-out canvas. */
@ExtendWith(OnEdt.class)
class CanvasToolsTest {

    SpriteDocument doc;
    SpriteEditorState state;
    SpriteCanvas canvas;
    final List<DocumentEvent> events = new ArrayList<>();
    final List<String> messages = new ArrayList<>();

    @BeforeEach
    void setUp() {
        doc = RoFixtures.demo();
        state = new SpriteEditorState(doc.act());
        state.setFrame(9, 0);
        canvas = new SpriteCanvas(doc, state, new CanvasScene(new ActSprite(doc.act(), doc.sheet()),
                new ReferenceSprites()), new CanvasOptions());
        canvas.setMessages(messages::add);
        canvas.setSize(600, 600);
        // zooming by hand stops the canvas from fitting itself when the resize event comes
        canvas.zoomTo(8);
        canvas.viewport().setOrigin(300, 450);
        doc.addDocumentListener(events::add);
    }

    private ActFrame frame() {
        return state.currentFrame();
    }

    private void mouse(int id, Point p, int modifiers, int button) {
        canvas.dispatchEvent(new MouseEvent(canvas, id, System.currentTimeMillis(), modifiers, p.x, p.y, 1, false,
                button));
    }

    private void drag(Point from, Point to, int modifiers) {
        mouse(MouseEvent.MOUSE_PRESSED, from, modifiers | InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
        Point mid = new Point((from.x + to.x) / 2, (from.y + to.y) / 2);
        mouse(MouseEvent.MOUSE_DRAGGED, mid, modifiers | InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
        mouse(MouseEvent.MOUSE_DRAGGED, to, modifiers | InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
        mouse(MouseEvent.MOUSE_RELEASED, to, modifiers, MouseEvent.BUTTON1);
    }

    private void click(Point p, int modifiers) {
        mouse(MouseEvent.MOUSE_PRESSED, p, modifiers | InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
        mouse(MouseEvent.MOUSE_RELEASED, p, modifiers, MouseEvent.BUTTON1);
    }

    @Test
    void clickingAPixelSelectsTheTopmostLayerThereAndClickingNothingClears() {
        Point onHead = RoFixtures.pointOnLayer(canvas, 2);
        click(onHead, 0);
        assertThat(state.selectedLayers()).containsExactly(2);
        click(RoFixtures.pointOnLayer(canvas, 1), InputEvent.CTRL_DOWN_MASK);
        assertThat(state.selectedLayers()).containsExactly(1, 2);
        click(RoFixtures.pointOnLayer(canvas, 1), InputEvent.CTRL_DOWN_MASK);
        assertThat(state.selectedLayers()).containsExactly(2);
        click(new Point(5, 5), 0);
        assertThat(state.selectedLayers()).isEmpty();
        assertThat(events).isEmpty();
    }

    @Test
    void aDragMovesTheLayerInWholePixelsAsOneUndoStepPostedOnRelease() {
        SpriteLayer before = frame().layers().get(2).copy();
        Point from = RoFixtures.pointOnLayer(canvas, 2);
        mouse(MouseEvent.MOUSE_PRESSED, from, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
        for (int i = 1; i <= 5; i++) {
            mouse(MouseEvent.MOUSE_DRAGGED, new Point(from.x + i * 8, from.y + i * 4), InputEvent.BUTTON1_DOWN_MASK,
                    MouseEvent.BUTTON1);
        }
        assertThat(frame().layers().get(2)).as("not changed while dragging").isEqualTo(before);
        assertThat(events).isEmpty();
        assertThat(canvas.scene().preview().isEmpty()).isFalse();
        mouse(MouseEvent.MOUSE_RELEASED, new Point(from.x + 40, from.y + 20), 0, MouseEvent.BUTTON1);
        assertThat(events).hasSize(1);
        assertThat(frame().layers().get(2).x()).isEqualTo(before.x() + 5);
        assertThat(frame().layers().get(2).y()).isEqualTo(before.y() + 3);
        assertThat(canvas.scene().preview().isEmpty()).isTrue();
        // a second drag of the same layer is its own step
        Point again = RoFixtures.pointOnLayer(canvas, 2);
        drag(again, new Point(again.x + 16, again.y), 0);
        doc.undo();
        assertThat(frame().layers().get(2).x()).isEqualTo(before.x() + 5);
        doc.undo();
        assertThat(frame().layers().get(2)).isEqualTo(before);
    }

    @Test
    void shiftKeepsADragOnItsMainAxis() {
        SpriteLayer before = frame().layers().get(2).copy();
        Point from = RoFixtures.pointOnLayer(canvas, 2);
        click(from, 0);
        drag(from, new Point(from.x + 40, from.y + 9), InputEvent.SHIFT_DOWN_MASK);
        assertThat(frame().layers().get(2).y()).isEqualTo(before.y());
        assertThat(frame().layers().get(2).x()).isEqualTo(before.x() + 5);
    }

    @Test
    void arrowNudgesMoveOnePixelOrTenAndMergeIntoOneStep() {
        state.selectLayers(List.of(1, 2));
        int x1 = frame().layers().get(1).x();
        canvas.input().nudge(1, 0);
        canvas.input().nudge(1, 0);
        canvas.input().nudge(0, 10);
        assertThat(frame().layers().get(1).x()).isEqualTo(x1 + 2);
        doc.undo();
        assertThat(frame().layers().get(1).x()).isEqualTo(x1);
        assertThat(doc.canUndo()).isFalse();
    }

    @Test
    void aRubberBandSelectsTheLayersItMeetsAndShiftAdds() {
        click(RoFixtures.pointOnLayer(canvas, 4), 0);
        Point corner = new Point(2, 2);
        drag(corner, new Point(598, 598), InputEvent.SHIFT_DOWN_MASK);
        assertThat(state.selectedLayers()).hasSize(frame().layers().size());
        drag(corner, new Point(10, 10), 0);
        assertThat(state.selectedLayers()).isEmpty();
    }

    @Test
    void draggingAnAnchorMovesItAsOneStepAndArrowsNudgeIt() {
        Anchor anchor = frame().anchors().get(0).copy();
        Point at = new Point((int) canvas.viewport().toComponentX(anchor.x() + 0.5),
                (int) canvas.viewport().toComponentY(anchor.y() + 0.5));
        drag(at, new Point(at.x - 24, at.y + 16), 0);
        assertThat(state.selectedAnchor()).isZero();
        assertThat(frame().anchors().get(0).x()).isEqualTo(anchor.x() - 3);
        assertThat(frame().anchors().get(0).y()).isEqualTo(anchor.y() + 2);
        assertThat(events).hasSize(1);
        canvas.input().nudge(0, -1);
        assertThat(frame().anchors().get(0).y()).isEqualTo(anchor.y() + 1);
        doc.undo();
        doc.undo();
        assertThat(frame().anchors().get(0)).isEqualTo(anchor);
    }

    @Test
    void theRotateKnobTurnsTheSelectionAboutItsCentre() {
        Point on = RoFixtures.pointOnLayer(canvas, 2);
        click(on, 0);
        int rotation = frame().layers().get(2).rotation();
        SelectionHandles handles = SelectionHandles.of(canvas.parts().get(0).layers().isEmpty()
                ? List.of() : CanvasScene.editedPart(canvas.parts()).orElseThrow().layers(),
                state.selectedLayers(), canvas.viewport()).orElseThrow();
        var knob = handles.centre(SelectionHandles.Handle.ROTATE);
        var box = handles.box();
        Point from = new Point((int) knob.getX(), (int) knob.getY());
        // a quarter turn clockwise around the box centre: from above it to its right
        Point to = new Point((int) (box.getCenterX() + (box.getCenterY() - knob.getY())), (int) box.getCenterY());
        drag(from, to, 0);
        assertThat(frame().layers().get(2).rotation()).isEqualTo(Math.floorMod(rotation + 90, 360));
        assertThat(events).hasSize(1);
    }

    @Test
    void aCornerHandleScalesAndSnapsToWholePixels() {
        Point on = RoFixtures.pointOnLayer(canvas, 2);
        click(on, 0);
        SpriteLayer before = frame().layers().get(2).copy();
        SelectionHandles handles = SelectionHandles.of(CanvasScene.editedPart(canvas.parts()).orElseThrow().layers(),
                state.selectedLayers(), canvas.viewport()).orElseThrow();
        var corner = handles.centre(SelectionHandles.Handle.SOUTH_EAST);
        var box = handles.box();
        Point from = new Point((int) corner.getX(), (int) corner.getY());
        Point to = new Point((int) (box.getCenterX() + (corner.getX() - box.getCenterX()) * 2),
                (int) (box.getCenterY() + (corner.getY() - box.getCenterY()) * 2));
        drag(from, to, InputEvent.SHIFT_DOWN_MASK);
        SpriteLayer after = frame().layers().get(2);
        assertThat(after.xScale()).isCloseTo(before.xScale() * 2, org.assertj.core.data.Offset.offset(0.1f));
        int width = doc.sheet().imageWidth(after.spriteType(), after.spriteIndex());
        assertThat(after.xScale() * width).isEqualTo((float) Math.rint(after.xScale() * width));
        assertThat(after.yScale()).isEqualTo(after.xScale());
        doc.undo();
        assertThat(frame().layers().get(2)).isEqualTo(before);
    }

    @Test
    void theWheelZoomsAroundThePointer() {
        Point p = new Point(120, 200);
        double modelX = canvas.viewport().toModelX(p.x);
        double zoom = canvas.viewport().zoom();
        canvas.dispatchEvent(new java.awt.event.MouseWheelEvent(canvas, MouseEvent.MOUSE_WHEEL, 0, 0, p.x, p.y, 0,
                false, java.awt.event.MouseWheelEvent.WHEEL_UNIT_SCROLL, 1, -1));
        assertThat(canvas.viewport().zoom()).isGreaterThan(zoom);
        assertThat(canvas.viewport().toModelX(p.x)).isCloseTo(modelX, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aDroppedSpriteBecomesASelectedLayerWhereItWasDropped() {
        int layers = frame().layers().size();
        canvas.addSpriteAt(dev.marionette.model.ro.ImageRef.indexed(0), new Point(300 + 8 * 10 + 4, 450 - 8 * 20 + 4));
        assertThat(frame().layers()).hasSize(layers + 1);
        SpriteLayer added = frame().layers().get(layers);
        assertThat(added.x()).isEqualTo(10);
        assertThat(added.y()).isEqualTo(-20);
        assertThat(state.selectedLayers()).containsExactly(layers);
        doc.undo();
        assertThat(frame().layers()).hasSize(layers);
    }
}
