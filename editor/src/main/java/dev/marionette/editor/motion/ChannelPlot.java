package dev.marionette.editor.motion;

import dev.marionette.editor.canvas.Antialiased;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Path2D;
import java.util.Locale;
import java.util.function.IntConsumer;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.ToolTipManager;

/**
 * The selected part's channels as curves over the whole clip, one lane per channel with its own scale (a
 * rotation in degrees and a translation in inches read side by side), the channel's name and range at its left,
 * its value at the frame shown at its right, a zero line where zero is in range and a line at the frame shown (lanes
 * too low for two lines of text give the range in the tooltip, which also reads a curve at the frame pointed at).
 * Frames without a value leave gaps. Press or drag to show another frame. The values are read once per
 * selection or change of the content, not at every frame. Event thread.
 */
public final class ChannelPlot extends JComponent {

    private static final long serialVersionUID = 1L;

    static final Color[] COLOURS = {new Color(0xE57373), new Color(0x81C784), new Color(0x64B5F6),
        new Color(0xFFB74D), new Color(0xBA68C8), new Color(0x4DD0E1), new Color(0xF06292)};
    private static final Color BACKGROUND = new Color(0x2B2E33);
    private static final Color TEXT = new Color(0xC8CDD3);
    private static final Color GUIDE = new Color(0x454A52);
    private static final int LEFT = 110;
    private static final int RIGHT = 70;
    /** The lane height from which a channel's range is written under its name (else only in the tooltip). */
    private static final int TWO_LINE_LANE = 30;

    private final transient MotionScene scene;
    private transient double[][] values = new double[0][];
    private transient double[] min = new double[0];
    private transient double[] max = new double[0];
    private transient ChannelSet channels = ChannelSet.NONE;

