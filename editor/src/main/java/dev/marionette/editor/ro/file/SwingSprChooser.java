package dev.marionette.editor.ro.file;

import dev.marionette.editor.io.CompanionFileChooser;
import dev.marionette.render.ro.Companions;
import dev.marionette.render.ro.SprChooser;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.filechooser.FileNameExtensionFilter;

/** Asks for a missing SPR with a file chooser opened in the ACT's folder, over the active window. */
public final class SwingSprChooser implements SprChooser {

    @Override
    public Optional<Path> chooseSprFor(Path act) {
        String spr = Companions.baseName(act) + ".spr";
        return new CompanionFileChooser("Sprite sheet for " + act.getFileName(),
                new FileNameExtensionFilter("Ragnarok Online sprite sheet (*.spr)", "spr"), spr,
                "No " + spr + " lies beside " + act.getFileName() + ": choose the sprite sheet its layers draw from")
                .ask(act);
    }
}
