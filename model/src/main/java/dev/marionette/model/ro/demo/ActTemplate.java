package dev.marionette.model.ro.demo;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.MonsterAnimation;
import dev.marionette.model.ro.layout.PlayerAnimation;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;

/**
 * The starting points of File &gt; New for Ragnarok sprites. Each builds a fresh ACT (version 0x205) and SPR
 * (version 0x201, with the demo's palette so that indexed images can be painted at once):
 *
 * <ul>
 * <li>{@link #EMPTY}: 1 action holding 1 frame without layers; no images.</li>
 * <li>{@link #MONSTER}: the monster layout, 5 animations (idle, walk, attack, hit, die) &times; 8 directions
 *     = 40 actions, 1 empty frame each, intervals 6/3/4/3/5 ticks; the event list holds {@code atk}, which
 *     every attack frame fires.</li>
 * <li>{@link #PLAYER_BODY}: the player layout, 13 animations &times; 8 directions = 104 actions with the
 *     frame counts of the official bodies (idle and sit 3 frames, one per head direction; walk 8; standby 6;
 *     attacks 5, 9 and 8; ...), walk at 3 ticks and the rest at 4; every frame is empty but has one anchor at
 *     (0, {@value #NECK_Y}), about where official bodies put the neck, so official heads attach.</li>
 * <li>{@link #ITEM}: 1 action, 1 frame with one layer at the origin showing image 0, a placeholder potion
 *     to replace, as item and icon sprites are stored.</li>
 * </ul>
 */
public enum ActTemplate {
    EMPTY("Empty animation", "One action with one empty frame"),
    MONSTER("Monster", "Idle, walk, attack, hit and die in 8 directions (40 actions)"),
    PLAYER_BODY("Player body", "The 13 player animations in 8 directions (104 actions), one anchor per frame"),
    ITEM("Item", "One frame showing one image, like item and skill icons");

    /** Height of the neck anchor in {@link #PLAYER_BODY}. */
    public static final int NECK_Y = -56;

    /** Frames per player animation, as the official bodies store them. */
    private static final int[] PLAYER_FRAMES = {3, 8, 3, 3, 6, 5, 3, 1, 1, 1, 9, 8, 6};

    private final String title;
    private final String description;

    ActTemplate(String title, String description) {
        this.title = title;
        this.description = description;
    }

    /** Menu text. */
    public String title() {
        return title;
    }

    /** One-line description for tooltips. */
    public String description() {
        return description;
    }

    /** A new ACT and SPR built from this template. */
    public ActSprPair create() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setVersion(SprVersion.V2_1);
        sheet.setPalette(DemoPalette.create());
        ActDocument act = new ActDocument();
        act.setVersion(ActVersion.V2_5);
        switch (this) {
            case EMPTY -> act.animations().add(animation(1, 4));
            case MONSTER -> monster(act);
            case PLAYER_BODY -> playerBody(act);
            case ITEM -> {
                sheet.indexedImages().add(DemoArt.potion());
                ActAnimation only = animation(1, 4);
                only.frames().get(0).layers().add(new SpriteLayer(0, 0, 0, SpriteLayer.TYPE_INDEXED));
                act.animations().add(only);
            }
        }
        LayerSizes.syncWithSheet(act, sheet);
        return new ActSprPair(act, sheet);
    }

    private static void monster(ActDocument act) {
        act.events().add(ActEvent.of(DemoCharacter.ATTACK_EVENT));
        float[] intervals = {6, 3, 4, 3, 5};
        for (MonsterAnimation animation : MonsterAnimation.values()) {
            for (int d = 0; d < Direction.COUNT; d++) {
                ActAnimation action = animation(1, intervals[animation.ordinal()]);
                if (animation == MonsterAnimation.ATTACK) {
                    action.frames().get(0).setEventId(0);
                }
                act.animations().add(action);
            }
        }
    }

    private static void playerBody(ActDocument act) {
        for (PlayerAnimation animation : PlayerAnimation.values()) {
            for (int d = 0; d < Direction.COUNT; d++) {
                ActAnimation action = animation(PLAYER_FRAMES[animation.ordinal()],
                        animation == PlayerAnimation.WALK ? 3 : 4);
                for (ActFrame frame : action.frames()) {
                    frame.anchors().add(new Anchor(0, NECK_Y));
                }
                act.animations().add(action);
            }
        }
    }

    private static ActAnimation animation(int frames, float interval) {
        ActAnimation animation = new ActAnimation();
        animation.setInterval(interval);
        for (int i = 0; i < frames; i++) {
            animation.frames().add(new ActFrame());
        }
        return animation;
    }
}
