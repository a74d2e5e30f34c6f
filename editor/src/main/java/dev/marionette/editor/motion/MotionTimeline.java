package dev.marionette.editor.motion;

import dev.marionette.editor.canvas.Antialiased;
import dev.marionette.editor.kit.TabEdits;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.Polygon;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.function.IntConsumer;
import javax.swing.JComponent;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.SwingUtilities;
import javax.swing.ToolTipManager;
import javax.swing.UIManager;

/**
 * The motion timeline: a strip over every frame of the clip with frame numbers, the frame shown (press or drag
 * anywhere to scrub) and the {@link TimelineMarkers} of the content as flags with their labels. When the markers
 * are editable, dragging a flag moves it (one {@link TimelineMarkers#move} on release), double-clicking edits it,
 * and the right button offers Add marker here, Edit and Remove. Event thread.
 */
public final class MotionTimeline extends JComponent {

    private static final long serialVersionUID = 1L;

    /** Pixels left and right of the frames, so the first and last frame can be grabbed. */
    static final int PAD = 10;
    /** How near (pixels) a press must be to grab a marker. */
    static final int GRAB = 5;

    private final transient MotionScene scene;
    private final transient IntConsumer showFrame;
    private transient TabEdits messages = m -> { };
    private int dragged = -1;
    private int dragFrame = -1;

    /** @param showFrame shows a frame chosen on the strip (the transport's, so playback goes on from there) */
    public MotionTimeline(MotionScene scene, IntConsumer showFrame) {
        this.scene = scene;
        this.showFrame = showFrame;
        setName("motionTimeline");
        setPreferredSize(new Dimension(400, 44));
        setMinimumSize(new Dimension(100, 44));
        scene.addListener(a -> {
            if (a == MotionScene.Aspect.FRAME || a == MotionScene.Aspect.FIGURE || a == MotionScene.Aspect.MARKERS
                    || a == MotionScene.Aspect.RATE) {
                repaint();
            }
        });
        MouseAdapter mouse = new Mouse();
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        ToolTipManager.sharedInstance().registerComponent(this);
    }

    /** Where refused marker changes are told. */
    public void setMessages(TabEdits messages) {
        this.messages = messages;
    }

    private TimelineMarkers markers() {
        return scene.content().markers();
    }

    /** The x of frame {@code frame}'s middle. */
    public int xOf(int frame) {
        int count = scene.frameCount();
        double width = Math.max(1, getWidth() - 2 * PAD);
        return PAD + (int) Math.round((frame + 0.5) * width / Math.max(1, count));
    }

    /** The frame at x. */
    public int frameAt(int x) {
        int count = scene.frameCount();
        double width = Math.max(1, getWidth() - 2 * PAD);
        return Math.max(0, Math.min(count - 1, (int) Math.floor((x - PAD) * count / width)));
    }

    /** The marker whose flag is at x, or -1. */
    public int markerAt(int x) {
        TimelineMarkers m = markers();
        int best = -1;
        int bestDistance = GRAB + 1;
        for (int i = 0; i < m.count(); i++) {
            int d = Math.abs(xOf(m.frame(i)) - x);
            if (d < bestDistance) {
                best = i;
                bestDistance = d;
            }
        }
        return best;
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = Antialiased.copy(graphics);
        try {
            Color background = UIManager.getColor("Panel.background");
            Color foreground = UIManager.getColor("Label.foreground");
            Color ground = background == null ? Color.LIGHT_GRAY : background.darker();
            g.setColor(ground);
            g.fillRect(0, 0, getWidth(), getHeight());
            g.setColor(foreground == null ? Color.BLACK : foreground);
            g.setFont(getFont().deriveFont(Font.PLAIN, 10f));
            paintTicks(g);
            paintMarkers(g, markerColour(ground));
            int x = xOf(scene.frame());
            g.setColor(new Color(0xE0A800));
            g.fillRect(x - 1, 0, 3, getHeight());
        } finally {
            g.dispose();
        }
    }

