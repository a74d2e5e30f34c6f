package dev.marionette.model.ro.layout;

/**
 * The 13 animations of a player sprite (body, head, headgear, weapon, garment), 104 actions in all
 * (act-spr.md section 1.3). Idle and sit store one frame group per head direction: 3 &times; N frames, the
 * head looking straight, then to one side, then to the other.
 */
public enum PlayerAnimation {
    IDLE("Idle", true),
    WALK("Walk", false),
    SIT("Sit", true),
    PICK_UP("Pick up", false),
    STANDBY("Standby", false),
    ATTACK_1("Attack 1", false),
    HIT("Hit", false),
    FREEZE_1("Freeze 1", false),
    DEAD("Dead", false),
    FREEZE_2("Freeze 2", false),
    ATTACK_2("Attack 2", false),
    ATTACK_3("Attack 3", false),
    CASTING("Casting", false);

    /** Number of actions of a player sprite. */
    public static final int ACTION_COUNT = values().length * Direction.COUNT;
    /** Number of head directions whose frame groups idle and sit store. */
    public static final int HEAD_DIRECTIONS = 3;

    private final String displayName;
    private final boolean headDirections;

    PlayerAnimation(String displayName, boolean headDirections) {
        this.displayName = displayName;
        this.headDirections = headDirections;
    }

    public String displayName() {
        return displayName;
    }

    /** True for idle and sit, whose frames come in {@value #HEAD_DIRECTIONS} groups, one per head direction. */
    public boolean hasHeadDirections() {
        return headDirections;
    }

    /** The action index of this animation facing {@code direction}. */
    public int action(Direction direction) {
        return direction.action(ordinal());
    }

    /** True when {@code action} is an idle or sit action of the player layout. */
    public static boolean actionHasHeadDirections(int action) {
        int animation = Direction.animationOf(action);
        return animation >= 0 && animation < values().length && values()[animation].hasHeadDirections();
    }
}