    /** @param showFrame shows the frame pressed on (the transport's, so playback goes on from there) */
    public ChannelPlot(MotionScene scene, IntConsumer showFrame) {
        this.scene = scene;
        setName("channelPlot");
        setPreferredSize(new Dimension(500, 180));
        setMinimumSize(new Dimension(200, 80));
        scene.addListener(a -> {
            switch (a) {
                case SELECTION, FIGURE, PARTS -> reload();
                case FRAME -> repaint();
                default -> {
                }
            }
        });
        MouseAdapter scrub = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                if (SwingUtilities.isLeftMouseButton(e)) {
                    showFrame.accept(frameAt(e.getX()));
                }
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                if (SwingUtilities.isLeftMouseButton(e)) {
                    showFrame.accept(frameAt(e.getX()));
                }
            }
        };
        addMouseListener(scrub);
        addMouseMotionListener(scrub);
        ToolTipManager.sharedInstance().registerComponent(this);
        reload();
    }

    /** The channel under the pointer: its value at the frame under it, and its range over the clip. */
    @Override
    public String getToolTipText(MouseEvent e) {
        int count = values.length;
        if (count == 0 || getHeight() <= 0) {
            return null;
        }
        int c = Math.max(0, Math.min(count - 1, (int) (e.getY() * (long) count / getHeight())));
        int frame = frameAt(e.getX());
        String unit = channels.unit(c).isEmpty() ? "" : " " + channels.unit(c);
        double v = frame < values[c].length ? values[c][frame] : Double.NaN;
        String at = Double.isNaN(v) ? "no value" : String.format(Locale.ROOT, "%.3f%s", v, unit);
        return String.format(Locale.ROOT, "%s at frame %d: %s (range %.3f .. %.3f)", channels.name(c), frame + 1,
                at, min[c], max[c]);
    }

    /**
     * "-0.016 .. 0" for a lane's range: three significant digits, so a channel between -0.016 and 0 does not read
     * "-0.0 .. 0.0" as one decimal made it.
     */
    static String range(double min, double max) {
        return compact(min) + " .. " + compact(max);
    }

    /** {@code v} with three significant digits (whole numbers in full, at most six decimals), no "-0". */
    static String compact(double v) {
        if (v == 0 || !Double.isFinite(v)) {
            return v == 0 ? "0" : String.valueOf(v);
        }
        double size = Math.abs(v);
        int decimals = size >= 100 ? 0 : Math.max(0, Math.min(6, 2 - (int) Math.floor(Math.log10(size))));
        java.math.BigDecimal d = new java.math.BigDecimal(v).setScale(decimals, java.math.RoundingMode.HALF_UP)
                .stripTrailingZeros();
        String s = d.signum() == 0 ? "0" : d.toPlainString();
        return s;
    }

    /** Reads the selected part's channels over every frame. */
    void reload() {
        int part = scene.selected();
        channels = part < 0 ? ChannelSet.NONE : scene.content().channels(part);
        int count = channels.count();
        int frames = scene.frameCount();
        values = new double[count][frames];
        min = new double[count];
        max = new double[count];
        for (int c = 0; c < count; c++) {
            double lo = Double.MAX_VALUE;
            double hi = -Double.MAX_VALUE;
            for (int f = 0; f < frames; f++) {
                double v = channels.value(f, c);
                values[c][f] = v;
                if (!Double.isNaN(v)) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
            if (lo > hi) {
                lo = 0;
                hi = 0;
            }
            min[c] = lo;
            max[c] = hi;
        }
        repaint();
    }

    /** The number of curves drawn. */
    public int curveCount() {
        return values.length;
    }

    /** The values of curve {@code c} frame by frame (a copy). */
    public double[] curve(int c) {
        return values[c].clone();
    }

    int frameAt(int x) {
        int frames = scene.frameCount();
        double width = Math.max(1, getWidth() - LEFT - RIGHT);
        return Math.max(0, Math.min(frames - 1, (int) Math.floor((x - LEFT) * frames / width)));
    }

    double xOf(double frame) {
        double width = Math.max(1, getWidth() - LEFT - RIGHT);
        return LEFT + (frame + 0.5) * width / Math.max(1, scene.frameCount());
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = Antialiased.copy(graphics);
        try {
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, getWidth(), getHeight());
            g.setFont(getFont().deriveFont(Font.PLAIN, 11f));
            int count = values.length;
            if (count == 0) {
                g.setColor(TEXT);
                String text = scene.selected() < 0 ? "Select a bone to see its curves"
                        : scene.figure().partName(scene.selected()) + " has no channels";
                g.drawString(text, 12, 20);
                return;
            }
            double lane = (double) getHeight() / count;
            int frame = scene.frame();
            for (int c = 0; c < count; c++) {
                paintLane(g, c, c * lane, lane, frame);
            }
            g.setColor(new Color(0xE0A800));
            int x = (int) Math.round(xOf(frame));
            g.drawLine(x, 0, x, getHeight());
        } finally {
            g.dispose();
        }
    }

    private void paintLane(Graphics2D g, int c, double top, double height, int frame) {
        double inner = Math.max(1, height - 8);
        double range = max[c] - min[c];
        double lo = range == 0 ? min[c] - 1 : min[c];
        double span = range == 0 ? 2 : range;
        g.setColor(GUIDE);
        g.drawLine(LEFT, (int) (top + height), getWidth() - RIGHT, (int) (top + height));
        if (lo <= 0 && lo + span >= 0) {
            double y0 = top + 4 + inner * (1 - (0 - lo) / span);
            g.drawLine(LEFT, (int) y0, getWidth() - RIGHT, (int) y0);
        }
        Color colour = COLOURS[c % COLOURS.length];
        Path2D.Double path = new Path2D.Double();
        boolean open = false;
        double[] v = values[c];
        for (int f = 0; f < v.length; f++) {
            if (Double.isNaN(v[f])) {
                open = false;
                continue;
            }
            double x = xOf(f);
            double y = top + 4 + inner * (1 - (v[f] - lo) / span);
            if (open) {
                path.lineTo(x, y);
            } else {
                path.moveTo(x, y);
                open = true;
            }
        }
        g.setColor(colour);
        g.setStroke(new BasicStroke(1.5f));
        g.draw(path);
        String unit = channels.unit(c).isEmpty() ? "" : " " + channels.unit(c);
        int baseline = (int) (top + Math.min(height / 2 + 4, 14));
        g.drawString(channels.name(c) + unit, 8, baseline);
        if (height >= TWO_LINE_LANE) {
            g.setColor(TEXT);
            g.drawString(range(min[c], max[c]), 8,
                    (int) Math.min(top + height - 3, baseline + 13));
        }
        double now = frame < v.length ? v[frame] : Double.NaN;
        if (!Double.isNaN(now)) {
            g.setColor(colour);
            g.drawString(String.format(Locale.ROOT, "%.3f", now), getWidth() - RIGHT + 6, baseline);
        }
    }
}
