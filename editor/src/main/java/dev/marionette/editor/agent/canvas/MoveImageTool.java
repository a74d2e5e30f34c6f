package dev.marionette.editor.agent.canvas;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.canvas.CanvasMouse;
import dev.marionette.editor.canvas.CanvasTool;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Selects the image under the pointer (the topmost one with an opaque pixel there, else the topmost whose box
 * holds the point) and drags it. While dragging only the canvas shows the new place; the document changes
 * once, on release, as one undo step ("Move image"), and not at all when the image did not move.
 */
final class MoveImageTool implements CanvasTool {

    private final AgentContext context;
    private final FrameCanvas canvas;
    private int dragged = -1;
    private int startX;
    private int startY;
    private int dx;
    private int dy;

    MoveImageTool(AgentContext context, FrameCanvas canvas) {
        this.context = context;
        this.canvas = canvas;
    }

    /** The position (0 = topmost) of the image at frame pixel (x, y), or -1. */
    static int hit(AgentCharacter c, AgentFrame frame, int x, int y) {
        int boxHit = -1;
        for (int p = 0; p < frame.images().size(); p++) {
            AgentFrameImage placed = frame.images().get(p);
            if (placed.imageIndex() >= c.images().size()) {
                continue;
            }
            AgentImage image = c.images().get(placed.imageIndex());
            int ix = x - placed.x();
            int iy = y - placed.y();
            if (!image.isPresent() || ix < 0 || iy < 0 || ix >= image.width() || iy >= image.height()) {
                continue;
            }
            if (image.pixel(ix, iy) != c.transparentIndex()) {
                return p;
            }
            if (boxHit < 0) {
                boxHit = p;
            }
        }
        return boxHit;
    }

    @Override
    public void pressed(CanvasMouse e) {
        AgentFrame frame = context.selection().selectedFrame();
        if (frame == null) {
            return;
        }
        int p = hit(context.character(), frame, e.pixelX(), e.pixelY());
        context.selection().selectImage(p);
        dragged = p;
        startX = e.pixelX();
        startY = e.pixelY();
        dx = 0;
        dy = 0;
    }

    @Override
    public void dragged(CanvasMouse e) {
        AgentFrame frame = context.selection().selectedFrame();
        if (dragged < 0 || frame == null || dragged >= frame.images().size()) {
            return;
        }
        int ndx = e.pixelX() - startX;
        int ndy = e.pixelY() - startY;
        if (ndx == dx && ndy == dy) {
            return;
        }
        dx = ndx;
        dy = ndy;
        List<AgentFrameImage> layers = new ArrayList<>(frame.images());
        AgentFrameImage old = layers.get(dragged);
        int x = Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, old.x() + dx));
        int y = Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, old.y() + dy));
        layers.set(dragged, new AgentFrameImage(old.imageIndex(), x, y));
        canvas.setDragLayers(layers);
    }

    @Override
    public void released(CanvasMouse e) {
        int p = dragged;
        int mx = dx;
        int my = dy;
        cancel();
        if (p >= 0 && (mx != 0 || my != 0)) {
            int a = context.selection().animation();
            int f = context.selection().frame();
            context.edit(() -> context.ops().frameContent().dragImages(a, f, new int[] {p}, mx, my));
        }
    }

    @Override
    public void cancel() {
        boolean wasDragging = dragged >= 0 && (dx != 0 || dy != 0);
        dragged = -1;
        dx = 0;
        dy = 0;
        if (wasDragging) {
            canvas.setDragLayers(null);
        }
    }
}
