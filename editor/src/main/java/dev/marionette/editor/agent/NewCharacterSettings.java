package dev.marionette.editor.agent;

import dev.marionette.model.acs.AgentPalettes;
import java.util.Objects;

/**
 * What the new-character wizard asks: the character's name (English), its frame size, its palette and which
 * palette index is the transparent colour.
 *
 * @param palette {@code 0x00RRGGBB} entries, at most 256
 */
public record NewCharacterSettings(String name, int width, int height, int[] palette, int transparentIndex) {

    /** The Character Editor's defaults: 128x128, the standard Agent palette, index 10 transparent. */
    public static final NewCharacterSettings DEFAULT = new NewCharacterSettings("New character", 128, 128,
            AgentPalettes.standard(), AgentPalettes.DEFAULT_TRANSPARENT_INDEX);

    public NewCharacterSettings {
        Objects.requireNonNull(name, "name");
        if (width < 1 || width > 0xFFFF || height < 1 || height > 0xFFFF) {
            throw new IllegalArgumentException("frame size " + width + "x" + height);
        }
        if (palette.length == 0 || palette.length > 256 || transparentIndex < 0 || transparentIndex > 255) {
            throw new IllegalArgumentException("a palette of 1 to 256 colours and a transparent index 0..255");
        }
        palette = palette.clone();
    }

    @Override
    public int[] palette() {
        return palette.clone();
    }
}
