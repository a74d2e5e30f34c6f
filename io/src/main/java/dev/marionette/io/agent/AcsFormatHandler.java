package dev.marionette.io.agent;

import dev.marionette.io.acs.AcsSummary;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AcsChecker;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@link FormatHandler} for Microsoft Agent ACS characters. */
public final class AcsFormatHandler implements FormatHandler {

    /** {@inheritDoc} A character whose blocks lie elsewhere than Microsoft's compiler puts them is rewritten so. */
    @Override
    public boolean rewriteIsExact() {
        return false;
    }

    @Override
    public Map<String, String> describe(byte[] data, String source, ReadOptions options) throws FormatException {
        AgentCharacter c = AcsReader.read(data, source);
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("format", AgentFormats.ACS.displayName());
        facts.put("version", c.majorVersion() + "." + c.minorVersion());
        facts.put("name", AcsSummary.english(c) == null ? "(none)" : AcsSummary.english(c).name());
        CharacterFacts.add(c, facts);
        return facts;
    }

    /** Decodes every image, region and sound header; things that decode but look odd become warnings. */
    @Override
    public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
        AcsChecker.Report report = AcsChecker.check(data, source);
        return report.warnings().stream().map(w -> new ReadWarning(source, 0, "character", w)).toList();
    }

    /** Unmodified images are copied as stored, so no block is re-encoded. */
    @Override
    public byte[] rewrite(byte[] data, String source, ReadOptions options) throws IOException {
        return AcsWriter.uncompressed().write(AcsReader.read(data, source));
    }
}
