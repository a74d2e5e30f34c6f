package dev.marionette.io.acd;

import dev.marionette.model.acs.edit.AgentDocument;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What Marionette knows about the files of a character kept as an ACD project: the .acd file, the settings the
 * character itself does not hold (default frame duration, where the colour table and the icon are kept), and a
 * fingerprint of what each image, sound, colour table and icon file held when it was last read or written, so a
 * save writes only what changed ({@link AcdSaver}). Files that were missing or unreadable are remembered as
 * placeholders: saving leaves them alone unless the author replaced the placeholder. The .acd text itself is kept
 * ({@link #source()}) so a save rewrites only what changed. Immutable; a save makes a new one.
 */
public final class AcdProject implements AgentDocument.SourceProject {

    private final Path acdFile;
    private final int defaultFrameDuration;
    private final String colorTable;
    private final String icon;
    private final Map<String, String> fingerprints;
    private final Set<String> placeholders;
    private final List<AcdProblem> problems;
    private final List<String> notes;
    private final AcdSource source;

    AcdProject(Path acdFile, int defaultFrameDuration, String colorTable, String icon,
            Map<String, String> fingerprints, Set<String> placeholders, List<AcdProblem> problems,
            List<String> notes, AcdSource source) {
        this.acdFile = acdFile.toAbsolutePath().normalize();
        this.defaultFrameDuration = defaultFrameDuration;
        this.colorTable = colorTable;
        this.icon = icon;
        this.fingerprints = Map.copyOf(fingerprints);
        this.placeholders = Set.copyOf(placeholders);
        this.problems = List.copyOf(problems);
        this.notes = List.copyOf(notes);
        this.source = source;
    }

    /** A project for a character that has no files yet (before its first save as ACD). */
    public static AcdProject none(Path acdFile) {
        return new AcdProject(acdFile, AcdWriter.DEFAULT_FRAME_DURATION, null, null, Map.of(), Set.of(), List.of(),
                List.of(), null);
    }

    /** The .acd file (absolute). */
    public Path acdFile() {
        return acdFile;
    }

    /** The folder file names are relative to. */
    public Path folder() {
        return acdFile.getParent();
    }

    /** {@code DefaultFrameDuration}, which the Character Editor gives new frames. */
    public int defaultFrameDuration() {
        return defaultFrameDuration;
    }

    /** The colour table file as the ACD names it, or null. */
    public String colorTableName() {
        return colorTable;
    }

    /** The tray icon file as the ACD names it, or null. */
    public String iconName() {
        return icon;
    }

    /** The files that could not be used as they are, from reading the project (empty after a save). */
    public List<AcdProblem> problems() {
        return problems;
    }

    /** What the last save did that the author should know (files written elsewhere), one sentence each. */
    public List<String> notes() {
        return notes;
    }

    /**
     * The .acd text as read (or first written), which a save changes only where the character changed; null
     * for a character that has no .acd yet.
     */
    public AcdSource source() {
        return source;
    }

    /** A copy with {@code source} as the text the next save starts from. */
    AcdProject withSource(AcdSource newSource) {
        return new AcdProject(acdFile, defaultFrameDuration, colorTable, icon, fingerprints, placeholders, problems,
                notes, newSource);
    }

    /** The fingerprint of what the named file held when last read or written; null when unknown. */
    String fingerprint(String name) {
        return fingerprints.get(AcdPaths.key(name));
    }

    /** Whether a placeholder stands in for the named file (it was missing or unreadable). */
    boolean isPlaceholder(String name) {
        return placeholders.contains(AcdPaths.key(name));
    }

    Map<String, String> fingerprints() {
        return fingerprints;
    }

    Set<String> placeholders() {
        return placeholders;
    }

    @Override
    public String toString() {
        return "AcdProject[" + acdFile + ", " + fingerprints.size() + " files known, " + placeholders.size()
                + " placeholders]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AcdProject p && acdFile.equals(p.acdFile) && defaultFrameDuration == p.defaultFrameDuration
                && Objects.equals(colorTable, p.colorTable) && Objects.equals(icon, p.icon)
                && fingerprints.equals(p.fingerprints) && placeholders.equals(p.placeholders);
    }

    @Override
    public int hashCode() {
        return Objects.hash(acdFile, fingerprints.size());
    }
}
