package dev.marionette.editor;

import com.formdev.flatlaf.extras.FlatSVGUtils;
import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.compare.CompareActions;
import dev.marionette.editor.export.ExportActions;
import dev.marionette.editor.help.HelpActions;
import dev.marionette.editor.action.ViewActions;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.FileDropHandler;
import dev.marionette.editor.kit.DocumentCommands;
import dev.marionette.editor.menu.MenuBarBuilder;
import dev.marionette.editor.menu.ToolBarBuilder;
import dev.marionette.editor.panel.DocumentTabs;
import dev.marionette.editor.panel.HistoryPanel;
import dev.marionette.editor.panel.StatusBar;
import dev.marionette.editor.panel.TabTitles;
import dev.marionette.editor.panel.WelcomePanel;
import dev.marionette.editor.theme.ThemeManager;
import dev.marionette.editor.doc.FocusTracker;
import dev.marionette.editor.util.IconSource;
import dev.marionette.editor.util.WindowPlacement;
import dev.marionette.editor.workbench.Workbench;
import dev.marionette.icons.Icons;
import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.Shortcut;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * The main window, kept thin: it lays out the menu bar, tool bar, document tabs (or the welcome panel),
 * history panel and status bar, and connects the window's close box to {@link Workbench#exit()}. What the
 * editor does lives in the {@link Workbench}; how menus look lives in the builders.
 */
public final class MainFrame extends JFrame {

    private static final long serialVersionUID = 1L;

    /** Key of the split between documents and history in the preferences. */
    static final String HISTORY_SPLIT = "history";
    private static final int DEFAULT_HISTORY_WIDTH = 220;
    private static final String CARD_WELCOME = "welcome";
    private static final String CARD_TABS = "tabs";

