package dev.marionette.editor.sims;

import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.io.CompanionRole;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.OpenRequest;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.kind.Shortcut;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSource;
import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.io.Companions;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.convert.Conversion;
import dev.marionette.io.sims.OpenedSkillFile;
import dev.marionette.io.sims.SimsFormats;
import dev.marionette.io.sims.SimsSkillFiles;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.doc.Document;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import javax.swing.SwingUtilities;

/**
 * The Sims skills plugged into the shell: a CMX or BCF with its skills (and the CFP of each beside it), or a TSO
 * {@code .anim} as a file of one skill, recognised by content.
 *
 * <ul>
 * <li>The skeleton comes from the file itself, else {@code adult-skeleton.cmx} or {@code child-skeleton.cmx} beside
 *     it; when there is none, the user is asked for one ({@link CompanionChooser}) and may choose one later in the
 *     tab.</li>
 * <li>Save writes the file in its own format and layout (unedited bytes unchanged) and a CFP only when its keyframes
 *     changed ({@link SimsSkillFiles}); Save As in the same format takes the CFPs along to another folder, in
 *     another Sims format writes a converted copy ({@link #prepareSave}).</li>
 * <li>File &gt; Export... exports the skill shown as motion (joint positions, BVH, pictures).</li>
 * </ul>
 */
public final class SimsKind implements DocumentKind {

    public static final FileType CMX = FileType.of(SimsFormats.CMX);
    public static final FileType BCF = FileType.of(SimsFormats.BCF);
    public static final FileType ANIM = FileType.of(SimsFormats.ANIM);

    private final CompanionChooser chooser;
    private EditorShell shell = EditorShell.NONE;
    /**
     * How each open document was read, for saving it: forgotten when its tab closes (weak besides, for documents
     * opened without a tab).
     */
    private final Map<SimsSkillDocument, SimsSkillFiles.Opened> opened =
            Collections.synchronizedMap(new WeakHashMap<>());
    /** The view of each document, for the skill it shows (event thread). */
    private final Map<SimsSkillDocument, SimsView> views = new WeakHashMap<>();

    /** The kind as installed: asks for a missing skeleton with a file chooser. */
    public SimsKind() {
        this(CompanionChooser.SWING);
    }

    public SimsKind(CompanionChooser chooser) {
        this.chooser = chooser;
    }

    @Override
    public String id() {
        return "sims";
    }

    @Override
    public String displayName() {
        return "The Sims skills";
    }

    @Override
    public List<FileType> formats() {
        return List.of(CMX, BCF, ANIM);
    }


    @Override
    public Document<?> open(OpenRequest request, TaskProgress progress) throws IOException {
        Path file = request.file();
        OpenedSkillFile skills = request.detected().open(FileSource.of(file), Companions.NONE)
                .as(OpenedSkillFile.class);
        return opened(file, skills.forEditing());
    }

    private Document<?> opened(Path file, SimsSkillFiles.Opened result) throws IOException {
        SimsSkillDocument document = result.document();
        if (document.skeleton() == null && document.state().skillCount() > 0) {
            Optional<Path> skeleton = chooser.choose(file, CompanionRole.SIMS_SKELETON, document.skeletonOrigin());
            if (skeleton.isPresent()) {
                SimsSkillFiles.chooseSkeleton(result, skeleton.get(), ReadOptions.STRICT);
            }
        }
        opened.put(document, result);
        return document;
    }

    /** How {@code document} (one of this kind's) was read. */
    SimsSkillFiles.Opened opened(SimsSkillDocument document) {
        SimsSkillFiles.Opened o = opened.get(document);
        if (o == null) {
            throw new IllegalArgumentException("not opened by this kind: " + document.displayName());
        }
        return o;
    }

    @Override
    public void attach(EditorShell editorShell) {
        this.shell = editorShell;
    }

