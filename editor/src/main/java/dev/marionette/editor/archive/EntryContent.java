package dev.marionette.editor.archive;

import dev.marionette.io.Companions;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveEntrySource;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.ragnarok.SpritePair;
import dev.marionette.io.ragnarok.SpritePairs;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.spr.SprReader;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.ro.FrameRenderer;
import dev.marionette.render.ro.SpriteImageCache;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;

/**
 * What the browser's preview shows for an entry, read off the event thread: text, a picture, a sprite sheet's
 * images, or an ACT's first action played on its SPR from the same archive. Worker thread.
 */
sealed interface EntryContent {

    /** Entries over this size are not previewed. */
    long MAX_PREVIEW_BYTES = 32L << 20;
    /** Frames of an action rendered for the preview at most. */
    int MAX_FRAMES = 240;
    /** Images of a sheet shown at most. */
    int MAX_IMAGES = 400;

    /** Text (CP949 unless it reads as UTF-8). */
    record Text(String text) implements EntryContent {
    }

    /** One picture. */
    record Picture(BufferedImage image) implements EntryContent {
    }

    /** The images of an SPR. */
    record Sheet(List<BufferedImage> images, int total) implements EntryContent {
    }

    /** The frames of one action, rendered on one canvas, each shown for {@code frameMillis}. */
    record Animation(List<BufferedImage> frames, int frameMillis, String description) implements EntryContent {
    }

    /** Nothing to show, and why. */
    record Message(String text) implements EntryContent {
    }

    /** Reads entry {@code entry} of {@code index} and decodes it for the preview. */
    static EntryContent load(ArchiveIndex index, int entry) {
        Archive archive = index.archive();
        ArchiveEntry e = archive.entry(entry);
        String ext = index.extension(entry);
        String name = index.name(entry);
        if (e.isRemoval()) {
            return new Message(name + ": removed from the client when the patch is applied (a removal record, no data)");
        }
        if (e.realSize() > MAX_PREVIEW_BYTES) {
            return new Message(name + ": " + e.realSize() + " bytes, too large to preview");
        }
        try {
            if (ext.equals("act")) {
                return animation(index, e);
            }
            if (ext.equals("spr")) {
                return sheet(SprReader.read(archive.read(e, MAX_PREVIEW_BYTES), archive.source() + "!" + e.path(),
                        ReadOptions.STRICT).value());
            }
            if (EntryTypes.isImage(ext)) {
                BufferedImage image = picture(ext, archive.read(e, MAX_PREVIEW_BYTES));
                return image == null ? new Message(name + ": not an image this preview reads") : new Picture(image);
            }
            if (EntryTypes.isText(ext)) {
                return new Text(text(archive.read(e, MAX_PREVIEW_BYTES)));
            }
            return new Message(name + ": " + EntryTypes.describe(ext) + ", " + e.realSize() + " bytes (no preview)");
        } catch (IOException | RuntimeException problem) {
            return new Message(problem.getMessage() == null ? problem.toString() : problem.getMessage());
        }
    }

    /** Decodes an image entry; null when it is not one. */
    static BufferedImage picture(String ext, byte[] data) throws IOException {
        if (ext.equals("tga")) {
            return TgaImages.decode(data);
        }
        return ImageIO.read(new ByteArrayInputStream(data));
    }

    /** The first image of a sheet (indexed first, then RGBA), or null when it has none. */
    static BufferedImage firstImage(SpriteSheet sheet) {
        SpriteImageCache images = new SpriteImageCache(sheet);
        BufferedImage first = images.image(SpriteLayer.TYPE_INDEXED, 0, 0xFFFFFFFF);
        return first != null ? first : images.image(SpriteLayer.TYPE_RGBA, 0, 0xFFFFFFFF);
    }

    private static EntryContent sheet(SpriteSheet sheet) {
        SpriteImageCache cache = new SpriteImageCache(sheet);
        List<BufferedImage> images = new ArrayList<>();
        int total = sheet.indexedImages().size() + sheet.rgbaImages().size();
        for (int i = 0; i < sheet.indexedImages().size() && images.size() < MAX_IMAGES; i++) {
            addIfAny(images, cache.image(SpriteLayer.TYPE_INDEXED, i, 0xFFFFFFFF));
        }
        for (int i = 0; i < sheet.rgbaImages().size() && images.size() < MAX_IMAGES; i++) {
            addIfAny(images, cache.image(SpriteLayer.TYPE_RGBA, i, 0xFFFFFFFF));
        }
        return new Sheet(images, total);
    }

    private static void addIfAny(List<BufferedImage> images, BufferedImage image) {
        if (image != null) {
            images.add(image);
        }
    }

    private static EntryContent animation(ArchiveIndex index, ArchiveEntry e) throws IOException {
        Archive archive = index.archive();
        String path = e.path();
        // The pair as the Ragnarok plug-in opens it everywhere (recognised, then opened by its plug-in): its SPR from
        // the same folder of the archive.
        SpritePair pair;
        try {
            FileSource source = new ArchiveEntrySource(archive, e);
            pair = FormatRegistry.installed().detect(FileHead.of(source, ReadOptions.STRICT)).open(source,
                    Companions.NONE).as(SpritePair.class);
        } catch (SpritePairs.MissingSheetException missing) {
            return new Message(path + ": " + missing.act().animations().size() + " actions; the archive has no "
                    + ArchiveSprites.sibling(path, "spr") + " to draw them with");
        }
        ActDocument act = pair.act();
        SpriteSheet sheet = pair.sheet();
        String sprPath = ((ArchiveEntrySource) pair.sprSource()).entry().path();
        int action = 0;
        while (action < act.animations().size() && act.animations().get(action).frames().isEmpty()) {
            action++;
        }
        if (action == act.animations().size()) {
            return new Message(path + ": no action has frames");
        }
        ActAnimation animation = act.animations().get(action);
        FrameRenderer renderer = new FrameRenderer(sheet);
        List<ActFrame> frames = animation.frames().subList(0, Math.min(MAX_FRAMES, animation.frames().size()));
        Rectangle2D union = null;
        for (ActFrame f : frames) {
            Optional<Rectangle2D> b = renderer.bounds(f, 0, 0);
            if (b.isPresent()) {
                union = union == null ? b.get() : union.createUnion(b.get());
            }
        }
        Rectangle area = union == null ? new Rectangle(-1, -1, 2, 2) : FrameRenderer.pixelBounds(union);
        List<BufferedImage> images = new ArrayList<>();
        for (ActFrame f : frames) {
            images.add(renderer.renderToImage(f, area));
        }
        int millis = (int) Math.max(10, Math.round(animation.intervalMillis()));
        return new Animation(images, millis, "action " + action + " of " + act.animations().size() + ", "
                + animation.frames().size() + " frames, " + millis + " ms each, on " + sprPath);
    }

    /** Text as the client would read it: UTF-8 when it is valid UTF-8, else CP949 (Korean Windows). */
    static String text(byte[] data) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(data)).toString();
        } catch (java.nio.charset.CharacterCodingException notUtf8) {
            return new String(data, GrfNames.CP949);
        }
    }
}
