package dev.marionette.io.acd;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentTrayIcon;
import java.util.Arrays;

/**
 * The tray icon of an ACD project ({@code Icon = "Images\SystemTray.ico"}) and the two bitmaps Agent stores
 * (acs.md 4.2: a 1-bit mask DIB and a colour DIB). The icon's one image is the colour bitmap's header with the
 * height doubled (XOR and AND masks together), its colour table, its pixels and the mask's pixels. The mask's
 * own header and black-and-white colour table are not in an icon; reading rebuilds them as Microsoft's
 * compiler writes them, and the image-size fields are 0 in both bitmaps or filled in both, as in real files.
 * Where an icon cannot give back the stored bitmaps exactly, the ACD keeps them in a {@code //@ TrayIcon} line.
 */
final class IconCodec {

    private IconCodec() {
    }

    /** The .ico file of a tray icon. */
    static byte[] toIco(AgentTrayIcon icon) throws BadFileException {
        Dib color = Dib.of(icon.colorBitmap(), "colour bitmap");
        Dib mask = Dib.of(icon.maskBitmap(), "mask bitmap");
        byte[] colorBits = color.pixels();
        byte[] maskBits = mask.pixels();
        byte[] header = Arrays.copyOf(color.data, color.pixelsAt);
        int sizeImage = color.sizeImage == 0 ? 0 : colorBits.length + maskBits.length;
        put32(header, 8, color.height * 2);
        put32(header, 20, sizeImage);
        int size = header.length + colorBits.length + maskBits.length;
        LittleEndianWriter w = new LittleEndianWriter(22 + size);
        // ICONDIR: reserved, type 1 (icon), one image; ICONDIRENTRY
        w.u16(0).u16(1).u16(1);
        w.u8(color.width & 0xFF).u8(color.height & 0xFF).u8(color.depth >= 8 ? 0 : 1 << color.depth).u8(0);
        w.u16(1).u16(color.depth).u32(size).u32(22);
        w.bytes(header).bytes(colorBits).bytes(maskBits);
        return w.toByteArray();
    }

    /** The two bitmaps of the first image of a .ico file. */
    static AgentTrayIcon fromIco(byte[] ico) throws BadFileException {
        if (ico.length < 22 || u16(ico, 0) != 0 || u16(ico, 2) != 1 || u16(ico, 4) == 0) {
            throw new BadFileException("not a Windows icon (.ico) file");
        }
        long size = u32(ico, 14);
        long at = u32(ico, 18);
        if (at + size > ico.length || size < 40) {
            throw new BadFileException("its image lies outside the file");
        }
        byte[] image = Arrays.copyOfRange(ico, (int) at, (int) (at + size));
        if (image[0] == (byte) 0x89 && image[1] == 'P') {
            throw new BadFileException("a PNG icon; Agent needs a 16x16 bitmap icon");
        }
        int headerSize = (int) u32(image, 0);
        int width = (int) u32(image, 4);
        int doubled = (int) u32(image, 8);
        int bits = u16(image, 14);
        long used = u32(image, 32);
        long sizeImage = u32(image, 20);
        if (headerSize < 40 || headerSize > image.length || width <= 0 || width > 256 || doubled <= 0
                || doubled > 512 || doubled % 2 != 0 || bits != 1 && bits != 4 && bits != 8) {
            throw new BadFileException("its image is not a 1, 4 or 8-bit bitmap of at most 256x256");
        }
        int height = doubled / 2;
        int colours = used == 0 || used > (1 << bits) ? 1 << bits : (int) used;
        int xorStride = (width * bits + 31) / 32 * 4;
        int andStride = (width + 31) / 32 * 4;
        int pixelsAt = headerSize + 4 * colours;
        int xorLength = xorStride * height;
        int andLength = andStride * height;
        if (pixelsAt + xorLength + andLength > image.length) {
            throw new BadFileException("its image is cut short");
        }
        byte[] color = Arrays.copyOf(image, pixelsAt + xorLength);
        put32(color, 8, height);
        put32(color, 20, sizeImage == 0 ? 0 : xorLength);
        LittleEndianWriter mask = new LittleEndianWriter(48 + andLength);
        mask.u32(40).i32(width).i32(height).u16(1).u16(1).u32(0).u32(sizeImage == 0 ? 0 : andLength)
                .i32(0).i32(0).u32(0).u32(0);
        mask.i32(0x000000).i32(0xFFFFFF);
        mask.bytes(image, pixelsAt + xorLength, andLength);
        return new AgentTrayIcon(mask.toByteArray(), color);
    }

    /** Whether the icon file gives back exactly these bitmaps. */
    static boolean roundTrips(AgentTrayIcon icon) {
        try {
            return fromIco(toIco(icon)).equals(icon);
        } catch (BadFileException e) {
            return false;
        }
    }

    /** A stored DIB: header, colour table, pixel rows. */
    private record Dib(byte[] data, int width, int height, int depth, long sizeImage, int pixelsAt, int length) {
        static Dib of(byte[] data, String what) throws BadFileException {
            if (data.length < 40) {
                throw new BadFileException("the tray icon's " + what + " is too short");
            }
            int headerSize = (int) u32(data, 0);
            int width = (int) u32(data, 4);
            int height = Math.abs((int) u32(data, 8));
            int bits = u16(data, 14);
            long used = u32(data, 32);
            if (headerSize < 40 || width <= 0 || width > 256 || height <= 0 || height > 256 || bits < 1 || bits > 8) {
                throw new BadFileException("the tray icon's " + what + " is not a small palette bitmap");
            }
            int colours = used == 0 || used > (1 << bits) ? 1 << bits : (int) used;
            int pixelsAt = headerSize + 4 * colours;
            int length = (width * bits + 31) / 32 * 4 * height;
            if (pixelsAt + length > data.length) {
                throw new BadFileException("the tray icon's " + what + " is cut short");
            }
            return new Dib(data, width, height, bits, u32(data, 20), pixelsAt, length);
        }

        byte[] pixels() {
            return Arrays.copyOfRange(data, pixelsAt, pixelsAt + length);
        }
    }

    private static void put32(byte[] b, int at, long v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >> 8);
        b[at + 2] = (byte) (v >> 16);
        b[at + 3] = (byte) (v >> 24);
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8;
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
    }
}
