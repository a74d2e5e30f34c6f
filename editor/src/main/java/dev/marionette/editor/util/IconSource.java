package dev.marionette.editor.util;

import javax.swing.Icon;

/** Looks up the icons of the {@code icons} module by name; {@link SvgIcons} renders them. */
@FunctionalInterface
public interface IconSource {

    /** No icons at all (for tests that do not care). */
    IconSource NONE = name -> null;

    /** The icon {@code name} at its normal 16-pixel size (scaled with the UI), or null. */
    Icon icon(String name);
}
