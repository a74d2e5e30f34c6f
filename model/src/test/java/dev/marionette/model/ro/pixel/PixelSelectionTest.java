package dev.marionette.model.ro.pixel;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PixelSelectionTest {

    @Test
    void rectangleIsClippedToTheImage() {
        PixelSelection s = PixelSelection.rectangle(4, 3, 2, 1, 9, 9);
        assertThat(Art.rows(s)).containsExactly("....", "..##", "..##");
        assertThat(s.bounds()).containsExactly(2, 1, 2, 2);
    }

    @Test
    void lassoSelectsTheInsideAndItsEdges() {
        PixelSelection s = PixelSelection.lasso(7, 7, new int[] {3, 6, 3, 0}, new int[] {0, 3, 6, 3});
        assertThat(Art.rows(s)).containsExactly(
                "...#...",
                "..###..",
                ".#####.",
                "#######",
                ".#####.",
                "..###..",
                "...#...");
    }

    @Test
    void aLassoOfOnePointSelectsThatPixel() {
        PixelSelection s = PixelSelection.lasso(3, 3, new int[] {1}, new int[] {2});
        assertThat(Art.rows(s)).containsExactly("...", "...", ".#.");
    }

    @Test
    void emptySelectionHasNoBounds() {
        PixelSelection s = PixelSelection.rectangle(3, 3, 5, 5, 6, 6);
        assertThat(s.isEmpty()).isTrue();
        assertThat(s.bounds()).isNull();
    }
}
