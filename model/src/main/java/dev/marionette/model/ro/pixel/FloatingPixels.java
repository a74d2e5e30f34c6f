package dev.marionette.model.ro.pixel;

/**
 * Pixels lifted off an image (a moved selection, or a paste) at a place over it: a box of pixels, a mask of
 * which of them belong to the shape, and the box's top-left corner in image pixels (it may hang over the
 * edges). Placing it ({@link #stampOnto}) sets the image's pixels under the shape, except where the lifted
 * pixel is transparent, so what lies under a sprite's transparent surroundings shows through, as in
 * pixel editors' paste. Flips and quarter turns keep the box's centre. Immutable.
 */
public final class FloatingPixels {

    private final PixelBuffer pixels;
    private final boolean[] mask;
    private final int x;
    private final int y;

    private FloatingPixels(PixelBuffer pixels, boolean[] mask, int x, int y) {
        this.pixels = pixels;
        this.mask = mask;
        this.x = x;
        this.y = y;
    }

    /** Every pixel of {@code pixels} (a copy), its top-left corner at (x, y). */
    public static FloatingPixels of(PixelBuffer pixels, int x, int y) {
        boolean[] m = new boolean[pixels.width() * pixels.height()];
        java.util.Arrays.fill(m, true);
        return new FloatingPixels(pixels.copy(), m, x, y);
    }

    /**
     * The selected pixels of {@code image}, lifted: they become transparent in {@code image}. Returns null when
     * nothing is selected.
     */
    public static FloatingPixels lift(PixelBuffer image, PixelSelection selection) {
        FloatingPixels f = copy(image, selection);
        if (f != null) {
            for (int j = 0; j < f.pixels.height(); j++) {
                for (int i = 0; i < f.pixels.width(); i++) {
                    if (f.mask[j * f.pixels.width() + i]) {
                        image.set(f.x + i, f.y + j, PixelBuffer.TRANSPARENT);
                    }
                }
            }
        }
        return f;
    }

    /** The selected pixels of {@code image}, copied (the image unchanged); null when nothing is selected. */
    public static FloatingPixels copy(PixelBuffer image, PixelSelection selection) {
        int[] b = selection.bounds();
        if (b == null) {
            return null;
        }
        PixelBuffer p = new PixelBuffer(b[2], b[3], image.indexed());
        boolean[] m = new boolean[b[2] * b[3]];
        for (int j = 0; j < b[3]; j++) {
            for (int i = 0; i < b[2]; i++) {
                if (selection.contains(b[0] + i, b[1] + j)) {
                    m[j * b[2] + i] = true;
                    p.set(i, j, image.get(b[0] + i, b[1] + j));
                }
            }
        }
        return new FloatingPixels(p, m, b[0], b[1]);
    }

    /** Sets {@code image}'s pixels under the shape to the lifted ones that are not transparent. */
    public void stampOnto(PixelBuffer image) {
        int w = pixels.width();
        for (int j = 0; j < pixels.height(); j++) {
            for (int i = 0; i < w; i++) {
                int v = pixels.get(i, j);
                if (mask[j * w + i] && v != PixelBuffer.TRANSPARENT && (image.indexed() || (v >>> 24) != 0)) {
                    image.set(x + i, y + j, v);
                }
            }
        }
    }

    /** The shape as a selection of an image of {@code width} &times; {@code height} (what lies outside is cut). */
    public PixelSelection selectionIn(int width, int height) {
        boolean[] m = new boolean[width * height];
        int w = pixels.width();
        for (int j = 0; j < pixels.height(); j++) {
            for (int i = 0; i < w; i++) {
                int ix = x + i;
                int iy = y + j;
                if (mask[j * w + i] && ix >= 0 && iy >= 0 && ix < width && iy < height) {
                    m[iy * width + ix] = true;
                }
            }
        }
        return PixelSelection.of(width, height, m);
    }

    /** The same pixels moved by (dx, dy). */
    public FloatingPixels movedBy(int dx, int dy) {
        return new FloatingPixels(pixels, mask, x + dx, y + dy);
    }

    /** Mirrored left to right in place. */
    public FloatingPixels flipHorizontal() {
        return new FloatingPixels(PixelTransforms.flipHorizontal(pixels), flipMask(true), x, y);
    }

    /** Mirrored top to bottom in place. */
    public FloatingPixels flipVertical() {
        return new FloatingPixels(PixelTransforms.flipVertical(pixels), flipMask(false), x, y);
    }

    /** Turned a quarter, clockwise or not, about the box's centre (rounded to whole pixels). */
    public FloatingPixels rotate(boolean clockwise) {
        PixelBuffer m = maskBuffer();
        PixelBuffer p = clockwise ? PixelTransforms.rotateClockwise(pixels) : PixelTransforms.rotateAnticlockwise(pixels);
        PixelBuffer rm = clockwise ? PixelTransforms.rotateClockwise(m) : PixelTransforms.rotateAnticlockwise(m);
        int nx = x + Math.floorDiv(pixels.width() - pixels.height(), 2);
        int ny = y + Math.floorDiv(pixels.height() - pixels.width(), 2);
        return new FloatingPixels(p, toMask(rm), nx, ny);
    }

    private boolean[] flipMask(boolean horizontal) {
        PixelBuffer m = maskBuffer();
        return toMask(horizontal ? PixelTransforms.flipHorizontal(m) : PixelTransforms.flipVertical(m));
    }

    private PixelBuffer maskBuffer() {
        PixelBuffer m = new PixelBuffer(pixels.width(), pixels.height(), true);
        for (int k = 0; k < mask.length; k++) {
            m.raw()[k] = mask[k] ? 1 : 0;
        }
        return m;
    }

    private static boolean[] toMask(PixelBuffer m) {
        boolean[] out = new boolean[m.raw().length];
        for (int k = 0; k < out.length; k++) {
            out[k] = m.raw()[k] != 0;
        }
        return out;
    }

    /** The lifted pixels (a copy), box-sized; pixels outside the shape are transparent. */
    public PixelBuffer pixels() {
        return pixels.copy();
    }

    /** True when box pixel (i, j) belongs to the shape. */
    public boolean inShape(int i, int j) {
        return i >= 0 && j >= 0 && i < pixels.width() && j < pixels.height() && mask[j * pixels.width() + i];
    }

    /** The box's left edge in image pixels. */
    public int x() {
        return x;
    }

    /** The box's top edge in image pixels. */
    public int y() {
        return y;
    }

    public int width() {
        return pixels.width();
    }

    public int height() {
        return pixels.height();
    }
}
