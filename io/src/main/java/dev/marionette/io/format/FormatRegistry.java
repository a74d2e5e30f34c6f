package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The format plug-ins Marionette has ({@link FormatPlugin}), and the one place a file's format is recognised: every
 * plug-in's {@link Sniffer}s run once per file on one shared {@link FileHead}, in ascending order (equal orders in
 * the order the plug-ins were installed), and the first answer is the {@link Detection}, naming the format and its
 * plug-in. The handlers of the commands ({@link #handlers()}) and the conversions ({@link #conversions()}) are views
 * over the same plug-ins.
 *
 * <p>Immutable and safe to use from several threads.
 */
public final class FormatRegistry {

    private static final class Installed {
        static final FormatRegistry REGISTRY = load(FormatRegistry.class.getClassLoader());
    }

    private record Ordered(Sniffer sniffer, FormatPlugin plugin) {
    }

    private final List<FormatPlugin> plugins;
    private final List<Ordered> sniffers;
    private final Map<String, FileFormat> formatsById = new LinkedHashMap<>();
    /**
     * Each format's handler, asked of its plug-in the first time it is needed: a command that reads one format does
     * not load (and initialise) the handler classes of every other family, which made every command start slower
     * once the formats became plug-ins (docs/BENCHMARKS.md).
     */
    private final Map<FileFormat, Optional<FormatHandler>> handlerOf = new ConcurrentHashMap<>();
    private final FormatHandlers handlers = FormatHandlers.resolvedBy(this::handlerOf);
    /** Every plug-in's conversions, gathered on the first request. */
    private volatile Conversions conversions;

    private FormatRegistry(List<FormatPlugin> plugins) {
        this.plugins = List.copyOf(plugins);
        List<Ordered> all = new ArrayList<>();
        Map<String, FormatPlugin> families = new LinkedHashMap<>();
        for (FormatPlugin plugin : this.plugins) {
            if (families.put(plugin.family(), plugin) != null) {
                throw new IllegalArgumentException("two format plug-ins of the family " + plugin.family());
            }
            for (FileFormat format : plugin.formats()) {
                if (!format.family().equals(plugin.family())) {
                    throw new IllegalArgumentException(plugin.family() + " lists " + format + " of " + format.family());
                }
                if (formatsById.put(format.id(), format) != null) {
                    throw new IllegalArgumentException("two formats named " + format.id());
                }
            }
            plugin.sniffers().forEach(s -> all.add(new Ordered(s, plugin)));
        }
        // A stable sort: equal orders keep the plug-ins' installation order.
        all.sort(Comparator.comparingInt(o -> o.sniffer().order()));
        this.sniffers = List.copyOf(all);
    }

    /** The plug-ins listed in {@code META-INF/services/dev.marionette.io.format.FormatPlugin}, loaded once. */
    public static FormatRegistry installed() {
        return Installed.REGISTRY;
    }

    /**
     * The plug-ins {@code loader} finds listed in {@code META-INF/services/dev.marionette.io.format.FormatPlugin}
     * files, in the order they are found (a tool that loads plug-ins from elsewhere; {@link #installed()} otherwise).
     */
    public static FormatRegistry load(ClassLoader loader) {
        List<FormatPlugin> found = new ArrayList<>();
        ServiceLoader.load(FormatPlugin.class, loader).forEach(found::add);
        return of(found);
    }

    /** A registry of exactly {@code plugins}, in this order (tests, and a tool that wants only some families). */
    public static FormatRegistry of(List<? extends FormatPlugin> plugins) {
        return new FormatRegistry(List.copyOf(plugins));
    }

    /** The plug-ins, in installation order. */
    public List<FormatPlugin> plugins() {
        return plugins;
    }

    /** Every format of every plug-in, plug-in by plug-in. */
    public List<FileFormat> formats() {
        return List.copyOf(formatsById.values());
    }

    /** The format with the identifier {@code id} ({@link FileFormat#id()}). */
    public Optional<FileFormat> format(String id) {
        return Optional.ofNullable(formatsById.get(id));
    }

    /** The plug-in of the family {@code family}. */
    public Optional<FormatPlugin> plugin(String family) {
        return plugins.stream().filter(p -> p.family().equals(family)).findFirst();
    }

    /** The plug-in that owns {@code format}. */
    public Optional<FormatPlugin> pluginOf(FileFormat format) {
        return plugin(format.family());
    }

    /** The handlers of every readable format, by format. */
    public FormatHandlers handlers() {
        return handlers;
    }

    /** The handler of {@code format}, or empty when it is recognised but not read yet. */
    public Optional<FormatHandler> handler(FileFormat format) {
        return handlers.find(format);
    }

    /** The handler the plug-in of {@code format} gives, made once; empty for a format of no installed plug-in. */
    private Optional<FormatHandler> handlerOf(FileFormat format) {
        if (!format.equals(formatsById.get(format.id()))) {
            return Optional.empty();
        }
        return handlerOf.computeIfAbsent(format, f -> pluginOf(f).flatMap(p -> p.handler(f)));
    }

    /** Every conversion of every plug-in. */
    public Conversions conversions() {
        Conversions all = conversions;
        if (all == null) {
            synchronized (this) {
                all = conversions;
                if (all == null) {
                    all = new Conversions();
                    for (FormatPlugin plugin : plugins) {
                        plugin.conversions().forEach(all::register);
                    }
                    conversions = all;
                }
            }
        }
        return all;
    }

    /** Runs the sniffers on {@code head}, in order; the first answer, or empty when the content matches none. */
    public Optional<Detection> tryDetect(FileHead head) throws IOException {
        for (Ordered o : sniffers) {
            Optional<Detection> found = o.sniffer().test().sniff(head);
            if (found.isPresent()) {
                return Optional.of(found.get().by(o.plugin()));
            }
        }
        return Optional.empty();
    }

    /**
     * Recognises the file {@code head} is the head of.
     *
     * @throws FormatException when the content matches no format of any plug-in, naming what was expected
     */
    public Detection detect(FileHead head) throws IOException {
        Optional<Detection> found = tryDetect(head);
        if (found.isPresent()) {
            return found.get();
        }
        byte[] data = head.bytes();
        StringBuilder start = new StringBuilder();
        for (int i = 0; i < Math.min(8, data.length); i++) {
            start.append(String.format("%02X ", data[i] & 0xFF));
        }
        throw new FormatException(head.name(), 0, "file format", "a " + formatsInWords() + " file",
                data.length == 0 ? "an empty file" : "unrecognised content starting with " + start.toString().trim());
    }

    /**
     * Every family's formats in words, for the message of a file that is none of them: "Ragnarok ACT/SPR, Agent
     * ACS/ACF/ACA/ACD, ...", plug-in by plug-in.
     */
    public String formatsInWords() {
        return plugins.stream().map(FormatPlugin::formatsInWords).collect(Collectors.joining(", "));
    }

    /** {@link #tryDetect(FileHead)} of bytes in memory. */
    public Optional<Detection> tryDetect(byte[] data, String name) {
        try {
            return tryDetect(FileHead.of(data, name));
        } catch (IOException e) {
            throw new IllegalStateException("bytes in memory cannot fail to read", e);
        }
    }

    /**
     * {@link #detect(FileHead)} of bytes in memory.
     *
     * @param name the file name (or path), used only by the tests that need the extension to break a tie and in
     *             the error message; may be null
     */
    public Detection detect(byte[] data, String name) throws FormatException {
        try {
            return detect(FileHead.of(data, name));
        } catch (FormatException e) {
            throw e;
        } catch (IOException e) {
            throw new IllegalStateException("bytes in memory cannot fail to read", e);
        }
    }

    /** {@link #detect(FileHead)} of a file on disk. */
    public Detection detect(Path file) throws IOException {
        return detect(FileHead.of(file));
    }
}
