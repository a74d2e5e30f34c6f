package dev.marionette.editor.agent.importer;

import dev.marionette.io.NaturalOrder;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.stream.ImageInputStream;
import org.w3c.dom.Node;

/**
 * The pictures of a new animation: every PNG, BMP and GIF of a folder, in name order (numbers compared by value,
 * so frame2 comes before frame10), one frame each; or every frame of an animated GIF, composited as a browser
 * shows it (frame offsets and disposal methods), with its delay. GIF delays are in 1/100 s, Agent's unit.
 * Reading runs off the event thread; sizes and counts are capped before anything large is allocated.
 */
public final class FrameSequence {

    /** Most frames (an animation's frame count is a u16). */
    static final int MAX_FRAMES = 0xFFFF;
    /** Most pixels of all the frames together (a quarter of a gigabyte of ARGB). */
    static final long MAX_TOTAL_PIXELS = 64L << 20;

    /**
     * One picture.
     *
     * @param duration its GIF delay in 1/100 s, or -1 when it has none
     */
    public record Picture(String name, BufferedImage image, int duration) {
    }

    private FrameSequence() {
    }

    /** The pictures of a folder or an animated GIF. */
    public static List<Picture> read(Path source) throws IOException {
        if (Files.isDirectory(source)) {
            return folder(source);
        }
        if (source.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gif")) {
            return gif(source, source.getFileName().toString());
        }
        throw new IOException(source.getFileName() + " is neither a folder of frames nor an animated GIF");
    }

    private static List<Picture> folder(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(Files::isRegularFile).filter(p -> {
                String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
                return n.endsWith(".png") || n.endsWith(".bmp") || n.endsWith(".gif");
            }).sorted(Comparator.comparing(p -> p.getFileName().toString(), FrameSequence::naturally)).toList();
        }
        if (files.isEmpty()) {
            throw new IOException(dir.getFileName() + " has no PNG, BMP or GIF pictures");
        }
        if (files.size() > MAX_FRAMES) {
            throw new IOException(dir.getFileName() + " has " + files.size() + " pictures; an animation holds at most "
                    + MAX_FRAMES + " frames");
        }
        List<Picture> out = new ArrayList<>();
        long pixels = 0;
        for (Path file : files) {
            String name = file.getFileName().toString();
            Picture p = name.toLowerCase(Locale.ROOT).endsWith(".gif") ? gif(file, name).get(0)
                    : new Picture(name, ImageImport.read(file), -1);
            pixels += (long) p.image().getWidth() * p.image().getHeight();
            if (pixels > MAX_TOTAL_PIXELS) {
                throw new IOException("the pictures of " + dir.getFileName() + " are too large to import together");
            }
            out.add(p);
        }
        return out;
    }

    /** Every frame of a GIF, composited on its logical screen. */
    private static List<Picture> gif(Path file, String name) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            Iterator<ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
            if (readers == null || !readers.hasNext()) {
                throw new IOException(name + " is not a GIF picture Java can read");
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in, false);
                int count = reader.getNumImages(true);
                if (count < 1 || count > MAX_FRAMES) {
                    throw new IOException(name + " has " + count + " frames (1 to " + MAX_FRAMES + " can be imported)");
                }
                int[] screen = logicalScreen(reader.getStreamMetadata());
                BufferedImage first = reader.read(0);
                int w = Math.max(screen[0], first.getWidth());
                int h = Math.max(screen[1], first.getHeight());
                if (w > 4096 || h > 4096 || (long) w * h * count > MAX_TOTAL_PIXELS) {
                    throw new IOException(name + " (" + count + " frames of " + w + "x" + h
                            + ") is too large to import");
                }
                BufferedImage canvas = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
                List<Picture> out = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    BufferedImage raw = i == 0 ? first : reader.read(i);
                    Frame meta = frame(reader.getImageMetadata(i));
                    BufferedImage previous = meta.disposal == 3 ? copy(canvas) : null;
                    Graphics2D g = canvas.createGraphics();
                    g.drawImage(raw, meta.left, meta.top, null);
                    g.dispose();
                    out.add(new Picture(count == 1 ? name : name + " #" + (i + 1), copy(canvas),
                            meta.delay > 0 ? meta.delay : -1));
                    if (meta.disposal == 2) {
                        Graphics2D clear = canvas.createGraphics();
                        clear.setComposite(java.awt.AlphaComposite.Clear);
                        clear.fillRect(meta.left, meta.top, raw.getWidth(), raw.getHeight());
                        clear.dispose();
                    } else if (previous != null) {
                        canvas = previous;
                    }
                }
                return out;
            } finally {
                reader.dispose();
            }
        } catch (RuntimeException | javax.imageio.IIOException e) {
            throw new IOException(name + " cannot be read as a GIF: " + e.getMessage(), e);
        }
    }

    private record Frame(int left, int top, int delay, int disposal) {
    }

    private static Frame frame(IIOMetadata metadata) {
        int left = 0;
        int top = 0;
        int delay = 0;
        int disposal = 0;
        if (metadata != null) {
            Node root = metadata.getAsTree("javax_imageio_gif_image_1.0");
            for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n.getNodeName().equals("ImageDescriptor")) {
                    left = attribute(n, "imageLeftPosition");
                    top = attribute(n, "imageTopPosition");
                } else if (n.getNodeName().equals("GraphicControlExtension")) {
                    delay = attribute(n, "delayTime");
                    String method = n.getAttributes().getNamedItem("disposalMethod").getNodeValue();
                    disposal = switch (method) {
                        case "restoreToBackgroundColor" -> 2;
                        case "restoreToPrevious" -> 3;
                        default -> 1;
                    };
                }
            }
        }
        return new Frame(left, top, delay, disposal);
    }

    private static int[] logicalScreen(IIOMetadata stream) {
        if (stream == null) {
            return new int[2];
        }
        Node root = stream.getAsTree("javax_imageio_gif_stream_1.0");
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n.getNodeName().equals("LogicalScreenDescriptor")) {
                return new int[] {attribute(n, "logicalScreenWidth"), attribute(n, "logicalScreenHeight")};
            }
        }
        return new int[2];
    }

    private static int attribute(Node n, String name) {
        Node a = n.getAttributes().getNamedItem(name);
        try {
            return a == null ? 0 : Integer.parseInt(a.getNodeValue());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static BufferedImage copy(BufferedImage image) {
        BufferedImage c = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = c.createGraphics();
        g.drawImage(image, 0, 0, null);
        g.dispose();
        return c;
    }

    /** Compares names with runs of digits by their value: "frame2" before "frame10". */
    static int naturally(String a, String b) {
        return NaturalOrder.compare(a, b);
    }
}
