package dev.marionette.export.ro;

import dev.marionette.export.ExportProvider;
import dev.marionette.export.Exporter;
import dev.marionette.export.SourceLoader;
import java.util.List;

/**
 * The Ragnarok family's exports: ACT and SPR files as sources; an action as an animated GIF, a sprite sheet or PNG
 * frames; and a motion of another family as Ragnarok sprite reference frames (ACT and SPR).
 */
public final class RagnarokExportProvider implements ExportProvider {

    @Override
    public List<SourceLoader<?>> loaders() {
        return List.of(RagnarokSourceLoader.act(), RagnarokSourceLoader.spr());
    }

    @Override
    public List<Exporter<?>> exporters() {
        return List.of(new RagnarokGifExporter(), new SpriteSheetExporter(), new PngFramesExporter(),
                new SpriteFramesExporter());
    }
}
