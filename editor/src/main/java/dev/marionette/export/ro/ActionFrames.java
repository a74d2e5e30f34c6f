package dev.marionette.export.ro;

import dev.marionette.export.ExportException;
import dev.marionette.export.ExportProgress;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.FrameRenderer;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The frames of one action rendered exactly as the editor draws them ({@link Composition#renderToImage}: the
 * sprite with its references, one pixel per sprite pixel), all cropped to one rectangle: the union of every
 * frame's visible pixels, so the figure does not jump from frame to frame.
 *
 * @param action         the action
 * @param frames         each frame's pixels, non-premultiplied ARGB, top row first, {@code width * height}
 * @param area           the crop in model space (the frame origin is at {@code (-area.x, -area.y)} in the
 *                       pictures)
 * @param intervalMillis how long each frame shows (the action's interval at 25 ms per tick)
 * @param note           what was assumed about the timing, or null
 */
public record ActionFrames(int action, List<int[]> frames, Rectangle area, double intervalMillis, String note) {

    /** Width of every frame. */
    public int width() {
        return area.width;
    }

    /** Height of every frame. */
    public int height() {
        return area.height;
    }

    /** The column of the frame origin (model x = 0) in the pictures. */
    public int originX() {
        return -area.x;
    }

    /** The row of the frame origin (model y = 0) in the pictures. */
    public int originY() {
        return -area.y;
    }

    /** Frame {@code i} as an image. */
    public BufferedImage image(int i) {
        BufferedImage image = new BufferedImage(width(), height(), BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, width(), height(), frames.get(i), 0, width());
        return image;
    }

    /**
     * Renders {@code action} of {@code composition} (made from {@code source}), cropped to every pixel that is not
     * fully transparent.
     *
     * @throws ExportException when the sprite has no such action or it has no frames
     */
    public static ActionFrames render(RagnarokSource source, Composition composition, int action,
            ExportProgress progress) throws IOException {
        return render(source, composition, action, progress, 1);
    }

    /**
     * Renders {@code action}, cropped to the pixels of alpha {@code minAlpha} or more: those the output shows (a
     * GIF on a transparent background shows no pixel under half opaque).
     *
     * @throws ExportException when the sprite has no such action or it has no frames
     */
    public static ActionFrames render(RagnarokSource source, Composition composition, int action,
            ExportProgress progress, int minAlpha) throws IOException {
        if (action < 0 || action >= source.actionCount()) {
            throw new ExportException("no action " + action + " (it has " + source.actionCount() + ")");
        }
        int count = composition.frameCount(action);
        if (count == 0) {
            throw new ExportException("action " + action + " has no frames");
        }
        Rectangle2D union = null;
        for (int f = 0; f < count; f++) {
            Optional<Rectangle2D> bounds = composition.bounds(action, f);
            if (bounds.isPresent()) {
                if (union == null) {
                    union = bounds.get();
                } else {
                    union.add(bounds.get());
                }
            }
        }
        Rectangle layers = union == null ? new Rectangle(0, 0, 1, 1) : FrameRenderer.pixelBounds(union);
        layers.width = Math.max(1, layers.width);
        layers.height = Math.max(1, layers.height);
        List<int[]> full = new ArrayList<>(count);
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = -1;
        int maxY = -1;
        for (int f = 0; f < count; f++) {
            progress.step(f, count);
            BufferedImage picture = composition.renderToImage(action, f, layers);
            int[] argb = picture.getRGB(0, 0, layers.width, layers.height, null, 0, layers.width);
            for (int y = 0; y < layers.height; y++) {
                int row = y * layers.width;
                for (int x = 0; x < layers.width; x++) {
                    if (argb[row + x] >>> 24 >= minAlpha) {
                        minX = Math.min(minX, x);
                        maxX = Math.max(maxX, x);
                        minY = Math.min(minY, y);
                        maxY = Math.max(maxY, y);
                    }
                }
            }
            full.add(argb);
        }
        Rectangle crop = maxX < 0 ? new Rectangle(0, 0, 1, 1)
                : new Rectangle(minX, minY, maxX - minX + 1, maxY - minY + 1);
        List<int[]> frames = new ArrayList<>(count);
        for (int[] argb : full) {
            frames.add(crop(argb, layers.width, crop));
        }
        Rectangle area = new Rectangle(layers.x + crop.x, layers.y + crop.y, crop.width, crop.height);
        ActAnimation animation = source.action(action);
        float ticks = animation.interval();
        String note = null;
        if (!(ticks > 0) || Float.isInfinite(ticks)) {
            note = "action " + action + " has an interval of " + ticks + " ticks; shown at "
                    + ActAnimation.DEFAULT_INTERVAL_TICKS + " ticks";
            ticks = ActAnimation.DEFAULT_INTERVAL_TICKS;
        }
        return new ActionFrames(action, frames, area, ticks * (double) ActAnimation.MILLIS_PER_TICK, note);
    }

    private static int[] crop(int[] argb, int width, Rectangle crop) {
        int[] out = new int[crop.width * crop.height];
        for (int y = 0; y < crop.height; y++) {
            System.arraycopy(argb, (crop.y + y) * width + crop.x, out, y * crop.width, crop.width);
        }
        return out;
    }

    /** {@code argb} ({@code width} wide) enlarged {@code scale} times, nearest neighbour. */
    public static int[] scale(int[] argb, int width, int height, int scale) {
        if (scale == 1) {
            return argb;
        }
        int w = width * scale;
        int[] out = new int[w * height * scale];
        for (int y = 0; y < height; y++) {
            int row = y * scale * w;
            for (int x = 0; x < width; x++) {
                java.util.Arrays.fill(out, row + x * scale, row + x * scale + scale, argb[y * width + x]);
            }
            for (int r = 1; r < scale; r++) {
                System.arraycopy(out, row, out, row + r * w, w);
            }
        }
        return out;
    }
}
