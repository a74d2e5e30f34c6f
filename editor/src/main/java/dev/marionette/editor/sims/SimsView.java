package dev.marionette.editor.sims;

import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.io.CompanionRole;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.kit.TabContext;
import dev.marionette.editor.motion.MotionDocumentView;
import dev.marionette.editor.motion.MotionPanel;
import dev.marionette.editor.motion.sprite.SpriteFramesDialog;
import dev.marionette.editor.playback.PlaybackClock;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.sims.SimsSkillFiles;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ResourceBundle;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

/**
 * The tab of a Sims skill file: the shared {@link MotionPanel} playing the shown skill on its skeleton at its own
 * rate, its events as markers on the timeline; a "Skills" page first on the left with the file's skills (those
 * whose CFP is missing say which file they miss), the shown skill's name, duration, distance and "moving", and its
 * events. A line on that page says which skeleton the skills play on, or that there is none (Skeleton... chooses
 * one). Every change is one undo step of the document (Edit &gt; Undo).
 */
public final class SimsView extends MotionDocumentView {

    /** The bundle of the tab's own commands. */
    public static final String BUNDLE = "dev.marionette.editor.sims.actions";

    public static final String SKELETON = "sims.skeleton";
    public static final String ADD_EVENT = "sims.addEvent";
    public static final String SPRITE = "sims.sprite";

    private final SimsContext context;
    private final CompanionChooser chooser;
    private final EditorShell shell;
    private final SkillMotionContent content;
    private final MotionPanel panel;
    private final SkillEventsPanel events;
    /** Which skeleton the skills play on; wraps on a narrow side (plain text: no HTML kit to load). */
    private final JTextArea skeletonLine = new JTextArea();
    private final Runnable onDispose;

    /** @param onDispose run when the tab closes (the kind forgets the document) */
    SimsView(SimsSkillFiles.Opened opened, CompanionChooser chooser, EditorShell shell, Runnable onDispose) {
        this(opened, chooser, shell, PlaybackClock.swing(), onDispose);
    }

    /** With a clock of the caller's (tests pass a fake). */
    SimsView(SimsSkillFiles.Opened opened, CompanionChooser chooser, EditorShell shell, PlaybackClock clock,
            Runnable onDispose) {
        this.onDispose = onDispose;
        this.chooser = chooser;
        this.shell = shell;
        TabContext tab = TabContext.clearing(MotionPanel.STATUS).clearedByEdits();
        this.context = new SimsContext(opened, tab);
        this.content = new SkillMotionContent(context);
        this.panel = new MotionPanel(content, ResourceBundle.getBundle(BUNDLE), clock, tab);
        this.events = new SkillEventsPanel(context, frame -> panel.transport().player().setFrame(frame));
        content.setMarkers(new SkillMarkers(context, events));

        skeletonLine.setName("skeletonLine");
        skeletonLine.setEditable(false);
        skeletonLine.setFocusable(false);
        skeletonLine.setOpaque(false);
        skeletonLine.setLineWrap(true);
        skeletonLine.setWrapStyleWord(true);
        skeletonLine.setBorder(null);
        skeletonLine.setFont(UIManager.getFont("Label.font"));
        SkillsPage page = new SkillsPage();
        page.add(skeletonLine, "wmin 0");
        page.add(new SkillListPanel(context), "grow, wmin 0");
        page.add(new SkillHeaderPanel(context), "wmin 0");
        page.add(events, "grow, wmin 0");
        JScrollPane scroll = new JScrollPane(page);
        panel.addSidePage("Skills", scroll, true);

        panel.addCommand(SKELETON, this::askForSkeleton);
        panel.addCommand(ADD_EVENT, () -> events.addEvent(panel.scene().frame()))
                .enabledWhen(() -> content.markers().editable());
        panel.addCommand(SPRITE, this::askSpriteFrames).enabledWhen(() -> context.document().skeleton() != null);
        context.addSkillListener(e -> {
            panel.actions().refreshAll();
            panel.message(describe());
        });
        context.document().addPropertyChangeListener(SimsSkillDocument.SKELETON_PROPERTY, e -> skeletonChanged());
        skeletonChanged();
    }

    /** What the panels share (the skill shown). */
    SimsContext context() {
        return context;
    }

    @Override
    public MotionPanel panel() {
        return panel;
    }

    /** The events table (for tests). */
    SkillEventsPanel events() {
        return events;
    }

    /** "a2a-apologizer: 116 frames at 30.264 fps on adult", or why the skill cannot play. */
    private String describe() {
        int s = context.skill();
        if (s < 0) {
            return "The file holds no skill.";
        }
        SimsSkillDocument doc = context.document();
        var skill = doc.state().skill(s);
        Optional<String> missing = context.opened().missingKeyframes(s);
        if (doc.skeleton() == null) {
            return skill.name() + " cannot play: no skeleton (Skeleton\u2026 chooses one)";
        }
        if (missing.isPresent()) {
            return skill.name() + " cannot play: " + missing.get() + "; its skeleton's rest pose is shown";
        }
        return String.format(java.util.Locale.ROOT, "%s: %d frames at %.3f fps on %s", skill.name(),
                skill.frameCount(), SimsRig.frameRate(skill.frameCount(), skill.duration()), doc.skeleton().name());
    }

    private void skeletonChanged() {
        SimsSkillDocument doc = context.document();
        skeletonLine.setText(doc.skeleton() == null
                ? "No skeleton: " + doc.skeletonOrigin() + ". Skeleton\u2026 chooses one."
                : "Skeleton " + doc.skeleton().name() + " (" + doc.skeleton().bones().size() + " bones), "
                        + doc.skeletonOrigin());
        content.reload();
        panel.actions().refreshAll();
        panel.message(describe());
    }

    /** Asks for a skeleton file and plays the skills on it. */
    void askForSkeleton() {
        Path file = context.opened().location();
        Optional<Path> chosen = chooser.choose(file, CompanionRole.SIMS_SKELETON,
                context.document().skeletonOrigin());
        if (chosen.isEmpty()) {
            return;
        }
        try {
            SimsSkillFiles.chooseSkeleton(context.opened(), chosen.get(), ReadOptions.STRICT);
        } catch (IOException e) {
            panel.message("Could not use " + chosen.get().getFileName() + ": " + e.getMessage());
        }
    }

    private void askSpriteFrames() {
        Optional<MotionSource> source = motionSource();
        if (source.isEmpty()) {
            return;
        }
        panel.transport().player().pause();
        new SpriteFramesDialog(SwingUtilities.getWindowAncestor(panel.component()), source.get(), shell,
                panel::message).setVisible(true);
    }

    /** The shown skill as motion, as it stands (for exports and sprite frames); empty without a skeleton. */
    public Optional<MotionSource> motionSource() {
        int s = context.skill();
        SimsSkillDocument doc = context.document();
        if (s < 0 || doc.model().rig(s).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(MotionSource.of(doc.state().skill(s).name(), doc.model().rig(s).get().skeleton(),
                doc.model().clip(s).orElseThrow()));
    }

    @Override
    public void dispose() {
        super.dispose();
        context.dispose();
        onDispose.run();
    }
}
