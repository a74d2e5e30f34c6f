package dev.marionette.io.convert;

import dev.marionette.io.FileFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The registry of {@link Conversion}s: the one place that says which format converts into which.
 *
 * <p>To add a conversion, implement {@link Conversion} and add one {@code register} line to
 * {@link #standard()}; the {@code convert} command and its help pick it up with no other change.
 */
public final class Conversions {

    private final List<Conversion> conversions = new ArrayList<>();

    /** An empty registry. */
    public Conversions() {
    }

    /** Every conversion Marionette offers. */
    public static Conversions standard() {
        return new Conversions()
                .register(new AcsToAcfConversion())
                .register(new AcfToAcsConversion())
                .register(new SkillToAnimConversion(FileFormat.SIMS_CMX))
                .register(new SkillToAnimConversion(FileFormat.SIMS_BCF))
                .register(new AnimToSkillConversion())
                .register(new SkillFileFormConversion(FileFormat.SIMS_CMX))
                .register(new SkillFileFormConversion(FileFormat.SIMS_BCF))
                .register(AgentSourceConversion.acsToAcd())
                .register(AgentSourceConversion.acdToAcs())
                .register(AgentSourceConversion.acdToAcf())
                .register(AgentSourceConversion.acfToAcd());
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
        return conversions.stream().filter(c -> c.source() == source).toList();
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
