package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import dev.marionette.io.convert.Conversion;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The {@link Conversion}s by source format and target extension: which format converts into which. The standard
 * set is assembled from the installed {@link FormatPlugin}s ({@link FormatPlugin#conversions()}); the
 * {@code convert} command, its help and the editor find a conversion here, and a family adds one in its plug-in,
 * never by an edit here.
 */
public final class Conversions {

    private final List<Conversion> conversions = new ArrayList<>();

    /** An empty registry. */
    public Conversions() {
    }

    /** Every conversion of the installed plug-ins (a copy: registering in it changes nothing else). */
    public static Conversions standard() {
        Conversions copy = new Conversions();
        copy.conversions.addAll(FormatRegistry.installed().conversions().conversions);
        return copy;
    }

    /**
     * Registers {@code conversion}.
     *
     * @throws IllegalArgumentException when a conversion from the same format to one of the same extensions is
     *                                  already registered (the choice would be ambiguous)
     */
    public Conversions register(Conversion conversion) {
        for (String extension : conversion.targetExtensions()) {
            if (find(conversion.source(), extension).isPresent()) {
                throw new IllegalArgumentException("two conversions from " + conversion.source() + " to ." + extension);
            }
        }
        conversions.add(conversion);
        return this;
    }

    /** Every registered conversion, in registration order. */
    public List<Conversion> all() {
        return List.copyOf(conversions);
    }

    /** The conversions that read {@code source}. */
    public List<Conversion> from(FileFormat source) {
        return conversions.stream().filter(c -> c.source().equals(source)).toList();
    }

    /** The conversion from {@code source} to files with the given extension (any case, without the dot). */
    public Optional<Conversion> find(FileFormat source, String extension) {
        String wanted = extension.toLowerCase(Locale.ROOT);
        return from(source).stream().filter(c -> c.targetExtensions().contains(wanted)).findFirst();
    }

    /** The conversion from {@code source} that writes {@code output}, chosen by the output's extension. */
    public Optional<Conversion> forOutput(FileFormat source, Path output) {
        return extensionOf(output).flatMap(extension -> find(source, extension));
    }

    /** The extension of {@code file}'s name, lower case, without the dot; empty when it has none. */
    public static Optional<String> extensionOf(Path file) {
        Path name = file.getFileName();
        if (name == null) {
            return Optional.empty();
        }
        String s = name.toString();
        int dot = s.lastIndexOf('.');
        return dot > 0 && dot < s.length() - 1 ? Optional.of(s.substring(dot + 1).toLowerCase(Locale.ROOT))
                : Optional.empty();
    }
}
