package dev.marionette.editor.sims;

import dev.marionette.editor.io.CompanionFileChooser;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.filechooser.FileNameExtensionFilter;

/** {@link SkeletonChooser} with a file chooser opened in the skill file's folder. */
final class SwingSkeletonChooser implements SkeletonChooser {

    @Override
    public Optional<Path> chooseSkeletonFor(Path file, String why) {
        return new CompanionFileChooser("Skeleton for " + file.getFileName() + " (" + why + ")",
                new FileNameExtensionFilter("The Sims skeleton (*.cmx, *.bcf)", "cmx", "bcf"), null,
                "The skills play on the first skeleton of the file you choose").ask(file);
    }
}
