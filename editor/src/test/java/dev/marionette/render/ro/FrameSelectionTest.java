package dev.marionette.render.ro;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.PlayerAnimation;
import org.junit.jupiter.api.Test;

/** Frame picking of attached parts (act-spr.md sections 1.3 and 3). */
class FrameSelectionTest {

    private static final int IDLE_SOUTH = PlayerAnimation.IDLE.action(Direction.SOUTH);
    private static final int SIT_EAST = PlayerAnimation.SIT.action(Direction.EAST);
    private static final int WALK_WEST = PlayerAnimation.WALK.action(Direction.WEST);

    @Test
    void equalHeadDirectionGroupsMatchFrameForFrame() {
        for (int f = 0; f < 3; f++) {
            assertThat(FrameSelection.frameFor(PartRole.HEAD, IDLE_SOUTH, f, 3, 3)).isEqualTo(f);
        }
    }

    @Test
    void longerHeadGroupsStartAtTheDirectionsFirstFrame() {
        // Body frames 0, 1, 2 are the three head directions; a headgear with 3x4 frames starts each group.
        assertThat(FrameSelection.frameFor(PartRole.HEAD, SIT_EAST, 1, 3, 12)).isEqualTo(4);
        assertThat(FrameSelection.frameFor(PartRole.HEAD, SIT_EAST, 2, 3, 12)).isEqualTo(8);
    }

    @Test
    void aDriverWithLongerGroupsGivesDirectionAndStep() {
        // Editing a headgear with 3x2 idle frames: its frame 3 is direction 1, step 1; a 3-frame head shows 1.
        assertThat(FrameSelection.frameFor(PartRole.HEAD, IDLE_SOUTH, 3, 6, 3)).isEqualTo(1);
        assertThat(FrameSelection.frameFor(PartRole.BODY, IDLE_SOUTH, 5, 6, 3)).isEqualTo(2);
        // ... and a part with 3x2 frames follows step for step.
        assertThat(FrameSelection.frameFor(PartRole.HEAD, IDLE_SOUTH, 3, 6, 6)).isEqualTo(3);
    }

    @Test
    void aDriverWithoutGroupsLooksStraightAhead() {
        // A custom body whose idle has 4 frames: the head shows its straight group.
        assertThat(FrameSelection.frameFor(PartRole.HEAD, IDLE_SOUTH, 3, 4, 3)).isZero();
        assertThat(FrameSelection.frameFor(PartRole.HEAD, IDLE_SOUTH, 3, 4, 6)).isEqualTo(1);
    }

    @Test
    void otherActionsAndOtherPartsLoop() {
        assertThat(FrameSelection.frameFor(PartRole.HEAD, WALK_WEST, 5, 8, 3)).isEqualTo(2);
        assertThat(FrameSelection.frameFor(PartRole.OTHER, IDLE_SOUTH, 2, 3, 6)).isEqualTo(2);
        assertThat(FrameSelection.frameFor(PartRole.OTHER, WALK_WEST, 7, 8, 8)).isEqualTo(7);
    }

    @Test
    void partsWithoutFramesShowNothing() {
        assertThat(FrameSelection.frameFor(PartRole.HEAD, IDLE_SOUTH, 0, 3, 0)).isEqualTo(-1);
    }
}
