package dev.marionette.editor.ro.canvas;

import java.awt.Color;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** What the canvas shows besides the frame, toggled from the view's tool bar and menu. Event thread. */
public final class CanvasOptions {

    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private boolean checkerboard = true;
    private Color background = new Color(0x80, 0x80, 0xC0);
    private boolean pixelGrid = true;
    private boolean boxes;
    private boolean crosshair = true;
    private boolean onionSkin;
    private boolean anchors = true;
    private boolean snapScale = true;

    /** Checkerboard behind the sprite (else the solid {@link #background()} colour). */
    public boolean checkerboard() {
        return checkerboard;
    }

    public void setCheckerboard(boolean on) {
        checkerboard = on;
        fire();
    }

    public Color background() {
        return background;
    }

    public void setBackground(Color color) {
        background = color;
        checkerboard = false;
        fire();
    }

    /** Lines between sprite pixels, drawn from 400% up. */
    public boolean pixelGrid() {
        return pixelGrid;
    }

    public void setPixelGrid(boolean on) {
        pixelGrid = on;
        fire();
    }

    /** Outlines of every layer (the selected ones are always outlined). */
    public boolean boxes() {
        return boxes;
    }

    public void setBoxes(boolean on) {
        boxes = on;
        fire();
    }

    /** Lines through the frame origin. */
    public boolean crosshair() {
        return crosshair;
    }

    public void setCrosshair(boolean on) {
        crosshair = on;
        fire();
    }

    /** The previous and next frames drawn faintly under the current one. */
    public boolean onionSkin() {
        return onionSkin;
    }

    public void setOnionSkin(boolean on) {
        onionSkin = on;
        fire();
    }

    /** The frame's anchors drawn and draggable. */
    public boolean anchors() {
        return anchors;
    }

    public void setAnchors(boolean on) {
        anchors = on;
        fire();
    }

    /** Scale gestures snap to whole-pixel sizes of the image. */
    public boolean snapScale() {
        return snapScale;
    }

    public void setSnapScale(boolean on) {
        snapScale = on;
        fire();
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    private void fire() {
        listeners.forEach(Runnable::run);
    }
}
