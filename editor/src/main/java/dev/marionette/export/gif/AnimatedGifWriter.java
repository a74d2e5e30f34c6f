package dev.marionette.export.gif;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.List;
import java.util.function.IntConsumer;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * Writes an animated GIF (GIF89a) with the JDK's GIF encoder: every frame full size at (0, 0), not interlaced,
 * with its delay and transparent index, looping forever (the NETSCAPE2.0 extension). Frames with transparency are
 * disposed to the background before the next one, so transparent pixels never show the frame before. The first
 * frame's palette becomes the global colour table; a frame with another palette carries its own (local) table.
 */
public final class AnimatedGifWriter {

    private AnimatedGifWriter() {
    }

    /** The GIF file of {@code frames}, looping forever. */
    public static byte[] write(List<GifFrame> frames) throws IOException {
        return write(frames, frame -> { });
    }

    /**
     * The GIF file of {@code frames}; {@code written} hears each frame's index once encoded (for progress; it may
     * throw an unchecked exception wrapping an {@link InterruptedIOException} to cancel).
     */
    public static byte[] write(List<GifFrame> frames, IntConsumer written) throws IOException {
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("a GIF needs at least one frame");
        }
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            writer.setOutput(out);
            writer.prepareWriteSequence(null);
            for (int i = 0; i < frames.size(); i++) {
                GifFrame frame = frames.get(i);
                BufferedImage image = toIndexedImage(frame);
                ImageWriteParam param = writer.getDefaultWriteParam();
                // The JDK interlaces by default; sprites gain nothing from it, and small interlaced frames
                // come back scrambled from the JDK's own reader.
                param.setProgressiveMode(ImageWriteParam.MODE_DISABLED);
                IIOMetadata metadata = writer.getDefaultImageMetadata(new ImageTypeSpecifier(image), param);
                describe(metadata, frame, i == 0);
                writer.writeToSequence(new IIOImage(image, null, metadata), param);
                written.accept(i);
            }
            writer.endWriteSequence();
        } finally {
            writer.dispose();
        }
        return bytes.toByteArray();
    }

    private static BufferedImage toIndexedImage(GifFrame frame) {
        GifPalette palette = frame.palette();
        int size = 2;
        while (size < palette.size()) {
            size <<= 1;
        }
        byte[] r = new byte[size];
        byte[] g = new byte[size];
        byte[] b = new byte[size];
        int[] rgb = palette.rgb();
        for (int i = 0; i < rgb.length; i++) {
            r[i] = (byte) (rgb[i] >>> 16);
            g[i] = (byte) (rgb[i] >>> 8);
            b[i] = (byte) rgb[i];
        }
        IndexColorModel model = palette.transparentIndex() >= 0
                ? new IndexColorModel(8, size, r, g, b, palette.transparentIndex())
                : new IndexColorModel(8, size, r, g, b);
        BufferedImage image = new BufferedImage(frame.width(), frame.height(), BufferedImage.TYPE_BYTE_INDEXED,
                model);
        byte[] target = ((DataBufferByte) image.getRaster().getDataBuffer()).getData();
        System.arraycopy(frame.indices(), 0, target, 0, target.length);
        return image;
    }

    private static void describe(IIOMetadata metadata, GifFrame frame, boolean first) throws IOException {
        String format = metadata.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) metadata.getAsTree(format);
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        boolean transparent = frame.palette().transparentIndex() >= 0;
        control.setAttribute("disposalMethod", transparent ? "restoreToBackgroundColor" : "doNotDispose");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", transparent ? "TRUE" : "FALSE");
        control.setAttribute("transparentColorIndex", Integer.toString(Math.max(0, frame.palette().transparentIndex())));
        control.setAttribute("delayTime", Integer.toString(frame.delay()));
        if (first) {
            IIOMetadataNode extensions = child(root, "ApplicationExtensions");
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            // Sub-block 1, loop count 0 (forever), little-endian.
            loop.setUserObject(new byte[] {1, 0, 0});
            extensions.appendChild(loop);
        }
        metadata.setFromTree(format, root);
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equals(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }
}
