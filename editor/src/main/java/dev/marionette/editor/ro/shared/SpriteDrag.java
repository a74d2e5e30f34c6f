package dev.marionette.editor.ro.shared;

import dev.marionette.model.ro.ImageRef;
import java.util.Optional;

/**
 * The text a sprite carries while dragged from the strip to the canvas: {@code ro-sprite:TYPE:INDEX}. Plain
 * text keeps the transfer simple and can only be dropped where it is understood.
 */
public final class SpriteDrag {

    private static final String PREFIX = "ro-sprite:";

    private SpriteDrag() {
    }

    public static String encode(ImageRef ref) {
        return PREFIX + ref.type() + ":" + ref.index();
    }

    public static Optional<ImageRef> decode(String text) {
        if (text == null || !text.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String[] parts = text.substring(PREFIX.length()).split(":");
        try {
            return parts.length == 2 ? Optional.of(new ImageRef(Integer.parseInt(parts[0]),
                    Integer.parseInt(parts[1]))) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
