package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.canvas.CanvasMouse;
import dev.marionette.editor.canvas.CanvasTool;
import dev.marionette.editor.ro.canvas.CanvasOptions.Option;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.ro.PlacedLayer;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Scales or rotates the selected layers, each about its own centre (where the client turns and scales a
 * layer). The amount comes from the pointer's path around the centre of the selection: for scaling, the ratio
 * of its distances along the handle's axes (one axis for a side handle: the axis lock), or of its plain
 * distance when uniform; for rotating, the angle it turned, in whole degrees, snapped to 15&deg; on request.
 * Versions before 0x204 store one scale for both axes, so scaling there is always uniform. With "snap",
 * scales snap to whole pixel sizes of each image. Previewed while dragging, one edit on release.
 */
public final class TransformTool implements CanvasTool {

    /** Degrees of one snap step. */
    public static final int SNAP_DEGREES = 15;

    private final CanvasContext context;
    private final SelectionHandles.Handle handle;
    private final boolean rotate;
    private final boolean forceUniform;
    private final boolean snapAngle;
    private final Map<Integer, SpriteLayer> originals = new LinkedHashMap<>();
    private dev.marionette.model.ro.FrameRef frameRef;
    private double centreX;
    private double centreY;
    private double startX;
    private double startY;
    private int degrees;
    private boolean changed;

    /**
     * @param handle       the handle dragged ({@link SelectionHandles.Handle#ROTATE} rotates), or null for a
     *                     modifier drag (both axes)
     * @param rotate       rotate rather than scale
     * @param forceUniform scale both axes alike whatever the handle
     * @param snapAngle    snap rotation to {@value #SNAP_DEGREES}&deg; steps
     */
    public TransformTool(CanvasContext context, SelectionHandles.Handle handle, boolean rotate, boolean forceUniform,
            boolean snapAngle) {
        this.context = context;
        this.handle = handle;
        this.rotate = rotate;
        this.forceUniform = forceUniform;
        this.snapAngle = snapAngle;
    }

    @Override
    public void pressed(CanvasMouse e) {
        ActFrame frame = context.state().currentFrame();
        frameRef = context.state().frameRef();
        for (int i : context.state().selectedLayers()) {
            originals.put(i, frame.layers().get(i).copy());
        }
        List<PlacedLayer> placed = CanvasScene.editedPart(context.parts()).map(CanvasScene.Part::layers)
                .orElse(List.of());
        Rectangle2D bounds = SelectionHandles.modelBounds(placed, originals.keySet());
        centreX = bounds == null ? e.modelX() : bounds.getCenterX();
        centreY = bounds == null ? e.modelY() : bounds.getCenterY();
        startX = e.modelX();
        startY = e.modelY();
    }

    @Override
    public void dragged(CanvasMouse e) {
        double vx0 = startX - centreX;
        double vy0 = startY - centreY;
        double vx = e.modelX() - centreX;
        double vy = e.modelY() - centreY;
        LayerPreview preview = context.scene().preview();
        preview.clear();
        if (rotate) {
            double turned = Math.toDegrees(Math.atan2(vy, vx) - Math.atan2(vy0, vx0));
            degrees = (int) Math.round(turned);
            if (snapAngle || e.shift() && handle != null) {
                degrees = Math.round(degrees / (float) SNAP_DEGREES) * SNAP_DEGREES;
            }
            originals.forEach((i, layer) -> {
                SpriteLayer turnedLayer = layer.copy();
                turnedLayer.setRotation(Math.floorMod(layer.rotation() + degrees, 360));
                preview.setLayer(i, turnedLayer);
            });
        } else {
            double[] factors = factors(vx0, vy0, vx, vy, e.shift());
            originals.forEach((i, layer) -> preview.setLayer(i, scaled(layer, factors[0], factors[1])));
        }
        changed = true;
        context.repaintCanvas();
    }

    private double[] factors(double vx0, double vy0, double vx, double vy, boolean shift) {
        boolean uniform = forceUniform || shift || !ActVersion.hasYScale(context.document().actVersion());
        boolean scalesX = handle == null || handle.scalesX();
        boolean scalesY = handle == null || handle.scalesY();
        double fx = scalesX && Math.abs(vx0) >= 0.5 ? vx / vx0 : 1;
        double fy = scalesY && Math.abs(vy0) >= 0.5 ? vy / vy0 : 1;
        if (uniform) {
            double d0 = Math.hypot(scalesX ? vx0 : 0, scalesY ? vy0 : 0);
            double f = d0 < 0.5 ? 1 : Math.hypot(scalesX ? vx : 0, scalesY ? vy : 0) / d0;
            fx = f;
            fy = f;
        }
        return new double[] {fx, fy};
    }

    private SpriteLayer scaled(SpriteLayer layer, double fx, double fy) {
        SpriteSheet sheet = context.document().sheet();
        int w = Math.max(1, sheet.imageWidth(layer.spriteType(), layer.spriteIndex()));
        int h = Math.max(1, sheet.imageHeight(layer.spriteType(), layer.spriteIndex()));
        float sx = snap(layer.xScale() * fx, w);
        float sy = ActVersion.hasYScale(context.document().actVersion()) ? snap(layer.yScale() * fy, h) : sx;
        SpriteLayer copy = layer.copy();
        copy.setXScale(sx);
        copy.setYScale(sy);
        return copy;
    }

    private float snap(double scale, int size) {
        double s = scale;
        if (context.options().isOn(Option.SNAP_SCALE)) {
            s = Math.round(s * size) / (double) size;
        }
        if (Math.abs(s) < 1.0 / size) {
            s = Math.copySign(1.0 / size, scale == 0 ? 1 : scale);
        }
        return (float) s;
    }

    @Override
    public void released(CanvasMouse e) {
        Map<Integer, SpriteLayer> result = new LinkedHashMap<>();
        if (changed) {
            ActFrame shown = context.scene().preview().apply(context.state().currentFrame());
            originals.keySet().forEach(i -> result.put(i, shown.layers().get(i)));
        }
        context.scene().preview().clear();
        if (!changed) {
            return;
        }
        if (rotate) {
            if (degrees % 360 != 0) {
                List<LayerRef> refs = refs();
                int by = degrees;
                Edits.post(context, () -> context.document().editor().layers().rotateLayers(refs, by));
            }
        } else {
            String name = originals.size() == 1 ? "Scale layer" : "Scale " + originals.size() + " layers";
            Edits.post(context, () -> context.document().compound(name, () -> result.forEach((i, layer) ->
                    context.document().editor().layers().scaleLayers(
                            List.of(frameRef.layer(i)), layer.xScale(), layer.yScale()))));
        }
        context.repaintCanvas();
    }

    private List<LayerRef> refs() {
        List<LayerRef> refs = new ArrayList<>();
        originals.keySet().forEach(i -> refs.add(frameRef.layer(i)));
        return refs;
    }

    @Override
    public void cancel() {
        context.scene().preview().clear();
        changed = false;
    }
}
