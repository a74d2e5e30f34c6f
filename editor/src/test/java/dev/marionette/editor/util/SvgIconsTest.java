package dev.marionette.editor.util;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.extras.FlatSVGIcon;
import dev.marionette.icons.Icons;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import javax.swing.JLabel;
import org.junit.jupiter.api.Test;

class SvgIconsTest {

    @Test
    void everyIconLoadsAndPaintsSomething() {
        FlatLightLaf.setup();
        SvgIcons icons = new SvgIcons();
        for (String name : Icons.ALL) {
            FlatSVGIcon icon = (FlatSVGIcon) icons.icon(name);
            assertThat(icon.hasFound()).as(name).isTrue();
            assertThat(icon.getIconWidth()).as(name).isEqualTo(16);
            BufferedImage image = new BufferedImage(32, 32, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = image.createGraphics();
            g.scale(2, 2);
            icon.paintIcon(new JLabel(), g, 0, 0);
            g.dispose();
            assertThat(painted(image)).as(name + " painted pixels").isGreaterThan(20);
        }
    }

    @Test
    void theSameIconIsSharedAndLargeOnesCanBeMade() {
        SvgIcons icons = new SvgIcons();
        assertThat(icons.icon(Icons.SAVE)).isSameAs(icons.icon(Icons.SAVE));
        assertThat(SvgIcons.icon(Icons.APP, 64).getIconWidth()).isEqualTo(64);
    }

    private static int painted(BufferedImage image) {
        int count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) >>> 24) > 0x40) {
                    count++;
                }
            }
        }
        return count;
    }
}
