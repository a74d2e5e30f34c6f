package dev.marionette.editor.agent.canvas;

import dev.marionette.editor.canvas.Antialiased;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.Rectangle;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws Agent's word balloon: a rounded box in the balloon's background and border colours, the text in its
 * font and foreground colour wrapped at the characters-per-line setting, as many lines as the balloon has (all
 * of them with "size to text"), with a tail pointing at the character. Characters without balloon information
 * get the Character Editor's defaults.
 */
public final class BalloonPainter {

    private static final AgentBalloon DEFAULTS = new AgentBalloon(2, 28, 0x000000, 0xE1FFFF, 0x000000,
            "MS Sans Serif", -13, 400, 0, 0);

    private BalloonPainter() {
    }

    /** The text broken into lines of at most {@code perLine} characters at spaces (long words are cut). */
    static List<String> wrap(String text, int perLine) {
        int width = Math.max(1, perLine);
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.trim().split("\\s+")) {
            while (word.length() > width) {
                if (line.length() > 0) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(word.substring(0, width));
                word = word.substring(width);
            }
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (!word.isEmpty()) {
                line.append(line.length() > 0 ? " " : "").append(word);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** The font of a balloon at screen size (a negative height is the character height in pixels). */
    public static Font font(AgentBalloon b) {
        int style = (b.fontWeight() >= 700 ? Font.BOLD : Font.PLAIN) | (b.fontItalic() != 0 ? Font.ITALIC : Font.PLAIN);
        int size = Math.max(6, Math.abs(b.fontHeight()) == 0 ? 13 : Math.abs(b.fontHeight()));
        return new Font(b.fontName().isBlank() ? Font.SANS_SERIF : b.fontName(), style, size);
    }

    /** Paints the balloon for {@code text} above {@code anchor} (the character on screen). */
    public static void paint(Graphics2D g, AgentCharacter c, String text, Rectangle anchor) {
        AgentBalloon b = c.balloon() != null ? c.balloon() : DEFAULTS;
        List<String> lines = wrap(text, b.charsPerLine());
        int maxLines = c.isBalloonSizeToText() ? lines.size() : Math.max(1, b.lines());
        List<String> shown = lines.subList(0, Math.min(lines.size(), maxLines));
        Graphics2D g2 = Antialiased.copy(g);
        try {
            g2.setFont(font(b));
            FontMetrics fm = g2.getFontMetrics();
            int textW = fm.charWidth('n') * Math.max(1, b.charsPerLine());
            for (String l : shown) {
                textW = Math.max(textW, fm.stringWidth(l));
            }
            int pad = 8;
            int w = textW + 2 * pad;
            int h = Math.max(1, maxLines) * fm.getHeight() + 2 * pad;
            int x = anchor.x + anchor.width / 2 - w / 2;
            int y = Math.max(2, anchor.y - h - 14);
            RoundRectangle2D box = new RoundRectangle2D.Double(x, y, w, h, 16, 16);
            Polygon tail = new Polygon(new int[] {x + w / 2 - 8, x + w / 2 + 8, x + w / 2 + 2},
                    new int[] {y + h - 1, y + h - 1, y + h + 12}, 3);
            g2.setColor(new Color(AgentBalloon.colorRefToArgb(b.background())));
            g2.fill(box);
            g2.fill(tail);
            g2.setColor(new Color(AgentBalloon.colorRefToArgb(b.border())));
            g2.setStroke(new BasicStroke(1));
            g2.draw(box);
            g2.drawLine(tail.xpoints[0], tail.ypoints[0] + 1, tail.xpoints[2], tail.ypoints[2]);
            g2.drawLine(tail.xpoints[1], tail.ypoints[1] + 1, tail.xpoints[2], tail.ypoints[2]);
            g2.setColor(new Color(AgentBalloon.colorRefToArgb(b.foreground())));
            int ty = y + pad + fm.getAscent();
            for (String l : shown) {
                g2.drawString(l, x + pad, ty);
                ty += fm.getHeight();
            }
        } finally {
            g2.dispose();
        }
    }
}
