package dev.marionette.model.ro.demo;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.MonsterAnimation;
import java.util.List;

/**
 * The built-in demo: a little round wizard, drawn in code, that shows what an ACT+SPR pair can hold. It uses
 * the monster layout (act-spr.md section 1.3), 5 animations &times; 8 directions = 40 actions:
 *
 * <table>
 * <caption>Animations</caption>
 * <tr><th>animation</th><th>frames</th><th>interval (ticks)</th><th>what happens</th></tr>
 * <tr><td>idle</td><td>4</td><td>6</td><td>head bobs, then a blink</td></tr>
 * <tr><td>walk</td><td>4</td><td>3</td><td>steps with a bounce; {@value #STEP_SOUND} on each step</td></tr>
 * <tr><td>attack</td><td>5</td><td>4</td><td>wand raised and swung (layer rotation); {@value #ATTACK_SOUND};
 *     {@code atk} on the strike; an RGBA sparkle, then the same sparkle scaled &times;2 at half alpha</td></tr>
 * <tr><td>hit</td><td>3</td><td>3</td><td>knocked back, tinted red, eyes shut; {@value #DAMAGE_SOUND}</td></tr>
 * <tr><td>die</td><td>4</td><td>5</td><td>topples over (every layer turned about the feet), fades out
 *     (tint alpha); {@value #DIE_SOUND}</td></tr>
 * </table>
 *
 * <p>Every frame has a soft RGBA shadow (alpha in the image), body, head, hat and wand layers (indexed, one
 * palette), and one anchor at the neck, where a real head or headgear would attach. Directions 0-4 are drawn;
 * 5, 6 and 7 are exact mirrors of 3, 2 and 1 made by {@link dev.marionette.model.ro.MirrorRule} (mirror
 * flag, positions and rotations mirrored, anchors at {@code 1 - x} as in official files). The ACT is version
 * 0x205 with layer sizes matching the images, the SPR version 0x201; both write and read back unchanged.
 */
public final class DemoCharacter {

    /** Event 0: shows the damage number. */
    public static final String ATTACK_EVENT = "atk";
    public static final String STEP_SOUND = "demo_step.wav";
    public static final String ATTACK_SOUND = "demo_attack.wav";
    public static final String DAMAGE_SOUND = "demo_damage.wav";
    public static final String DIE_SOUND = "demo_die.wav";

    private static final int ATK = 0;
    private static final int STEP = 1;
    private static final int SWING = 2;
    private static final int DAMAGE = 3;
    private static final int DIE = 4;
    private static final int HURT_TINT = 0xFF8C8CFF;

    private DemoCharacter() {
    }

    /** A new copy of the demo. */
    public static ActSprPair create() {
        DemoSheet sheet = new DemoSheet();
        ActDocument act = new ActDocument();
        act.setVersion(ActVersion.V2_5);
        for (String name : List.of(ATTACK_EVENT, STEP_SOUND, ATTACK_SOUND, DAMAGE_SOUND, DIE_SOUND)) {
            act.events().add(ActEvent.of(name));
        }
        for (MonsterAnimation animation : MonsterAnimation.values()) {
            List<DemoFigure> poses = poses(animation);
            ActAnimation[] directions = new ActAnimation[Direction.COUNT];
            for (Direction direction : Direction.values()) {
                if (direction.isDrawnMirrored()) {
                    directions[direction.index()] = mirrored(directions[direction.mirrored().index()], sheet);
                    continue;
                }
                ActAnimation action = new ActAnimation();
                action.setInterval(interval(animation));
                for (DemoFigure pose : poses) {
                    action.frames().add(pose.frame(DemoView.of(direction), sheet));
                }
                directions[direction.index()] = action;
            }
            act.animations().addAll(List.of(directions));
        }
        LayerSizes.syncWithSheet(act, sheet.sheet());
        return new ActSprPair(act, sheet.sheet());
    }

    /**
     * The eastern twin of a western action. The drawing-model convention keeps the sparkle, scaled 2 on an odd
     * width, an exact mirror; the demo has no head turns to swap.
     */
    private static ActAnimation mirrored(ActAnimation west, DemoSheet sheet) {
        MirrorRule.Result result = MirrorRule.mirror(west, sheet.sheet(), false, MirrorRule.Convention.DRAWING_MODEL);
        if (!result.approximateLayers().isEmpty()) {
            throw new IllegalStateException("demo layers without an exact mirror: " + result.approximateLayers());
        }
        return result.action();
    }

    private static float interval(MonsterAnimation animation) {
        return switch (animation) {
            case IDLE -> 6;
            case WALK, HIT -> 3;
            case ATTACK -> 4;
            case DIE -> 5;
        };
    }

    private static List<DemoFigure> poses(MonsterAnimation animation) {
        return switch (animation) {
            case IDLE -> List.of(
                    DemoFigure.standing(),
                    DemoFigure.standing().bob(0, 1),
                    DemoFigure.standing().bob(1, 1),
                    DemoFigure.standing().eyesClosed());
            case WALK -> List.of(
                    DemoFigure.standing().pose(DemoArt.Pose.STEP_A).bob(-1, 0).event(STEP),
                    DemoFigure.standing().bob(0, 1),
                    DemoFigure.standing().pose(DemoArt.Pose.STEP_B).bob(-1, 0).event(STEP),
                    DemoFigure.standing().bob(0, 1));
            case ATTACK -> List.of(
                    DemoFigure.standing().wand(340),
                    DemoFigure.standing().pose(DemoArt.Pose.RAISE).wand(290).bob(-1, 0).event(SWING),
                    DemoFigure.standing().pose(DemoArt.Pose.RAISE).wand(20).sparkle(1, 255).event(ATK),
                    DemoFigure.standing().wand(70).bob(1, 0).sparkle(2, 128),
                    DemoFigure.standing().wand(20));
            case HIT -> List.of(
                    DemoFigure.standing().shift(3).bob(0, 1).eyesClosed().tint(HURT_TINT).event(DAMAGE),
                    DemoFigure.standing().shift(2).bob(1, 0).eyesClosed().tint(HURT_TINT),
                    DemoFigure.standing().shift(1));
            case DIE -> List.of(
                    DemoFigure.standing().eyesClosed().tint(HURT_TINT).event(DIE),
                    // Falling over about the feet while sliding back keeps the body near the origin.
                    DemoFigure.standing().eyesClosed().tilt(20).shift(-3),
                    DemoFigure.standing().eyesClosed().tilt(70).shift(-12).shadowAlpha(180),
                    DemoFigure.standing().eyesClosed().tilt(90).shift(-17).tint(0xFFFFFF90).shadowAlpha(90));
        };
    }
}
