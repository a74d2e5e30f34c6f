package dev.marionette.editor.panel;

import dev.marionette.app.Version;
import dev.marionette.editor.action.KeyStrokes;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.prefs.RecentFiles;
import dev.marionette.editor.util.SvgIcons;
import dev.marionette.icons.Icons;
import java.awt.Font;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;

/**
 * Shown while no document is open: what the editor is, how to open a file (button, shortcut, drag and drop)
 * and the recent files. With no file editors installed it says so instead of offering formats.
 */
public final class WelcomePanel extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final int RECENT_SHOWN = 6;

    private final JPanel recentPanel = new JPanel(new MigLayout("insets 0, gap 0 2, wrap 1"));
    private final transient RecentFiles recentFiles;
    private final transient Consumer<Path> openRecent;

    /**
     * @param openAction File &gt; Open
     * @param openRecent opens one of the recent files
     */
    public WelcomePanel(DocumentKinds kinds, Action openAction, RecentFiles recentFiles, Consumer<Path> openRecent) {
        super(new MigLayout("insets 32, wrap 1, align center center", "[center]"));
        this.recentFiles = recentFiles;
        this.openRecent = openRecent;
        setName("welcomePanel");

        add(new JLabel(SvgIcons.icon(Icons.APP, 96)), "gapbottom 8");
        JLabel title = new JLabel("Marionette");
        title.putClientProperty("FlatLaf.styleClass", "h1");
        add(title);
        JLabel version = new JLabel("Version " + Version.get());
        version.putClientProperty("FlatLaf.styleClass", "small");
        add(version, "gapbottom 16");
        add(new JLabel(describe(kinds)), "gapbottom 16");

        JButton open = new JButton(openAction);
        open.setName("welcomeOpen");
        add(open, "gapbottom 4");
        KeyStroke key = (KeyStroke) openAction.getValue(Action.ACCELERATOR_KEY);
        JLabel hint = new JLabel((key == null ? "" : KeyStrokes.describe(key) + " · ") + "or drop files on this window");
        hint.putClientProperty("FlatLaf.styleClass", "small");
        add(hint, "gapbottom 24");
        add(recentPanel);
        recentFiles.addChangeListener(this::refreshRecent);
        refreshRecent();
    }

    private static String describe(DocumentKinds kinds) {
        if (kinds.isEmpty()) {
            return "No file editors are installed in this build yet.";
        }
        String formats = kinds.all().stream().flatMap(k -> k.openFormats().stream()).map(FileType::name)
                .distinct().collect(Collectors.joining(", "));
        return "<html><div style='text-align:center'>Opens " + formats + "</div></html>";
    }

    private void refreshRecent() {
        recentPanel.removeAll();
        List<Path> files = recentFiles.files();
        if (!files.isEmpty()) {
            JLabel heading = new JLabel("Recent files");
            heading.setFont(heading.getFont().deriveFont(Font.BOLD));
            recentPanel.add(heading, "gapbottom 4");
        }
        for (Path file : files.subList(0, Math.min(RECENT_SHOWN, files.size()))) {
            JButton link = new JButton(String.valueOf(file.getFileName()));
            link.setToolTipText(file.toString());
            link.putClientProperty("JButton.buttonType", "borderless");
            link.addActionListener(e -> openRecent.accept(file));
            recentPanel.add(link, "growx");
        }
        recentPanel.revalidate();
        recentPanel.repaint();
    }
}
