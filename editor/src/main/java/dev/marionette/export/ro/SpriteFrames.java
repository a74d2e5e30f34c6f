package dev.marionette.export.ro;

import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.motion.MotionCamera;
import dev.marionette.export.motion.MotionSampling;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.export.motion.MotionExports;

import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.motion.Figure;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.OpaqueBounds;
import dev.marionette.render.motion.FigureFrames;
import dev.marionette.render.motion.FigurePainter;
import dev.marionette.render.motion.FigureStyle;
import dev.marionette.render.motion.OrbitCamera;
import dev.marionette.render.motion.Projection;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Sprite reference frames: a motion's stick figure drawn from 1, 4 or 8 directions into a new Ragnarok ACT + SPR,
 * one action per direction, for sprite artists to draw over.
 *
 * <ul>
 * <li><b>Directions</b>: 8 gives the eight Ragnarok directions in action order (south, south-west, west,
 *     north-west, north, north-east, east, south-east: action = direction, as a body ACT's first animation);
 *     4 gives south, west, north, east; 1 gives south. South shows the figure facing the viewer: the camera looks
 *     at the way the figure travels (or its front, +z, when it stays on the spot), turned by {@code --yaw};
 *     direction d turns the camera by 45 d degrees clockwise, from {@code --pitch} degrees above (20 by
 *     default).</li>
 * <li><b>Frames</b>: the clip sampled as {@link MotionSampling} says ({@code --frames N} or {@code --output-fps},
 *     10 per second of motion by default); every action's interval is the picture time in Ragnarok ticks of
 *     25 ms.</li>
 * <li><b>Pictures</b>: the figure in place (its root keeps its first horizontal position), {@code --size} pixels
 *     tall (96 by default), bones {@code --line-width} pixels wide (2 by default), hard-edged in four palette
 *     colours (index 0 transparent; middle, left and right bones told apart); one layer per frame, cropped to its
 *     pixels and placed so that the ground under the root is the frame origin, as a body's feet; identical
 *     pictures share one SPR image; an anchor at the {@code head} part's joint when there is one.</li>
 * </ul>
 *
 * @param sprite    the new ACT (version 0x205) and SPR (0x201)
 * @param heading   degrees the camera was turned to (the figure's travel heading plus {@code --yaw})
 * @param sampling  which frames were drawn
 * @param summary   "8 actions x 29 frames, 232 pictures in 140 images, 4 ticks per frame"
 */
public record SpriteFrames(ActSprPair sprite, double heading, MotionSampling sampling, String summary) {

    /** Pictures per second of motion when the options do not say. */
    public static final double DEFAULT_RATE = 10;
    /** The figure's height in pixels when {@code --size} is not given. */
    public static final int DEFAULT_SIZE = 96;
    /** Bone width in pixels when {@code --line-width} is not given. */
    public static final double DEFAULT_LINE_WIDTH = 2;
    /** Degrees the camera looks down from when {@code --pitch} is not given. */
    public static final double DEFAULT_PITCH = 20;
    /** The largest figure height: images must stay within an indexed SPR image's 65,535 pixels. */
    public static final int MAX_SIZE = 200;

    static final int TRANSPARENT = 0xFF00FF;
    static final int[] COLOURS = {0x37474F, 0x1E64C8, 0xD2452D, 0x263238};
    private static final FigureStyle STYLE = new FigureStyle(new Color(COLOURS[0]), new Color(COLOURS[1]),
            new Color(COLOURS[2]), new Color(COLOURS[3]), new Color(COLOURS[3]), new Color(COLOURS[0]),
            new Color(COLOURS[0]), 2f, 2f, false);

    /** The directions drawn for {@code count} (1, 4 or 8), in action order. */
    public static List<Direction> directions(int count) {
        return switch (count) {
            case 1 -> List.of(Direction.SOUTH);
            case 4 -> List.of(Direction.SOUTH, Direction.WEST, Direction.NORTH, Direction.EAST);
            case 8 -> List.of(Direction.values());
            default -> throw new IllegalArgumentException("directions must be 1, 4 or 8: " + count);
        };
    }

    /** Draws the frames {@code options} ask of {@code source}. */
    public static SpriteFrames make(MotionSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        int size = options.find(MotionSettings.SIZE).orElse(DEFAULT_SIZE);
        if (size > MAX_SIZE) {
            throw new ExportException("sprite frames are at most " + MAX_SIZE + " pixels tall (--size " + size
                    + "): larger pictures do not fit an indexed SPR image");
        }
        MotionSampling sampling = MotionSampling.of(source, options, DEFAULT_RATE);
        Figure figure = source.newFigure();
        double travel = FigureFrames.travelHeading(figure);
        double heading = (Double.isNaN(travel) ? 0 : travel) + MotionCamera.yaw(options).orElse(0.0);
        FigureFrames frames = new FigureFrames(figure, true);
        FigureStyle style = STYLE.withLineWidth((float) (double)
                options.find(MotionSettings.LINE_WIDTH).orElse(DEFAULT_LINE_WIDTH)).hardEdged();
        FigurePainter painter = new FigurePainter(figure, style);
        double scale = size / frames.height();
        double[] first = frames.points(0);
        int root = frames.rootPoint();
        double[] pivot = {root < 0 ? 0 : first[3 * root], frames.ground(), root < 0 ? 0 : first[3 * root + 2]};
        int head = headPoint(figure);
        float interval = (float) (sampling.pictureMillis() / ActAnimation.MILLIS_PER_TICK);

        SpriteSheet sheet = new SpriteSheet();
        sheet.setVersion(SprVersion.V2_1);
        sheet.setPalette(palette());
        ActDocument act = new ActDocument();
        act.setVersion(ActVersion.V2_5);
        Map<IndexedImage, Integer> images = new HashMap<>();
        int canvas = (int) Math.ceil(size * 3 + 8 * style.lineWidth());
        Canvas picture = new Canvas(canvas);
        List<Direction> directions = directions(options.get(MotionSettings.DIRECTIONS));
        int done = 0;
        int total = directions.size() * sampling.count();
        for (Direction direction : directions) {
            OrbitCamera camera = new OrbitCamera();
            camera.setAngles(heading + 45 * direction.index(), MotionCamera.pitch(options).orElse(DEFAULT_PITCH));
            Projection projection = new Projection(camera, pivot, scale, canvas / 2, canvas * 2 / 3);
            ActAnimation action = new ActAnimation();
            action.setInterval(interval);
            for (int k = 0; k < sampling.count(); k++) {
                progress.step(done++, total);
                double[] xyz = frames.points(sampling.frames()[k]);
                ActFrame frame = new ActFrame();
                picture.draw(painter, xyz, projection);
                IndexedImage image = picture.crop();
                if (image != null) {
                    Integer index = images.get(image);
                    if (index == null) {
                        index = sheet.indexedImages().size();
                        sheet.indexedImages().add(image);
                        images.put(image, index);
                    }
                    int x = picture.cropX() - canvas / 2 + (image.width() + 1) / 2;
                    int y = picture.cropY() - canvas * 2 / 3 + (image.height() + 1) / 2;
                    frame.layers().add(new SpriteLayer(x, y, index, SpriteLayer.TYPE_INDEXED));
                }
                if (head >= 0) {
                    frame.anchors().add(new Anchor(
                            (int) Math.round(projection.x(xyz[3 * head], xyz[3 * head + 1], xyz[3 * head + 2])
                                    - canvas / 2),
                            (int) Math.round(projection.y(xyz[3 * head], xyz[3 * head + 1], xyz[3 * head + 2])
                                    - canvas * 2 / 3)));
                }
                action.frames().add(frame);
            }
            act.animations().add(action);
        }
        LayerSizes.syncWithSheet(act, sheet);
        String summary = MotionExports.plural(directions.size(), "action") + " x "
                + MotionExports.plural(sampling.count(), "frame") + ", " + sheet.indexedImages().size()
                + " images, " + ticks(interval) + " per frame (" + MotionExports.rate(sampling.rate()) + " fps), "
                + size + " px tall";
        return new SpriteFrames(new ActSprPair(act, sheet), heading, sampling, summary);
    }

    private static String ticks(float interval) {
        String n = interval == Math.rint(interval) ? String.valueOf((int) interval)
                : String.format(Locale.ROOT, "%.2f", interval);
        return n + (interval == 1 ? " tick" : " ticks");
    }

    /** The palette: 0 transparent (magenta, as official sprites), then the bone colours. */
    static Palette palette() {
        int[] rgb = new int[Palette.SIZE];
        rgb[0] = TRANSPARENT;
        for (int i = 0; i < COLOURS.length; i++) {
            rgb[1 + i] = COLOURS[i];
        }
        return Palette.fromRgb(rgb);
    }

    /** The point of the part named {@code head} (any case), where a head sprite would attach; -1 when none. */
    static int headPoint(Figure figure) {
        for (int p = 0; p < figure.partCount(); p++) {
            if (figure.partName(p).equalsIgnoreCase("head")) {
                return figure.partPoint(p);
            }
        }
        return -1;
    }

    /** One picture being drawn: a square ARGB canvas and the crop of what was drawn, as palette indices. */
    private static final class Canvas {
        private final int side;
        private final BufferedImage image;
        private final int[] argb;
        private int cropX;
        private int cropY;

        Canvas(int side) {
            this.side = side;
            this.image = new BufferedImage(side, side, BufferedImage.TYPE_INT_ARGB);
            this.argb = new int[side * side];
        }

        void draw(FigurePainter painter, double[] xyz, Projection projection) {
            Graphics2D g = image.createGraphics();
            try {
                g.setComposite(java.awt.AlphaComposite.Clear);
                g.fillRect(0, 0, side, side);
                g.setComposite(java.awt.AlphaComposite.SrcOver);
                painter.paint(g, xyz, projection, -1);
            } finally {
                g.dispose();
            }
            image.getRGB(0, 0, side, side, argb, 0, side);
        }

        /** The drawn pixels as palette indices, cropped; null when nothing was drawn. */
        IndexedImage crop() throws ExportException {
            Rectangle opaque = OpaqueBounds.of(argb, side, side);
            if (opaque == null) {
                return null;
            }
            int x0 = opaque.x;
            int y0 = opaque.y;
            int w = opaque.width;
            int h = opaque.height;
            if ((long) w * h > SprWriter.MAX_INDEXED_PIXELS) {
                throw new ExportException("a picture of " + w + "x" + h + " pixels does not fit an indexed SPR image;"
                        + " draw the figure smaller (--size)");
            }
            byte[] pixels = new byte[w * h];
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    pixels[y * w + x] = (byte) index(argb[(y0 + y) * side + x0 + x]);
                }
            }
            cropX = x0;
            cropY = y0;
            return new IndexedImage(w, h, pixels);
        }

        int cropX() {
            return cropX;
        }

        int cropY() {
            return cropY;
        }

        private static int index(int argb) {
            if (argb >>> 24 == 0) {
                return 0;
            }
            int rgb = argb & 0xFF_FFFF;
            for (int i = 0; i < COLOURS.length; i++) {
                if (COLOURS[i] == rgb) {
                    return 1 + i;
                }
            }
            return 1;
        }
    }
}
