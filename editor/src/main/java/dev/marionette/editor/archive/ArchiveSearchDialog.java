package dev.marionette.editor.archive;

import dev.marionette.editor.util.KeyBindings;
import dev.marionette.editor.util.NamedColumnsTableModel;
import dev.marionette.editor.util.TextChanges;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dialog;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;

/**
 * Find in Open Archives: one filter box (the browser's syntax) searching every archive open in the window, the
 * hits listed with their archive. Double-click or Enter shows a hit in its archive's tab (folder chosen, entry
 * selected and previewed); Open opens an ACT or SPR hit in a sprite tab. Searching runs in the background and a
 * newer text supersedes an older run, as in the browser. Non-modal; one per window. Event thread.
 */
final class ArchiveSearchDialog {

    private final OpenArchives archives;
    private final JDialog dialog;
    private final JTextField filter = new JTextField(28);
    private final JLabel count = new JLabel(" ");
    private final HitTableModel model = new HitTableModel();
    private final JTable table = new JTable(model);
    private final ExecutorService searching = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "archive-search");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong generation = new AtomicLong();
    private String searched;

    ArchiveSearchDialog(Window owner, OpenArchives archives) {
        this.archives = archives;
        dialog = new JDialog(owner, "Find in Open Archives", Dialog.ModalityType.MODELESS);
        dialog.setName("archiveSearch");
        dialog.setDefaultCloseOperation(JDialog.HIDE_ON_CLOSE);
        filter.setName("archiveSearch.filter");
        filter.setToolTipText("<html>Part of a name (<i>poring</i>, <i>포링</i>), a glob (<i>*.act</i>, "
                + "<i>data/sprite/**/*.spr</i>) or a type (<i>type:act,spr</i>); words must all match.</html>");
        TextChanges.onChange(filter, this::search);
        table.setName("archiveSearch.hits");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setFillsViewportHeight(true);
        table.setFont(filter.getFont());
        table.getColumnModel().getColumn(HitTableModel.ARCHIVE).setPreferredWidth(190);
        table.getColumnModel().getColumn(HitTableModel.PATH).setPreferredWidth(360);
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && SwingUtilities.isLeftMouseButton(e)) {
                    showSelected();
                }
            }
        });
        KeyBindings.whenFocused(table, KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "archiveSearch.show", this::showSelected);
        // Down from the box goes to the hits, as in a search field of a file manager.
        KeyBindings.whenFocused(filter, KeyStroke.getKeyStroke(KeyEvent.VK_DOWN, 0), "archiveSearch.toHits", () -> {
            if (model.getRowCount() > 0) {
                table.requestFocusInWindow();
                if (table.getSelectedRow() < 0) {
                    table.setRowSelectionInterval(0, 0);
                }
            }
        });
        KeyBindings.whenFocused(filter, KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "archiveSearch.showFirst", () -> {
            if (model.getRowCount() > 0) {
                table.setRowSelectionInterval(0, 0);
                showSelected();
            }
        });
        dialog.getRootPane().registerKeyboardAction(e -> dialog.setVisible(false),
                KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), JComponent.WHEN_IN_FOCUSED_WINDOW);

        JPanel top = new JPanel();
        top.setLayout(new BoxLayout(top, BoxLayout.X_AXIS));
        top.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        top.add(new JLabel("Find: "));
        top.add(filter);
        top.add(Box.createHorizontalStrut(8));
        count.setName("archiveSearch.count");
        top.add(count);
        JPanel buttons = new JPanel();
        buttons.setLayout(new BoxLayout(buttons, BoxLayout.X_AXIS));
        buttons.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        JButton show = new JButton("Show in Archive");
        show.setToolTipText("Show the chosen entry in its archive's tab (Enter, double-click)");
        show.addActionListener(e -> showSelected());
        JButton open = new JButton("Open");
        open.setToolTipText("Open the chosen ACT or SPR, with its pair from the same archive, in a sprite tab");
        open.addActionListener(e -> openSelected());
        JButton close = new JButton("Close");
        close.addActionListener(e -> dialog.setVisible(false));
        for (JButton b : List.of(show, open, close)) {
            b.setFocusable(false);
        }
        buttons.add(Box.createHorizontalGlue());
        buttons.add(show);
        buttons.add(Box.createHorizontalStrut(4));
        buttons.add(open);
        buttons.add(Box.createHorizontalStrut(12));
        buttons.add(close);
        JPanel content = new JPanel(new BorderLayout());
        content.add(top, BorderLayout.NORTH);
        content.add(new JScrollPane(table), BorderLayout.CENTER);
        content.add(buttons, BorderLayout.SOUTH);
        dialog.setContentPane(content);
        dialog.setSize(720, 420);
        dialog.setLocationRelativeTo(owner);
    }

    /** Shows the dialog with the text chosen, searching again (archives may have opened or closed since). */
    void showFor(Component near) {
        if (!dialog.isVisible()) {
            dialog.setLocationRelativeTo(near);
        }
        dialog.setVisible(true);
        filter.requestFocusInWindow();
        filter.selectAll();
        search();
    }

    /** Searches every open archive for the box's text, on the searching thread; newer calls win. */
    private void search() {
        long mine = generation.incrementAndGet();
        EntryFilter f = EntryFilter.parse(filter.getText());
        List<ArchiveSearch.Searched> where = archives.searched();
        searching.execute(() -> {
            ArchiveSearch.Result found = ArchiveSearch.find(where, f, () -> generation.get() != mine);
            if (found != null) {
                SwingUtilities.invokeLater(() -> {
                    if (generation.get() == mine) {
                        show(found, f, where.size());
                    }
                });
            }
        });
    }

    private void show(ArchiveSearch.Result found, EntryFilter f, int archiveCount) {
        model.setHits(found.hits());
        searched = f.text();
        String in = archiveCount == 1 ? "1 open archive" : archiveCount + " open archives";
        if (f.isEmpty()) {
            count.setText(archiveCount == 0 ? "No archive is open" : "Type a name to search " + in);
        } else if (found.cut()) {
            count.setText(String.format("%,d matches in %s; the first %,d shown", found.total(), in,
                    found.hits().size()));
        } else {
            count.setText(found.total() + " match" + (found.total() == 1 ? "" : "es") + " in " + in);
        }
    }

    private ArchiveSearch.Hit selected() {
        int row = table.getSelectedRow();
        return row < 0 ? null : model.hitAt(row);
    }

    /** Shows the chosen hit in its archive's tab; the dialog stays for the next one. */
    private void showSelected() {
        ArchiveSearch.Hit hit = selected();
        if (hit == null) {
            return;
        }
        archives.viewOf(hit.document()).ifPresentOrElse(view -> view.reveal(hit.entry()),
                () -> count.setText(hit.archiveName() + " is closed"));
    }

    private void openSelected() {
        ArchiveSearch.Hit hit = selected();
        if (hit == null) {
            return;
        }
        archives.viewOf(hit.document()).ifPresentOrElse(view -> view.open(hit.entry()),
                () -> count.setText(hit.archiveName() + " is closed"));
    }

    /** Stops the searching thread (the window closes). */
    void dispose() {
        generation.incrementAndGet();
        searching.shutdownNow();
        dialog.dispose();
    }

    /** For tests. */
    JDialog dialog() {
        return dialog;
    }

    JTable hits() {
        return table;
    }

    String searched() {
        return searched;
    }

    /** The hits: archive, path and size of each. */
    private static final class HitTableModel extends NamedColumnsTableModel {
        private static final long serialVersionUID = 1L;
        static final int ARCHIVE = 0;
        static final int PATH = 1;
        static final int SIZE = 2;
        static final int TYPE = 3;
        private transient List<ArchiveSearch.Hit> hits = List.of();

        HitTableModel() {
            super("Archive", "Path", "Size", "Type");
        }

        void setHits(List<ArchiveSearch.Hit> hits) {
            this.hits = hits;
            fireTableDataChanged();
        }

        ArchiveSearch.Hit hitAt(int row) {
            return hits.get(row);
        }

        @Override
        public int getRowCount() {
            return hits.size();
        }

        @Override
        public Class<?> getColumnClass(int column) {
            return column == SIZE ? Long.class : String.class;
        }

        @Override
        public Object getValueAt(int row, int column) {
            ArchiveSearch.Hit hit = hits.get(row);
            ArchiveIndex index = hit.document().model();
            return switch (column) {
                case ARCHIVE -> hit.archiveName();
                case PATH -> hit.path();
                case SIZE -> index.realSize(hit.entry());
                default -> EntryTypes.describe(index.extension(hit.entry()));
            };
        }
    }
}
