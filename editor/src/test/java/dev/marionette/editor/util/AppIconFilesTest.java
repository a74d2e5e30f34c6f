package dev.marionette.editor.util;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The application icon as installers take it: a PNG per icon-theme size, a Windows .ico and a macOS .icns whose
 * directories point at real PNGs of the sizes they claim, all drawn from app.svg (not blank).
 */
class AppIconFilesTest {

    @TempDir
    Path dir;

    private static BufferedImage png(byte[] data) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(data));
        assertThat(image).as("a PNG").isNotNull();
        return image;
    }

    private static int opaquePixels(BufferedImage image) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                n += image.getRGB(x, y) >>> 24 > 128 ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void writesTheThemeSizesAWindowsIconAndAMacIcon() throws IOException {
        AppIconFiles.write(dir);
        for (int size : AppIconFiles.THEME_SIZES) {
            BufferedImage image = png(Files.readAllBytes(dir.resolve("hicolor/" + size + "x" + size
                    + "/apps/marionette.png")));
            assertThat(image.getWidth()).isEqualTo(size);
            assertThat(image.getHeight()).isEqualTo(size);
            assertThat(opaquePixels(image)).as("drawn at " + size).isGreaterThan(size * size / 20);
        }

        ByteBuffer ico = ByteBuffer.wrap(Files.readAllBytes(dir.resolve("marionette.ico")))
                .order(ByteOrder.LITTLE_ENDIAN);
        assertThat(ico.getShort(0)).isZero();
        assertThat(ico.getShort(2)).as("type: icon").isEqualTo((short) 1);
        assertThat(ico.getShort(4)).isEqualTo((short) AppIconFiles.ICO_SIZES.length);
        for (int i = 0; i < AppIconFiles.ICO_SIZES.length; i++) {
            int entry = 6 + 16 * i;
            int width = ico.get(entry) & 0xFF;
            int length = ico.getInt(entry + 8);
            int offset = ico.getInt(entry + 12);
            BufferedImage image = png(Arrays.copyOfRange(ico.array(), offset, offset + length));
            assertThat(image.getWidth()).isEqualTo(width == 0 ? 256 : width).isEqualTo(AppIconFiles.ICO_SIZES[i]);
        }

        ByteBuffer icns = ByteBuffer.wrap(Files.readAllBytes(dir.resolve("marionette.icns")));
        assertThat(new String(icns.array(), 0, 4, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("icns");
        assertThat(icns.getInt(4)).isEqualTo(icns.capacity());
        List<Integer> sizes = new ArrayList<>();
        for (int at = 8; at < icns.capacity(); ) {
            int length = icns.getInt(at + 4);
            sizes.add(png(Arrays.copyOfRange(icns.array(), at + 8, at + length)).getWidth());
            at += length;
        }
        assertThat(sizes).containsExactly(16, 32, 64, 128, 256, 512, 1024);
    }
}
