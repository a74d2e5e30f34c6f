package dev.marionette.editor.ro.palette;

import dev.marionette.render.ro.FrameRenderer;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A "palette sheet": one frame of a sprite drawn under each of several palettes, side by side in rows, each
 * with its name under it, on a flat background. The sheet's own images are drawn through a copy of the sheet
 * holding the same image objects and the dye's palette, so the document is never touched; each dye keeps
 * its converted images between frames.
 */
final class DyeSheet {

    /** A palette to draw under, and its name (the file's). */
    record Dye(String name, Palette palette) {
    }

    /** Where the cells are: {@code columns} &times; {@code rows} cells of one size. */
    record Layout(int cellWidth, int cellHeight, int columns, int rows, int count) {
        /** The cell at picture point (x, y), or -1. */
        int cellAt(int x, int y) {
            if (x < 0 || y < 0) {
                return -1;
            }
            int col = x / cellWidth;
            int row = y / cellHeight;
            int i = row * columns + col;
            return col < columns && i < count ? i : -1;
        }
    }

    static final Color BACKGROUND = new Color(0xD8D8D8);
    private static final int LABEL = 16;
    private static final int MIN_CELL = 80;
    private static final int PAD = 4;

    private final Map<Palette, FrameRenderer> renderers = new IdentityHashMap<>();

    /** The layout {@link #render} uses for {@code count} cells of a frame {@code area} at {@code scale}. */
    static Layout layout(int count, Rectangle area, int scale, int columns) {
        int w = Math.max(MIN_CELL, area.width * scale + 2 * PAD);
        int h = area.height * scale + 2 * PAD + LABEL;
        int cols = Math.max(1, Math.min(columns, count));
        return new Layout(w, h, cols, (count + cols - 1) / cols, count);
    }

    /** The model area a frame covers (at least 1 &times; 1), the same under every palette. */
    static Rectangle area(SpriteSheet sheet, ActFrame frame) {
        if (frame == null) {
            return new Rectangle(0, 0, 1, 1);
        }
        return new FrameRenderer(sheet).bounds(frame, 0, 0).map(FrameRenderer::pixelBounds)
                .filter(r -> r.width > 0 && r.height > 0).orElse(new Rectangle(0, 0, 1, 1));
    }

    /** Draws {@code frame} of {@code sheet} under each dye, {@code columns} to a row, scaled by {@code scale}. */
    BufferedImage render(SpriteSheet sheet, ActFrame frame, List<Dye> dyes, int scale, int columns) {
        Rectangle area = area(sheet, frame);
        Layout layout = layout(dyes.size(), area, scale, columns);
        BufferedImage out = new BufferedImage(Math.max(1, layout.columns() * layout.cellWidth()),
                Math.max(1, layout.rows() * layout.cellHeight()), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = out.createGraphics();
        try {
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, out.getWidth(), out.getHeight());
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
            FontMetrics fm = g.getFontMetrics();
            for (int i = 0; i < dyes.size(); i++) {
                Dye dye = dyes.get(i);
                int x = (i % layout.columns()) * layout.cellWidth();
                int y = (i / layout.columns()) * layout.cellHeight();
                if (frame != null) {
                    BufferedImage drawn = renderer(sheet, dye.palette()).renderToImage(frame, area);
                    int dx = x + (layout.cellWidth() - area.width * scale) / 2;
                    g.drawImage(drawn, dx, y + PAD, area.width * scale, area.height * scale, null);
                }
                g.setColor(Color.BLACK);
                String name = fit(dye.name(), fm, layout.cellWidth() - 2 * PAD);
                g.drawString(name, x + (layout.cellWidth() - fm.stringWidth(name)) / 2,
                        y + layout.cellHeight() - PAD - fm.getDescent());
            }
        } finally {
            g.dispose();
        }
        return out;
    }

    /** A renderer drawing {@code sheet}'s current images with {@code palette}, kept per palette. */
    private FrameRenderer renderer(SpriteSheet sheet, Palette palette) {
        FrameRenderer renderer = renderers.computeIfAbsent(palette, p -> {
            SpriteSheet view = new SpriteSheet();
            view.setPalette(p);
            return new FrameRenderer(view);
        });
        SpriteSheet view = renderer.images().sheet();
        // The same image objects as the document's, so converted images stay cached until one is replaced.
        if (!sameObjects(view.indexedImages(), sheet.indexedImages())) {
            view.indexedImages().clear();
            view.indexedImages().addAll(sheet.indexedImages());
        }
        if (!sameObjects(view.rgbaImages(), sheet.rgbaImages())) {
            view.rgbaImages().clear();
            view.rgbaImages().addAll(sheet.rgbaImages());
        }
        return renderer;
    }

    private static boolean sameObjects(List<?> a, List<?> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }

    /** Forgets the renderers of palettes no longer shown. */
    void retain(List<Dye> dyes) {
        renderers.keySet().removeIf(p -> dyes.stream().noneMatch(d -> d.palette() == p));
    }

    private static String fit(String text, FontMetrics fm, int width) {
        if (fm.stringWidth(text) <= width) {
            return text;
        }
        String s = text;
        while (s.length() > 1 && fm.stringWidth(s + "…") > width) {
            s = s.substring(0, s.length() - 1);
        }
        return s + "…";
    }
}
