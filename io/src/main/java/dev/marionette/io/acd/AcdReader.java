package dev.marionette.io.acd;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Reads a Microsoft Agent Character Editor project: the .acd text ({@link AcdParser}: every block and key, any
 * order, comments, each language's strings in its code page, decimal and hexadecimal numbers) and the BMP
 * images, WAV sounds, colour table and icon it names, relative to its folder ({@link AcdBuilder}). A malformed
 * .acd is a {@link FormatException} with line and column; missing or unreadable files are not: they get
 * placeholders and are listed in {@link AcdProject#problems()}, so the author can open the character and fix
 * them.
 */
public final class AcdReader {

    /**
     * What was read.
     *
     * @param character the character, as Microsoft's compiler would build it
     * @param project   the project's files and what they held, with the problems found
     */
    public record Result(AgentCharacter character, AcdProject project) {
        public Result {
            Objects.requireNonNull(character, "character");
            Objects.requireNonNull(project, "project");
        }
    }

    private AcdReader() {
    }

    /** Reads an .acd file (within the default size cap) and the files it names. */
    public static Result read(Path acd) throws IOException {
        return read(FileBytes.read(acd, ReadOptions.STRICT), acd, String.valueOf(acd.getFileName()));
    }

    /**
     * Reads .acd bytes; the files it names are looked up relative to {@code acd}'s folder.
     *
     * @param source names the file in errors
     */
    public static Result read(byte[] data, Path acd, String source) throws FormatException {
        AcdDefinition d = AcdParser.parse(data, source);
        return AcdBuilder.build(d, data, acd, source);
    }
}
