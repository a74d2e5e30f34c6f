package dev.marionette.export;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One output format as users choose it: {@code --format gif} on the command line, an entry of the format list
 * in File &gt; Export.... Several exporters may share an id when they read different sources (a GIF of a
 * Ragnarok action and a GIF of an Agent animation are both {@code gif}).
 *
 * @param id          what {@code --format} takes: lower case, e.g. {@code gif}, {@code sheet}, {@code web}
 * @param displayName shown in menus and help, e.g. "Animated GIF"
 * @param extensions  the extensions (lower case, no dot) of OUT that select this format when {@code --format}
 *                    is not given, the first being the one used for new names; empty for formats whose OUT is
 *                    a folder
 * @param output      what OUT is, when the options do not change it (see {@link Exporter#output})
 */
public record ExportFormat(String id, String displayName, List<String> extensions, OutputKind output) {

    public ExportFormat {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(displayName, "displayName");
        Objects.requireNonNull(output, "output");
        if (id.isEmpty() || !id.equals(id.toLowerCase(Locale.ROOT))) {
            throw new IllegalArgumentException("format id must be lower case and not empty: " + id);
        }
        extensions = List.copyOf(extensions);
        for (String e : extensions) {
            if (e.isEmpty() || e.startsWith(".") || !e.equals(e.toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("extension must be lower case, without the dot: " + e);
            }
        }
    }

    /** A format written to one file with one of {@code extensions}. */
    public static ExportFormat file(String id, String displayName, String... extensions) {
        return new ExportFormat(id, displayName, List.of(extensions), OutputKind.FILE);
    }

    /** A format written as a folder of its own. */
    public static ExportFormat folder(String id, String displayName) {
        return new ExportFormat(id, displayName, List.of(), OutputKind.FOLDER);
    }

    /** A format written as files named after the source into a folder. */
    public static ExportFormat files(String id, String displayName) {
        return new ExportFormat(id, displayName, List.of(), OutputKind.FILES);
    }

    /** The extension used to name new outputs, or empty when OUT is a folder. */
    public String mainExtension() {
        return extensions.isEmpty() ? "" : extensions.get(0);
    }

    /** "gif (.gif)", "web (folder)": how help texts list it. */
    public String summary() {
        return id + (extensions.isEmpty() ? " (folder)" : " (." + String.join(", .", extensions) + ")");
    }
}
