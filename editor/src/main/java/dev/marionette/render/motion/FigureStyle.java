package dev.marionette.render.motion;

import java.awt.Color;

/**
 * How a figure is drawn: the colours of bones in the middle of the body and on its left and right (limbs are told
 * apart, {@link FigureSides}), joints, the selected part, ghosts of neighbouring frames and the trail of a joint,
 * the line width and joint size in pixels, and whether edges are smoothed (the viewer and GIFs) or hard (sprite
 * frames, which keep to a few palette colours).
 *
 * @param centre       bones in the middle of the body
 * @param left         bones of the left side
 * @param right        bones of the right side
 * @param joint        the joint dots
 * @param selected     the selected part's bones and joint
 * @param ghost        earlier and later frames (onion skin); its alpha is the ghosts' opacity
 * @param trail        the selected joint's path over the clip
 * @param lineWidth    bone width in pixels
 * @param jointRadius  joint dot radius in pixels (0: no dots)
 * @param antialiased  smooth edges
 */
public record FigureStyle(Color centre, Color left, Color right, Color joint, Color selected, Color ghost,
        Color trail, float lineWidth, float jointRadius, boolean antialiased) {

    /** The 3D viewer's, on its dark background. */
    public static final FigureStyle VIEWER = new FigureStyle(new Color(0xDADADA), new Color(0x6FA8FF),
            new Color(0xFF8A65), new Color(0xF5F5F5), new Color(0xFFD54F), new Color(0x80, 0xB0, 0xC0, 70),
            new Color(0x4DD0E1), 3f, 3.5f, true);

    /** Exported pictures, on any background: dark middle, blue left, red right. */
    public static final FigureStyle PICTURE = new FigureStyle(new Color(0x37474F), new Color(0x1E64C8),
            new Color(0xD2452D), new Color(0x263238), new Color(0xE0A800), new Color(0x78, 0x90, 0x9C, 80),
            new Color(0x00838F), 3f, 3f, true);

    /** This style with another line width (and joint dots to match). */
    public FigureStyle withLineWidth(float width) {
        return new FigureStyle(centre, left, right, joint, selected, ghost, trail, width,
                jointRadius <= 0 ? 0 : Math.max(width * 0.9f, 1f), antialiased);
    }

    /** This style with hard edges (no smoothing): only its own colours appear. */
    public FigureStyle hardEdged() {
        return new FigureStyle(centre, left, right, joint, selected, ghost, trail, lineWidth, jointRadius, false);
    }

    /** The colour of bones on {@code side}. */
    public Color bone(FigureSides.Side side) {
        return switch (side) {
            case LEFT -> left;
            case RIGHT -> right;
            case CENTRE -> centre;
        };
    }
}
