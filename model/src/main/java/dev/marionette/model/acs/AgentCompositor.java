package dev.marionette.model.acs;

import java.util.Arrays;
import java.util.List;

/**
 * Draws frames the way Agent does: on a frame-size canvas filled with the transparent index, the frame's
 * images from last to first (the first listed is topmost), each at its offset, skipping transparent pixels;
 * a mouth overlay is drawn last, after leaving out the topmost image when it replaces it. Results use the
 * image layout: bottom-up rows of {@link AgentImage#stride(int)} bytes of the frame width.
 */
public final class AgentCompositor {

    private AgentCompositor() {
    }

    /** A frame-size canvas of the transparent index. */
    public static byte[] blank(AgentCharacter c) {
        byte[] px = new byte[AgentImage.stride(c.frameWidth()) * c.frameHeight()];
        Arrays.fill(px, (byte) c.transparentIndex());
        return px;
    }

    /** The layers composited, first = topmost. */
    public static byte[] compose(AgentCharacter c, List<AgentFrameImage> layers) {
        byte[] canvas = blank(c);
        for (int i = layers.size() - 1; i >= 0; i--) {
            AgentFrameImage layer = layers.get(i);
            draw(c, canvas, c.images().get(layer.imageIndex()), layer.x(), layer.y());
        }
        return canvas;
    }

    /** The frame as shown when the character is not speaking. */
    public static byte[] renderFrame(AgentCharacter c, AgentFrame frame) {
        return compose(c, frame.images());
    }

    /** The frame without its topmost image: what a replacing mouth is drawn on. */
    public static byte[] renderBase(AgentCharacter c, AgentFrame frame) {
        List<AgentFrameImage> images = frame.images();
        return compose(c, images.isEmpty() ? images : images.subList(1, images.size()));
    }

    /** The frame as shown with one of its mouth overlays. */
    public static byte[] renderWithMouth(AgentCharacter c, AgentFrame frame, AgentMouth mouth) {
        byte[] canvas = mouth.replacesTopImage() ? renderBase(c, frame) : renderFrame(c, frame);
        draw(c, canvas, c.images().get(mouth.imageIndex()), mouth.x(), mouth.y());
        return canvas;
    }

    /** Draws {@code image} onto a frame-size canvas with its top-left corner at {@code (x, y)}. */
    public static void draw(AgentCharacter c, byte[] canvas, AgentImage image, int x, int y) {
        if (!image.isPresent()) {
            return;
        }
        int fw = c.frameWidth();
        int fh = c.frameHeight();
        int fStride = AgentImage.stride(fw);
        int w = image.width();
        int h = image.height();
        int stride = AgentImage.stride(w);
        byte[] src = image.pixels();
        byte t = (byte) c.transparentIndex();
        int x0 = Math.max(0, x);
        int x1 = Math.min(fw, x + w);
        for (int r = 0; r < h; r++) {
            int fy = y + r;
            if (fy < 0 || fy >= fh) {
                continue;
            }
            int s = (h - 1 - r) * stride - x;
            int d = (fh - 1 - fy) * fStride;
            for (int fx = x0; fx < x1; fx++) {
                byte v = src[s + fx];
                if (v != t) {
                    canvas[d + fx] = v;
                }
            }
        }
    }

    /** Frame-layout pixels as ARGB for display ({@code argb[y * width + x]}, top row first; transparent = 0). */
    public static int[] toArgb(AgentCharacter c, byte[] pixels, int width, int height) {
        int stride = AgentImage.stride(width);
        int[] lut = new int[256];
        for (int i = 0; i < 256; i++) {
            lut[i] = i == c.transparentIndex() ? 0 : c.paletteArgb(i);
        }
        int[] out = new int[width * height];
        for (int y = 0; y < height; y++) {
            int s = (height - 1 - y) * stride;
            for (int x = 0; x < width; x++) {
                out[y * width + x] = lut[pixels[s + x] & 0xFF];
            }
        }
        return out;
    }
}
