package dev.marionette.model.ro.layout;

/** The five animations of a monster sprite, 40 actions in all (some monsters add more after these). */
public enum MonsterAnimation {
    IDLE("Idle"),
    WALK("Walk"),
    ATTACK("Attack"),
    HIT("Hit"),
    DIE("Die");

    /** Number of actions of the basic monster layout. */
    public static final int ACTION_COUNT = values().length * Direction.COUNT;

    private final String displayName;

    MonsterAnimation(String displayName) {
        this.displayName = displayName;
    }

    public String displayName() {
        return displayName;
    }

    /** The action index of this animation facing {@code direction}. */
    public int action(Direction direction) {
        return direction.action(ordinal());
    }
}
