package dev.marionette.editor.ro.file;

import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.ro.file.PairNames;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.act.ActVersionChange;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.EventQueue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Objects;

/**
 * Saves a sprite document as its two files. On the event thread it converts the document when another ACT
 * version was chosen (one undo step, "Save as ACT 0x203 (2.3)") and encodes both files; the returned task
 * writes them on a worker, the SPR first and the ACT last, each through a temporary file, so a failed save
 * leaves both files on disk as they were. An SPR that already holds exactly the sheet's bytes is not written
 * again (saving an edited animation leaves its sprite sheet file alone). Unchanged content is written byte for byte as it was read (the
 * writers keep every opaque byte and the SPR's original RLE).
 *
 * <p>Where the files go: saving to the document's own ACT or SPR path writes both of its paths (an ACT
 * paired with an SPR of another name keeps that pairing); saving anywhere else writes {@code name.act} and
 * {@code name.spr} side by side, whichever of the two the user named.
 */
public final class SpriteSaver {

    private SpriteSaver() {
    }

    /** The ACT and SPR paths a save to {@code target} writes. */
    public record Targets(Path act, Path spr) {
    }

    /** Where saving {@code document} to {@code target} writes its two files. */
    public static Targets targets(SpriteDocument document, Path target) {
        Path absolute = target.toAbsolutePath().normalize();
        Path act = normalized(document.actFile());
        Path spr = normalized(document.sprFile());
        if (act != null && spr != null && (absolute.equals(act) || absolute.equals(spr))) {
            return new Targets(act, spr);
        }
        if (PairNames.hasExtension(absolute, "spr")) {
            return new Targets(PairNames.sibling(absolute, "act"), absolute);
        }
        return new Targets(absolute, PairNames.sibling(absolute, "spr"));
    }

    /**
     * True when {@code file} already holds exactly {@code bytes}: the sheet did not change, so the SPR is not
     * rewritten (its date, and anything else about the file, stay as they were).
     */
    static boolean holds(Path file, byte[] bytes) {
        try {
            return Files.isRegularFile(file) && Files.size(file) == bytes.length
                    && Arrays.equals(Files.readAllBytes(file), bytes);
        } catch (IOException unreadable) {
            return false;
        }
    }

    private static Path normalized(Path file) {
        return file == null ? null : file.toAbsolutePath().normalize();
    }

    /** The ACT version {@code options} asks for; the document's own for any other options. */
    public static int versionOf(SpriteDocument document, SaveOptions options) {
        return options instanceof RoSaveOptions ro ? ro.actVersion() : document.actVersion();
    }

    /**
     * Converts (when asked) and encodes on the event thread, then returns the writing task.
     *
     * @throws IOException when a file cannot be encoded (e.g. an image over the SPR's size limits)
     */
    public static SaveTask prepare(SpriteDocument document, Path target, SaveOptions options) throws IOException {
        Objects.requireNonNull(document, "document");
        int version = versionOf(document, options);
        if (version != document.actVersion()) {
            ActDocument converted = ActVersionChange.convert(document.act(), version, document.sheet());
            document.editor().replaceAct("Save as ACT " + ActVersion.format(version), converted);
        }
        byte[] act = ActWriter.toBytes(document.act());
        byte[] spr = SprWriter.toBytes(document.sheet());
        Targets targets = targets(document, target);
        return progress -> {
            LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
            if (!holds(targets.spr(), spr)) {
                files.put(targets.spr(), spr);
            }
            files.put(targets.act(), act);
            SafeFileWriter.writeAll(files);
            progress.progress(1);
            // The document is the event thread's: record the new paths there, after the files are written.
            EventQueue.invokeLater(() -> document.setFiles(targets.act(), targets.spr()));
        };
    }
}
