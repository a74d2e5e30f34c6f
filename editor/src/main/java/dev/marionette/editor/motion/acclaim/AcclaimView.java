package dev.marionette.editor.motion.acclaim;

import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.motion.FrameRateMemory;
import dev.marionette.editor.motion.MotionDocumentView;
import dev.marionette.editor.motion.MotionPanel;
import dev.marionette.editor.motion.sprite.SpriteFramesDialog;
import dev.marionette.editor.playback.PlaybackClock;
import dev.marionette.editor.ro.shared.Timing;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import java.awt.Window;
import java.nio.file.Path;
import java.util.Locale;
import java.util.ResourceBundle;
import javax.swing.SwingUtilities;
import javax.swing.tree.TreePath;

/**
 * The motion tab of an Acclaim document: the shared {@link MotionPanel} over {@link AcclaimContent}, with the
 * document's own commands in its tool bar: trim (a range, or cut before or after the frame shown), resample,
 * rename the selected bone (F2, or in the tree), and sprite reference frames. Each edit is one undo step of the
 * document (Edit &gt; Undo).
 */
public final class AcclaimView extends MotionDocumentView {

    /** The bundle of the tab's own commands. */
    public static final String BUNDLE = "dev.marionette.editor.motion.acclaim.actions";

    public static final String TRIM = "acclaim.trim";
    public static final String TRIM_BEFORE = "acclaim.trimBefore";
    public static final String TRIM_AFTER = "acclaim.trimAfter";
    public static final String RESAMPLE = "acclaim.resample";
    public static final String RENAME = "acclaim.rename";
    public static final String SPRITE = "acclaim.sprite";

    private final AcclaimDocument document;
    private final AcclaimContent content;
    private final EditorShell shell;
    private final MotionPanel panel;

    /** @param rates where a frame rate set in the tab is remembered for the motion file */
    public AcclaimView(AcclaimDocument document, EditorShell shell, FrameRateMemory rates) {
        this(document, shell, rates, PlaybackClock.swing());
    }

    /** With a clock of the caller's (tests pass a fake). */
    public AcclaimView(AcclaimDocument document, EditorShell shell, FrameRateMemory rates, PlaybackClock clock) {
        this.document = document;
        this.content = new AcclaimContent(document, rates);
        this.shell = shell;
        this.panel = new MotionPanel(content, ResourceBundle.getBundle(BUNDLE), clock);
        boolean motion = document.amc() != null;
        register(TRIM, this::askTrim, motion);
        register(TRIM_BEFORE, () -> trim(panel.scene().frame(), panel.scene().frameCount() - 1), motion);
        register(TRIM_AFTER, () -> trim(0, panel.scene().frame()), motion);
        register(RESAMPLE, this::askResample, motion);
        register(RENAME, this::renameSelected, true);
        register(SPRITE, this::askSpriteFrames, true);
        panel.actions().get(RENAME).enabledWhen(() -> panel.scene().selected() > 0);
        panel.actions().get(TRIM_BEFORE).enabledWhen(() -> motion && panel.scene().frame() > 0);
        panel.actions().get(TRIM_AFTER).enabledWhen(() -> motion
                && panel.scene().frame() < panel.scene().frameCount() - 1);
        panel.actions().refreshAll();
        panel.canvas().setPaintListener(() -> Timing.painted(document, document.displayName()));
        panel.message(describe());
    }

    private void register(String id, Runnable handler, boolean enabled) {
        panel.addCommand(id, handler).enabledWhen(() -> enabled);
    }

    /** "02_01.amc on 02.asf: 343 frames at 120 fps, 31 bones". */
    private String describe() {
        String skeleton = document.asfFile() == null ? "" : String.valueOf(document.asfFile().getFileName());
        int bones = document.skeleton().boneCount();
        if (document.amc() == null) {
            return skeleton + ": rest pose of " + bones + " bones";
        }
        return document.displayName() + " on " + skeleton + ": " + document.amc().frameCount() + " frames at "
                + ResampleDialog.fps(document.frameRate()) + " fps, " + bones + " bones";
    }

    private Window window() {
        return SwingUtilities.getWindowAncestor(panel.component());
    }

    private void askTrim() {
        panel.transport().player().pause();
        new TrimDialog(window(), panel.scene().frameCount(), panel.scene().frame(), this::trim).setVisible(true);
    }

    /** Keeps frames {@code first..last} (0-based): one undoable edit. */
    public void trim(int first, int last) {
        panel.transport().player().pause();
        int before = panel.scene().frameCount();
        perform(() -> document.operations().trim(first, last));
        if (panel.scene().frameCount() != before) {
            panel.scene().setFrame(panel.scene().frame() - first);
            panel.message(String.format(Locale.ROOT, "Trimmed to frames %d..%d: %d frames (Edit > Undo brings"
                    + " the others back)", first + 1, last + 1, panel.scene().frameCount()));
        }
    }

    private void askResample() {
        panel.transport().player().pause();
        new ResampleDialog(window(), panel.scene().frameCount(), document.frameRate(),
                r -> document.operations().resampledFrameCount(r),
                r -> perform(() -> document.operations().resample(r))).setVisible(true);
    }

    private void renameSelected() {
        int part = panel.scene().selected();
        int row = panel.tree().rowOf(part);
        if (part <= 0 || row < 0) {
            return;
        }
        TreePath path = panel.tree().getPathForRow(row);
        panel.tree().requestFocusInWindow();
        panel.tree().startEditingAtPath(path);
    }

    private void askSpriteFrames() {
        panel.transport().player().pause();
        new SpriteFramesDialog(window(), motionSource(), shell, shell::status).setVisible(true);
    }

    /** The motion as it stands, for exports and sprite frames. */
    public MotionSource motionSource() {
        String name = SourceLoader.baseName(Path.of(document.displayName()));
        return MotionSource.of(name, document.skeleton(), document.clip());
    }

    private void perform(Runnable edit) {
        panel.edits().edit(edit);
    }

    public AcclaimDocument document() {
        return document;
    }

    @Override
    public MotionPanel panel() {
        return panel;
    }

    @Override
    public void dispose() {
        super.dispose();
        content.dispose();
    }
}
