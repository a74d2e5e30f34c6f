package dev.marionette.io.format;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes the parts the installed plug-ins name for a layer above io ({@link FormatPlugin#parts}): each class is loaded
 * with its plug-in's class loader and made with its public no-argument constructor, family by family in the order the
 * plug-ins were installed.
 */
public final class PluginParts {

    private PluginParts() {
    }

    /**
     * The parts of {@code layer} of every plug-in of {@code registry}, as {@code type}.
     *
     * @throws IllegalStateException when a named class is missing, is not a {@code type}, or cannot be made (a plug-in
     *                               that names a part wrongly is a fault of the build, found at the first start)
     */
    public static <T> List<T> of(FormatRegistry registry, String layer, Class<T> type) {
        List<T> parts = new ArrayList<>();
        for (FormatPlugin plugin : registry.plugins()) {
            parts.addAll(of(plugin, layer, type));
        }
        return parts;
    }

    /** The parts of {@code layer} one plug-in names, as {@code type}. */
    public static <T> List<T> of(FormatPlugin plugin, String layer, Class<T> type) {
        List<T> parts = new ArrayList<>();
        for (String name : plugin.parts(layer)) {
            try {
                Class<?> c = Class.forName(name, true, plugin.getClass().getClassLoader());
                parts.add(type.cast(c.getConstructor().newInstance()));
            } catch (ClassNotFoundException | ClassCastException | NoSuchMethodException | InstantiationException
                    | IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("the " + plugin.family() + " plug-in names " + name + " as a "
                        + layer + " part (a " + type.getSimpleName() + "), which cannot be made: " + e, e);
            }
        }
        return parts;
    }
}
