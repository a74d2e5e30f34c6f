package dev.marionette.editor.agent.character;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.agent.shared.PngPalette;
import dev.marionette.editor.util.Edt;
import dev.marionette.io.image.IcoReader;
import dev.marionette.model.acs.AgentTrayIcon;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.imageio.ImageIO;
import javax.swing.JOptionPane;

/**
 * The Look page's imports from picture files, each one undo step: the tray icon (any PNG, BMP, GIF, JPEG or
 * Windows icon, scaled to fit 16x16 and mapped onto the 16 Windows colours, as Agent stores it) and the palette
 * (the picture's colours: an indexed picture's colour table entry for entry, otherwise its colours in the order
 * they first appear; with fewer than 256 the user is warned and the remaining entries keep their colours). Files
 * are read off the event thread.
 */
final class PictureImports {

    private static final String[] PICTURES = {"png", "bmp", "gif", "ico", "cur", "jpg", "jpeg"};

    private PictureImports() {
    }

    /** Asks for a picture and makes it the tray icon. */
    static void trayIcon(AgentContext context, Component parent) {
        context.files().open(parent, "Import a tray icon", "Pictures and icons (PNG, BMP, GIF, ICO, JPEG)", PICTURES)
                .ifPresent(path -> readThen(context, path, () -> trayIconPixels(path), argb -> context.edit(
                        () -> context.ops().character().setTrayIcon(AgentTrayIcon.fromArgb(argb)))));
    }

    /** Asks for a picture and puts its colours into the palette, after a warning when it has fewer than 256. */
    static void palette(AgentContext context, Component parent) {
        context.files().open(parent, "Import a palette", "Pictures (PNG, BMP, GIF)", "png", "bmp", "gif")
                .ifPresent(path -> readThen(context, path, () -> PngPalette.colours(path),
                        colours -> usePalette(context, parent, path, colours)));
    }

    private interface Reading<T> {
        T read() throws IOException;
    }

    private static <T> void readThen(AgentContext context, Path path, Reading<T> reading, Consumer<T> use) {
        CompletableFuture.supplyAsync(() -> {
            try {
                return reading.read();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).whenCompleteAsync((value, failure) -> {
            if (failure == null) {
                use.accept(value);
                return;
            }
            Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
            cause = cause instanceof UncheckedIOException u ? u.getCause() : cause;
            context.message("Could not import " + path.getFileName() + ": " + cause.getMessage());
        }, Edt.EXECUTOR);
    }

    /** The picture in {@code path} fitted into 16x16 ARGB pixels. */
    static int[] trayIconPixels(Path path) throws IOException {
        byte[] data = Files.readAllBytes(path);
        BufferedImage picture;
        if (IcoReader.looksLikeIcon(data)) {
            picture = IcoReader.read(data, path.getFileName().toString(), AgentTrayIcon.SIZE);
        } else {
            picture = ImageIO.read(new ByteArrayInputStream(data));
            if (picture == null) {
                throw new IOException("not a picture Java can read (PNG, BMP, GIF, JPEG or ICO)");
            }
        }
        BufferedImage icon = fit(picture, AgentTrayIcon.SIZE);
        return icon.getRGB(0, 0, AgentTrayIcon.SIZE, AgentTrayIcon.SIZE, null, 0, AgentTrayIcon.SIZE);
    }

    /**
     * {@code picture} scaled to fit a {@code size} square, centred, keeping its proportions: halved step by step,
     * then scaled smoothly to the size, in premultiplied alpha so edges do not take the colour of clear pixels.
     */
    static BufferedImage fit(BufferedImage picture, int size) {
        int w = picture.getWidth();
        int h = picture.getHeight();
        BufferedImage current = as(picture, BufferedImage.TYPE_INT_ARGB_PRE);
        while (w >= 2 * size && h >= 2 * size) {
            w /= 2;
            h /= 2;
            current = scaled(current, w, h);
        }
        double scale = Math.min(size / (double) w, size / (double) h);
        int tw = Math.max(1, (int) Math.round(w * scale));
        int th = Math.max(1, (int) Math.round(h * scale));
        BufferedImage out = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, w == tw && h == th
                ? RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR : RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(current, (size - tw) / 2, (size - th) / 2, tw, th, null);
        g.dispose();
        return as(out, BufferedImage.TYPE_INT_ARGB);
    }

    private static BufferedImage scaled(BufferedImage image, int w, int h) {
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(image, 0, 0, w, h, null);
        g.dispose();
        return out;
    }

    private static BufferedImage as(BufferedImage image, int type) {
        BufferedImage out = new BufferedImage(image.getWidth(), image.getHeight(), type);
        Graphics2D g = out.createGraphics();
        g.drawImage(image, 0, 0, null);
        g.dispose();
        return out;
    }

    private static void usePalette(AgentContext context, Component parent, Path path, int[] colours) {
        int[] current = context.character().palette();
        int n = colours.length;
        int[] merged = n >= current.length ? colours.clone() : mergedInto(current, colours);
        if (n < 256) {
            String rest = n < current.length
                    ? "They replace entries 0 to " + (n - 1) + "; entries " + n + " to " + (current.length - 1)
                            + " keep their colours."
                    : "The palette will have " + n + " entries instead of " + current.length + ".";
            Object[] options = {"Import", "Cancel"};
            int answer = JOptionPane.showOptionDialog(parent, path.getFileName() + " has " + n + " colour"
                    + (n == 1 ? "" : "s") + ", fewer than the 256 a palette holds.\n" + rest, "Import palette",
                    JOptionPane.OK_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE, null, options, options[0]);
            if (answer != 0) {
                return;
            }
        }
        if (Arrays.equals(merged, current)) {
            context.message(path.getFileName() + " has the palette's colours already; nothing changed.");
            return;
        }
        context.edit(() -> context.ops().character().setPalette(merged));
    }

    private static int[] mergedInto(int[] current, int[] colours) {
        int[] merged = current.clone();
        System.arraycopy(colours, 0, merged, 0, colours.length);
        return merged;
    }
}
