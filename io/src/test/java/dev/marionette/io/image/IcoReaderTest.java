package dev.marionette.io.image;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianWriter;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** Icons written here byte by byte as the format describes them: palette and true-colour DIBs, PNG, choice, errors. */
class IcoReaderTest {

    /** One image of an icon: its directory size and bits, and its bytes. */
    private record Image(int size, int bits, byte[] bytes) {
    }

    private static byte[] ico(Image... images) {
        LittleEndianWriter w = new LittleEndianWriter(64);
        w.u16(0).u16(1).u16(images.length);
        int offset = 6 + 16 * images.length;
        for (Image i : images) {
            w.u8(i.size() & 0xFF).u8(i.size() & 0xFF).u8(0).u8(0).u16(1).u16(i.bits()).u32(i.bytes().length)
                    .u32(offset);
            offset += i.bytes().length;
        }
        for (Image i : images) {
            w.bytes(i.bytes());
        }
        return w.toByteArray();
    }

    /** A 4-bit DIB: left half colour 1 (red), right half colour 2 (blue); the top row masked out. */
    private static Image fourBit(int size) {
        int stride = (size * 4 + 31) / 32 * 4;
        int maskStride = (size + 31) / 32 * 4;
        LittleEndianWriter w = new LittleEndianWriter(64);
        w.u32(40).i32(size).i32(2 * size).u16(1).u16(4).u32(0).u32(0).i32(0).i32(0).u32(0).u32(0);
        int[] table = new int[16];
        table[1] = 0xFF0000;
        table[2] = 0x0000FF;
        for (int c : table) {
            w.u8(c & 0xFF).u8((c >> 8) & 0xFF).u8((c >> 16) & 0xFF).u8(0);
        }
        for (int row = 0; row < size; row++) {
            byte[] r = new byte[stride];
            for (int x = 0; x < size; x++) {
                int index = x < size / 2 ? 1 : 2;
                r[x / 2] |= (byte) (x % 2 == 0 ? index << 4 : index);
            }
            w.bytes(r);
        }
        for (int row = 0; row < size; row++) {
            byte[] r = new byte[maskStride];
            if (row == size - 1) { // the last stored row is the top one
                java.util.Arrays.fill(r, (byte) 0xFF);
            }
            w.bytes(r);
        }
        return new Image(size, 4, w.toByteArray());
    }

    /** A 32-bit DIB with alpha: pixel (x, y) is green with alpha 17 * x. */
    private static Image thirtyTwoBit(int size, boolean alpha) {
        LittleEndianWriter w = new LittleEndianWriter(64);
        w.u32(40).i32(size).i32(2 * size).u16(1).u16(32).u32(0).u32(0).i32(0).i32(0).u32(0).u32(0);
        for (int row = 0; row < size; row++) {
            for (int x = 0; x < size; x++) {
                w.u8(0).u8(0xFF).u8(0).u8(alpha ? 17 * (x % 16) : 0);
            }
        }
        int maskStride = (size + 31) / 32 * 4;
        for (int row = 0; row < size; row++) {
            byte[] r = new byte[maskStride];
            r[0] = (byte) 0x80; // column 0 masked
            w.bytes(r);
        }
        return new Image(size, 32, w.toByteArray());
    }

    @Test
    void aPaletteImageWithItsMask() throws Exception {
        BufferedImage image = IcoReader.read(ico(fourBit(16)), "a.ico", 16);
        assertThat(image.getWidth()).isEqualTo(16);
        assertThat(image.getHeight()).isEqualTo(16);
        assertThat(image.getRGB(3, 0)).as("top row masked").isZero();
        assertThat(image.getRGB(3, 1)).isEqualTo(0xFFFF0000);
        assertThat(image.getRGB(12, 15)).isEqualTo(0xFF0000FF);
    }

    @Test
    void trueColourTakesAlphaFromThePixelsOrElseFromTheMask() throws Exception {
        BufferedImage withAlpha = IcoReader.read(ico(thirtyTwoBit(16, true)), "a.ico", 16);
        assertThat(withAlpha.getRGB(0, 5)).as("alpha wins over the mask").isEqualTo(0x0000FF00);
        assertThat(withAlpha.getRGB(15, 5)).isEqualTo(0xFF00FF00);
        BufferedImage noAlpha = IcoReader.read(ico(thirtyTwoBit(16, false)), "a.ico", 16);
        assertThat(noAlpha.getRGB(0, 5)).isZero();
        assertThat(noAlpha.getRGB(1, 5)).isEqualTo(0xFF00FF00);
    }

    @Test
    void theImageNearestTheWantedSizeIsRead() throws Exception {
        BufferedImage big = new BufferedImage(48, 48, BufferedImage.TYPE_INT_ARGB);
        big.setRGB(0, 0, 0xFF123456);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        ImageIO.write(big, "png", png);
        byte[] file = ico(fourBit(32), new Image(48, 32, png.toByteArray()), fourBit(8));
        assertThat(IcoReader.read(file, "a.ico", 16).getWidth()).as("the smallest larger").isEqualTo(32);
        BufferedImage pngImage = IcoReader.read(file, "a.ico", 48);
        assertThat(pngImage.getWidth()).isEqualTo(48);
        assertThat(pngImage.getRGB(0, 0)).isEqualTo(0xFF123456);
        assertThat(IcoReader.read(file, "a.ico", 64).getWidth()).as("the largest smaller").isEqualTo(48);
        assertThat(IcoReader.read(file, "a.ico", 8).getWidth()).isEqualTo(8);
    }

    @Test
    void brokenFilesNameTheFieldAndOffset() {
        assertThatThrownBy(() -> IcoReader.read(new byte[] {'B', 'M', 0, 0, 0, 0}, "x.ico", 16))
                .isInstanceOf(FormatException.class).hasMessageContaining("x.ico").hasMessageContaining("icon header");
        byte[] file = ico(fourBit(16));
        byte[] cut = java.util.Arrays.copyOf(file, file.length - 200);
        assertThatThrownBy(() -> IcoReader.read(cut, "cut.ico", 16)).isInstanceOf(FormatException.class)
                .hasMessageContaining("offset 14").hasMessageContaining("size and offset");
        byte[] many = ico(fourBit(16));
        many[4] = (byte) 0xFF;
        many[5] = (byte) 0x7F;
        assertThatThrownBy(() -> IcoReader.read(many, "many.ico", 16)).hasMessageContaining("image count");
        byte[] deep = ico(fourBit(16));
        deep[22 + 14] = 5;
        assertThatThrownBy(() -> IcoReader.read(deep, "deep.ico", 16)).hasMessageContaining("bits per pixel")
                .hasMessageContaining("offset 36");
    }

    @Test
    void recognisesIconsByTheirHeader() {
        assertThat(IcoReader.looksLikeIcon(ico(fourBit(16)))).isTrue();
        assertThat(IcoReader.looksLikeIcon(new byte[] {0, 0, 1, 0, 0, 0})).isFalse();
        assertThat(IcoReader.looksLikeIcon(new byte[] {'G', 'I', 'F', '8', '9', 'a'})).isFalse();
    }
}
