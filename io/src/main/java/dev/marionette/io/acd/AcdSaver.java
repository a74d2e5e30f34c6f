package dev.marionette.io.acd;

import dev.marionette.io.SafeFileWriter;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.AgentTrayIcon;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Saves a character as an ACD project, or exports one that has none yet.
 *
 * <p><b>Saving a project</b> (the character was read from, or last saved as, {@code from}): each image and sound
 * keeps the file it came from ({@link AgentImage#sourceFile()}); only what changed since it was read or written
 * (by fingerprint) and what is new is written, new parts as {@code Images\NNNN.bmp} / {@code Audio\NNNN.wav}
 * under names no other file has; the .acd text is written last, changed only where the character changed
 * ({@link AcdSource}: the file's own header, comments, order, spacing and style stay). Files the character no
 * longer uses are never touched, nothing is written outside the project's folder: a changed part whose file is
 * absolute or climbs out with {@code ..} is written under {@code Images\} or {@code Audio\} instead, its
 * reference updated, and the result's notes say so. A placeholder for a missing file is not written (the
 * reference stays, for the author to fix) unless the author replaced it. Saving into another folder copies the
 * unchanged files the project keeps inside its folder.
 *
 * <p><b>Exporting</b> ({@code from} null): the .acd, every image as an 8-bit BMP on the palette in
 * {@code Images\NNNN.bmp}, the palette as {@code Images\ColorTable.bmp}, the tray icon as
 * {@code Images\SystemTray.ico} and every sound as stored in {@code Audio\NNNN.wav}, as the decompiler lays
 * projects out.
 *
 * <p>Every file goes through a temporary file ({@link SafeFileWriter#writeAll}): when writing fails, no file on
 * disk has changed.
 */
public final class AcdSaver {

    /**
     * What a save did.
     *
     * @param project the project as saved (for the next save)
     * @param images  the file name of each image, by index (for {@link AgentImage#setSourceFile})
     * @param sounds  the file name of each sound, by index
     * @param written the files written, the .acd last
     * @param notes   what the author should know (parts written elsewhere than their file), one sentence each
     */
    public record Saved(AcdProject project, List<String> images, List<String> sounds, List<Path> written,
            List<String> notes) {
        public Saved {
            images = List.copyOf(images);
            sounds = List.copyOf(sounds);
            written = List.copyOf(written);
            notes = List.copyOf(notes);
        }
    }

    private final AgentCharacter c;
    private final AcdProject from;
    private final Path acd;
    private final Path folder;
    private final boolean sameFolder;
    private final Set<String> taken = new HashSet<>();
    private final LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
    private final Map<String, String> fingerprints = new HashMap<>();
    private final Set<String> placeholders = new HashSet<>();
    private final List<String> notes = new ArrayList<>();

    private AcdSaver(AgentCharacter c, AcdProject from, Path acd) {
        this.c = c;
        this.from = from;
        this.acd = acd.toAbsolutePath().normalize();
        this.folder = this.acd.getParent();
        this.sameFolder = from != null && from.folder().equals(folder);
    }

    /** Exports {@code c} as a new project at {@code acd}. */
    public static Saved export(AgentCharacter c, Path acd) throws IOException {
        return save(c, null, acd);
    }

    /**
     * Saves {@code c} (a snapshot, not touched by anyone else meanwhile) at {@code acd}.
     *
     * @param from the project it was read from or last saved as; null to export
     */
    public static Saved save(AgentCharacter c, AcdProject from, Path acd) throws IOException {
        AcdSaver s = new AcdSaver(c, from, acd);
        return s.run();
    }

    private Saved run() throws IOException {
        if (from != null) {
            for (String key : from.fingerprints().keySet()) {
                taken.add(key);
            }
            taken.addAll(from.placeholders());
        }
        // Names the character keeps are claimed first, so new parts never take them.
        Set<String> kept = new HashSet<>();
        List<String> images = new ArrayList<>();
        for (AgentImage image : c.images()) {
            images.add(claim(image.sourceFile(), kept));
        }
        List<String> sounds = new ArrayList<>();
        for (AgentSound sound : c.sounds()) {
            sounds.add(claim(sound.sourceFile(), kept));
        }
        taken.addAll(kept);
        int[] palette = c.palette();
        for (int i = 0; i < images.size(); i++) {
            AgentImage image = c.images().get(i);
            images.set(i, part(images.get(i), AcdLayout.IMAGES, AcdLayout.imageFile(i), Fingerprints.image(image),
                    () -> BmpCodec.write(image, palette, c.transparentIndex()), "image " + i));
        }
        for (int i = 0; i < sounds.size(); i++) {
            AgentSound sound = c.sounds().get(i);
            sounds.set(i, part(sounds.get(i), AcdLayout.AUDIO, AcdLayout.soundFile(i), Fingerprints.bytes(sound.data()),
                    sound::data, "sound " + i));
        }
        String colorTable = from != null && from.colorTableName() != null ? from.colorTableName()
                : AcdLayout.COLOR_TABLE;
        colorTable = part(claimFixed(colorTable), AcdLayout.IMAGES, AcdLayout.COLOR_TABLE,
                Fingerprints.palette(palette), () -> BmpCodec.colourTableFile(palette), "colour table");
        String icon = AcdLayout.iconName(c, from);
        AgentTrayIcon trayIcon = c.trayIcon();
        if (icon != null) {
            byte[] ico = trayIcon == null ? null : icoOrNull(trayIcon);
            icon = part(claimFixed(icon), AcdLayout.IMAGES, AcdLayout.ICON, Fingerprints.icon(trayIcon),
                    ico == null ? null : () -> ico, "tray icon");
        }
        int duration = from != null ? from.defaultFrameDuration() : AcdWriter.DEFAULT_FRAME_DURATION;
        AcdSource source = from != null ? from.source() : null;
        AcdLayout layout = new AcdLayout(images, sounds, colorTable, icon, duration, AcdLayout.tables(from));
        String text = AcdWriter.write(c, layout);
        // A project's .acd keeps its text: only the lines of what changed are rewritten.
        byte[] acdBytes = source != null ? source.rewrite(text) : AcdWriter.encode(text);
        files.put(acd, acdBytes);
        for (Path p : files.keySet()) {
            Files.createDirectories(p.getParent());
        }
        SafeFileWriter.writeAll(files);
        AcdProject saved = new AcdProject(acd, duration, colorTable, icon, fingerprints, placeholders, List.of(),
                notes, source != null ? source.then(acdBytes, text) : new AcdSource(acdBytes, text));
        return new Saved(saved, images, sounds, List.copyOf(files.keySet()), notes);
    }

    private static byte[] icoOrNull(AgentTrayIcon icon) {
        try {
            return IconCodec.toIco(icon);
        } catch (BadFileException e) {
            return null; // the ACD keeps the bitmaps in a //@ TrayIcon line
        }
    }

    /** A part's own file name, unless an earlier part has it already (then the part gets a new file). */
    private static String claim(String name, Set<String> kept) {
        return name != null && kept.add(AcdPaths.key(name)) ? name : null;
    }

    private String claimFixed(String name) {
        taken.add(AcdPaths.key(name));
        return name;
    }

    /** Where a part is kept after the save, queueing its file when it must be written. */
    private String part(String name, String dir, String fresh, String fingerprint, Encoder encoder, String what)
            throws IOException {
        if (name == null) {
            String chosen = allocate(dir, fresh);
            write(chosen, fingerprint, encoder);
            return chosen;
        }
        String before = from == null ? null : from.fingerprint(name);
        boolean unchanged = fingerprint.equals(before);
        if (unchanged && from.isPlaceholder(name)) {
            placeholders.add(AcdPaths.key(name));
            fingerprints.put(AcdPaths.key(name), fingerprint);
            return name;
        }
        // Unchanged and still on disk (or kept outside the folder, where nothing is written): nothing to write.
        if (unchanged && (sameFolder && AcdPaths.find(folder, name) != null || !AcdPaths.isInside(name))) {
            fingerprints.put(AcdPaths.key(name), fingerprint);
            return name;
        }
        if (!AcdPaths.isInside(name)) {
            String base = AcdPaths.key(name);
            base = base.substring(base.lastIndexOf('/') + 1);
            String chosen = allocate(dir, dir + "\\" + (base.isEmpty() ? fresh.substring(dir.length() + 1) : base));
            notes.add("The " + (unchanged ? "" : "changed ") + what + " is kept in " + name
                    + ", outside the project's folder; it was written to " + chosen + " instead.");
            write(chosen, fingerprint, encoder);
            return chosen;
        }
        if (unchanged && !sameFolder) {
            Path original = AcdPaths.find(from.folder(), name);
            if (original != null) {
                byte[] bytes = Files.readAllBytes(original);
                write(name, fingerprint, () -> bytes);
                return name;
            }
        }
        write(name, fingerprint, encoder);
        return name;
    }

    private void write(String name, String fingerprint, Encoder encoder) throws IOException {
        fingerprints.put(AcdPaths.key(name), fingerprint);
        if (encoder == null) {
            return;
        }
        Path target = AcdPaths.resolve(folder, name);
        if (target == null || !target.startsWith(folder)) {
            throw new IOException(name + " is not inside " + folder);
        }
        files.put(target, encoder.encode());
    }

    /** {@code preferred} when no part and (in a project) no file has it, else the next free numbered name. */
    private String allocate(String dir, String preferred) {
        if (isFree(preferred)) {
            taken.add(AcdPaths.key(preferred));
            return preferred;
        }
        String ext = preferred.substring(preferred.lastIndexOf('.'));
        for (int n = 0;; n++) {
            String name = String.format(java.util.Locale.ROOT, "%s\\%04d%s", dir, n, ext);
            if (isFree(name)) {
                taken.add(AcdPaths.key(name));
                return name;
            }
        }
    }

    private boolean isFree(String name) {
        if (taken.contains(AcdPaths.key(name))) {
            return false;
        }
        // In an existing project a new part never overwrites a file it finds (an export writes its own layout).
        return from == null || AcdPaths.find(folder, name) == null;
    }

    @FunctionalInterface
    private interface Encoder {
        byte[] encode() throws IOException;
    }
}
