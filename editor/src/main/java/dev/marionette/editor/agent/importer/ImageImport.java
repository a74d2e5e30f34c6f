package dev.marionette.editor.agent.importer;

import dev.marionette.io.image.PaletteMapper;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Reads a PNG, BMP or GIF and turns it into an image of a character: mapped onto the character's palette by a
 * {@link PaletteMapper}. Runs off the event thread (it reads a file); the result is a new image that the
 * writer compresses when the character is saved.
 */
public final class ImageImport {

    private ImageImport() {
    }

    /** Reads a picture file. */
    public static BufferedImage read(Path file) throws IOException {
        BufferedImage image = ImageIO.read(file.toFile());
        if (image == null) {
            throw new IOException(file.getFileName() + " is not a PNG, BMP or GIF picture Java can read");
        }
        if (image.getWidth() > 0xFFFF || image.getHeight() > 0xFFFF) {
            throw new IOException(file.getFileName() + " is " + image.getWidth() + "x" + image.getHeight()
                    + " pixels; Agent images are at most 65535 on a side");
        }
        return image;
    }

    /** The picture on the character's palette, as a new image. */
    public static AgentImage toAgentImage(AgentCharacter c, BufferedImage picture, PaletteMapper.Options options) {
        byte[] indices = new PaletteMapper(c.palette(), c.transparentIndex()).map(picture, options);
        return AgentImage.fromTopDown(picture.getWidth(), picture.getHeight(), indices);
    }
}
