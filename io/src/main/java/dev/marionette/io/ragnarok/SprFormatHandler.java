package dev.marionette.io.ragnarok;

import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.format.ReadingFormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.WriteLimitException;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@link FormatHandler} for Ragnarok SPR files. */
public final class SprFormatHandler extends ReadingFormatHandler<SpriteSheet> {

    /** {@inheritDoc} A sheet without indexed images may have no palette. */
    @Override
    public boolean shorterFileMayBeValid() {
        return true;
    }

    public SprFormatHandler() {
        super(RagnarokFormats.SPR, SprReader::read, SprFormatHandler::toBytes);
    }

    @Override
    protected void addFacts(SpriteSheet sheet, Map<String, String> facts, String source, ReadOptions options) {
        facts.put("version", SprVersion.format(sheet.version()));
        facts.put("indexed images", Integer.toString(sheet.indexedImages().size()));
        facts.put("RGBA images", SprVersion.hasRgbaImages(sheet.version())
                ? Integer.toString(sheet.rgbaImages().size()) : "0 (not stored in this version)");
        facts.put("palette", sheet.hasPalette() ? "yes" : "no");
    }

    /** Reads the file and also checks that the sheet could be written back in its version. */
    @Override
    public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
        ReadResult<SpriteSheet> result = read(data, source, options);
        List<ReadWarning> warnings = new ArrayList<>(result.warnings());
        SpriteSheet sheet = result.value();
        for (String problem : SprWriter.problems(sheet, sheet.version())) {
            warnings.add(new ReadWarning(source, 0, "limits of " + SprVersion.format(sheet.version()),
                    problem + " (the sheet reads but could not be saved unchanged)"));
        }
        return warnings;
    }

    /** The sheet's bytes; a sheet its version cannot hold fails naming the file. */
    private static byte[] toBytes(SpriteSheet sheet, String source) throws IOException {
        try {
            return SprWriter.toBytes(sheet);
        } catch (WriteLimitException e) {
            throw new WriteLimitException(source, e.problems());
        }
    }
}
