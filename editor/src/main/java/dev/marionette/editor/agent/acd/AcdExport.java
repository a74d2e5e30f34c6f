package dev.marionette.editor.agent.acd;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentTrayIcon;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.DoubleConsumer;
import javax.imageio.ImageIO;

/**
 * "Export ACD...": writes the character as the decompiler did, for Microsoft's Character Editor: the .acd text
 * (Windows line ends, each language's strings in its ANSI code page), every image as an 8-bit BMP with the
 * character palette in {@code Images\NNNN.bmp}, the palette as {@code Images\ColorTable.bmp}, the tray icon as
 * {@code Images\SystemTray.ico} and every sound, as stored, in {@code Audio\NNNN.wav}. Runs off the event
 * thread on a snapshot of the character.
 */
public final class AcdExport {

    private AcdExport() {
    }

    /** Writes {@code acd} and the Images and Audio folders beside it; reports progress 0..1. */
    public static void export(AgentCharacter c, Path acd, DoubleConsumer progress) throws IOException {
        Path folder = acd.toAbsolutePath().getParent();
        Path images = folder.resolve("Images");
        Path audio = folder.resolve("Audio");
        Files.createDirectories(images);
        int total = c.images().size() + c.sounds().size() + 1;
        int done = 0;
        for (int i = 0; i < c.images().size(); i++) {
            writeBmp(c, c.images().get(i), images.resolve(AcdWriter.imageFile(i).substring("Images\\".length())));
            progress.accept(++done / (double) total);
        }
        if (!c.sounds().isEmpty()) {
            Files.createDirectories(audio);
        }
        for (int i = 0; i < c.sounds().size(); i++) {
            Files.write(audio.resolve(AcdWriter.soundFile(i).substring("Audio\\".length())), c.sounds().get(i).data());
            progress.accept(++done / (double) total);
        }
        writeColorTable(c, images.resolve("ColorTable.bmp"));
        if (c.trayIcon() != null) {
            Files.write(images.resolve("SystemTray.ico"), icon(c.trayIcon()));
        }
        Files.write(acd, encode(AcdWriter.write(c)));
        progress.accept(1);
    }

    /** The text with Windows line ends; lines inside {@code DefineInfo} in that language's code page. */
    static byte[] encode(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() + text.length() / 8);
        Charset charset = CodePages.DEFAULT;
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("\tDefineInfo 0x")) {
                charset = CodePages.forLanguage(Integer.parseInt(line.substring("\tDefineInfo 0x".length()).trim(), 16));
            }
            out.writeBytes(line.getBytes(charset));
            if (line.equals("\tEndInfo")) {
                charset = CodePages.DEFAULT;
            }
            out.writeBytes(new byte[] {'\r', '\n'});
        }
        byte[] all = out.toByteArray();
        return java.util.Arrays.copyOf(all, all.length - 2); // the text's final "\n" already ended the last line
    }

    private static IndexColorModel colourModel(AgentCharacter c) {
        // Always 256 entries (the rest black): Java's BMP writer picks the bit depth from the palette size and
        // writes a shorter palette's 8-bit pixels wrongly; the Character Editor expects 8-bit BMPs anyway.
        int[] palette = c.palette();
        int n = 256;
        byte[] r = new byte[n];
        byte[] g = new byte[n];
        byte[] b = new byte[n];
        for (int i = 0; i < n && i < palette.length; i++) {
            r[i] = (byte) (palette[i] >> 16);
            g[i] = (byte) (palette[i] >> 8);
            b[i] = (byte) palette[i];
        }
        return new IndexColorModel(8, n, r, g, b);
    }

    /** An image as an 8-bit palette BMP (an empty image as a 1x1 one of the transparent colour). */
    static void writeBmp(AgentCharacter c, AgentImage image, Path file) throws IOException {
        int w = image.isPresent() ? Math.max(1, image.width()) : 1;
        int h = image.isPresent() ? Math.max(1, image.height()) : 1;
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_INDEXED, colourModel(c));
        byte[] target = ((DataBufferByte) out.getRaster().getDataBuffer()).getData();
        if (image.isPresent() && image.width() > 0 && image.height() > 0) {
            byte[] px = image.pixels();
            int stride = AgentImage.stride(image.width());
            for (int y = 0; y < h; y++) {
                System.arraycopy(px, (h - 1 - y) * stride, target, y * w, w);
            }
        } else {
            target[0] = (byte) c.transparentIndex();
        }
        if (!ImageIO.write(out, "bmp", file.toFile())) {
            throw new IOException("no BMP writer for " + file.getFileName());
        }
    }

    /** The palette as a 16x16 BMP whose pixel i has colour i: the Character Editor reads its colour table. */
    private static void writeColorTable(AgentCharacter c, Path file) throws IOException {
        IndexColorModel model = colourModel(c);
        BufferedImage out = new BufferedImage(16, 16, BufferedImage.TYPE_BYTE_INDEXED, model);
        byte[] target = ((DataBufferByte) out.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < 256; i++) {
            target[i] = (byte) i;
        }
        ImageIO.write(out, "bmp", file.toFile());
    }

    /**
     * The tray icon as a .ico: the colour bitmap's header (height doubled, as icons store XOR and AND masks
     * together) and palette, its pixels, then the mask's pixels.
     */
    static byte[] icon(AgentTrayIcon icon) {
        Dib color = Dib.of(icon.colorBitmap());
        Dib mask = Dib.of(icon.maskBitmap());
        byte[] header = color.headerAndPalette();
        ByteBuffer hb = ByteBuffer.wrap(header).order(ByteOrder.LITTLE_ENDIAN);
        hb.putInt(8, color.height() * 2);
        hb.putInt(20, color.bits().length + mask.bits().length);
        int size = header.length + color.bits().length + mask.bits().length;
        ByteBuffer out = ByteBuffer.allocate(6 + 16 + size).order(ByteOrder.LITTLE_ENDIAN);
        out.putShort((short) 0).putShort((short) 1).putShort((short) 1);
        out.put((byte) color.width()).put((byte) color.height()).put((byte) (color.bpp() >= 8 ? 0 : 1 << color.bpp()))
                .put((byte) 0).putShort((short) 1).putShort((short) color.bpp()).putInt(size).putInt(22);
        out.put(header).put(color.bits()).put(mask.bits());
        return out.array();
    }

    /** A stored device-independent bitmap: BITMAPINFOHEADER, colour table, pixel rows. */
    private record Dib(byte[] data, int width, int height, int bpp, int pixelsAt) {
        static Dib of(byte[] data) {
            ByteBuffer b = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
            int headerSize = b.getInt(0);
            int width = b.getInt(4);
            int height = Math.abs(b.getInt(8));
            int bpp = b.getShort(14);
            int used = b.getInt(32);
            int colours = used != 0 ? used : bpp <= 8 ? 1 << bpp : 0;
            return new Dib(data, width, height, bpp, Math.min(data.length, headerSize + 4 * colours));
        }

        byte[] headerAndPalette() {
            return java.util.Arrays.copyOf(data, pixelsAt);
        }

        byte[] bits() {
            return java.util.Arrays.copyOfRange(data, pixelsAt, data.length);
        }
    }
}
