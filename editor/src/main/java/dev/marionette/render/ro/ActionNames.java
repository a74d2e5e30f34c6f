package dev.marionette.render.ro;

import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.MonsterAnimation;
import dev.marionette.model.ro.layout.PlayerAnimation;

/**
 * Names actions by their usual meaning when the file's layout is recognisable (act-spr.md section 1.3,
 * action = animation &times; 8 + direction):
 * <ul>
 * <li>{@link Layout#PLAYER}: exactly 104 actions (bodies, heads, headgear, garments, weapons):
 *     "Walk - South-west";</li>
 * <li>{@link Layout#MONSTER}: a multiple of 8, at least 40 actions, not 104 (monsters; homunculi and some
 *     monsters add animations after the five usual ones): "Attack - North", and "Action 45 - South-west" for
 *     the extra ones;</li>
 * <li>{@link Layout#PLAIN}: anything else (items, effects): "Action 12".</li>
 * </ul>
 */
public final class ActionNames {

    /** How a file's actions are laid out. */
    public enum Layout {
        PLAYER, MONSTER, PLAIN;

        /** The layout a file with {@code actions} actions most likely has. */
        public static Layout guess(int actions) {
            if (actions == PlayerAnimation.ACTION_COUNT) {
                return PLAYER;
            }
            if (actions >= MonsterAnimation.ACTION_COUNT && actions % Direction.COUNT == 0) {
                return MONSTER;
            }
            return PLAIN;
        }
    }

    private final Layout layout;

    public ActionNames(Layout layout) {
        this.layout = layout;
    }

    /** Names for {@code act}'s layout. */
    public static ActionNames of(ActDocument act) {
        return new ActionNames(Layout.guess(act.animations().size()));
    }

    public Layout layout() {
        return layout;
    }

    /** The name of action {@code action}. */
    public String name(int action) {
        Direction direction = Direction.ofAction(action);
        int animation = Direction.animationOf(action);
        return switch (layout) {
            case PLAYER -> PlayerAnimation.values()[animation].displayName() + " - " + direction.displayName();
            case MONSTER -> (animation < MonsterAnimation.values().length
                    ? MonsterAnimation.values()[animation].displayName()
                    : "Action " + action) + " - " + direction.displayName();
            case PLAIN -> "Action " + action;
        };
    }

    /** The animation group an action belongs to ("Walk"), or null in the plain layout. */
    public String group(int action) {
        int animation = Direction.animationOf(action);
        return switch (layout) {
            case PLAYER -> PlayerAnimation.values()[animation].displayName();
            case MONSTER -> animation < MonsterAnimation.values().length
                    ? MonsterAnimation.values()[animation].displayName() : "Animation " + animation;
            case PLAIN -> null;
        };
    }
}
