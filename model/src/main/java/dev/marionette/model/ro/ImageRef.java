package dev.marionette.model.ro;

import dev.marionette.model.act.SpriteLayer;

/**
 * An image of the sprite sheet as layers address it: its block ({@link SpriteLayer#TYPE_INDEXED} or
 * {@link SpriteLayer#TYPE_RGBA}) and its index within that block. Also the index path of
 * {@link dev.marionette.model.doc.Part#SPRITE} changes.
 *
 * @param type  the block: 0 indexed, 1 RGBA
 * @param index index within the block
 */
public record ImageRef(int type, int index) {

    /** Indexed image {@code index}. */
    public static ImageRef indexed(int index) {
        return new ImageRef(SpriteLayer.TYPE_INDEXED, index);
    }

    /** RGBA image {@code index}. */
    public static ImageRef rgba(int index) {
        return new ImageRef(SpriteLayer.TYPE_RGBA, index);
    }

    /** The image {@code layer} shows. */
    public static ImageRef of(SpriteLayer layer) {
        return new ImageRef(layer.spriteType(), layer.spriteIndex());
    }

    /** The index path [type, index]. */
    public int[] path() {
        return new int[] {type, index};
    }

    /** "indexed image 3" or "RGBA image 0". */
    @Override
    public String toString() {
        return blockName(type) + " image " + index;
    }

    /** "indexed" or "RGBA" (or "type N" for values only read from files). */
    public static String blockName(int type) {
        return type == SpriteLayer.TYPE_INDEXED ? "indexed" : type == SpriteLayer.TYPE_RGBA ? "RGBA" : "type " + type;
    }
}
