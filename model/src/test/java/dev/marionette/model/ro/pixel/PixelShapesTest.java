package dev.marionette.model.ro.pixel;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PixelShapesTest {

    private static PixelBuffer draw(int w, int h, java.util.function.Consumer<PixelShapes.Plot> shape) {
        PixelBuffer b = Art.blank(w, h);
        shape.accept(PixelShapes.painter(b, 1, null));
        return b;
    }

    @Test
    void aShallowLineStepsOnePixelPerColumn() {
        assertThat(Art.rows(draw(7, 3, p -> PixelShapes.line(0, 0, 6, 2, p)))).containsExactly(
                "11.....",
                "..111..",
                ".....11");
    }

    @Test
    void aLineCoversTheSamePixelsWhicheverEndItStartsFrom() {
        for (int[] l : new int[][] {{0, 0, 6, 2}, {1, 4, 5, 0}, {0, 3, 6, 1}, {2, 0, 3, 6}}) {
            List<String> forward = Art.rows(draw(8, 8, p -> PixelShapes.line(l[0], l[1], l[2], l[3], p)));
            List<String> back = Art.rows(draw(8, 8, p -> PixelShapes.line(l[2], l[3], l[0], l[1], p)));
            assertThat(back).as("line %s", java.util.Arrays.toString(l)).isEqualTo(forward);
        }
    }

    @Test
    void aDiagonalLineHasNoDoubledCorners() {
        List<int[]> points = new ArrayList<>();
        PixelShapes.line(0, 0, 4, 4, (x, y) -> points.add(new int[] {x, y}));
        assertThat(points).hasSize(5);
    }

    @Test
    void rectangleOutlineAndFilledBetweenCornersInAnyOrder() {
        assertThat(Art.rows(draw(6, 5, p -> PixelShapes.rectangle(4, 3, 1, 0, false, p)))).containsExactly(
                ".1111.",
                ".1..1.",
                ".1..1.",
                ".1111.",
                "......");
        assertThat(Art.rows(draw(4, 3, p -> PixelShapes.rectangle(1, 0, 2, 2, true, p)))).containsExactly(
                ".11.",
                ".11.",
                ".11.");
    }

    @Test
    void ellipseOutlineIsClosedAndSymmetric() {
        assertThat(Art.rows(draw(9, 7, p -> PixelShapes.ellipse(0, 0, 8, 6, false, p)))).containsExactly(
                "..11111..",
                ".1.....1.",
                "1.......1",
                "1.......1",
                "1.......1",
                ".1.....1.",
                "..11111..");
    }

    @Test
    void filledEllipseCoversItsInside() {
        assertThat(Art.rows(draw(5, 5, p -> PixelShapes.ellipse(0, 0, 4, 4, true, p)))).containsExactly(
                ".111.",
                "11111",
                "11111",
                "11111",
                ".111.");
    }

    @Test
    void brushSizesLeanRightAndDownWhenEven() {
        assertThat(Art.rows(draw(5, 5, p -> PixelShapes.brush(2, 2, 3, p)))).containsExactly(
                ".....",
                ".111.",
                ".111.",
                ".111.",
                ".....");
        assertThat(Art.rows(draw(4, 4, p -> PixelShapes.brush(1, 1, 2, p)))).containsExactly(
                "....",
                ".11.",
                ".11.",
                "....");
    }

    @Test
    void strokeStampsTheBrushAlongTheLineAndClipsAtTheEdge() {
        assertThat(Art.rows(draw(6, 3, p -> PixelShapes.stroke(0, 0, 5, 0, 2, p)))).containsExactly(
                "111111",
                "111111",
                "......");
    }

    @Test
    void painterKeepsToTheSelection() {
        PixelBuffer b = Art.blank(5, 1);
        PixelSelection s = PixelSelection.rectangle(5, 1, 1, 0, 2, 0);
        PixelShapes.line(0, 0, 4, 0, PixelShapes.painter(b, 7, s));
        assertThat(Art.rows(b)).containsExactly(".77..");
    }
}