    private final transient Workbench workbench;
    private final CardLayout cards = new CardLayout();
    private final JPanel center = new JPanel(cards);
    private final JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT);
    private final DocumentTabs tabs;
    private final HistoryPanel history;
    private final StatusBar statusBar;
    private final transient WindowPlacement placement;
    private final transient FocusTracker focusTracker;
    private final JMenuBar menuBar;
    private final List<JMenu> viewMenus = new ArrayList<>();

    /**
     * Builds the window around {@code workbench} (whose dialogs use this frame as parent: see
     * {@link EditorApp}). Registers the View and Help actions. Event thread.
     */
    MainFrame(Workbench workbench, ThemeManager themes, IconSource icons) {
        super("Marionette");
        this.workbench = workbench;
        setName("mainFrame");
        setIconImages(FlatSVGUtils.createWindowIconImages("/" + Icons.resourceName(Icons.APP)));
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);

        tabs = new DocumentTabs(workbench.documents(), workbench.watcher(),
                s -> workbench.closer().close(List.of(s)));
        history = new HistoryPanel(workbench.documents(), workbench.watcher());
        statusBar = new StatusBar(workbench.status(), workbench.tasks());
        placement = new WindowPlacement(this, workbench.preferences());
        focusTracker = new FocusTracker(this, workbench.editRouting());
        workbench.choosers().install(this);
        new DocumentCommands(document -> workbench.documents().sessions().stream()
                .filter(s -> s.document() == document).findFirst().ifPresent(s -> {
                    workbench.documents().setActive(s);
                    workbench.files().save(s);
                })).install(this);

        ViewActions.register(workbench.actions(), themes, history::isVisible, this::toggleHistory);
        HelpActions.register(workbench.actions(), this, this::tabShortcuts);
        ExportActions.register(workbench, this);
        CompareActions.register(workbench, this);
        menuBar = new MenuBarBuilder(workbench, icons).build();
        setJMenuBar(menuBar);
        bindAlternateKeys(workbench.actions());

        center.add(new WelcomePanel(workbench.kinds(), workbench.actions().get(ActionIds.FILE_OPEN),
                workbench.recentFiles(), workbench.files()::open), CARD_WELCOME);
        center.add(tabs, CARD_TABS);
        split.setLeftComponent(center);
        split.setRightComponent(history);
        split.setResizeWeight(1);
        split.setBorder(null);
        split.setName("historySplit");
        history.setVisible(workbench.preferences().historyVisible());

        getContentPane().add(new ToolBarBuilder(workbench.actions()).build(), BorderLayout.NORTH);
        getContentPane().add(split, BorderLayout.CENTER);
        getContentPane().add(statusBar, BorderLayout.SOUTH);
        setTransferHandler(new FileDropHandler(workbench.files()::openAll));

        workbench.watcher().addListener(this::documentsChanged);
        workbench.setExitHandler(this::closeWindow);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                workbench.exit();
            }

            @Override
            public void windowClosed(WindowEvent e) {
                focusTracker.uninstall();
            }
        });
        focusTracker.install();
        workbench.actions().refreshAll();
        documentsChanged();
        placement.restore();
    }

    /** The second keys of the menus' commands (Redo's Ctrl+Y), anywhere in the window like the accelerators. */
    private void bindAlternateKeys(ActionRegistry actions) {
        for (EditorAction action : actions.all()) {
            if (action.alternate() != null) {
                getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(action.alternate(), action.id());
                getRootPane().getActionMap().put(action.id(), action);
            }
        }
    }

    /** Shows the window and places the history divider once the window has its real size. */
    void showWindow() {
        setVisible(true);
        SwingUtilities.invokeLater(this::restoreSplit);
    }

    private void restoreSplit() {
        int width = workbench.preferences().splitPosition(HISTORY_SPLIT).orElse(DEFAULT_HISTORY_WIDTH);
        int location = split.getWidth() - split.getDividerSize() - width;
        split.setDividerLocation(Math.max(200, location));
    }

    private void documentsChanged() {
        DocumentSession active = workbench.documents().active().orElse(null);
        setTitle(TabTitles.windowTitle(active));
        cards.show(center, workbench.documents().isEmpty() ? CARD_WELCOME : CARD_TABS);
        showViewMenus(active == null || active.view() == null ? List.of() : active.view().menus());
    }

    /** Puts the active tab's own menus ("Animation", "Palette") between View and Help. */
    private void showViewMenus(List<JMenu> menus) {
        if (menus.equals(viewMenus)) {
            return;
        }
        viewMenus.forEach(menuBar::remove);
        viewMenus.clear();
        int at = Math.max(0, menuBar.getMenuCount() - 1);
        for (JMenu menu : menus) {
            menuBar.add(menu, at++);
            viewMenus.add(menu);
        }
        menuBar.revalidate();
        menuBar.repaint();
    }

    /** Every kind's tab keys and gestures, for Help > Keyboard Shortcuts. */
    private List<Shortcut> tabShortcuts() {
        List<Shortcut> rows = new ArrayList<>();
        for (DocumentKind kind : workbench.kinds().all()) {
            rows.addAll(kind.shortcuts());
        }
        return rows;
    }

    private void toggleHistory() {
        boolean show = !history.isVisible();
        if (!show) {
            rememberSplit();
        }
        history.setVisible(show);
        workbench.preferences().setHistoryVisible(show);
        if (show) {
            restoreSplit();
        }
        split.revalidate();
    }

    private void rememberSplit() {
        if (history.isVisible() && split.getWidth() > 0) {
            int width = split.getWidth() - split.getDividerSize() - split.getDividerLocation();
            workbench.preferences().setSplitPosition(HISTORY_SPLIT, width);
        }
    }

    /** Runs once every document is settled on exit: remembers the layout and closes the window. */
    private void closeWindow() {
        rememberSplit();
        placement.save();
        workbench.preferences().flush();
        dispose();
    }

    public Workbench workbench() {
        return workbench;
    }

    public DocumentTabs tabs() {
        return tabs;
    }

    public HistoryPanel historyPanel() {
        return history;
    }

    public StatusBar statusBar() {
        return statusBar;
    }
}
