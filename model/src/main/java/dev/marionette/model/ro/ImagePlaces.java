package dev.marionette.model.ro;

import java.util.List;

/**
 * Where an image on its way into one block of a sprite sheet goes: an image equal (same size and pixels) to one
 * the block has, or to one added before it, takes that place; any other is added after them, so nothing already
 * in the sheet moves. Pasted clips and the pictures tools draw are placed this way.
 */
public final class ImagePlaces {

    private ImagePlaces() {
    }

    /**
     * The index of {@code image} in {@code block} followed by {@code added}, preferring {@code preferred} when the
     * image there is equal (-1: no preference); an image in neither is appended to {@code added}.
     */
    public static <T> int place(List<T> block, List<T> added, T image, int preferred) {
        if (preferred >= 0 && preferred < block.size() && block.get(preferred).equals(image)) {
            return preferred;
        }
        int at = block.indexOf(image);
        if (at >= 0) {
            return at;
        }
        at = added.indexOf(image);
        if (at < 0) {
            added.add(image);
            at = added.size() - 1;
        }
        return block.size() + at;
    }
}
