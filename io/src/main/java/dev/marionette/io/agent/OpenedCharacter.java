package dev.marionette.io.agent;

import dev.marionette.io.FileFormat;
import dev.marionette.io.acd.AcdMissingFiles;
import dev.marionette.io.acd.AcdProject;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.acs.AgentCharacter;
import java.util.Optional;

/**
 * A Microsoft Agent character as {@link AgentPlugin#open} opens it: from an ACS, from an ACF with the ACA files it
 * names beside it, or from a Character Editor project (ACD) with the pictures and sounds it names.
 *
 * @param source    the file opened
 * @param format    {@link AgentFormats#ACS}, {@link AgentFormats#ACF} or {@link AgentFormats#ACD}
 * @param character the character
 * @param project   the ACD project it was read from (what saving it back needs), or null for an ACS or ACF
 * @param missing   the files the project names that are missing or unreadable (shown as placeholders); empty for
 *                  an ACS or ACF
 */
public record OpenedCharacter(FileSource source, FileFormat format, AgentCharacter character, AcdProject project,
        AcdMissingFiles missing) implements OpenedFile {

    /** The ACD project, for a character read from one. */
    public Optional<AcdProject> sourceProject() {
        return Optional.ofNullable(project);
    }
}
