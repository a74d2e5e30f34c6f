package dev.marionette.editor.archive;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Asks where a sprite opened from an archive is saved (behind an interface so tests answer it). Event thread.
 */
public interface ArchiveSaveChooser {

    /** Where to save: one of the three records. */
    sealed interface Choice permits IntoPatch, IntoDataFolder, SaveAs {
    }

    /** Into the patch archive {@code archive} (a new file, or an existing GPF/GRF updated). */
    record IntoPatch(Path archive) implements Choice {
    }

    /** As files under {@code folder} at the entries' paths ({@code folder/data/sprite/...}). */
    record IntoDataFolder(Path folder) implements Choice {
    }

    /** Anywhere, with the ordinary Save As dialog. */
    record SaveAs() implements Choice {
    }

    /** The user's choice for the sprite from {@code origin}, or empty when cancelled. */
    Optional<Choice> choose(ArchiveOrigin origin);

    /**
     * Asks before rewriting {@code archive}, the archive the sprite came from (a client's {@code data.grf}).
     * True to go on.
     */
    boolean confirmRewrite(Path archive);
}
