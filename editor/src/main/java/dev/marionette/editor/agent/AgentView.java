package dev.marionette.editor.agent;

import dev.marionette.io.textform.TextOutline;

import dev.marionette.editor.agent.canvas.FrameCanvas;
import dev.marionette.editor.agent.importer.ImportFlow;
import dev.marionette.editor.agent.panel.AnimationListPanel;
import dev.marionette.editor.agent.panel.FilmstripPanel;
import dev.marionette.editor.agent.panel.FrameImagesPanel;
import dev.marionette.editor.agent.panel.FramePropertiesPanel;
import dev.marionette.editor.agent.panel.MouthsPanel;
import dev.marionette.editor.agent.preview.PreviewPlayer;
import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.agent.shared.AgentSelection;
import dev.marionette.editor.agent.shared.WidthTrackingPanel;
import dev.marionette.editor.edit.EditTarget;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kit.TabContext;
import dev.marionette.editor.playback.TransportActions;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.edit.AgentDocument;
import java.awt.BorderLayout;
import java.awt.Component;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.BoxLayout;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;

/**
 * The tab of one Agent character: the animation list on the left; the frame canvas with the preview tools and
 * the filmstrip in the middle; on the right the selected frame's properties, images and mouths, the
 * character's properties and its ACD source. A message line at the bottom says why an edit was refused; a notice
 * at the top lists the files of an ACD project that could not be used as they are.
 * Delete (Edit menu) removes the image selected in the frame.
 */
public final class AgentView implements DocumentView, EditTarget {

    private final AgentDocument document;
    private final AgentContext context;
    private final JPanel root = new JPanel(new BorderLayout());
    private final TabContext tab = TabContext.untilNextEdit("agentMessage");
    private final FrameCanvas canvas;
    private final PreviewPlayer player;
    private final List<JComponent> parts = new CopyOnWriteArrayList<>();
    private final List<ChangeListener> editListeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> disposers = new CopyOnWriteArrayList<>();
    private final ProjectNotice notice;

