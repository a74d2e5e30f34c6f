package dev.marionette.editor.motion.acclaim;

import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.OpenRequest;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.motion.FrameRateMemory;
import dev.marionette.editor.ro.shared.Timing;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSource;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.acclaim.AcclaimFormats;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import dev.marionette.model.doc.Document;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Acclaim motion capture (ASF skeletons and AMC motions, the CMU database and other exporters) plugged into the
 * shell: the motion tab.
 *
 * <ul>
 * <li>Recognised by content; an AMC opens with its skeleton (dropped with it, found beside it by
 *     {@code SkeletonLocator}, else chosen in a file chooser), an ASF alone shows its rest pose. Dropping an ASF
 *     and its AMC together opens one tab ({@link #companionsAmong}).</li>
 * <li>The tab ({@link AcclaimView}) is the shared motion view with trim, resample, bone renaming, channel values
 *     and sprite reference frames.</li>
 * <li>Save writes the AMC, and the ASF when it changed; Save As offers ASF/AMC or BVH ({@link AcclaimSaving}).
 *     The frame rate a motion is saved at is remembered ({@link FrameRateMemory}) and played at when it is opened
 *     again; a motion never saved from the editor plays at 120 frames per second, the rate of CMU and VICON
 *     captures.</li>
 * <li>File &gt; Export... exports the motion as the view shows it ({@link MotionSource}).</li>
 * </ul>
 */
public final class AcclaimKind implements DocumentKind {

    /** An AMC motion with its ASF skeleton, or an ASF alone. */
    public static final FileType ACCLAIM = FileType.of("Acclaim motion capture (AMC motion, ASF skeleton)",
            AcclaimFormats.AMC, AcclaimFormats.ASF);
    /** Biovision hierarchy, written by Save As. */
    public static final FileType BVH = FileType.of("Biovision hierarchy (BVH)", "bvh");

    private final CompanionChooser chooser;
    private final FrameRateMemory rates;
    private EditorShell shell = EditorShell.NONE;

    /** The kind as installed: asks for a missing skeleton with a file chooser, keeps rates in the user's settings. */
    public AcclaimKind() {
        this(CompanionChooser.SWING, FrameRateMemory.forUser());
    }

    /** Remembering no frame rate. */
    public AcclaimKind(CompanionChooser chooser) {
        this(chooser, FrameRateMemory.NONE);
    }

    public AcclaimKind(CompanionChooser chooser, FrameRateMemory rates) {
        this.chooser = chooser;
        this.rates = rates;
    }

    @Override
    public String id() {
        return "acclaim";
    }

    @Override
    public String displayName() {
        return "Acclaim motion capture";
    }

    @Override
    public List<FileType> formats() {
        return List.of(ACCLAIM, BVH);
    }

    /** BVH is written (Save As), not read. */
    @Override
    public List<FileType> openFormats() {
        return List.of(ACCLAIM);
    }


    @Override
    public Document<?> open(OpenRequest request, TaskProgress progress) throws IOException {
        long started = System.nanoTime();
        AcclaimDocument document = AcclaimOpening.open(request.file(), request.detected(), request.companions(),
                chooser, rates);
        Timing.openStarted(document, started);
        return document;
    }

    @Override
    public List<Path> companionsAmong(Path file, List<Path> others) {
        if (AcclaimOpening.format(file, new byte[0]).orElse(null) != AcclaimFormats.AMC) {
            return List.of();
        }
        return AcclaimOpening.skeletonAmong(file, others);
    }

    @Override
    public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) throws IOException {
        return AcclaimSaving.prepare((AcclaimDocument) document, target, rates);
    }

    @Override
    public void attach(EditorShell editorShell) {
        this.shell = editorShell;
    }

    @Override
    public DocumentView createView(Document<?> document) {
        return new AcclaimView((AcclaimDocument) document, shell, rates);
    }

    @Override
    public boolean canExport(Document<?> document) {
        return document instanceof AcclaimDocument;
    }

    /**
     * The motion at the document's frame rate, with the view's camera and in-place setting suggested (a GIF shows
     * what the viewport shows).
     */
    @Override
    public Optional<ExportSource<?>> exportSource(Document<?> document, DocumentView view) {
        AcclaimDocument doc = (AcclaimDocument) document;
        String name = SourceLoader.baseName(Path.of(doc.displayName()));
        MotionSource source = MotionSource.of(name, doc.skeleton(), doc.clip());
        ExportOptions.Builder suggested = ExportOptions.builder();
        if (view instanceof AcclaimView motion) {
            var scene = motion.panel().scene();
            suggested.set(MotionSettings.YAW, scene.camera().yaw()).set(MotionSettings.PITCH, scene.camera().pitch())
                    .set(MotionSettings.IN_PLACE, scene.inPlace());
        }
        return Optional.of(new ExportSource<>(MotionSource.class, source, name, suggested.build()));
    }

    /** The motion view's keys and this tab's own (Rename bone, F2). */
    @Override
    public List<dev.marionette.editor.kind.Shortcut> shortcuts() {
        return dev.marionette.editor.motion.MotionPanel.shortcuts(java.util.ResourceBundle.getBundle(AcclaimView.BUNDLE),
                "Motion capture tab", List.of(AcclaimView.RENAME));
    }
}
