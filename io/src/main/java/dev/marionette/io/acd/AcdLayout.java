package dev.marionette.io.acd;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The file names an ACD text gives a character's parts: one per image and per sound (by index), the colour table
 * and the tray icon, and the project's default frame duration.
 *
 * @param images     image file names by image index
 * @param sounds     sound file names by sound index
 * @param colorTable the colour table file
 * @param icon       the tray icon file, or null for no {@code Icon} line (the character has no tray icon, and no
 *                   missing icon file is to be kept)
 * @param tables     when the image and sound tables are written in {@code //@} lines
 */
public record AcdLayout(List<String> images, List<String> sounds, String colorTable, String icon,
        int defaultFrameDuration, Tables tables) {

    /** When the image and sound tables ({@code //@ Image}, {@code //@ Sound} lines) are written. */
    public enum Tables {
        /**
         * Wherever the compiled tables are not what Microsoft's compiler makes of the frames (another order, an
         * image or sound no frame uses, an empty image, checksums, region sizes): an export keeps the compiled
         * character exactly.
         */
        EXACT,
        /**
         * Only for what the files cannot say (empty images, checksums, region sizes): a Character Editor source
         * without tables stays one; its images and sounds are numbered by first use as the compiler numbers them,
         * and those no frame uses are not part of it.
         */
        CONTENT,
        /** Always: a file that has them keeps them. */
        ALWAYS
    }

    /** The folder of the images, as the decompiler and Marionette lay projects out. */
    public static final String IMAGES = "Images";
    /** The folder of the sounds. */
    public static final String AUDIO = "Audio";
    public static final String COLOR_TABLE = "Images\\ColorTable.bmp";
    public static final String ICON = "Images\\SystemTray.ico";

    public AcdLayout {
        images = List.copyOf(images);
        sounds = List.copyOf(sounds);
        Objects.requireNonNull(colorTable, "colorTable");
        Objects.requireNonNull(tables, "tables");
    }

    /** A layout writing the tables wherever the compiled character needs them ({@link Tables#EXACT}). */
    public AcdLayout(List<String> images, List<String> sounds, String colorTable, String icon,
            int defaultFrameDuration) {
        this(images, sounds, colorTable, icon, defaultFrameDuration, Tables.EXACT);
    }

    /** This layout with another choice of when tables are written. */
    AcdLayout withTables(Tables when) {
        return new AcdLayout(images, sounds, colorTable, icon, defaultFrameDuration, when);
    }

    /** When a save into {@code project} writes tables: as its .acd does, or exactly for a new one. */
    static Tables tables(AcdProject project) {
        AcdSource source = project == null ? null : project.source();
        return source == null ? Tables.EXACT : source.hasTables() ? Tables.ALWAYS : Tables.CONTENT;
    }

    /** The name of image {@code index} in a fresh export: {@code Images\NNNN.bmp}. */
    public static String imageFile(int index) {
        return String.format(Locale.ROOT, "Images\\%04d.bmp", index);
    }

    /** The name of sound {@code index} in a fresh export: {@code Audio\NNNN.wav}. */
    public static String soundFile(int index) {
        return String.format(Locale.ROOT, "Audio\\%04d.wav", index);
    }

    /**
     * The names of a character's parts as the ACD page shows them: each image's and sound's source file where it
     * has one (unless an earlier one already took that name), else the export name of its index.
     */
    public static AcdLayout of(dev.marionette.model.acs.AgentCharacter c, AcdProject project) {
        java.util.Set<String> taken = new java.util.HashSet<>();
        List<String> images = new java.util.ArrayList<>();
        for (int i = 0; i < c.images().size(); i++) {
            images.add(pick(c.images().get(i).sourceFile(), imageFile(i), taken));
        }
        List<String> sounds = new java.util.ArrayList<>();
        for (int i = 0; i < c.sounds().size(); i++) {
            sounds.add(pick(c.sounds().get(i).sourceFile(), soundFile(i), taken));
        }
        return new AcdLayout(images, sounds,
                project != null && project.colorTableName() != null ? project.colorTableName() : COLOR_TABLE,
                iconName(c, project),
                project != null ? project.defaultFrameDuration() : AcdWriter.DEFAULT_FRAME_DURATION, tables(project));
    }

    /**
     * The tray icon's file: the project's, or {@link #ICON}; when the character has no icon, still the project's
     * file if that was missing when read (a placeholder: the reference stays for the author to fix), else none.
     */
    static String iconName(dev.marionette.model.acs.AgentCharacter c, AcdProject project) {
        String named = project != null ? project.iconName() : null;
        if (c.trayIcon() != null) {
            return named != null ? named : ICON;
        }
        return named != null && project.isPlaceholder(named) ? named : null;
    }

    private static String pick(String source, String fallback, java.util.Set<String> taken) {
        String name = source != null && !taken.contains(AcdPaths.key(source)) ? source : fallback;
        int n = 0;
        while (!taken.add(AcdPaths.key(name))) {
            name = fallback.replace(".", "-" + (++n) + ".");
        }
        return name;
    }
}
