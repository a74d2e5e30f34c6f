package dev.marionette.io.acd;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files of an ACD project that placeholders stand in for (missing or unreadable when it was read, not
 * replaced since): what compiling the project would put in the character instead of the author's pictures,
 * sounds, palette and icon. {@code convert}, {@code export} and the editor's Save As ACS / ACF refuse to compile
 * them and say so the same way: the count, then one line per file (the command line) or the first names (a
 * dialog).
 */
public final class AcdMissingFiles {

    /** Names shown in a dialog before "and N more". */
    public static final int SHOWN = 8;

    private final Map<String, String> files;

    /** Compiling refused because of the missing files; the message is for a dialog (several short lines). */
    public static final class Refusal extends java.io.IOException {
        private static final long serialVersionUID = 1L;
        private final transient AcdMissingFiles missing;

        public Refusal(AcdMissingFiles missing, String acdName) {
            super(missing.dialogText(acdName));
            this.missing = missing;
        }

        /** What is missing. */
        public AcdMissingFiles missing() {
            return missing;
        }
    }

    /** No file missing (a character not read from a project). */
    public static final AcdMissingFiles NONE = new AcdMissingFiles(Map.of());

    private AcdMissingFiles(Map<String, String> files) {
        this.files = files;
    }

    /** The files placeholders stand in for in a project just read (its problems that are not warnings). */
    public static AcdMissingFiles of(AcdProject project) {
        Map<String, String> files = new LinkedHashMap<>();
        for (AcdProblem p : project.problems()) {
            if (!p.warning()) {
                files.putIfAbsent(p.file(), p.message());
            }
        }
        return new AcdMissingFiles(files);
    }

    /** The placeholders {@code c} still uses: its project's files that were missing, not replaced since. */
    public static AcdMissingFiles in(AgentCharacter c, AcdProject project) {
        Map<String, String> reasons = new LinkedHashMap<>();
        for (AcdProblem p : project.problems()) {
            reasons.putIfAbsent(AcdPaths.key(p.file()), p.message());
        }
        Map<String, String> files = new LinkedHashMap<>();
        String table = project.colorTableName();
        if (table != null && project.isPlaceholder(table)
                && Fingerprints.palette(c.palette()).equals(project.fingerprint(table))) {
            add(files, table, reasons);
        }
        String icon = project.iconName();
        if (icon != null && project.isPlaceholder(icon) && c.trayIcon() == null) {
            add(files, icon, reasons);
        }
        for (AgentImage image : c.images()) {
            String name = image.sourceFile();
            if (name != null && project.isPlaceholder(name)
                    && Fingerprints.image(image).equals(project.fingerprint(name))) {
                add(files, name, reasons);
            }
        }
        for (AgentSound sound : c.sounds()) {
            String name = sound.sourceFile();
            if (name != null && project.isPlaceholder(name)
                    && Fingerprints.bytes(sound.data()).equals(project.fingerprint(name))) {
                add(files, name, reasons);
            }
        }
        return new AcdMissingFiles(files);
    }

    private static void add(Map<String, String> files, String name, Map<String, String> reasons) {
        files.putIfAbsent(name, reasons.getOrDefault(AcdPaths.key(name), "missing or unreadable when read"));
    }

    public boolean isEmpty() {
        return files.isEmpty();
    }

    public int count() {
        return files.size();
    }

    /** The files, as the ACD names them. */
    public List<String> names() {
        return List.copyOf(files.keySet());
    }

    /** "607 files missing or unreadable" (or "1 file ..."). */
    public String summary() {
        return files.size() + (files.size() == 1 ? " file" : " files") + " missing or unreadable";
    }

    /**
     * The refusal as the command line prints it: a line saying what was not done and why, one line per file,
     * and the count at the end.
     *
     * @param source  names the project in the first and last lines
     * @param notDone what was not done ("not converted")
     */
    public String report(String source, String notDone) {
        return source + ": " + reportAfterName(source, notDone);
    }

    /** {@link #report} without the project's name in front, for a line that starts with it. */
    public String reportAfterName(String source, String notDone) {
        StringBuilder sb = new StringBuilder(notDone).append(files.size() == 1 ? ": this file" : ": these files")
                .append(" it names cannot be used (placeholders would take their place):");
        for (Map.Entry<String, String> e : files.entrySet()) {
            sb.append("\n  ").append(e.getKey()).append(": ").append(e.getValue());
        }
        return sb.append('\n').append(source).append(": ").append(summary()).toString();
    }

    /**
     * The refusal for a dialog: the count, the first names ({@link #firstNames}) and what to do. A line is a whole
     * sentence or a name (the dialog wraps long sentences at its own width; a break inside one read as a cut).
     *
     * @param acdName the project's .acd file name
     */
    public String dialogText(String acdName) {
        StringBuilder sb = new StringBuilder().append(files.size()).append(files.size() == 1 ? " file" : " files")
                .append(" of the ").append(acdName).append(" project ").append(files.size() == 1 ? "is" : "are")
                .append(" missing or unreadable: compiling would put placeholders (red crosses, silent sounds)"
                        + " in their place:");
        for (String line : firstNames()) {
            sb.append("\n    ").append(line);
        }
        return sb.append("\nPut the files where ").append(acdName).append(" names them, or replace the")
                .append(" placeholders, then save again.").toString();
    }

    /** The first {@link #SHOWN} names, one a line, then "and N more": for a dialog. */
    public List<String> firstNames() {
        List<String> lines = new ArrayList<>();
        for (String name : files.keySet()) {
            if (lines.size() == SHOWN) {
                break;
            }
            lines.add(name);
        }
        if (files.size() > SHOWN) {
            lines.add("and " + (files.size() - SHOWN) + " more");
        }
        return lines;
    }
}
