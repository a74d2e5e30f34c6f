package dev.marionette.model.ro.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReorderingTest {

    @Test
    void forwardMovesEachSelectedItemPastItsUnselectedNeighbour() {
        assertThat(Reordering.forward(5, List.of(0, 2)).order()).containsExactly(1, 0, 3, 2, 4);
        assertThat(Reordering.forward(3, List.of(1, 2)).isIdentity()).as("blocked at the end").isTrue();
    }

    @Test
    void backwardMovesEachSelectedItemBeforeItsUnselectedNeighbour() {
        assertThat(Reordering.backward(5, List.of(1, 4)).order()).containsExactly(1, 0, 2, 4, 3);
        assertThat(Reordering.backward(3, List.of(0, 1)).isIdentity()).isTrue();
    }

    @Test
    void moveToGathersTheSelectionAtAnIndexOfTheRest() {
        Reordering r = Reordering.moveTo(6, List.of(4, 1), 0);
        assertThat(r.order()).containsExactly(1, 4, 0, 2, 3, 5);
        assertThat(r.newIndexOf(4)).isEqualTo(1);
        assertThat(Reordering.moveTo(4, List.of(0), 99).order()).containsExactly(1, 2, 3, 0);
        assertThat(Reordering.moveTo(4, List.of(0), -5).isIdentity()).isTrue();
    }
}
