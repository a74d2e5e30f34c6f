package dev.marionette.export.gif;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;

/**
 * A GIF read back with ImageIO, as tests check it: each frame's pixels (ARGB, the transparent index as alpha 0),
 * delay, disposal and transparency, and whether it loops.
 */
public record DecodedGif(List<Frame> frames, boolean loops) {

    /** One frame as the file stores it. */
    public record Frame(BufferedImage image, int delay, String disposal, boolean transparent, int transparentIndex,
            int paletteSize, int left, int top) {

        /** The frame's ARGB pixels, top row first. */
        public int[] argb() {
            return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
        }
    }

    public static DecodedGif read(Path file) throws IOException {
        return read(Files.readAllBytes(file));
    }

    public static DecodedGif read(byte[] data) throws IOException {
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(data))) {
            reader.setInput(in, false);
            int count = reader.getNumImages(true);
            List<Frame> frames = new ArrayList<>();
            boolean loops = false;
            for (int i = 0; i < count; i++) {
                BufferedImage raw = reader.read(i);
                IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
                IIOMetadataNode control = (IIOMetadataNode) root.getElementsByTagName("GraphicControlExtension").item(0);
                IIOMetadataNode descriptor = (IIOMetadataNode) root.getElementsByTagName("ImageDescriptor").item(0);
                if (root.getElementsByTagName("ApplicationExtension").getLength() > 0) {
                    IIOMetadataNode app = (IIOMetadataNode) root.getElementsByTagName("ApplicationExtension").item(0);
                    loops |= "NETSCAPE".equals(app.getAttribute("applicationID"));
                }
                BufferedImage argb = new BufferedImage(raw.getWidth(), raw.getHeight(), BufferedImage.TYPE_INT_ARGB);
                argb.getGraphics().drawImage(raw, 0, 0, null);
                int paletteSize = raw.getColorModel() instanceof IndexColorModel icm ? icm.getMapSize() : 0;
                frames.add(new Frame(argb, Integer.parseInt(control.getAttribute("delayTime")),
                        control.getAttribute("disposalMethod"),
                        "TRUE".equals(control.getAttribute("transparentColorFlag")),
                        Integer.parseInt(control.getAttribute("transparentColorIndex")), paletteSize,
                        Integer.parseInt(descriptor.getAttribute("imageLeftPosition")),
                        Integer.parseInt(descriptor.getAttribute("imageTopPosition"))));
            }
            return new DecodedGif(frames, loops);
        } finally {
            reader.dispose();
        }
    }

    /** The sum of the delays, in centiseconds. */
    public int totalDelay() {
        return frames.stream().mapToInt(Frame::delay).sum();
    }
}
