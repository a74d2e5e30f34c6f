package dev.marionette.editor.ro.canvas;

import java.awt.Color;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/** What the canvas shows besides the frame, toggled from the view's tool bar and menu. Event thread. */
public final class CanvasOptions {

    /** The canvas's switches, each on or off. */
    public enum Option {
        /** Checkerboard behind the sprite (else the solid {@link #background()} colour). */
        CHECKERBOARD,
        /** Lines between sprite pixels, drawn from 400% up. */
        PIXEL_GRID,
        /** Outlines of every layer (the selected ones are always outlined). */
        BOXES,
        /** Lines through the frame origin. */
        CROSSHAIR,
        /** The previous and next frames drawn faintly under the current one. */
        ONION_SKIN,
        /** The frame's anchors drawn and draggable. */
        ANCHORS,
        /** Scale gestures snap to whole-pixel sizes of the image. */
        SNAP_SCALE
    }

    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final Set<Option> on = EnumSet.of(Option.CHECKERBOARD, Option.PIXEL_GRID, Option.CROSSHAIR,
            Option.ANCHORS, Option.SNAP_SCALE);
    private Color background = new Color(0x80, 0x80, 0xC0);

    public boolean isOn(Option option) {
        return on.contains(option);
    }

    public void set(Option option, boolean value) {
        if (value) {
            on.add(option);
        } else {
            on.remove(option);
        }
        fire();
    }

    public Color background() {
        return background;
    }

    /** Shows this solid colour behind the sprite (the checkerboard goes off). */
    public void setBackground(Color color) {
        background = color;
        on.remove(Option.CHECKERBOARD);
        fire();
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    private void fire() {
        listeners.forEach(Runnable::run);
    }
}
