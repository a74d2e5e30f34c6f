package dev.marionette.thumbnail;

import dev.marionette.export.ExportOptions;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.agent.AgentSource;
import dev.marionette.export.motion.MotionPictures;
import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.export.registry.Exporters;
import dev.marionette.export.ro.RagnarokSource;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentCompositor;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.render.OpaqueBounds;
import dev.marionette.render.ro.Composition;
import dev.marionette.render.ro.FrameRenderer;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The picture a file manager shows for a file, no larger than the size asked:
 * <ul>
 * <li>a Ragnarok sprite (ACT with its SPR, or an SPR): the first frame of its first action (standing, facing the
 *     viewer for bodies and monsters) drawn with its sheet as the game draws it; when that frame is empty (an
 *     effect that starts blank), the first frame that shows something;</li>
 * <li>an Agent character (ACS, ACF with its ACAs, ACD project): its {@code RestPose} (else its first animation's
 *     first frame), the transparent colour transparent;</li>
 * <li>a motion (AMC with its skeleton, ASF rest pose, Sims skill, TSO {@code .anim}, GK3 ACT): its first pose as
 *     the 3D view draws it, three-quarter view, fitted to that pose; a Sims file of several skills shows its
 *     first;</li>
 * <li>an archive (GRF/GPF, THOR, RGZ): its first sprite in table order whose sheet is in the same folder.</li>
 * </ul>
 * Files are opened as {@code export} opens them, strictly: a damaged file is a {@link FormatException} naming the
 * file, offset and field. A file that is fine but has nothing to show is a {@link ThumbnailException}.
 */
public final class Thumbnails {

    /** The smallest and largest sizes asked for (freedesktop asks 128, 256, 512 or 1024). */
    public static final int MIN_SIZE = 8;
    public static final int MAX_SIZE = 4096;

    /** What files are opened with: a Sims file of several skills shows its first. */
    private static final ExportOptions OPTIONS = ExportOptions.of(MotionSettings.SKILL, "0");

    private Thumbnails() {
    }

    /** The thumbnail of {@code file}, fitted into {@code size} x {@code size}. */
    public static BufferedImage of(Path file, int size) throws IOException {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("size " + size + " is not within " + MIN_SIZE + ".." + MAX_SIZE);
        }
        if (ArchiveRegistry.installed().isArchive(file)) {
            return ragnarok(ArchiveSprites.first(file), size);
        }
        FileSource source = FileSource.of(file);
        Detection detection = FormatRegistry.installed().detect(FileHead.of(source, ReadOptions.STRICT));
        Optional<SourceLoader<?>> loader = Exporters.standard().loader(detection.format());
        if (loader.isEmpty()) {
            throw new ThumbnailException(detection.format().displayName() + " alone has no picture");
        }
        Object loaded = loader.get().load(source, detection, OPTIONS);
        if (loaded instanceof RagnarokSource sprite) {
            return ragnarok(sprite, size);
        }
        if (loaded instanceof AgentSource character) {
            return agent(character.character(), size);
        }
        if (loaded instanceof MotionSource motion) {
            return MotionPictures.pose(motion, 0, size);
        }
        throw new ThumbnailException(detection.format().displayName() + " has no picture yet");
    }

    /** The first frame with pixels of the first action that has one, cropped to them. */
    static BufferedImage ragnarok(RagnarokSource source, int size) throws ThumbnailException {
        Composition composition = source.compose();
        for (int action = 0; action < source.actionCount(); action++) {
            int frames = composition.frameCount(action);
            for (int frame = 0; frame < frames; frame++) {
                Optional<Rectangle2D> bounds = composition.bounds(action, frame);
                if (bounds.isEmpty()) {
                    continue;
                }
                Rectangle area = FrameRenderer.pixelBounds(bounds.get());
                if (area.width <= 0 || area.height <= 0) {
                    continue;
                }
                BufferedImage picture = composition.renderToImage(action, frame, area);
                Rectangle opaque = opaque(picture);
                if (opaque != null) {
                    return ThumbnailFit.fit(picture, opaque, size);
                }
            }
        }
        throw new ThumbnailException("the sprite draws nothing in any frame");
    }

    /** The character's rest pose (else its first frame), cropped to its opaque pixels. */
    static BufferedImage agent(AgentCharacter c, int size) throws ThumbnailException {
        AgentFrame frame = restPose(c);
        if (frame == null) {
            throw new ThumbnailException("the character has no frame to show");
        }
        int w = c.frameWidth();
        int h = c.frameHeight();
        byte[] bottomUp = AgentCompositor.renderFrame(c, frame);
        int stride = AgentImage.stride(w);
        int transparent = c.transparentIndex();
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) {
            int row = (h - 1 - y) * stride;
            for (int x = 0; x < w; x++) {
                int index = bottomUp[row + x] & 0xFF;
                argb[y * w + x] = index == transparent ? 0 : c.paletteArgb(index);
            }
        }
        BufferedImage picture = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        picture.setRGB(0, 0, w, h, argb, 0, w);
        Rectangle opaque = OpaqueBounds.of(argb, w, h);
        if (opaque == null) {
            throw new ThumbnailException("the character's rest pose is fully transparent");
        }
        return ThumbnailFit.fit(picture, opaque, size);
    }

    /** The first frame of "RestPose" (Agent's name for the still pose, any case), else of the first animation. */
    static AgentFrame restPose(AgentCharacter c) {
        AgentFrame first = null;
        for (AgentAnimation animation : c.animations()) {
            if (animation.frames().isEmpty()) {
                continue;
            }
            if (animation.name().equalsIgnoreCase("RestPose")) {
                return animation.frames().get(0);
            }
            if (first == null) {
                first = animation.frames().get(0);
            }
        }
        return first;
    }

    private static Rectangle opaque(BufferedImage picture) {
        int w = picture.getWidth();
        int h = picture.getHeight();
        return OpaqueBounds.of(picture.getRGB(0, 0, w, h, null, 0, w), w, h);
    }
}
