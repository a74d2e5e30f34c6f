package dev.marionette.editor.util;

import com.formdev.flatlaf.extras.FlatSVGIcon;
import dev.marionette.icons.Icons;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * The application's icon ({@code app.svg} of the icons module) as the files installers need, drawn by the same SVG
 * renderer as the editor's icons: PNGs in the freedesktop icon theme layout ({@code hicolor/NxN/apps/marionette.png}
 * at the usual sizes, for the Linux menu), a Windows {@code marionette.ico} and a macOS {@code marionette.icns}
 * (both holding PNG images, as Windows Vista and macOS 10.7 on read them). Run at package time:
 * {@code java -cp marionette.jar dev.marionette.editor.util.AppIconFiles OUTDIR}.
 */
public final class AppIconFiles {

    /** The sizes of the Linux icon theme folders. */
    static final int[] THEME_SIZES = {16, 24, 32, 48, 64, 128, 256, 512};
    /** The sizes in the Windows icon. */
    static final int[] ICO_SIZES = {16, 24, 32, 48, 64, 128, 256};
    /** The macOS icon types that hold a PNG, by the size of their image. */
    private static final Map<String, Integer> ICNS_TYPES = new LinkedHashMap<>();

    static {
        ICNS_TYPES.put("icp4", 16);
        ICNS_TYPES.put("icp5", 32);
        ICNS_TYPES.put("icp6", 64);
        ICNS_TYPES.put("ic07", 128);
        ICNS_TYPES.put("ic08", 256);
        ICNS_TYPES.put("ic09", 512);
        ICNS_TYPES.put("ic10", 1024);
    }

    private AppIconFiles() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: AppIconFiles OUTDIR");
            System.exit(2);
        }
        write(Path.of(args[0]));
    }

    /** Writes {@code hicolor/...}, {@code marionette.ico} and {@code marionette.icns} into {@code folder}. */
    public static void write(Path folder) throws IOException {
        for (int size : THEME_SIZES) {
            Path png = folder.resolve("hicolor").resolve(size + "x" + size).resolve("apps").resolve("marionette.png");
            Files.createDirectories(png.getParent());
            Files.write(png, png(size));
        }
        Files.write(folder.resolve("marionette.ico"), ico());
        Files.write(folder.resolve("marionette.icns"), icns());
    }

    /** The icon drawn at {@code size} x {@code size}. */
    static BufferedImage render(int size) {
        FlatSVGIcon icon = new FlatSVGIcon(Icons.resourceName(Icons.APP), size, size, Icons.class.getClassLoader());
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            icon.paintIcon(null, g, 0, 0);
        } finally {
            g.dispose();
        }
        return image;
    }

    static byte[] png(int size) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(render(size), "png", out);
        return out.toByteArray();
    }

    /** ICONDIR, one ICONDIRENTRY per size (little-endian; 0 means 256), then the PNGs. */
    static byte[] ico() throws IOException {
        byte[][] images = new byte[ICO_SIZES.length][];
        for (int i = 0; i < images.length; i++) {
            images[i] = png(ICO_SIZES[i]);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        writeLe16(bytes, 0);
        writeLe16(bytes, 1);
        writeLe16(bytes, images.length);
        int offset = 6 + 16 * images.length;
        for (int i = 0; i < images.length; i++) {
            int size = ICO_SIZES[i];
            bytes.write(size >= 256 ? 0 : size);
            bytes.write(size >= 256 ? 0 : size);
            bytes.write(0);
            bytes.write(0);
            writeLe16(bytes, 1);
            writeLe16(bytes, 32);
            writeLe32(bytes, images[i].length);
            writeLe32(bytes, offset);
            offset += images[i].length;
        }
        for (byte[] image : images) {
            bytes.write(image);
        }
        return bytes.toByteArray();
    }

    /** "icns", the big-endian length of the whole file, then per type its four letters, length and PNG. */
    static byte[] icns() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(body);
        for (Map.Entry<String, Integer> type : ICNS_TYPES.entrySet()) {
            byte[] image = png(type.getValue());
            out.writeBytes(type.getKey());
            out.writeInt(8 + image.length);
            out.write(image);
        }
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        DataOutputStream header = new DataOutputStream(file);
        header.writeBytes("icns");
        header.writeInt(8 + body.size());
        body.writeTo(file);
        return file.toByteArray();
    }

    private static void writeLe16(ByteArrayOutputStream out, int value) {
        out.write(value & 0xFF);
        out.write(value >>> 8 & 0xFF);
    }

    private static void writeLe32(ByteArrayOutputStream out, int value) {
        writeLe16(out, value & 0xFFFF);
        writeLe16(out, value >>> 16);
    }
}
