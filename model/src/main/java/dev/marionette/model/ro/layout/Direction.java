package dev.marionette.model.ro.layout;

/**
 * The eight directions a character faces, in the order the client stores them: action = animation &times; 8 +
 * direction (act-spr.md section 1.3). Directions turn clockwise from south, the view facing the player.
 *
 * <p>Only five directions are drawn: {@link #NORTH_EAST}, {@link #EAST} and {@link #SOUTH_EAST} are mirrored
 * copies of {@link #NORTH_WEST}, {@link #WEST} and {@link #SOUTH_WEST} in the official sprites.
 */
public enum Direction {
    SOUTH("South"),
    SOUTH_WEST("South-west"),
    WEST("West"),
    NORTH_WEST("North-west"),
    NORTH("North"),
    NORTH_EAST("North-east"),
    EAST("East"),
    SOUTH_EAST("South-east");

    /** Number of directions, and of actions per animation. */
    public static final int COUNT = 8;

    private static final Direction[] ALL = values();

    private final String displayName;

    Direction(String displayName) {
        this.displayName = displayName;
    }

    /** The direction's number, 0..7, as used in action indices. */
    public int index() {
        return ordinal();
    }

    /** The name to show ("North-west"). */
    public String displayName() {
        return displayName;
    }

    /** The direction with this number (0..7). */
    public static Direction of(int index) {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("direction " + index + " is not in 0..7");
        }
        return ALL[index];
    }

    /** The direction of an action: its index modulo 8. */
    public static Direction ofAction(int action) {
        return ALL[Math.floorMod(action, COUNT)];
    }

    /** The animation an action belongs to: its index divided by 8. */
    public static int animationOf(int action) {
        return Math.floorDiv(action, COUNT);
    }

    /** The action index of {@code animation} facing this direction. */
    public int action(int animation) {
        return animation * COUNT + ordinal();
    }

    /** The direction seen in a mirror about the vertical axis: west and east swap, south and north stay. */
    public Direction mirrored() {
        return ALL[(COUNT - ordinal()) % COUNT];
    }

    /** True for the three directions official sprites draw as mirrors of the western ones (5, 6, 7). */
    public boolean isDrawnMirrored() {
        return ordinal() > NORTH.ordinal();
    }
}
