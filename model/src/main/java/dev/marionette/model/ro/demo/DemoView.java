package dev.marionette.model.ro.demo;

import dev.marionette.model.ro.layout.Direction;

/**
 * The five drawn views of the demo character. The client draws eight directions; the three eastern ones are
 * mirrors of the western ones, so only these five are painted.
 */
enum DemoView {
    FRONT(0, -7, -14),
    FRONT_SIDE(-1, -7, -13),
    SIDE(-1, -4, -11),
    BACK_SIDE(0, 6, -14),
    BACK(0, 7, -14);

    /** Horizontal offset of head and hat. */
    final int headX;
    /** Where the wand's layer sits when the hand is down. */
    final int wandX;
    final int wandY;

    DemoView(int headX, int wandX, int wandY) {
        this.headX = headX;
        this.wandX = wandX;
        this.wandY = wandY;
    }

    /** The view a direction shows (eastern directions show the mirrored western view). */
    static DemoView of(Direction direction) {
        return switch (direction) {
            case SOUTH -> FRONT;
            case SOUTH_WEST, SOUTH_EAST -> FRONT_SIDE;
            case WEST, EAST -> SIDE;
            case NORTH_WEST, NORTH_EAST -> BACK_SIDE;
            case NORTH -> BACK;
        };
    }

    /** True when the character faces away, so the wand is held behind the body. */
    boolean facesAway() {
        return this == BACK_SIDE || this == BACK;
    }

    /** True when a face is visible. */
    boolean showsFace() {
        return !facesAway();
    }
}
