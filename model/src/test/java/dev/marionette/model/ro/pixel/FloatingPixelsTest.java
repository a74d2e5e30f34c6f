package dev.marionette.model.ro.pixel;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FloatingPixelsTest {

    @Test
    void liftLeavesTransparencyAndStampPutsThePixelsWhereMoved() {
        PixelBuffer b = Art.indexed(
                "12...",
                "34...",
                ".....");
        FloatingPixels f = FloatingPixels.lift(b, PixelSelection.rectangle(5, 3, 0, 0, 1, 1));
        assertThat(Art.rows(b)).containsExactly(".....", ".....", ".....");
        f.movedBy(3, 1).stampOnto(b);
        assertThat(Art.rows(b)).containsExactly(".....", "...12", "...34");
    }

    @Test
    void transparentLiftedPixelsLetTheImageShowThrough() {
        PixelBuffer b = Art.indexed("5555");
        FloatingPixels paste = FloatingPixels.of(Art.indexed("1.1"), 1, 0);
        paste.stampOnto(b);
        assertThat(Art.rows(b)).containsExactly("5151");
    }

    @Test
    void aLassoShapeMovesOnlyItsPixels() {
        PixelBuffer b = Art.indexed(
                "123",
                "456",
                "789");
        PixelSelection diagonal = PixelSelection.lasso(3, 3, new int[] {0, 2}, new int[] {0, 2});
        FloatingPixels f = FloatingPixels.lift(b, diagonal);
        assertThat(Art.rows(b)).containsExactly(".23", "4.6", "78.");
        assertThat(Art.rows(f.selectionIn(3, 3))).containsExactly("#..", ".#.", "..#");
        f.flipHorizontal().stampOnto(b);
        assertThat(Art.rows(b)).containsExactly(".21", "456", "98.");
    }

    @Test
    void quarterTurnKeepsTheCentre() {
        PixelBuffer b = Art.blank(5, 5);
        FloatingPixels bar = FloatingPixels.of(Art.indexed("123"), 1, 2);
        FloatingPixels turned = bar.rotate(true);
        assertThat(turned.x()).isEqualTo(2);
        assertThat(turned.y()).isEqualTo(1);
        turned.stampOnto(b);
        assertThat(Art.rows(b)).containsExactly(".....", "..1..", "..2..", "..3..", ".....");
        assertThat(turned.rotate(false).x()).isEqualTo(1);
    }

    @Test
    void copyLeavesTheImageAlone() {
        PixelBuffer b = Art.indexed("12");
        FloatingPixels f = FloatingPixels.copy(b, PixelSelection.all(2, 1));
        assertThat(Art.rows(b)).containsExactly("12");
        assertThat(Art.rows(f.pixels())).containsExactly("12");
    }
}
