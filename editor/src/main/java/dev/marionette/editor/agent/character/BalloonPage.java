package dev.marionette.editor.agent.character;

import dev.marionette.editor.agent.canvas.BalloonPainter;
import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Buttons;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.doc.Part;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Graphics;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.util.function.UnaryOperator;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JColorChooser;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import net.miginfocom.swing.MigLayout;

/**
 * The word balloon: on or off, lines and characters per line, size to text, auto-hide, auto-pace, font and the
 * three colours, with a live preview of a balloon holding sample text.
 */
final class BalloonPage extends JPanel {

    static final String SAMPLE = "Hello! This is how I look when I talk to you.";
    private static final AgentBalloon DEFAULTS = new AgentBalloon(2, 28, 0x000000, 0xE1FFFF, 0x000000,
            "MS Sans Serif", -13, 400, 0, 0);

    private final AgentContext context;
    private final Controls.Guard guard = new Controls.Guard();
    private final JCheckBox enabled;
    private final JSpinner lines;
    private final JSpinner perLine;
    private final JCheckBox sizeToText;
    private final JCheckBox autoHide;
    private final JCheckBox autoPace;
    private final JComboBox<String> font = new JComboBox<>();
    private final JSpinner fontSize;
    private final JCheckBox bold;
    private final JCheckBox italic;
    private final JButton[] colours = new JButton[3];
    private final Preview preview = new Preview();

    BalloonPage(AgentContext context) {
        super(new MigLayout("insets 6, wrap 2, hidemode 3", "[right][grow,fill]"));
        this.context = context;
        enabled = Controls.check("Use a word balloon", "balloonEnabled", guard, on ->
                context.edit(() -> context.ops().character().setBalloon(on ? current() : null)));
        lines = Controls.spinner("balloonLines", 1, 255, guard, v -> change(b -> with(b, v, -1)));
        perLine = Controls.spinner("balloonCharsPerLine", 1, 255, guard, v -> change(b -> with(b, -1, v)));
        sizeToText = Controls.check("Size to text", "balloonSizeToText", guard,
                on -> flag(AgentStyle.BALLOON_SIZE_TO_TEXT, on));
        autoHide = Controls.check("Hide automatically", "balloonAutoHide", guard,
                on -> flag(AgentStyle.BALLOON_NO_AUTO_HIDE, !on));
        autoPace = Controls.check("Pace text automatically", "balloonAutoPace", guard,
                on -> flag(AgentStyle.BALLOON_NO_AUTO_PACE, !on));
        fontSize = Controls.spinner("balloonFontSize", 1, 200, guard, v -> change(b -> new AgentBalloon(b.lines(),
                b.charsPerLine(), b.foreground(), b.background(), b.border(), b.fontName(),
                b.fontHeight() < 0 ? -v : v, b.fontWeight(), b.fontStrikeout(), b.fontItalic())));
        bold = Controls.check("Bold", "balloonBold", guard, on -> change(b -> new AgentBalloon(b.lines(),
                b.charsPerLine(), b.foreground(), b.background(), b.border(), b.fontName(), b.fontHeight(),
                on ? 700 : 400, b.fontStrikeout(), b.fontItalic())));
        italic = Controls.check("Italic", "balloonItalic", guard, on -> change(b -> new AgentBalloon(b.lines(),
                b.charsPerLine(), b.foreground(), b.background(), b.border(), b.fontName(), b.fontHeight(),
                b.fontWeight(), b.fontStrikeout(), on ? 1 : 0)));
        font.setName("balloonFont");
        font.setEditable(true);
        for (String family : GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames()) {
            font.addItem(family);
        }
        font.addActionListener(e -> {
            Object chosen = font.getSelectedItem();
            if (!guard.quiet() && chosen != null && !chosen.toString().isBlank()) {
                change(b -> new AgentBalloon(b.lines(), b.charsPerLine(), b.foreground(), b.background(), b.border(),
                        chosen.toString().strip(), b.fontHeight(), b.fontWeight(), b.fontStrikeout(), b.fontItalic()));
            }
        });
        String[] names = {"Text", "Background", "Border"};
        add(new JLabel(Controls.title("Word balloon")), "span 2, align left");
        add(enabled, "skip 1");
        add(new JLabel("Lines"));
        add(lines, "split 3, w 60!");
        add(new JLabel("Characters per line"), "growx 0");
        add(perLine, "w 60!");
        add(sizeToText, "skip 1");
        add(autoHide, "skip 1");
        add(autoPace, "skip 1");
        add(new JLabel("Font"));
        add(font, "wmin 60");
        add(new JLabel("Size"));
        add(fontSize, "split 3, w 60!");
        add(bold, "growx 0");
        add(italic, "growx 0");
        add(new JLabel("Colours"));
        for (int i = 0; i < 3; i++) {
            int which = i;
            colours[i] = Buttons.named(names[i], "balloonColour" + i, () -> chooseColour(which));
            add(colours[i], i == 0 ? "split 3" : "");
        }
        add(preview, "span 2, growx, h 110!");
        Controls.follow(context, Part.CHARACTER, this::refresh);
    }