    private void paintTicks(Graphics2D g) {
        int count = scene.frameCount();
        FontMetrics fm = g.getFontMetrics();
        double perFrame = Math.max(1e-9, (getWidth() - 2.0 * PAD) / Math.max(1, count));
        int labelEvery = niceStep((int) Math.ceil((fm.stringWidth(String.valueOf(count)) + 12) / perFrame));
        int tickEvery = Math.max(1, niceStep((int) Math.ceil(4 / perFrame)));
        int base = getHeight() - 2;
        for (int f = 0; f < count; f += tickEvery) {
            int x = xOf(f);
            boolean labelled = f % labelEvery == 0;
            g.drawLine(x, base, x, base - (labelled ? 8 : 3));
            String text = String.valueOf(f + 1);
            // a number that would run off the right edge is left out rather than cut
            if (labelled && x + 2 + fm.stringWidth(text) <= getWidth()) {
                g.drawString(text, x + 2, base - 8);
            }
        }
    }

    /** Light cyan on a dark timeline, dark teal on a light one: the flags and their labels must read on both. */
    static Color markerColour(Color ground) {
        double luminance = 0.2126 * ground.getRed() + 0.7152 * ground.getGreen() + 0.0722 * ground.getBlue();
        return luminance < 128 ? new Color(0x4DD0E1) : new Color(0x005662);
    }

    private void paintMarkers(Graphics2D g, Color colour) {
        TimelineMarkers m = markers();
        for (int i = 0; i < m.count(); i++) {
            int frame = i == dragged ? dragFrame : m.frame(i);
            int x = xOf(frame);
            g.setColor(colour);
            g.drawLine(x, 2, x, getHeight() - 12);
            g.fill(new Polygon(new int[] {x, x + 8, x}, new int[] {2, 6, 10}, 3));
            g.drawString(m.label(i), x + 10, 11);
        }
    }

    /** 1, 2, 5, 10, 20, 50... at least {@code n}. */
    static int niceStep(int n) {
        int step = 1;
        while (true) {
            for (int k : new int[] {1, 2, 5}) {
                if (step * k >= n) {
                    return step * k;
                }
            }
            step *= 10;
        }
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int marker = markerAt(e.getX());
        if (marker >= 0) {
            return markers().description(marker) + " (frame " + (markers().frame(marker) + 1) + ")";
        }
        return "Frame " + (frameAt(e.getX()) + 1);
    }

    private void refused(Runnable change) {
        messages.edit(change);
    }

    private void showMenu(MouseEvent e) {
        TimelineMarkers m = markers();
        if (!m.editable()) {
            return;
        }
        int frame = frameAt(e.getX());
        int marker = markerAt(e.getX());
        JPopupMenu menu = new JPopupMenu();
        JMenuItem add = new JMenuItem("Add marker at frame " + (frame + 1));
        add.addActionListener(a -> refused(() -> m.add(frame)));
        menu.add(add);
        if (marker >= 0) {
            JMenuItem edit = new JMenuItem("Edit " + m.label(marker) + "…");
            edit.addActionListener(a -> refused(() -> m.edit(marker)));
            JMenuItem remove = new JMenuItem("Remove " + m.label(marker));
            remove.addActionListener(a -> refused(() -> m.remove(marker)));
            menu.add(edit);
            menu.add(remove);
        }
        menu.show(this, e.getX(), e.getY());
    }

    private final class Mouse extends MouseAdapter {
        @Override
        public void mousePressed(MouseEvent e) {
            if (e.isPopupTrigger() || SwingUtilities.isRightMouseButton(e)) {
                showMenu(e);
                return;
            }
            if (!SwingUtilities.isLeftMouseButton(e)) {
                return;
            }
            int marker = markerAt(e.getX());
            if (marker >= 0 && markers().editable()) {
                if (e.getClickCount() == 2) {
                    refused(() -> markers().edit(marker));
                    return;
                }
                dragged = marker;
                dragFrame = markers().frame(marker);
                return;
            }
            showFrame.accept(frameAt(e.getX()));
        }

        @Override
        public void mouseDragged(MouseEvent e) {
            if (dragged >= 0) {
                dragFrame = frameAt(e.getX());
                repaint();
            } else if (SwingUtilities.isLeftMouseButton(e)) {
                showFrame.accept(frameAt(e.getX()));
            }
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            if (dragged < 0) {
                return;
            }
            int marker = dragged;
            int to = dragFrame;
            dragged = -1;
            if (to != markers().frame(marker)) {
                refused(() -> markers().move(marker, to));
            } else {
                showFrame.accept(to);
            }
            repaint();
        }
    }
}
