package dev.marionette.export.registry;

import dev.marionette.export.ExportProvider;
import dev.marionette.io.format.FormatPlugin;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.format.PluginParts;
import java.util.HashSet;
import java.util.Set;

import dev.marionette.io.format.Conversions;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.Exporter;
import dev.marionette.export.SourceLoader;
import dev.marionette.io.FileFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The registry of exports: the {@link SourceLoader} of each file format the command line exports from, and
 * every {@link Exporter}, keyed by the source model it reads and the format it writes. The {@code export}
 * command and File &gt; Export... find everything here.
 *
 * <p>The standard set is assembled from the installed format families: each family's plug-in names its
 * {@link ExportProvider} ({@code FormatPlugin.parts}), which gives its loaders and exporters. To add an export, add it
 * to the provider of the family whose source model it reads; the command, its help and the Export dialog pick it up
 * with no other change.
 */
public final class Exporters {

    private final Map<FileFormat, SourceLoader<?>> loaders = new LinkedHashMap<>();
    private final List<Exporter<?>> exporters = new ArrayList<>();

    /** An empty registry. */
    public Exporters() {
    }

    /** Every export of the installed format families. */
    public static Exporters standard() {
        return of(FormatRegistry.installed());
    }

    /**
     * Every export the families of {@code registry} offer: the {@link ExportProvider}s their plug-ins name
     * ({@code FormatPlugin.parts(EXPORT_PARTS)}), family by family; an exporter several families offer is registered
     * once. A source's own exports come first: an exporter of a source model a family's loaders make is registered
     * before those a family offers for other families' sources (Ragnarok's sprite frames of a motion come after the
     * motion's joint positions, BVH and pictures, whatever the order the families were installed in).
     */
    public static Exporters of(FormatRegistry registry) {
        Exporters exporters = new Exporters();
        List<ExportProvider> providers = PluginParts.of(registry, FormatPlugin.EXPORT_PARTS, ExportProvider.class);
        Set<Class<?>> sources = new HashSet<>();
        for (ExportProvider provider : providers) {
            for (SourceLoader<?> loader : provider.loaders()) {
                exporters.register(loader);
                sources.add(loader.sourceType());
            }
        }
        Set<Class<?>> registered = new HashSet<>();
        for (boolean own : new boolean[] {true, false}) {
            for (ExportProvider provider : providers) {
                Set<Class<?>> its = new HashSet<>();
                provider.loaders().forEach(l -> its.add(l.sourceType()));
                for (Exporter<?> exporter : provider.exporters()) {
                    boolean isOwn = its.contains(exporter.sourceType()) || !sources.contains(exporter.sourceType());
                    if (isOwn == own && registered.add(exporter.getClass())) {
                        exporters.register(exporter);
                    }
                }
            }
        }
        return exporters;
    }

    /** Registers (or replaces) the loader of its file format. */
    public Exporters register(SourceLoader<?> loader) {
        loaders.put(loader.format(), loader);
        return this;
    }

    /**
     * Registers {@code exporter}.
     *
     * @throws IllegalArgumentException when an exporter for the same source already has its format id or one
     *                                  of its extensions (the choice would be ambiguous)
     */
    public Exporters register(Exporter<?> exporter) {
        ExportFormat format = exporter.format();
        for (Exporter<?> e : exporters) {
            if (!e.sourceType().equals(exporter.sourceType())) {
                continue;
            }
            if (e.format().id().equals(format.id())) {
                throw new IllegalArgumentException("two exporters of " + exporter.sourceType().getSimpleName()
                        + " to format " + format.id());
            }
            for (String extension : format.extensions()) {
                if (e.format().extensions().contains(extension)) {
                    throw new IllegalArgumentException("two exporters of " + exporter.sourceType().getSimpleName()
                            + " to ." + extension);
                }
            }
        }
        exporters.add(exporter);
        return this;
    }

    /** The loader of {@code format}, or empty when the command line cannot export from it. */
    public Optional<SourceLoader<?>> loader(FileFormat format) {
        return Optional.ofNullable(loaders.get(format));
    }

    /** Every loader, in file-format order. */
    public List<SourceLoader<?>> loaders() {
        return List.copyOf(loaders.values());
    }

    /** Every exporter, in registration order. */
    public List<Exporter<?>> all() {
        return List.copyOf(exporters);
    }

    /** The exporters reading {@code type} (or a supertype of it), in registration order. */
    @SuppressWarnings("unchecked")
    public <S> List<Exporter<S>> exportersFor(Class<S> type) {
        List<Exporter<S>> found = new ArrayList<>();
        for (Exporter<?> e : exporters) {
            if (e.sourceType().isAssignableFrom(type)) {
                found.add((Exporter<S>) e);
            }
        }
        return found;
    }

    /** The exporter of {@code type} to the format {@code id} (any case). */
    public <S> Optional<Exporter<S>> find(Class<S> type, String id) {
        String wanted = id.toLowerCase(Locale.ROOT);
        return exportersFor(type).stream().filter(e -> e.format().id().equals(wanted)).findFirst();
    }

    /** The exporter of {@code type} whose format has {@code out}'s extension. */
    public <S> Optional<Exporter<S>> forOutput(Class<S> type, Path out) {
        Optional<String> extension = Conversions.extensionOf(out);
        if (extension.isEmpty()) {
            return Optional.empty();
        }
        return exportersFor(type).stream().filter(e -> e.format().extensions().contains(extension.get()))
                .findFirst();
    }

    /** "gif (.gif), sheet (.json), web (folder)": the formats {@code type} exports to, for messages. */
    public String formatsLine(Class<?> type) {
        List<String> parts = new ArrayList<>();
        for (Exporter<?> e : exportersFor(type)) {
            parts.add(e.format().summary());
        }
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }
}
