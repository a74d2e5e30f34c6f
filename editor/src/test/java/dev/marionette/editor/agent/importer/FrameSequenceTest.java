package dev.marionette.editor.agent.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pictures a new animation is imported from: a folder in name order, or an animated GIF with its delays. */
class FrameSequenceTest {

    @TempDir
    Path dir;

    static BufferedImage square(int w, int h, int argb) {
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                image.setRGB(x, y, argb);
            }
        }
        return image;
    }

    @Test
    void aFolderIsReadInNameOrderWithNumbersByValue() throws Exception {
        for (String name : List.of("walk10.png", "walk2.png", "walk1.bmp", "notes.txt")) {
            if (name.endsWith(".txt")) {
                Files.writeString(dir.resolve(name), "not a frame");
            } else {
                BufferedImage rgb = new BufferedImage(4, 3, BufferedImage.TYPE_INT_RGB);
                assertThat(ImageIO.write(rgb, name.substring(name.length() - 3), dir.resolve(name).toFile())).isTrue();
            }
        }
        List<FrameSequence.Picture> pictures = FrameSequence.read(dir);
        assertThat(pictures).extracting(FrameSequence.Picture::name).containsExactly("walk1.bmp", "walk2.png",
                "walk10.png");
        assertThat(pictures).allSatisfy(p -> assertThat(p.duration()).isEqualTo(-1));
        assertThat(FrameSequence.naturally("frame002", "frame10")).isNegative();
    }

    @Test
    void anAnimatedGifGivesEveryFrameCompositedWithItsDelay() throws Exception {
        Path gif = dir.resolve("blink.gif");
        writeGif(gif, new BufferedImage[] {square(6, 4, 0xFFFF0000), square(2, 2, 0xFF00FF00)},
                new int[] {25, 7}, new int[][] {{0, 0}, {3, 1}});
        List<FrameSequence.Picture> pictures = FrameSequence.read(gif);
        assertThat(pictures).hasSize(2);
        assertThat(pictures).extracting(FrameSequence.Picture::duration).containsExactly(25, 7);
        BufferedImage second = pictures.get(1).image();
        assertThat(second.getWidth()).isEqualTo(6);
        assertThat(second.getRGB(0, 0) & 0xFFFFFF).as("the first frame stays under the second").isEqualTo(0xFF0000);
        assertThat(second.getRGB(3, 1) & 0xFFFFFF).isEqualTo(0x00FF00);
    }

    @Test
    void nothingToImportIsAClearError() throws Exception {
        assertThatThrownBy(() -> FrameSequence.read(dir)).isInstanceOf(IOException.class)
                .hasMessageContaining("no PNG, BMP or GIF");
        Path bad = dir.resolve("broken.gif");
        Files.write(bad, new byte[] {'G', 'I', 'F', '8', '9', 'a', 1});
        assertThatThrownBy(() -> FrameSequence.read(bad)).isInstanceOf(IOException.class)
                .hasMessageContaining("broken.gif");
    }

    /** Writes an animated GIF: each frame at its offset, with its delay in 1/100 s, left in place. */
    static void writeGif(Path file, BufferedImage[] frames, int[] delays, int[][] offsets) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(file.toFile())) {
            writer.setOutput(out);
            writer.prepareWriteSequence(null);
            for (int i = 0; i < frames.length; i++) {
                ImageTypeSpecifier type = ImageTypeSpecifier.createFromRenderedImage(frames[i]);
                IIOMetadata meta = writer.getDefaultImageMetadata(type, null);
                String format = meta.getNativeMetadataFormatName();
                IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
                IIOMetadataNode control = child(root, "GraphicControlExtension");
                control.setAttribute("disposalMethod", "doNotDispose");
                control.setAttribute("userInputFlag", "FALSE");
                control.setAttribute("transparentColorFlag", "FALSE");
                control.setAttribute("delayTime", Integer.toString(delays[i]));
                control.setAttribute("transparentColorIndex", "0");
                IIOMetadataNode descriptor = child(root, "ImageDescriptor");
                descriptor.setAttribute("imageLeftPosition", Integer.toString(offsets[i][0]));
                descriptor.setAttribute("imageTopPosition", Integer.toString(offsets[i][1]));
                meta.setFromTree(format, root);
                writer.writeToSequence(new IIOImage(frames[i], null, meta), null);
            }
            writer.endWriteSequence();
        } finally {
            writer.dispose();
        }
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
