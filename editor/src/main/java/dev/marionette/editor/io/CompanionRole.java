package dev.marionette.editor.io;

import java.nio.file.Path;
import javax.swing.filechooser.FileNameExtensionFilter;

/**
 * What a companion file is to the file it goes with, and how the {@link CompanionChooser} asks for it: the files
 * offered, the name proposed, the dialog's title and the Use button's tooltip.
 */
public enum CompanionRole {

    /** The SPR an ACT's layers draw from. */
    SPRITE_SHEET("Sprite sheet", "Ragnarok Online sprite sheet (*.spr)", "spr") {
        @Override
        String suggested(Path file) {
            return baseName(file) + ".spr";
        }

        @Override
        public String notBeside(Path file) {
            return "No " + suggested(file) + " lies beside " + file.getFileName()
                    + ": choose the sprite sheet its layers draw from";
        }
    },

    /** The ASF an Acclaim motion (AMC) plays on. */
    ACCLAIM_SKELETON("Skeleton", "Acclaim skeleton (*.asf)", "asf") {
        @Override
        public String notBeside(Path file) {
            return "No skeleton of the same name lies beside " + file.getFileName()
                    + ": choose the ASF its motion plays on";
        }
    },

    /**
     * The skeleton (CMX or BCF) the skills of a Sims file play on. The reason none was found goes in the title; the
     * tooltip says which skeleton of the chosen file is used.
     */
    SIMS_SKELETON("Skeleton", "The Sims skeleton (*.cmx, *.bcf)", "cmx", "bcf") {
        @Override
        String title(Path file, String why) {
            return super.title(file, why) + " (" + why + ")";
        }

        @Override
        String tooltip(String why) {
            return "The skills play on the first skeleton of the file you choose";
        }
    };

    private final String noun;
    private final String filterText;
    private final String[] extensions;

    CompanionRole(String noun, String filterText, String... extensions) {
        this.noun = noun;
        this.filterText = filterText;
        this.extensions = extensions;
    }

    /** Why the companion of {@code file} is asked for when none was found beside it. */
    public String notBeside(Path file) {
        return "No " + noun.toLowerCase(java.util.Locale.ROOT) + " lies beside " + file.getFileName();
    }

    /** "Sprite sheet for idle.act". */
    String title(Path file, String why) {
        return noun + " for " + file.getFileName();
    }

    /** The Use button's tooltip: what is missing and what to choose. */
    String tooltip(String why) {
        return why;
    }

    /** The file name proposed in the chooser, or null. */
    String suggested(Path file) {
        return null;
    }

    /** The files the chooser offers. */
    FileNameExtensionFilter filter() {
        return new FileNameExtensionFilter(filterText, extensions);
    }

    /** The file's name without its last extension. */
    private static String baseName(java.nio.file.Path file) {
        String name = String.valueOf(file.getFileName());
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