    public AgentView(AgentDocument document) {
        this.document = document;
        AgentSelection selection = new AgentSelection(document.character());
        this.context = new AgentContext(document, selection, tab);
        root.setName("agentView");
        canvas = new FrameCanvas(context);
        player = new PreviewPlayer(context, canvas);
        FilmstripPanel filmstrip = new FilmstripPanel(context, this::addFrameFromImage);

        JPanel centre = new JPanel(new BorderLayout());
        PreviewBar bar = new PreviewBar(canvas, player);
        centre.add(bar, BorderLayout.NORTH);
        centre.add(canvas, BorderLayout.CENTER);
        centre.add(filmstrip, BorderLayout.SOUTH);

        JTabbedPane side = new JTabbedPane();
        side.setName("agentSideTabs");
        side.addTab("Frame", scroll(framePage()));
        for (SideTab tab : SideTabs.extra(context)) {
            side.addTab(tab.title(), tab.component());
            disposers.add(tab.dispose());
        }

        side.setPreferredSize(new java.awt.Dimension(430, 500));
        centre.setPreferredSize(new java.awt.Dimension(440, 500));
        side.setMinimumSize(new java.awt.Dimension(300, 200));
        centre.setMinimumSize(new java.awt.Dimension(Math.max(320, centre.getMinimumSize().width), 200));
        JSplitPane right = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, centre, side);
        right.setResizeWeight(1);
        keepSideWidth(right, centre, side);
        AnimationListPanel animations = new AnimationListPanel(context);
        animations.setPreferredSize(new java.awt.Dimension(animations.getPreferredSize().width, 500));
        animations.setMinimumSize(new java.awt.Dimension(180, 200));
        right.setMinimumSize(new java.awt.Dimension(centre.getMinimumSize().width + side.getMinimumSize().width, 200));
        JSplitPane all = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, animations, right);
        all.setResizeWeight(0);
        keepLeftWidth(all, animations, () -> centre.getMinimumSize().width + side.getPreferredSize().width
                + right.getDividerSize());
        root.add(all, BorderLayout.CENTER);
        notice = new ProjectNotice(document);
        root.add(notice, BorderLayout.NORTH);
        root.add(tab.statusLine(), BorderLayout.SOUTH);
        selection.addChangeListener(e -> fireEditChange());
        AgentKeys keys = new AgentKeys(selection, new AgentKeys.Preview() {
            @Override
            public boolean isPlaying() {
                return player.isPlaying();
            }

            @Override
            public void play() {
                bar.play();
            }

            @Override
            public void stop() {
                player.stop();
            }

            @Override
            public void halt() {
                player.halt();
            }
        });
        keys.bind(root);
        canvas.tools().setSpaceTap(keys.actions().get(AgentKeys.PREFIX + "." + TransportActions.PLAY)::perform);
    }

    /**
     * Gives the side bar its preferred width whenever the split is resized, as long as the canvas column keeps
     * its minimum width (its tools must stay visible); when both do not fit they share the width by their
     * minimums.
     */
    private static void keepSideWidth(JSplitPane split, JComponent centre, JComponent side) {
        split.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                int w = split.getWidth() - split.getDividerSize();
                if (w <= 0) {
                    return;
                }
                int centreMin = centre.getMinimumSize().width;
                int sideMin = side.getMinimumSize().width;
                int location = w - side.getPreferredSize().width;
                if (location < centreMin) {
                    location = w >= centreMin + sideMin ? centreMin
                            : (int) Math.round(w * centreMin / (double) (centreMin + sideMin));
                }
                split.setDividerLocation(location);
            }
        });
    }

    /**
     * The animation list gets its preferred width when the canvas still gets its minimum and the side bar its
     * preferred width ({@code rest}); on narrower windows it gives way first, down to its minimum.
     */
    private static void keepLeftWidth(JSplitPane split, JComponent left, java.util.function.IntSupplier rest) {
        split.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                int w = split.getWidth() - split.getDividerSize();
                if (w > 0) {
                    int room = w - rest.getAsInt();
                    split.setDividerLocation(Math.max(left.getMinimumSize().width, Math.min(
                            left.getPreferredSize().width, room)));
                }
            }
        });
    }

    private JPanel framePage() {
        JPanel page = new WidthTrackingPanel(null);
        page.setLayout(new BoxLayout(page, BoxLayout.Y_AXIS));
        // BoxLayout lines children up on their alignment axis: mixed alignments would push some out of sight
        for (JComponent part : List.of(new FramePropertiesPanel(context), new FrameImagesPanel(context),
                new MouthsPanel(context))) {
            part.setAlignmentX(Component.LEFT_ALIGNMENT);
            page.add(part);
        }
        return page;
    }

    private static JScrollPane scroll(JComponent c) {
        JScrollPane s = new JScrollPane(c, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        s.getVerticalScrollBar().setUnitIncrement(16);
        return s;
    }

    /** "From image…" in the filmstrip: a new frame after the selected one, showing the imported picture. */
    private void addFrameFromImage() {
        int a = context.selection().animation();
        if (a < 0) {
            return;
        }
        ImportFlow.run(context, root, image -> addFrameShowing(a, image));
    }

    /** Adds a frame after the selected one that shows {@code image} at (0, 0), as one step. */
    void addFrameShowing(int animation, AgentImage image) {
        int at = context.selection().animation() == animation ? context.selection().frame() + 1 : 0;
        context.edit(() -> {
            context.document().compound("Add frame from picture", () -> {
                int index = context.ops().media().addImage(image);
                AgentFrame frame = new AgentFrame();
                frame.images().add(new AgentFrameImage(index, 0, 0));
                context.ops().frames().add(animation, at, frame);
            });
            context.selection().set(animation, at, 0, -1);
        });
    }

    /** The shared state of this tab's panels (for tests and the performance harness). */
    public AgentContext context() {
        return context;
    }

    public FrameCanvas canvas() {
        return canvas;
    }

    public PreviewPlayer player() {
        return player;
    }

    public AgentDocument document() {
        return document;
    }

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public EditTarget editTarget() {
        return this;
    }

    @Override
    public boolean canDelete() {
        AgentFrame f = context.selection().selectedFrame();
        int p = context.selection().image();
        return f != null && p >= 0 && p < f.images().size();
    }

    @Override
    public void delete() {
        if (canDelete()) {
            int a = context.selection().animation();
            int f = context.selection().frame();
            int p = context.selection().image();
            context.edit(() -> context.ops().frameContent().removeImage(a, f, p));
        }
    }

    @Override
    public void addChangeListener(ChangeListener l) {
        editListeners.add(l);
    }

    @Override
    public void removeChangeListener(ChangeListener l) {
        editListeners.remove(l);
    }

    private void fireEditChange() {
        ChangeEvent e = new ChangeEvent(this);
        editListeners.forEach(l -> l.stateChanged(e));
    }

    /** The notice about an ACD project's files (for tests). */
    ProjectNotice notice() {
        return notice;
    }

    /** Selects the animation and frame of a line of the character's text form. */
    @Override
    public boolean reveal(List<TextOutline.Step> path) {
        if (path.isEmpty() || !path.get(0).kind().equals("animation")) {
            return false;
        }
        int animation = path.get(0).index();
        if (animation >= document.character().animations().size()) {
            return false;
        }
        int frame = path.size() > 1 && path.get(1).kind().equals("frame") ? path.get(1).index() : 0;
        int frames = document.character().animations().get(animation).frames().size();
        context.selection().set(animation, frames == 0 ? -1 : Math.min(frame, frames - 1), -1, -1);
        return true;
    }

    @Override
    public void dispose() {
        notice.dispose();
        player.dispose();
        canvas.dispose();
        disposers.forEach(Runnable::run);
        context.dispose();
    }
}