    private AgentBalloon current() {
        AgentBalloon b = context.character().balloon();
        return b != null ? b : DEFAULTS;
    }

    private static AgentBalloon with(AgentBalloon b, int lines, int perLine) {
        return new AgentBalloon(lines < 0 ? b.lines() : lines, perLine < 0 ? b.charsPerLine() : perLine,
                b.foreground(), b.background(), b.border(), b.fontName(), b.fontHeight(), b.fontWeight(),
                b.fontStrikeout(), b.fontItalic());
    }

    private void change(UnaryOperator<AgentBalloon> update) {
        if (context.character().balloon() != null) {
            context.edit(() -> context.ops().character().setBalloon(update.apply(context.character().balloon())));
        }
    }

    private void flag(int flag, boolean on) {
        context.edit(() -> context.ops().character().setStyleFlag(flag, on));
    }

    private void chooseColour(int which) {
        AgentBalloon b = current();
        int[] refs = {b.foreground(), b.background(), b.border()};
        Color chosen = JColorChooser.showDialog(this, "Balloon colour", new Color(AgentBalloon.colorRefToArgb(refs[which])));
        if (chosen != null) {
            refs[which] = chosen.getBlue() << 16 | chosen.getGreen() << 8 | chosen.getRed(); // a COLORREF
            change(x -> new AgentBalloon(x.lines(), x.charsPerLine(), refs[0], refs[1], refs[2], x.fontName(),
                    x.fontHeight(), x.fontWeight(), x.fontStrikeout(), x.fontItalic()));
        }
    }

    private void refresh() {
        guard.fill(() -> {
            AgentCharacter c = context.character();
            AgentBalloon b = current();
            boolean on = c.balloon() != null;
            enabled.setSelected(on);
            Controls.setValue(lines, Math.max(1, b.lines()));
            Controls.setValue(perLine, Math.max(1, b.charsPerLine()));
            sizeToText.setSelected(c.isBalloonSizeToText());
            autoHide.setSelected(!c.isBalloonNoAutoHide());
            autoPace.setSelected(!c.isBalloonNoAutoPace());
            font.setSelectedItem(b.fontName());
            Controls.setValue(fontSize, Math.max(1, Math.abs(b.fontHeight())));
            bold.setSelected(b.fontWeight() >= 700);
            italic.setSelected(b.fontItalic() != 0);
            for (JComponent control : new JComponent[] {lines, perLine, sizeToText, autoHide, autoPace, font,
                fontSize, bold, italic, colours[0], colours[1], colours[2]}) {
                control.setEnabled(on);
            }
            preview.repaint();
        });
    }

    /** A balloon with sample text, drawn as the preview and the canvas draw it. */
    private final class Preview extends JComponent {
        Preview() {
            setName("balloonPreview");
            setPreferredSize(new Dimension(300, 110));
        }

        @Override
        protected void paintComponent(Graphics g) {
            if (context.character().balloon() == null) {
                g.setColor(getForeground());
                g.drawString("No word balloon", 8, 20);
                return;
            }
            BalloonPainter.paint((Graphics2D) g, context.character(), SAMPLE, new Rectangle(getWidth() / 2 - 10,
                    getHeight(), 20, 1));
        }
    }
}
