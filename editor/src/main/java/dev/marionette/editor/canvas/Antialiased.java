package dev.marionette.editor.canvas;

import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;

/** Smooth drawing of lines, shapes and text (plots, timelines, word balloons; never pixel art). */
public final class Antialiased {

    private Antialiased() {
    }

    /** A copy of {@code g} that draws shapes and text antialiased; the caller disposes of it. */
    public static Graphics2D copy(Graphics g) {
        Graphics2D smooth = (Graphics2D) g.create();
        smooth.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        smooth.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        return smooth;
    }
}
