package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.canvas.CanvasMouse;
import dev.marionette.editor.canvas.CanvasTool;
import dev.marionette.render.ro.PlacedLayer;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.util.Set;
import java.util.TreeSet;

/**
 * Selects layers with a rubber band: every layer of the edited sprite whose drawn outline meets the band.
 * Shift adds to the selection, Ctrl (Command) toggles; a plain click on nothing clears it.
 */
public final class RubberBandTool implements CanvasTool {

    private static final Color FILL = new Color(0x33, 0x99, 0xFF, 40);
    private static final Color EDGE = new Color(0x33, 0x99, 0xFF, 200);

    private final CanvasContext context;
    private int startX;
    private int startY;
    private Rectangle band;

    public RubberBandTool(CanvasContext context) {
        this.context = context;
    }

    @Override
    public void pressed(CanvasMouse e) {
        startX = e.x();
        startY = e.y();
    }

    @Override
    public void dragged(CanvasMouse e) {
        band = new Rectangle(Math.min(startX, e.x()), Math.min(startY, e.y()), Math.abs(e.x() - startX),
                Math.abs(e.y() - startY));
        context.repaintCanvas();
    }

    @Override
    public void released(CanvasMouse e) {
        Set<Integer> hit = new TreeSet<>();
        if (band != null && band.width > 2 && band.height > 2) {
            Rectangle2D model = new Rectangle2D.Double(context.viewport().toModelX(band.x),
                    context.viewport().toModelY(band.y), band.width / context.viewport().zoom(),
                    band.height / context.viewport().zoom());
            CanvasScene.editedPart(context.parts()).ifPresent(part -> {
                for (PlacedLayer layer : part.layers()) {
                    if (layer.outline().intersects(model)) {
                        hit.add(layer.index());
                    }
                }
            });
        }
        Set<Integer> selection = new TreeSet<>(context.state().selectedLayers());
        if (e.shift()) {
            selection.addAll(hit);
        } else if (e.toggleModifier()) {
            for (int i : hit) {
                if (!selection.remove(i)) {
                    selection.add(i);
                }
            }
        } else {
            selection = hit;
        }
        band = null;
        context.state().selectLayers(selection);
        context.repaintCanvas();
    }

    @Override
    public void cancel() {
        band = null;
    }

    @Override
    public void paintOverlay(Graphics2D g) {
        if (band != null) {
            g.setColor(FILL);
            g.fill(band);
            g.setColor(EDGE);
            g.setStroke(new BasicStroke(1));
            g.draw(band);
        }
    }
}
