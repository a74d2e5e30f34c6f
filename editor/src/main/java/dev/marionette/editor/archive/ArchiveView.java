package dev.marionette.editor.archive;

import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.util.KeyBindings;
import dev.marionette.editor.util.TextChanges;
import java.awt.BorderLayout;
import java.awt.Font;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.JTree;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.tree.TreePath;

/**
 * The archive browser tab: the folder tree on the left, a filter box and the entry list in the middle, the
 * preview on the right. Filtering runs on a background thread and a newer text supersedes an older run, so
 * typing never waits for the list; thumbnails and previews load in the background too. Opening (double-click,
 * Enter) an ACT or SPR reads the pair from the archive and shows it in a Ragnarok tab whose Save offers a patch
 * archive, a data folder or Save As ({@link ArchiveSaves}). Nothing here writes the archive. Event thread.
 */
final class ArchiveView implements DocumentView {

    private final ArchiveDocument document;
    private final ArchiveIndex index;
    private final EditorShell shell;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JTree tree;
    private final JTextField filter = new JTextField(24);
    private final JLabel count = new JLabel(" ");
    private final Thumbnails thumbnails;
    private final EntryTableModel model;
    private final JTable table;
    private final EntryPreview preview;
    private final ExecutorService filtering = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "archive-filter");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong generation = new AtomicLong();
    private final Font font;
    private final boolean hangul;
    private final OpenArchives openArchives;
    private final Consumer<ArchiveView> find;
    private final ArchiveEntryActions entryActions;
    private final ArchiveActions actions;
    private final ArchiveToolBar toolBar;
    private final List<JMenu> menus;
    private ArchiveFolder folder;
    private String listed;
    /** The entry to select once the list shows its folder ({@link #reveal}), or -1. */
    private int revealing = -1;

    /**
     * @param openArchives the window's open archives, which this tab joins until it is closed
     * @param find         opens Find in Open Archives from this tab
     */
    ArchiveView(ArchiveDocument document, EditorShell shell, ArchiveSaves saves, OpenArchives openArchives,
            Consumer<ArchiveView> find) {
        this(document, shell, saves, openArchives, find, HangulFonts::forKorean);
    }

    /** @param koreanFonts a font like the one given that shows Hangul, or empty when none is installed */
    ArchiveView(ArchiveDocument document, EditorShell shell, ArchiveSaves saves, OpenArchives openArchives,
            Consumer<ArchiveView> find, Function<Font, Optional<Font>> koreanFonts) {
        this.document = document;
        this.index = document.model();
        this.shell = shell;
        this.openArchives = openArchives;
        this.find = find;
        Font base = Optional.ofNullable(UIManager.getFont("Table.font")).orElse(new Font(Font.DIALOG, Font.PLAIN, 12));
        Optional<Font> korean = koreanFonts.apply(base);
        this.font = korean.orElse(base);
        this.hangul = korean.isPresent();
        this.folder = index.root();
        tree = new FolderTree(new FolderTreeModel(index.root()));
        tree.setFont(font);
        tree.setName("archive.tree");
        tree.setRootVisible(true);
        tree.setCellRenderer(new FolderTreeRenderer(document.displayName()));
        tree.addTreeSelectionListener(e -> {
            TreePath path = e.getNewLeadSelectionPath();
            if (path != null) {
                folder = (ArchiveFolder) path.getLastPathComponent();
                refilter();
            }
        });
        if (!index.root().children().isEmpty()) {
            tree.expandPath(new TreePath(new Object[] {index.root(), index.root().children().get(0)}));
        }
        preview = new EntryPreview(index, font);
        thumbnails = new Thumbnails(index, this::thumbnailLoaded);
        model = new EntryTableModel(index, thumbnails);
        table = new EntryTable(model);
        table.setName("archive.entries");
        table.setFont(font);
        table.setRowHeight(Math.max(Thumbnails.SIZE + 2, table.getFontMetrics(font).getHeight() + 4));
        table.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        table.setFillsViewportHeight(true);
        table.getColumnModel().getColumn(EntryTableModel.ICON).setMaxWidth(Thumbnails.SIZE + 8);
        table.getColumnModel().getColumn(EntryTableModel.NAME).setPreferredWidth(220);
        table.getColumnModel().getColumn(EntryTableModel.SIZE).setPreferredWidth(70);
        table.getColumnModel().getColumn(EntryTableModel.TYPE).setPreferredWidth(110);
        table.getColumnModel().getColumn(EntryTableModel.FOLDER).setPreferredWidth(200);
        entryActions = new ArchiveEntryActions(document, shell, saves, root, table, model, () -> folder);
        actions = new ArchiveActions(entryActions, () -> find.accept(this), this::focusFilter);
        actions.open.setEnabled(false);
        table.getSelectionModel().addListSelectionListener(e -> {
            actions.open.setEnabled(table.getSelectedRowCount() > 0);
            if (!e.getValueIsAdjusting()) {
                int row = table.getSelectionModel().getLeadSelectionIndex();
                preview.show(row >= 0 && row < model.getRowCount() && table.isRowSelected(row)
                        ? model.entryAt(row) : -1);
            }
        });
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && SwingUtilities.isLeftMouseButton(e)) {
                    entryActions.openSelected();
                }
            }
        });
        table.setComponentPopupMenu(actions.entriesMenu());
        tree.setComponentPopupMenu(actions.foldersMenu());
        KeyBindings.whenFocused(table, KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "archive.open",
                entryActions::openSelected);
        filter.setName("archive.filter");
        filter.setFont(font);
        filter.setToolTipText("<html>Part of a name (<i>poring</i>, <i>포링</i>), a glob (<i>*.act</i>, "
                + "<i>data/sprite/**/*.spr</i>) or a type (<i>type:act,spr</i>); words must all match.<br>"
                + "With a filter the list shows the matches in the chosen folder and every folder below it.</html>");
        TextChanges.onChange(filter, this::refilter);
        toolBar = new ArchiveToolBar(filter, count, actions.toolBar());
        JPanel header = new JPanel(new BorderLayout());
        header.add(toolBar, BorderLayout.CENTER);
        if (!hangul) {
            header.add(FontHint.create(), BorderLayout.SOUTH);
        }
        root.add(header, BorderLayout.NORTH);
        actions.bindKeys(root);
        menus = List.of(actions.menu());
        JSplitPane right = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, new JScrollPane(table), preview);
        right.setResizeWeight(0.6);
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, new JScrollPane(tree), right);
        split.setResizeWeight(0.22);
        root.add(split, BorderLayout.CENTER);
        tree.setSelectionRow(0);
        refilter();
        openArchives.add(this);
    }

    /** Lists the chosen folder through the filter, on the filtering thread; newer calls win. */
    private void refilter() {
        long mine = generation.incrementAndGet();
        EntryFilter f = EntryFilter.parse(filter.getText());
        ArchiveFolder scope = folder;
        filtering.execute(() -> {
            int[] rows = f.select(index, scope, () -> generation.get() != mine);
            if (rows != null) {
                SwingUtilities.invokeLater(() -> {
                    if (generation.get() == mine) {
                        show(rows, f, scope);
                    }
                });
            }
        });
    }

    private void show(int[] rows, EntryFilter f, ArchiveFolder scope) {
        model.setRows(rows);
        listed = f.text() + "\u0000" + scope.path();
        String where = scope.parent() == null ? document.displayName() : scope.path();
        count.setText(f.isEmpty() ? rows.length + " in " + where
                : rows.length + " match" + (rows.length == 1 ? "" : "es") + " in " + where);
        if (rows.length > 0 && table.getSelectedRow() < 0 && !f.isEmpty()) {
            preview.show(-1);
        }
        if (revealing >= 0 && f.isEmpty() && scope == index.folderOf(revealing)) {
            int row = model.rowOf(revealing);
            revealing = -1;
            if (row >= 0) {
                table.setRowSelectionInterval(row, row);
                table.scrollRectToVisible(table.getCellRect(row, 0, true));
            }
        }
    }

    /**
     * Brings this tab to the front and shows {@code entry} in it: its folder chosen in the tree, the filter cleared,
     * the entry selected (and so previewed) once the list shows the folder.
     */
    void reveal(int entry) {
        shell.show(document);
        revealing = entry;
        if (!filter.getText().isEmpty()) {
            filter.setText("");
        }
        List<Object> chain = new ArrayList<>();
        for (ArchiveFolder f = index.folderOf(entry); f != null; f = f.parent()) {
            chain.add(0, f);
        }
        TreePath path = new TreePath(chain.toArray());
        tree.setSelectionPath(path);
        tree.scrollPathToVisible(path);
        refilter();
    }

    /** The archive this tab browses. */
    ArchiveDocument document() {
        return document;
    }

    private void thumbnailLoaded(int entry) {
        int row = model.rowOf(entry);
        if (row >= 0) {
            model.fireTableCellUpdated(row, EntryTableModel.ICON);
        }
    }

    /** Opens entry {@code entry}, an ACT or SPR, in a Ragnarok tab, reading it off the event thread. */
    void open(int entry) {
        entryActions.open(entry);
    }

    /** Puts the keyboard in the filter box, its text selected so that typing replaces it. */
    private void focusFilter() {
        filter.requestFocusInWindow();
        filter.selectAll();
    }

    /** File &gt; Export… in the archive tab: Export… of the selected sprites (or the selected folder's). */
    @Override
    public java.util.Optional<javax.swing.Action> exportCommand() {
        return java.util.Optional.of(actions.export);
    }

    /** The window's Archive menu, while this tab is shown. */
    @Override
    public List<JMenu> menus() {
        return menus;
    }

    /** The tab's parts, for tests. */
    JTextField filterField() {
        return filter;
    }

    JTable entries() {
        return table;
    }

    JTree folders() {
        return tree;
    }

    EntryPreview preview() {
        return preview;
    }

    Thumbnails thumbnails() {
        return thumbnails;
    }

    /** The filter text and folder the list shows now (for tests waiting on the background filter). */
    String listed() {
        return listed;
    }

    boolean hasHangulFont() {
        return hangul;
    }

    ArchiveToolBar toolBar() {
        return toolBar;
    }

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public void dispose() {
        generation.incrementAndGet();
        filtering.shutdownNow();
        openArchives.remove(this);
        thumbnails.close();
        preview.dispose();
        try {
            index.archive().close();
        } catch (java.io.IOException ignored) {
            // closing a file opened for reading loses nothing
        }
    }
}
