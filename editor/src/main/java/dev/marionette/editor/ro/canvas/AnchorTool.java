package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.canvas.CanvasMouse;
import dev.marionette.editor.canvas.CanvasTool;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.ro.AnchorRef;

/**
 * Drags one anchor of the frame shown to whole sprite pixels, previewed while dragging and posted as one
 * edit on release. The anchor is where the edited sprite's own frame has it: when references move the edited
 * sprite (its anchor put on the body's), that offset is taken off.
 */
public final class AnchorTool implements CanvasTool {

    /** How near (component pixels) the pointer must be to pick an anchor. */
    public static final int PICK_RADIUS = 7;

    private final CanvasContext context;
    private final int index;
    private int startX;
    private int startY;
    private double grabX;
    private double grabY;
    private int x;
    private int y;
    private AnchorRef ref;

    /** A drag of anchor {@code index} of the frame shown. */
    public AnchorTool(CanvasContext context, int index) {
        this.context = context;
        this.index = index;
    }

    @Override
    public void pressed(CanvasMouse e) {
        context.state().selectAnchor(index);
        ref = context.state().frameRef().anchor(index);
        ActFrame frame = context.state().currentFrame();
        Anchor anchor = frame.anchors().get(index);
        startX = anchor.x();
        startY = anchor.y();
        x = startX;
        y = startY;
        grabX = e.modelX();
        grabY = e.modelY();
    }

    @Override
    public void dragged(CanvasMouse e) {
        int nx = startX + (int) Math.round(e.modelX() - grabX);
        int ny = startY + (int) Math.round(e.modelY() - grabY);
        if (e.shift()) {
            if (Math.abs(nx - startX) >= Math.abs(ny - startY)) {
                ny = startY;
            } else {
                nx = startX;
            }
        }
        if (nx != x || ny != y) {
            x = nx;
            y = ny;
            context.scene().preview().clear();
            context.scene().preview().setAnchor(index, x, y);
            context.repaintCanvas();
        }
    }

    @Override
    public void released(CanvasMouse e) {
        context.scene().preview().clear();
        if (x != startX || y != startY) {
            int fx = x;
            int fy = y;
            Edits.post(context, () -> context.document().editor().frames().setAnchorPosition(ref, fx, fy));
        }
        context.repaintCanvas();
    }

    @Override
    public void cancel() {
        context.scene().preview().clear();
    }
}
