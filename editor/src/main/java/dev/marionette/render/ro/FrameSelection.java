package dev.marionette.render.ro;

import dev.marionette.model.ro.layout.PlayerAnimation;

/**
 * Which frame an attached part shows while the driving part (the one being edited or played) shows frame
 * {@code f} of {@code F} in an action (act-spr.md sections 1.3 and 3).
 *
 * <ul>
 * <li>In the idle and sit actions of the player layout, bodies, heads and headgear store 3&times;N frames:
 *     one group of N per head direction (straight, then each side). The driver's frame gives the head
 *     direction {@code f / (F/3)} and the step {@code f mod (F/3)} within its group (a driver whose frame
 *     count is not a multiple of 3 looks straight ahead, step {@code f}); a part with 3&times;N frames shows
 *     frame {@code direction·N + step mod N}.</li>
 * <li>Otherwise a part shows frame {@code f mod M} of its M frames, so parts with fewer frames loop.</li>
 * </ul>
 */
public final class FrameSelection {

    private FrameSelection() {
    }

    /**
     * The frame a part with {@code partFrames} frames shows, or -1 when it has none.
     *
     * @param role         what the part is
     * @param action       the action shown
     * @param driverFrame  the frame the driving part shows
     * @param driverFrames the driving part's frame count in this action
     * @param partFrames   the part's frame count in this action
     */
    public static int frameFor(PartRole role, int action, int driverFrame, int driverFrames, int partFrames) {
        if (partFrames <= 0 || driverFrame < 0) {
            return -1;
        }
        int groups = PlayerAnimation.HEAD_DIRECTIONS;
        if (role.followsHeadDirection() && PlayerAnimation.actionHasHeadDirections(action)
                && partFrames % groups == 0) {
            int driverGroup = driverFrames >= groups && driverFrames % groups == 0 ? driverFrames / groups : 0;
            int direction = driverGroup == 0 ? 0 : Math.min(groups - 1, driverFrame / driverGroup);
            int step = driverGroup == 0 ? driverFrame : driverFrame % driverGroup;
            int partGroup = partFrames / groups;
            return direction * partGroup + step % partGroup;
        }
        return driverFrame % partFrames;
    }
}
