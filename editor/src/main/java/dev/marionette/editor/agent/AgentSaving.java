package dev.marionette.editor.agent;

import dev.marionette.editor.kind.SaveTask;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.acd.AcdMissingFiles;
import dev.marionette.io.acd.AcdProject;
import dev.marionette.io.acd.AcdSaver;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.io.acs.AgentWriteException;
import dev.marionette.io.acs.BlockEncoder;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentFormat;
import java.awt.EventQueue;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The two halves of saving a character: on the event thread, a snapshot and a check of the format's limits
 * (so what does not fit is reported before anything is written); on a worker, compressing the new images and
 * writing the file (or files) through temporary files. An ACD project is saved with {@link AcdSaver}: only the
 * files that changed, and afterwards the document knows the files its images and sounds are kept in.
 */
final class AgentSaving {

    private AgentSaving() {
    }

    /** The format a target is saved as: the options' choice, else the file's extension. */
    static AgentFormat formatFor(Path target, AgentSaveOptions options) {
        if (options.format() != null) {
            return options.format();
        }
        String name = String.valueOf(target.getFileName()).toLowerCase(Locale.ROOT);
        return name.endsWith(".acf") ? AgentFormat.ACF : name.endsWith(".acd") ? AgentFormat.ACD : AgentFormat.ACS;
    }

    /**
     * Snapshots and checks {@code document} on the event thread.
     *
     * @throws AgentWriteException listing what does not fit the format, before anything is written
     * @throws AcdMissingFiles.Refusal when compiling an ACD project (as ACS or ACF) whose missing files
     *                                 placeholders stand in for
     */
    static SaveTask prepare(AgentDocument document, Path target, AgentSaveOptions options) throws IOException {
        AgentFormat format = formatFor(target, options);
        // A deep copy: stored image bytes are shared (immutable), so it is cheap even for large characters.
        AgentCharacter snapshot = document.character().copy();
        if (format == AgentFormat.ACD) {
            return prepareAcd(document, snapshot, target);
        }
        List<String> problems = AcsWriter.problems(snapshot);
        if (!problems.isEmpty()) {
            throw new AgentWriteException(format.displayName(), problems);
        }
        if (document.sourceProject() instanceof AcdProject project) {
            // As convert does: a project's placeholders for missing files are never compiled into a character.
            AcdMissingFiles missing = AcdMissingFiles.in(snapshot, project);
            if (!missing.isEmpty()) {
                throw new AcdMissingFiles.Refusal(missing, String.valueOf(project.acdFile().getFileName()));
            }
        }
        BlockEncoder encoder = BlockEncoder.of(options.compression());
        return progress -> {
            if (format == AgentFormat.ACF) {
                AgentConversions.writeAcfAca(snapshot, target, encoder);
            } else {
                byte[] bytes = AcsWriter.compressing(encoder).write(snapshot);
                progress.checkCancelled();
                SafeFileWriter.write(target, bytes);
            }
            // The document learns where it now belongs on the event thread, once the file is safely written.
            EventQueue.invokeLater(() -> {
                if (!target.equals(document.file()) || format != document.format()) {
                    document.setFile(target, format);
                }
                if (document.sourceProject() != null) {
                    document.setSourceProject(null);
                }
            });
        };
    }

    /**
     * Saving as an ACD project: the project the document came from (or null, to export) decides what is written;
     * afterwards the images and sounds that were saved remember their files.
     */
    private static SaveTask prepareAcd(AgentDocument document, AgentCharacter snapshot, Path target) {
        AcdProject from = document.sourceProject() instanceof AcdProject p ? p : null;
        List<AgentImage> images = List.copyOf(document.character().images());
        List<AgentSound> sounds = List.copyOf(document.character().sounds());
        return progress -> {
            AcdSaver.Saved saved = AcdSaver.save(snapshot, from, target);
            EventQueue.invokeLater(() -> {
                for (int i = 0; i < images.size(); i++) {
                    images.get(i).setSourceFile(saved.images().get(i));
                }
                for (int i = 0; i < sounds.size(); i++) {
                    sounds.get(i).setSourceFile(saved.sounds().get(i));
                }
                if (!target.equals(document.file()) || document.format() != AgentFormat.ACD) {
                    document.setFile(target, AgentFormat.ACD);
                }
                document.setSourceProject(saved.project());
            });
        };
    }
}
