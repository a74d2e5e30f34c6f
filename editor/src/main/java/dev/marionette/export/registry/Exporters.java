package dev.marionette.export.registry;

import dev.marionette.io.format.Conversions;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.Exporter;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.agent.AgentGifExporter;
import dev.marionette.export.agent.AgentSourceLoader;
import dev.marionette.export.agent.WebCharacterExporter;
import dev.marionette.export.motion.BvhExporter;
import dev.marionette.export.motion.Gk3SourceLoader;
import dev.marionette.export.motion.JointPositionsExporter;
import dev.marionette.export.motion.MotionGifExporter;
import dev.marionette.export.motion.MotionPngExporter;
import dev.marionette.export.motion.MotionSourceLoader;
import dev.marionette.export.motion.SimsSourceLoader;
import dev.marionette.export.motion.SpriteFramesExporter;
import dev.marionette.export.ro.PngFramesExporter;
import dev.marionette.export.ro.RagnarokGifExporter;
import dev.marionette.export.ro.RagnarokSourceLoader;
import dev.marionette.export.ro.SpriteSheetExporter;
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
 * <p>To add an export, implement {@link Exporter} (and, for a new kind of source, a {@link SourceLoader}) and
 * add one {@code register} line to {@link #standard()}; the command, its help and the Export dialog pick it up
 * with no other change.
 */
public final class Exporters {

    private final Map<FileFormat, SourceLoader<?>> loaders = new LinkedHashMap<>();
    private final List<Exporter<?>> exporters = new ArrayList<>();

    /** An empty registry. */
    public Exporters() {
    }

    /** Every export Marionette offers. */
    public static Exporters standard() {
        return new Exporters()
                .register(RagnarokSourceLoader.act())
                .register(RagnarokSourceLoader.spr())
                .register(AgentSourceLoader.acs())
                .register(AgentSourceLoader.acf())
                .register(AgentSourceLoader.acd())
                .register(MotionSourceLoader.amc())
                .register(MotionSourceLoader.asf())
                .register(SimsSourceLoader.cmx())
                .register(SimsSourceLoader.bcf())
                .register(SimsSourceLoader.anim())
                .register(new Gk3SourceLoader())
                .register(new RagnarokGifExporter())
                .register(new SpriteSheetExporter())
                .register(new PngFramesExporter())
                .register(new AgentGifExporter())
                .register(new WebCharacterExporter())
                .register(new JointPositionsExporter())
                .register(new BvhExporter())
                .register(new MotionGifExporter())
                .register(new MotionPngExporter())
                .register(new SpriteFramesExporter());
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