    /**
     * Save writes the file in its own format. Save As in its own format moves the document there (with its CFPs);
     * in another format the conversions registry allows (CMX to BCF and back, a CMX or BCF skill to a TSO
     * {@code .anim}, a {@code .anim} to a CMX or BCF with its CFP) it writes a converted copy of the document as it
     * stands, the skill shown for a {@code .anim}, and the tab stays on its file ({@link SkillConversionCopy}).
     */
    @Override
    public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) throws IOException {
        SimsSkillDocument doc = (SimsSkillDocument) document;
        SimsSkillFiles.Opened o = opened(doc);
        FileType format = formatOf(o);
        if (format.matchesName(target)) {
            SimsSkillFiles.PreparedSave save = SimsSkillFiles.prepare(o, target);
            return progress -> save.write();
        }
        Optional<Conversion> conversion = SkillConversionCopy.conversionTo(o, target);
        if (conversion.isEmpty()) {
            throw new IOException("a " + format.name() + " is saved as *." + format.extensions().get(0)
                    + " or converted to another Sims format (*.cmx, *.bcf, *.anim), not as " + target.getFileName());
        }
        SimsView view = views.get(doc);
        int skill = view == null ? 0 : Math.max(0, view.context().skill());
        return SkillConversionCopy.prepare(o, conversion.get(), target, skill, notes -> {
            if (view != null) {
                String text = "Converted to " + target.getFileName() + (notes.isEmpty() ? ""
                        : ": " + String.join("; ", notes));
                SwingUtilities.invokeLater(() -> view.panel().message(text));
            }
        });
    }

    private static FileType formatOf(SimsSkillFiles.Opened o) {
        return o.format().equals(SimsFormats.BCF) ? BCF : o.format().equals(SimsFormats.ANIM) ? ANIM : CMX;
    }

    @Override
    public DocumentView createView(Document<?> document) {
        SimsSkillDocument doc = (SimsSkillDocument) document;
        SimsView view = new SimsView(opened(doc), chooser, shell, () -> {
            views.remove(doc);
            opened.remove(doc);
        });
        views.put(doc, view);
        return view;
    }

    /** The motion view's keys, the tab's own key and the timeline's event gestures. */
    @Override
    public List<Shortcut> shortcuts() {
        String tab = "Sims skill tab";
        List<Shortcut> rows = new java.util.ArrayList<>(dev.marionette.editor.motion.MotionPanel.shortcuts(
                java.util.ResourceBundle.getBundle(SimsView.BUNDLE), tab, List.of(SimsView.ADD_EVENT)));
        rows.addAll(List.of(new Shortcut(tab, "Move an event", "drag its flag on the timeline"),
                new Shortcut(tab, "Edit an event", "double-click its flag or its row"),
                new Shortcut(tab, "Add, edit or remove an event", "right-click the timeline")));
        return rows;
    }

    @Override
    public boolean canExport(Document<?> document) {
        return document instanceof SimsSkillDocument d && d.skeleton() != null && d.state().skillCount() > 0;
    }

    /** The skill shown in the tab (else the first) as motion, at its own rate. */
    @Override
    public Optional<ExportSource<?>> exportSource(Document<?> document, DocumentView view) {
        SimsSkillDocument doc = (SimsSkillDocument) document;
        int skill = view instanceof SimsView v ? Math.max(0, v.context().skill()) : 0;
        Optional<SimsRig> rig = doc.model().rig(skill);
        Optional<Clip> clip = doc.model().clip(skill);
        if (rig.isEmpty() || clip.isEmpty()) {
            return Optional.empty();
        }
        String name = doc.state().skill(skill).name();
        MotionSource source = MotionSource.of(name, rig.get().skeleton(), clip.get());
        ExportOptions.Builder suggested = ExportOptions.builder().set(MotionSettings.SKILL,
                Integer.toString(skill));
        if (view instanceof SimsView v) {
            var scene = v.panel().scene();
            suggested.set(MotionSettings.YAW, scene.camera().yaw()).set(MotionSettings.PITCH, scene.camera().pitch())
                    .set(MotionSettings.IN_PLACE, scene.inPlace());
        }
        return Optional.of(new ExportSource<>(MotionSource.class, source, name, suggested.build()));
    }
}
