package dev.marionette.editor.export;

import dev.marionette.export.ExportFormat;
import dev.marionette.export.OutputKind;
import java.nio.file.Path;
import java.util.Collection;

/**
 * Where the Export dialog proposes to write: beside the document (or in the home folder while it is untitled),
 * named after it: {@code body.gif}, {@code body.json} for a file; {@code body_png}, {@code Genie_web} for a
 * folder. When the user changes the format, a name they typed keeps its stem and gets the new extension.
 */
final class OutputPaths {

    private OutputPaths() {
    }

    /** The proposed output of {@code name} in {@code folder}. */
    static Path proposed(Path folder, String name, ExportFormat format, OutputKind kind) {
        return folder.resolve(fileName(name, format, kind));
    }

    /**
     * {@code current} made to fit {@code format}: same folder and stem, the format's extension, or for a folder
     * the format's suffix. A suffix of another format ({@code _png}) is taken off first.
     */
    static Path adapted(Path current, ExportFormat format, OutputKind kind, Collection<String> formatIds) {
        Path parent = current.toAbsolutePath().getParent();
        String stem = stem(String.valueOf(current.getFileName()), formatIds);
        return parent == null ? Path.of(fileName(stem, format, kind)) : parent.resolve(fileName(stem, format, kind));
    }

    private static String fileName(String name, ExportFormat format, OutputKind kind) {
        return kind == OutputKind.FILE ? name + "." + format.mainExtension() : name + "_" + format.id();
    }

    /** The name without its extension and without a format's folder suffix. */
    static String stem(String fileName, Collection<String> formatIds) {
        int dot = fileName.lastIndexOf('.');
        String stem = dot > 0 ? fileName.substring(0, dot) : fileName;
        for (String id : formatIds) {
            String suffix = "_" + id;
            if (stem.length() > suffix.length() && stem.endsWith(suffix)) {
                return stem.substring(0, stem.length() - suffix.length());
            }
        }
        return stem;
    }
}
