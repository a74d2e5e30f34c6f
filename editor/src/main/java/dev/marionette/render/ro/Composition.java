package dev.marionette.render.ro;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Several sprites drawn as one character, attached as the client attaches them (act-spr.md section 3): a
 * head on a body, headgear on head and body, a weapon, a garment...
 *
 * <p>One part is the <em>driver</em> (the sprite being edited or played): the action and frame asked for are
 * its own, and the other parts pick their frames from it ({@link FrameSelection}). Every part is moved so
 * that its frame's first anchor lands on the first anchor of the <em>body</em> (the first part whose role is
 * {@link PartRole#BODY}): {@code d = body.frame.anchors[0] − part.frame.anchors[0]}. A headgear therefore
 * attaches to the body, not to the head, as the client does. Without a body, or when either frame has no
 * anchor, a part is not moved.
 *
 * <p>Parts are drawn in order: those added {@link Builder#behind behind} the driver, the driver, then those
 * added in {@link Builder#front front}, each group in the order added.
 */
public final class Composition {

    /** A sprite and what it is in the character. */
    public record Part(ActSprite sprite, PartRole role) {
        public Part {
            Objects.requireNonNull(sprite, "sprite");
            Objects.requireNonNull(role, "role");
        }
    }

    private final List<Part> drawOrder;
    private final Part driver;

    private Composition(List<Part> drawOrder, Part driver) {
        this.drawOrder = List.copyOf(drawOrder);
        this.driver = driver;
    }

    /** Starts a composition driven by {@code driver}. */
    public static Builder builder(ActSprite driver, PartRole role) {
        return new Builder(new Part(driver, role));
    }

    /** A composition of one sprite, drawn as it is. */
    public static Composition of(ActSprite sprite) {
        return builder(sprite, PartRole.OTHER).build();
    }

    /** The parts, bottom-most first. */
    public List<Part> drawOrder() {
        return drawOrder;
    }

    /** The part whose action and frame are shown. */
    public Part driver() {
        return driver;
    }

    /** The body every part attaches to, if there is one. */
    public Optional<Part> body() {
        return drawOrder.stream().filter(p -> p.role() == PartRole.BODY).findFirst();
    }

    /** The driver's frame count in {@code action}. */
    public int frameCount(int action) {
        return driver.sprite().frameCount(action);
    }

    /**
     * Every part resolved for the driver's {@code action} and {@code frame}, in draw order. Parts without that
     * action (or without frames in it) are left out.
     */
    public List<PlacedPart> place(int action, int frame) {
        int driverFrames = frameCount(action);
        Part body = body().orElse(null);
        Anchor bodyAnchor = null;
        if (body != null) {
            ActFrame bodyFrame = frameOf(body, action, frame, driverFrames);
            bodyAnchor = bodyFrame == null || bodyFrame.anchors().isEmpty() ? null : bodyFrame.anchors().get(0);
        }
        List<PlacedPart> placed = new ArrayList<>(drawOrder.size());
        for (Part part : drawOrder) {
            int index = frameIndexOf(part, action, frame, driverFrames);
            ActFrame partFrame = part.sprite().frame(action, index);
            if (partFrame == null) {
                continue;
            }
            int dx = 0;
            int dy = 0;
            if (part != body && bodyAnchor != null && !partFrame.anchors().isEmpty()) {
                Anchor own = partFrame.anchors().get(0);
                dx = bodyAnchor.x() - own.x();
                dy = bodyAnchor.y() - own.y();
            }
            placed.add(new PlacedPart(part, part == driver, action, index, partFrame, dx, dy));
        }
        return placed;
    }

    /** Paints the character into {@code g}, whose transform maps model space to the device. */
    public void paint(Graphics2D g, int action, int frame) {
        for (PlacedPart part : place(action, frame)) {
            FrameRenderer.paintLayers(g, part.layers());
        }
    }

    /**
     * The topmost layer of the driver (the sprite being edited) drawing a visible pixel at model point (x, y),
     * where the composition puts it, or -1. Other parts are not hit: they are references.
     */
    public int driverLayerAt(int action, int frame, double x, double y) {
        for (PlacedPart part : place(action, frame)) {
            if (part.driver()) {
                return FrameRenderer.layerAt(part.layers(), x, y);
            }
        }
        return -1;
    }

    /** The model-space bounds of everything drawn, or empty when nothing is. */
    public Optional<Rectangle2D> bounds(int action, int frame) {
        List<PlacedLayer> all = new ArrayList<>();
        for (PlacedPart part : place(action, frame)) {
            all.addAll(part.layers());
        }
        return FrameRenderer.union(all);
    }

    /** Renders model-space rectangle {@code area} into a new premultiplied ARGB image, one pixel per unit. */
    public BufferedImage renderToImage(int action, int frame, Rectangle area) {
        BufferedImage image = FrameRenderer.newImage(area);
        Graphics2D g = image.createGraphics();
        try {
            g.translate(-area.x, -area.y);
            paint(g, action, frame);
        } finally {
            g.dispose();
        }
        return image;
    }

    private ActFrame frameOf(Part part, int action, int frame, int driverFrames) {
        return part.sprite().frame(action, frameIndexOf(part, action, frame, driverFrames));
    }

    private int frameIndexOf(Part part, int action, int frame, int driverFrames) {
        if (part == driver) {
            return frame;
        }
        return FrameSelection.frameFor(part.role(), action, frame, driverFrames, part.sprite().frameCount(action));
    }

    /** Collects the parts of a {@link Composition}. */
    public static final class Builder {
        private final Part driver;
        private final List<Part> behind = new ArrayList<>();
        private final List<Part> front = new ArrayList<>();

        private Builder(Part driver) {
            this.driver = driver;
        }

        /** Adds a part drawn before the driver (and after the parts added behind before it). */
        public Builder behind(ActSprite sprite, PartRole role) {
            behind.add(new Part(sprite, role));
            return this;
        }

        /** Adds a part drawn after the driver (and after the parts added in front before it). */
        public Builder front(ActSprite sprite, PartRole role) {
            front.add(new Part(sprite, role));
            return this;
        }

        public Composition build() {
            List<Part> order = new ArrayList<>(behind);
            order.add(driver);
            order.addAll(front);
            return new Composition(order, driver);
        }
    }
}
