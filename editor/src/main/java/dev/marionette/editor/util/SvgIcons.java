package dev.marionette.editor.util;

import com.formdev.flatlaf.extras.FlatSVGIcon;
import dev.marionette.icons.Icons;
import java.util.HashMap;
import java.util.Map;
import javax.swing.Icon;

/**
 * The SVG icons as Swing icons. FlatLaf renders them at the UI scale (crisp on high-DPI screens), greys them
 * out when disabled and recolours them for dark themes, so each is loaded once and shared.
 */
public final class SvgIcons implements IconSource {

    private final Map<String, FlatSVGIcon> cache = new HashMap<>();

    @Override
    public Icon icon(String name) {
        return cache.computeIfAbsent(name, n -> new FlatSVGIcon(Icons.resourceName(n), Icons.class.getClassLoader()));
    }

    /** Icon {@code name} at {@code size} pixels (before UI scaling), e.g. for the About dialog. */
    public static FlatSVGIcon icon(String name, int size) {
        return new FlatSVGIcon(Icons.resourceName(name), size, size, Icons.class.getClassLoader());
    }
}
