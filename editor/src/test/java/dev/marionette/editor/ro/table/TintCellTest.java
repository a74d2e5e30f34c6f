package dev.marionette.editor.ro.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.SpriteLayer;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** The tint cell's value as written beside its swatch: whole, shortened, or left to the tooltip, never cut off. */
class TintCellTest {

    private final FontMetrics metrics = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB).createGraphics()
            .getFontMetrics(new Font(Font.SANS_SERIF, Font.PLAIN, 11));

    @Test
    void theWholeValueWhenItFits() {
        assertThat(TintCell.shownText(0x00000000, 200, metrics)).isEqualTo("00000000");
        assertThat(TintCell.shownText(SpriteLayer.DEFAULT_TINT, 200, metrics)).isEqualTo("none");
    }

    @Test
    void aNarrowColumnShowsNoValueCutOff() {
        // the layer table at 1280x800 drew "0000" of a transparent black tint, read as a different value
        int room = metrics.stringWidth("0000");
        assertThat(TintCell.shownText(0x00000000, room, metrics)).isEmpty();
        int rgbRoom = metrics.stringWidth("FF8040");
        assertThat(TintCell.shownText(0xFF8040FF, rgbRoom, metrics)).as("opaque: the colour without its alpha")
                .isEqualTo("FF8040");
        assertThat(TintCell.shownText(0xFF804080, rgbRoom, metrics)).as("translucent: never without its alpha")
                .isEmpty();
    }
}
