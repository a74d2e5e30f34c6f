package dev.marionette.editor.sims;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.editor.kind.TaskProgress;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportSource;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatDetector;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.sims.SimsSkillFiles;
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

/**
 * The Sims skills plugged into the shell: a CMX or BCF with its skills (and the CFP of each beside it), or a TSO
 * {@code .anim} as a file of one skill, recognised by content.
 *
 * <ul>
 * <li>The skeleton comes from the file itself, else {@code adult-skeleton.cmx} or {@code child-skeleton.cmx} beside
 *     it; when there is none, the user is asked for one ({@link SkeletonChooser}) and may choose one later in the
 *     tab.</li>
 * <li>Save writes the file in its own format and layout (unedited bytes unchanged) and a CFP only when its keyframes
 *     changed ({@link SimsSkillFiles}); Save As keeps the format and takes the CFPs along to another folder.</li>
 * <li>File &gt; Export... exports the skill shown as motion (joint positions, BVH, pictures).</li>
 * </ul>
 */
public final class SimsKind implements DocumentKind {

    public static final FileType CMX = FileType.of("The Sims character data (text)", "cmx");
    public static final FileType BCF = FileType.of("The Sims character data (binary)", "bcf");
    public static final FileType ANIM = FileType.of("The Sims Online animation", "anim");

    /** How far into a file {@link #recognizes} reads when the head alone does not tell. */
    private static final int SNIFF_BYTES = 256 * 1024;

    private final SkeletonChooser chooser;
    private EditorShell shell = EditorShell.NONE;
    /** How each open document was read, for saving it; weak, so closed ones are forgotten. */
    private final Map<SimsSkillDocument, SimsSkillFiles.Opened> opened =
            Collections.synchronizedMap(new WeakHashMap<>());

    /** The kind as installed: asks for a missing skeleton with a file chooser. */
    public SimsKind() {
        this(new SwingSkeletonChooser());
    }

    public SimsKind(SkeletonChooser chooser) {
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
    public boolean recognizes(Path file, byte[] head) {
        if (isSkillFile(FormatDetector.tryDetect(head.clone(), String.valueOf(file)))) {
            return true;
        }
        // A BCF or .anim is recognised by its names and counts, which may lie past the head.
        try {
            byte[] more;
            try (java.io.InputStream in = java.nio.file.Files.newInputStream(file)) {
                more = in.readNBytes(SNIFF_BYTES);
            }
            return more.length > head.length && isSkillFile(FormatDetector.tryDetect(more, String.valueOf(file)));
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isSkillFile(Optional<dev.marionette.io.Detection> d) {
        return d.isPresent() && (d.get().format() == FileFormat.SIMS_CMX || d.get().format() == FileFormat.SIMS_BCF
                || d.get().format() == FileFormat.SIMS_ANIM);
    }

    @Override
    public Document<?> open(Path file, TaskProgress progress) throws IOException {
        SimsSkillFiles.Opened result = SimsSkillFiles.open(file, ReadOptions.STRICT);
        SimsSkillDocument document = result.document();
        if (document.skeleton() == null && document.state().skillCount() > 0) {
            Optional<Path> skeleton = chooser.chooseSkeletonFor(file, document.skeletonOrigin());
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

    @Override
    public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) throws IOException {
        SimsSkillFiles.Opened o = opened((SimsSkillDocument) document);
        FileType format = switch (o.format()) {
            case SIMS_BCF -> BCF;
            case SIMS_ANIM -> ANIM;
            default -> CMX;
        };
        if (!format.matchesName(target)) {
            throw new IOException("this file is " + format.name() + "; Save As keeps its format (*."
                    + format.extensions().get(0) + "). To change the format, use the convert command.");
        }
        SimsSkillFiles.PreparedSave save = SimsSkillFiles.prepare(o, target);
        return progress -> save.write();
    }

    @Override
    public DocumentView createView(Document<?> document) {
        SimsSkillDocument doc = (SimsSkillDocument) document;
        return new SimsView(opened(doc), chooser, shell);
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
        ExportOptions.Builder suggested = ExportOptions.builder().skill(Integer.toString(skill));
        if (view instanceof SimsView v) {
            var scene = v.panel().scene();
            suggested.yaw(scene.camera().yaw()).pitch(scene.camera().pitch()).inPlace(scene.inPlace());
        }
        return Optional.of(new ExportSource<>(MotionSource.class, source, name, suggested.build()));
    }
}
