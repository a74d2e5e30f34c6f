package dev.marionette.export.motion;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.Background;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.render.motion.FigureFrames;
import dev.marionette.render.motion.FigurePainter;
import dev.marionette.render.motion.FigureStyle;
import dev.marionette.render.motion.FloorGrid;
import dev.marionette.render.motion.OrbitCamera;
import dev.marionette.render.motion.Projection;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Pictures of a motion as the 3D viewer draws it ({@link FigurePainter}, {@link FloorGrid}): square frames of
 * {@code --size} pixels (256 by default) from the camera the options give, the figure's whole clip fitted once so
 * it moves within a still frame (in place, it stays in the middle), bones {@code --line-width} pixels wide, the
 * floor under it (reaching out to the edges), on a transparent background or {@code --background}.
 *
 * @param frames the pictures, non-premultiplied ARGB, top row first, {@code size * size} each
 * @param size   their side in pixels
 * @param sampling which frames they show and how long each lasts
 */
public record MotionPictures(List<int[]> frames, int size, MotionSampling sampling) {

    /** The side of a picture when {@code --size} is not given. */
    public static final int DEFAULT_SIZE = 256;
    /** Pictures per second of motion when neither {@code --frames} nor {@code --output-fps} says. */
    public static final double DEFAULT_RATE = 25;
    /** Pixels left free around the figure. */
    static final int MARGIN = 8;

    private static final Color FLOOR = new Color(0xB0BEC5);
    private static final Color FLOOR_AXIS = new Color(0x78909C);

    /** Draws the pictures {@code options} ask of {@code source}. */
    public static MotionPictures render(MotionSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        return render(source, options, false, progress);
    }

    /**
     * Draws the pictures, with hard edges when {@code hardEdges} (a GIF on a transparent background shows no
     * partly transparent pixel: smoothing would only fray the lines and multiply the colours).
     */
    public static MotionPictures render(MotionSource source, ExportOptions options, boolean hardEdges,
            ExportProgress progress) throws IOException {
        MotionSampling sampling = MotionSampling.of(source, options, DEFAULT_RATE);
        int size = options.find(MotionSettings.SIZE).orElse(DEFAULT_SIZE);
        OrbitCamera camera = MotionCamera.of(options, MotionCamera.DEFAULT_YAW, MotionCamera.DEFAULT_PITCH);
        FigureFrames figure = new FigureFrames(source.newFigure(), options.get(MotionSettings.IN_PLACE));
        FigureStyle style = FigureStyle.PICTURE.withLineWidth((float) (double)
                options.find(MotionSettings.LINE_WIDTH).orElse(3.0));
        if (hardEdges) {
            style = style.hardEdged();
        }
        FigurePainter painter = new FigurePainter(figure.figure(), style);
        FloorGrid floor = new FloorGrid(FLOOR, FLOOR_AXIS);
        double[] box = figure.bounds();
        double[] pivot = Projection.centre(box);
        Projection projection = fit(camera, pivot, box, size);
        Background background = options.get(CommonSettings.BACKGROUND);
        List<int[]> frames = new ArrayList<>(sampling.count());
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        for (int k = 0; k < sampling.count(); k++) {
            progress.step(k, sampling.count());
            Graphics2D g = image.createGraphics();
            try {
                g.setComposite(java.awt.AlphaComposite.Src);
                g.setColor(background.transparent() ? new Color(0, true) : new Color(background.rgb()));
                g.fillRect(0, 0, size, size);
                g.setComposite(java.awt.AlphaComposite.SrcOver);
                floor.paint(g, box, projection, !hardEdges);
                painter.paint(g, figure.points(sampling.frames()[k]), projection, -1);
            } finally {
                g.dispose();
            }
            frames.add(image.getRGB(0, 0, size, size, null, 0, size));
        }
        return new MotionPictures(frames, size, sampling);
    }

    /**
     * One frame of {@code source} as a square picture of {@code size} pixels from the default three-quarter camera,
     * fitted to that pose alone (not to the whole clip: a walk does not shrink the figure), the floor under it, on a
     * transparent background: what a file manager shows of a motion.
     *
     * @throws IOException when a streamed motion cannot be loaded
     */
    public static BufferedImage pose(MotionSource source, int frame, int size) throws IOException {
        FigureFrames figure = new FigureFrames(source.newFigure(), false);
        double[] points = figure.points(frame);
        double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE,
            -Double.MAX_VALUE};
        for (int i = 0; i + 2 < points.length; i += 3) {
            for (int k = 0; k < 3; k++) {
                box[k] = Math.min(box[k], points[i + k]);
                box[3 + k] = Math.max(box[3 + k], points[i + k]);
            }
        }
        if (box[0] > box[3]) {
            box = new double[6];
        }
        OrbitCamera camera = MotionCamera.of(ExportOptions.DEFAULTS, MotionCamera.DEFAULT_YAW,
                MotionCamera.DEFAULT_PITCH);
        Projection projection = fit(camera, Projection.centre(box), box, size);
        float lineWidth = (float) Math.max(1.5, size / 64.0);
        FigurePainter painter = new FigurePainter(figure.figure(), FigureStyle.PICTURE.withLineWidth(lineWidth));
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            new FloorGrid(FLOOR, FLOOR_AXIS).paint(g, box, projection, true);
            painter.paint(g, points, projection, -1);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The projection fitting the world box {@code box}, seen about {@code pivot}, into a square of {@code size}. */
    static Projection fit(OrbitCamera camera, double[] pivot, double[] box, int size) {
        double[] plane = Projection.planeBounds(camera, pivot, box);
        double room = Math.max(1, size - 2 * MARGIN);
        double scale = room / Math.max(1e-9, Math.max(plane[2] - plane[0], plane[3] - plane[1]));
        double offsetX = size / 2.0 - scale * (plane[0] + plane[2]) / 2;
        double offsetY = size / 2.0 - scale * (plane[1] + plane[3]) / 2;
        return new Projection(camera, pivot, scale, offsetX, offsetY);
    }

    /** Picture {@code k} as an image. */
    public BufferedImage image(int k) {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, size, size, frames.get(k), 0, size);
        return image;
    }
}
