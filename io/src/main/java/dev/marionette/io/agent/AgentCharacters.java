package dev.marionette.io.agent;

import dev.marionette.io.convert.ConversionException;
import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.FileFormat;
import dev.marionette.io.acd.AcdProblem;
import dev.marionette.io.acd.AcdSaver;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reading and writing the Agent character forms for the conversions: ACS, ACD project, ACF + ACA. */
final class AgentCharacters {

    /** A character read, with what the reader had to change (mapped colours). */
    record Read(AgentCharacter character, List<String> notes) {
    }

    private AgentCharacters() {
    }

    /**
     * Reads the character of an ACS, an ACF (with its ACA files) or an ACD project (with its files), as the Agent
     * plug-in opens them ({@link AgentFiles}). An ACD naming files that are missing or unreadable is refused
     * ({@link ConversionException}, one line per file and the count): converting would compile placeholders.
     */
    static Read read(FileFormat format, ConversionInput input) throws IOException {
        OpenedCharacter opened = AgentFiles.open(FileSource.of(input.file()), format, input.data());
        if (!opened.missing().isEmpty()) {
            throw new ConversionException(opened.missing().report(input.source(), "not converted"));
        }
        List<String> notes = new ArrayList<>();
        if (opened.project() != null) {
            for (AcdProblem p : opened.project().problems()) {
                notes.add(p.toString());
            }
        }
        return new Read(opened.character(), notes);
    }

    /** Writes an ACD project: {@code acd} with {@code Images\} and {@code Audio\} beside it. */
    static ConversionResult writeAcd(Read read, Path acd) throws IOException {
        AcdSaver.Saved saved = AcdSaver.export(read.character(), acd);
        List<Path> written = new ArrayList<>();
        Path main = acd.toAbsolutePath().normalize();
        written.add(main);
        saved.written().stream().filter(p -> !p.equals(main)).forEach(written::add);
        return new ConversionResult(written, read.notes());
    }
}
