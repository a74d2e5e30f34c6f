package dev.marionette.model.ro.pixel;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PixelFillTest {

    private static final String[] PICTURE = {
        "..1..",
        ".1.1.",
        "1...1",
        ".1.1.",
        "..1.."};

    @Test
    void contiguousFillStaysInsideAndDoesNotLeakThroughDiagonals() {
        PixelBuffer b = Art.indexed(PICTURE);
        int changed = PixelFill.fill(b, 2, 2, 5, true, null);
        assertThat(Art.rows(b)).containsExactly(
                "..1..",
                ".151.",
                "15551",
                ".151.",
                "..1..");
        assertThat(changed).isEqualTo(5);
    }

    @Test
    void globalFillTakesEveryPixelOfTheValue() {
        PixelBuffer b = Art.indexed(PICTURE);
        PixelFill.fill(b, 0, 0, 5, false, null);
        assertThat(Art.rows(b)).containsExactly(
                "55155",
                "51515",
                "15551",
                "51515",
                "55155");
    }

    @Test
    void fillWithTheSameValueOrOutsideChangesNothing() {
        PixelBuffer b = Art.indexed(PICTURE);
        assertThat(PixelFill.fill(b, 2, 0, 1, true, null)).isZero();
        assertThat(PixelFill.fill(b, 9, 9, 3, true, null)).isZero();
        assertThat(b).isEqualTo(Art.indexed(PICTURE));
    }

    @Test
    void fillKeepsToTheSelection() {
        PixelBuffer b = Art.indexed("....", "....");
        PixelFill.fill(b, 0, 0, 3, true, PixelSelection.rectangle(4, 2, 0, 0, 1, 1));
        assertThat(Art.rows(b)).containsExactly("33..", "33..");
    }

    @Test
    void fillOfAWholeLargeImageTerminates() {
        PixelBuffer b = new PixelBuffer(512, 512, true);
        assertThat(PixelFill.fill(b, 100, 100, 9, true, null)).isEqualTo(512 * 512);
    }

    @Test
    void replaceColourChangesEveryPixelOfOneValue() {
        PixelBuffer b = Art.indexed("1212", "2121");
        assertThat(PixelFill.replace(b, 2, 7, null)).isEqualTo(4);
        assertThat(Art.rows(b)).containsExactly("1717", "7171");
    }

    @Test
    void rgbaFillComparesTheWholeArgb() {
        PixelBuffer b = new PixelBuffer(3, 1, false);
        b.set(0, 0, 0x80FF0000);
        b.set(1, 0, 0xFFFF0000);
        b.set(2, 0, 0x80FF0000);
        PixelFill.fill(b, 0, 0, 0xFF00FF00, false, null);
        assertThat(b.get(0, 0)).isEqualTo(0xFF00FF00);
        assertThat(b.get(1, 0)).isEqualTo(0xFFFF0000);
        assertThat(b.get(2, 0)).isEqualTo(0xFF00FF00);
    }
}
