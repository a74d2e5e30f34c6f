package dev.marionette.editor.agent.character;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Buttons;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentTrayIcon;
import dev.marionette.model.acs.edit.AgentLimits;
import dev.marionette.model.doc.Part;
import java.awt.Image;
import java.awt.image.BufferedImage;
import java.security.SecureRandom;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;

/**
 * Frame size, transparent colour, the palette, the tray icon and the character's GUID (typed, or a new random one).
 * Clicking a swatch only selects it and says its index and colour; the transparent colour changes only by an
 * explicit command: the index typed, "Use as transparent colour" (button, or the swatch's right-click menu, where the
 * current one is checked). The palette and the tray icon can be imported from pictures ({@link PictureImports}).
 */
final class AppearancePage extends JPanel {

    private final AgentContext context;
    private final Controls.Guard guard = new Controls.Guard();
    private final JSpinner width;
    private final JSpinner height;
    private final JSpinner transparent;
    private final JTextField guid = new JTextField(30);
    private final PaletteView palette = new PaletteView();
    private final JLabel entry = new JLabel(" ");
    private final JButton useAsTransparent;
    private final JLabel trayIcon = new JLabel();
    private final JButton removeTrayIcon;

    AppearancePage(AgentContext context) {
        super(new MigLayout("insets 6, wrap 2", "[right][grow,fill]"));
        this.context = context;
        width = Controls.spinner("frameWidth", 1, AgentLimits.U16_MAX, guard, w -> setFrameSize(w, -1));
        height = Controls.spinner("frameHeight", 1, AgentLimits.U16_MAX, guard, h -> setFrameSize(-1, h));
        transparent = Controls.spinner("transparentIndex", 0, 255, guard,
                i -> context.edit(() -> context.ops().character().setTransparentIndex(i)));
        useAsTransparent = Buttons.named("Use as transparent colour", "useAsTransparent",
                () -> useAsTransparent(palette.selected()));
        palette.addSelectionListener(i -> showEntry());
        palette.setContextMenu(this::paletteMenu);
        entry.setName("paletteEntry");
        guid.setName("guid");
        trayIcon.setName("trayIcon");
        removeTrayIcon = Buttons.named("Remove", "removeTrayIcon",
                () -> context.edit(() -> context.ops().character().setTrayIcon(null)));
        add(new JLabel(Controls.title("Frames")), "span 2, align left");
        add(new JLabel("Frame size"));
        add(Controls.row(width, new JLabel("\u00d7"), height), "growx 0");
        add(new JLabel("Transparent index"));
        add(transparent, "w 70!, growx 0");
        add(new JLabel("Palette"), "top");
        add(palette, "growx 0");
        add(entry, "skip 1, wmin 0");
        // One button a row: the side bar is narrow at 1280x800, and a row wider than it would cut the page off.
        add(useAsTransparent, "skip 1, growx 0");
        add(Buttons.named("Import palette\u2026", "importPalette", () -> PictureImports.palette(context, this)),
                "skip 1, growx 0");
        add(new JLabel("Tray icon"));
        add(trayIcon, "growx 0");
        add(Controls.row(Buttons.named("Import\u2026", "importTrayIcon",
                () -> PictureImports.trayIcon(context, this)), removeTrayIcon), "skip 1, growx 0");
        add(new JLabel("GUID"));
        add(guid, "split 2, wmin 60");
        add(Buttons.named("New GUID", "newGuid",
                () -> context.edit(() -> context.ops().character().newGuid(new SecureRandom()))), "growx 0");
        Controls.onTyping(guid, guard, text -> {
            try {
                AgentGuid parsed = AgentGuid.parse(text);
                Controls.markInvalid(guid, false);
                context.edit(() -> context.ops().character().setGuid(parsed));
            } catch (IllegalArgumentException e) {
                Controls.markInvalid(guid, true);
            }
        });
        Controls.follow(context, Part.CHARACTER, this::refresh);
    }

    /** The right-click menu of a swatch: the explicit way to make it the transparent colour. */
    private JPopupMenu paletteMenu(int index) {
        JPopupMenu menu = new JPopupMenu();
        JCheckBoxMenuItem use = new JCheckBoxMenuItem("Use as transparent colour");
        use.setName("useAsTransparentItem");
        boolean current = index == context.character().transparentIndex();
        use.setSelected(current);
        use.setEnabled(!current);
        use.addActionListener(e -> useAsTransparent(index));
        menu.add(use);
        return menu;
    }

    private void useAsTransparent(int index) {
        if (index >= 0 && index != context.character().transparentIndex()) {
            context.edit(() -> context.ops().character().setTransparentIndex(index));
        }
    }

    /** Says the selected entry's index and colour, and whether it is the transparent one. */
    private void showEntry() {
        AgentCharacter c = context.character();
        int i = palette.selected();
        // two short lines: the palette's column is narrow at 1280x800
        entry.setText(i < 0 ? "<html>Click a colour to see it;<br>right-click for its menu.</html>"
                : PaletteView.describe(c.palette(), i, c.transparentIndex()));
        useAsTransparent.setEnabled(i >= 0 && i != c.transparentIndex());
    }

    private void setFrameSize(int w, int h) {
        AgentCharacter c = context.character();
        int nw = w < 0 ? c.frameWidth() : w;
        int nh = h < 0 ? c.frameHeight() : h;
        context.edit(() -> context.ops().character().setFrameSize(nw, nh));
    }

    private void refresh() {
        guard.fill(() -> {
            AgentCharacter c = context.character();
            Controls.setValue(width, c.frameWidth());
            Controls.setValue(height, c.frameHeight());
            Controls.setValue(transparent, c.transparentIndex());
            palette.show(c.palette(), c.transparentIndex());
            showEntry();
            if (!guid.getText().strip().equalsIgnoreCase(c.guid().toString())) {
                guid.setText(c.guid().toString());
            }
            Controls.markInvalid(guid, false);
            trayIcon.setIcon(null);
            trayIcon.setText("none");
            AgentTrayIcon icon = c.trayIcon();
            removeTrayIcon.setEnabled(icon != null);
            if (icon != null) {
                try {
                    AgentTrayIcon.Pixels px = icon.toArgb();
                    BufferedImage image = new BufferedImage(px.width(), px.height(), BufferedImage.TYPE_INT_ARGB);
                    image.setRGB(0, 0, px.width(), px.height(), px.argb(), 0, px.width());
                    trayIcon.setIcon(new ImageIcon(image.getScaledInstance(px.width() * 3, px.height() * 3,
                            Image.SCALE_FAST)));
                    trayIcon.setText(px.width() + "\u00d7" + px.height());
                } catch (IllegalArgumentException e) {
                    trayIcon.setText("unreadable (" + e.getMessage() + ")");
                }
            }
        });
    }
}
