package dev.marionette.editor.motion.acclaim;

import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.motion.FrameRateMemory;
import dev.marionette.io.Companions;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.amc.AmcWriter;
import dev.marionette.io.amc.SkeletonLocator;
import dev.marionette.io.asf.AsfWriter;
import dev.marionette.io.motion.BvhWriter;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import dev.marionette.model.motion.Clip;
import java.awt.EventQueue;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Optional;

/**
 * Saving an Acclaim document, by the target's extension:
 * <ul>
 * <li>{@code .amc} (a motion): the AMC, and the skeleton when an edit changed it (a renamed bone) or when it would
 *     not be found from the new place: then it is written beside the motion under the motion's name stem
 *     ({@code walk.amc} with {@code walk.asf}), which is the first name {@link SkeletonLocator} looks for;</li>
 * <li>{@code .asf} (a skeleton alone): the ASF;</li>
 * <li>{@code .bvh}: the skeleton and motion as BVH, written as a copy ({@link SaveTask#copy}): the tab stays on its
 *     ASF/AMC, unsaved edits still unsaved.</li>
 * </ul>
 * Unchanged files keep their bytes; everything is written through temporary files moved into place, all or
 * nothing. A motion saved as AMC has its frame rate remembered for its file ({@link FrameRateMemory}), since the AMC
 * stores none. The bytes are taken on the event thread; the document learns its new files after the write.
 */
final class AcclaimSaving {

    private AcclaimSaving() {
    }

    static SaveTask prepare(AcclaimDocument document, Path target, FrameRateMemory rates) throws IOException {
        String name = String.valueOf(target.getFileName()).toLowerCase(Locale.ROOT);
        if (name.endsWith(".bvh")) {
            byte[] bvh = BvhWriter.toBytes(document.skeleton(), document.clip());
            // BVH is an export the tab cannot become: a copy, so the tab stays on its AMC with its unsaved edits.
            return SaveTask.copy(progress -> SafeFileWriter.write(target, bvh));
        }
        if (document.amc() == null) {
            if (!name.endsWith(".asf")) {
                throw new IOException("a skeleton alone is saved as an ASF (or a BVH of its rest pose), not as "
                        + target.getFileName());
            }
            byte[] asf = AsfWriter.toBytes(document.asf());
            return progress -> {
                SafeFileWriter.write(target, asf);
                onEventThread(() -> document.setFiles(target, null));
            };
        }
        if (!name.endsWith(".amc")) {
            throw new IOException("a motion is saved as an AMC (with its skeleton) or a BVH, not as "
                    + target.getFileName());
        }
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        Path skeleton = skeletonTarget(document, target);
        if (document.isSkeletonModified() || !skeleton.equals(absolute(document.asfFile()))) {
            files.put(skeleton, AsfWriter.toBytes(document.asf()));
        }
        files.put(target, AmcWriter.toBytes(document.amc()));
        double rate = document.frameRate();
        return progress -> {
            SafeFileWriter.writeAll(files);
            rates.remember(target, rate, Clip.DEFAULT_ACCLAIM_RATE);
            onEventThread(() -> document.setFiles(skeleton, target));
        };
    }

    /**
     * Where the skeleton goes with a motion saved at {@code target}: where it is when the motion stays where it
     * is or the skeleton is found from the new place, else beside the motion under its name stem.
     */
    static Path skeletonTarget(AcclaimDocument document, Path target) {
        Path current = absolute(document.asfFile());
        if (current != null && absolute(target).equals(absolute(document.amcFile()))) {
            return current;
        }
        Optional<Path> found = SkeletonLocator.find(target, Companions.NONE).map(AcclaimSaving::absolute);
        if (current != null && found.isPresent() && found.get().equals(current)) {
            return current;
        }
        String file = String.valueOf(target.getFileName());
        int dot = file.lastIndexOf('.');
        return absolute(target.resolveSibling((dot > 0 ? file.substring(0, dot) : file) + ".asf"));
    }

    /**
     * Runs {@code change} on the event thread and waits for it, so the document knows its new files before the
     * shell finishes the save (and before another save could start).
     */
    private static void onEventThread(Runnable change) throws IOException {
        if (EventQueue.isDispatchThread()) {
            change.run();
            return;
        }
        try {
            EventQueue.invokeAndWait(change);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted after writing");
        } catch (InvocationTargetException e) {
            throw new IOException("the files were written, but the document could not take note: " + e.getCause(),
                    e.getCause());
        }
    }

    private static Path absolute(Path p) {
        return p == null ? null : p.toAbsolutePath().normalize();
    }
}
