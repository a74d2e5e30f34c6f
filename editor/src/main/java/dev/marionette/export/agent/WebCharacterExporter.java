package dev.marionette.export.agent;

import dev.marionette.export.AbstractExporter;
import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A web character ({@code export --format web -o DIR}): a folder a page shows the character from. By default
 * it is played by Marionette's own player ({@link WebPlayerExport}: index.html, player.mjs, character.js,
 * map.png), which plays it as Microsoft Agent does; {@code --runtime clippyjs} writes what the clippyjs package
 * loads instead ({@link ClippyjsExport}).
 */
public final class WebCharacterExporter extends AbstractExporter<AgentSource> {

    /** Every file either runtime writes: an OUT holding only these may be replaced. */
    static final Set<String> ALL_FILES;

    static {
        Set<String> all = new HashSet<>(WebPlayerExport.FILES);
        all.addAll(ClippyjsExport.FILES);
        ALL_FILES = Set.copyOf(all);
    }

    /** The files of one export, the summary line and the notes. */
    record Files(LinkedHashMap<String, byte[]> files, String summary, List<String> notes) {
    }

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public WebCharacterExporter() {
        super(AgentSource.class, ExportFormat.folder("web", "Web character"),
                List.of(AgentSettings.RUNTIME, CommonSettings.SCALE));
    }

    private static boolean clippyjs(ExportOptions options) {
        return options.get(AgentSettings.RUNTIME).equals(AgentSettings.RUNTIME_CLIPPYJS);
    }

    @Override
    public ExportResult export(AgentSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        Files made = clippyjs(options) ? ClippyjsExport.files(source, options, progress)
                : WebPlayerExport.files(source, options, progress);
        progress.checkCancelled();
        ExportFiles.writeFolder(out, made.files(), ALL_FILES);
        return new ExportResult(List.of(out), made.summary(), made.notes());
    }

    @Override
    public Optional<ExportPreview> preview(AgentSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        return Optional.of(clippyjs(options) ? ClippyjsExport.preview(source, options, progress)
                : WebPlayerExport.preview(source, options, progress));
    }
}
