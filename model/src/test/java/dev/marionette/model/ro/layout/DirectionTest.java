package dev.marionette.model.ro.layout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DirectionTest {

    @Test
    void actionIsAnimationTimesEightPlusDirection() {
        assertThat(Direction.NORTH_EAST.action(2)).isEqualTo(21);
        assertThat(Direction.ofAction(21)).isEqualTo(Direction.NORTH_EAST);
        assertThat(Direction.animationOf(21)).isEqualTo(2);
        assertThat(PlayerAnimation.CASTING.action(Direction.SOUTH_EAST)).isEqualTo(103);
        assertThat(MonsterAnimation.DIE.action(Direction.SOUTH)).isEqualTo(32);
    }

    @Test
    void mirrorsSwapWestAndEast() {
        assertThat(Direction.NORTH_WEST.mirrored()).isEqualTo(Direction.NORTH_EAST);
        assertThat(Direction.WEST.mirrored()).isEqualTo(Direction.EAST);
        assertThat(Direction.SOUTH_WEST.mirrored()).isEqualTo(Direction.SOUTH_EAST);
        assertThat(Direction.SOUTH.mirrored()).isEqualTo(Direction.SOUTH);
        assertThat(Direction.NORTH.mirrored()).isEqualTo(Direction.NORTH);
        for (Direction d : Direction.values()) {
            assertThat(d.mirrored().mirrored()).isEqualTo(d);
        }
    }

    @Test
    void onlyTheEasternDirectionsAreDrawnMirrored() {
        assertThat(Direction.values()).filteredOn(Direction::isDrawnMirrored)
                .containsExactly(Direction.NORTH_EAST, Direction.EAST, Direction.SOUTH_EAST);
    }

    @Test
    void directionNumbersOutsideZeroToSevenAreRejected() {
        assertThatThrownBy(() -> Direction.of(8)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Direction.of(7)).isEqualTo(Direction.SOUTH_EAST);
    }

    @Test
    void idleAndSitHaveHeadDirections() {
        assertThat(PlayerAnimation.ACTION_COUNT).isEqualTo(104);
        assertThat(MonsterAnimation.ACTION_COUNT).isEqualTo(40);
        assertThat(PlayerAnimation.actionHasHeadDirections(PlayerAnimation.IDLE.action(Direction.WEST))).isTrue();
        assertThat(PlayerAnimation.actionHasHeadDirections(PlayerAnimation.SIT.action(Direction.NORTH))).isTrue();
        assertThat(PlayerAnimation.actionHasHeadDirections(PlayerAnimation.WALK.action(Direction.SOUTH))).isFalse();
        assertThat(PlayerAnimation.actionHasHeadDirections(104)).isFalse();
        assertThat(PlayerAnimation.actionHasHeadDirections(-1)).isFalse();
    }
}
