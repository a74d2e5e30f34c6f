package dev.marionette.export.ro;

import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ro.ActionFrames;
import dev.marionette.export.ro.RagnarokSource;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What sprite frames will look like, as the Ragnarok renderer draws the new ACT + SPR: every direction's action
 * side by side, frame after frame, standing on one line through their frame origins (marked with a small cross),
 * playing at the actions' interval.
 */
public final class SpritePreview {

    private static final int GAP = 8;

    private SpritePreview() {
    }

    /** The preview of {@code frames}. */
    public static ExportPreview of(SpriteFrames frames, ExportProgress progress) throws IOException {
        RagnarokSource source = RagnarokSource.of("frames", frames.sprite());
        int actions = frames.sprite().act().animations().size();
        List<ActionFrames> rendered = new ArrayList<>();
        int above = 0;
        int below = 0;
        int width = 0;
        for (int a = 0; a < actions; a++) {
            ActionFrames action = ActionFrames.render(source, source.compose(), a, progress.part(
                    (double) a / actions, (double) (a + 1) / actions));
            rendered.add(action);
            above = Math.max(above, action.originY());
            below = Math.max(below, action.height() - action.originY());
            width += action.width() + (a > 0 ? GAP : 0);
        }
        int height = above + below;
        int count = rendered.get(0).frames().size();
        List<BufferedImage> images = new ArrayList<>(count);
        List<Integer> delays = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            BufferedImage strip = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = strip.createGraphics();
            int x = 0;
            for (ActionFrames action : rendered) {
                g.drawImage(action.image(k), x, above - action.originY(), null);
                g.setColor(new Color(0x80, 0x80, 0x80, 160));
                int ox = x + action.originX();
                g.drawLine(ox - 3, above, ox + 3, above);
                g.drawLine(ox, above - 3, ox, above + 3);
                x += action.width() + GAP;
            }
            g.dispose();
            images.add(strip);
            delays.add((int) Math.round(rendered.get(0).intervalMillis()));
        }
        return new ExportPreview(images, delays, frames.summary());
    }
}
