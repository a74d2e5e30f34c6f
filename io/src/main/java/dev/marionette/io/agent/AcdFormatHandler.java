package dev.marionette.io.agent;

import dev.marionette.io.acd.AcdWriter;
import dev.marionette.io.acd.AcdReader;
import dev.marionette.io.acd.AcdLayout;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentLocalizedInfo;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link FormatHandler} for Character Editor projects (.acd). The files the ACD names are looked up relative to
 * the file {@code source} names (the command-line tools pass the path as given). Missing or unreadable files are
 * warnings of {@link #check}, with the placeholder that stands in for each; {@link #rewrite} gives the text
 * Marionette saves for the project unchanged: the file's own bytes, through the same rewriting a save does.
 */
public final class AcdFormatHandler implements FormatHandler {

    /** {@inheritDoc} A project may end at any line after its definition. */
    @Override
    public boolean shorterFileMayBeValid() {
        return true;
    }

    private static AcdReader.Result read(byte[] data, String source) throws FormatException {
        Path file;
        try {
            file = Path.of(source);
        } catch (InvalidPathException e) {
            file = Path.of("character.acd");
        }
        return AcdReader.read(data, file, source);
    }

    @Override
    public Map<String, String> describe(byte[] data, String source, ReadOptions options) throws FormatException {
        AcdReader.Result r = read(data, source);
        AgentCharacter c = r.character();
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("format", AgentFormats.ACD.displayName());
        AgentLocalizedInfo info = c.localizedInfo(0x0409);
        facts.put("name", info == null ? "(none)" : info.name());
        CharacterFacts.add(c, facts);
        long missing = r.project().problems().stream().filter(p -> !p.warning()).count();
        facts.put("files", missing == 0 ? "all found" : missing + " missing or unreadable (placeholders)");
        return facts;
    }

    @Override
    public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
        return read(data, source).project().problems().stream()
                .map(p -> ReadWarning.about(source, p.file(), p.message())).toList();
    }

    @Override
    public byte[] rewrite(byte[] data, String source, ReadOptions options) throws FormatException {
        AcdReader.Result r = read(data, source);
        return r.project().source().rewrite(AcdWriter.write(r.character(), AcdLayout.of(r.character(), r.project())));
    }
}
