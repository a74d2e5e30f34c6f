package dev.marionette.editor.gk3;

import dev.marionette.editor.motion.MotionDocumentView;
import dev.marionette.editor.motion.MotionPanel;
import dev.marionette.editor.playback.PlaybackClock;
import dev.marionette.editor.util.EditorTable;
import dev.marionette.editor.util.TableColumns;
import dev.marionette.model.gk3.Gk3Act;
import dev.marionette.model.gk3.Gk3Document;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.util.ListResourceBundle;
import java.util.Locale;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;

/**
 * The tab of a GK3 {@code .ACT}: the shared {@link MotionPanel} playing the box puppet at 15 fps (each mesh's
 * bounding box under its mesh transform), with an "ACT" page first on the left: the header (model, frames, meshes,
 * duration, blocks per type), the line saying the {@code .MOD} is not needed, and the table of every frame's blocks.
 * Selecting a row shows its frame; playing selects the first row of the frame shown.
 */
public final class Gk3View extends MotionDocumentView {

    private final Gk3Document document;
    private final MotionPanel panel;
    private final Gk3BlockTable blocks;
    private final JTable table;
    private boolean following;

    Gk3View(Gk3Document document) {
        this(document, PlaybackClock.swing());
    }

    /** With a clock of the caller's (tests pass a fake). */
    Gk3View(Gk3Document document, PlaybackClock clock) {
        this.document = document;
        this.panel = new MotionPanel(new Gk3Content(document), new ListResourceBundle() {
            @Override
            protected Object[][] getContents() {
                return new Object[0][];
            }
        }, clock);
        Gk3Act act = document.model();
        blocks = new Gk3BlockTable(act);
        table = new EditorTable(blocks);
        table.setName("gk3Blocks");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setAutoCreateRowSorter(false);
        table.setAutoResizeMode(JTable.AUTO_RESIZE_OFF);
        TableColumns.fitToContent(table, 200, 36, 320);
        table.getSelectionModel().addListSelectionListener(e -> {
            int row = table.getSelectedRow();
            if (!e.getValueIsAdjusting() && !following && row >= 0) {
                panel.transport().player().setFrame(blocks.rows().get(row).frame());
            }
        });
        panel.scene().addListener(aspect -> {
            if (aspect == dev.marionette.editor.motion.MotionScene.Aspect.FRAME) {
                follow(panel.scene().frame());
            }
        });
        JScrollPane tableScroll = new JScrollPane(table);
        tableScroll.setPreferredSize(new Dimension(380, 220));
        JPanel page = new JPanel(new BorderLayout());
        page.setName("actPage");
        page.add(new Gk3HeaderPanel(act), BorderLayout.NORTH);
        page.add(tableScroll, BorderLayout.CENTER);
        panel.addSidePage("ACT", page, true);
        panel.setPartsTitle("Meshes");
        panel.message(String.format(Locale.ROOT, "%s: %d frames at %d fps, %d meshes as boxes (no .MOD needed)",
                document.displayName(), act.frames().size(), Gk3Act.FRAMES_PER_SECOND, act.meshCount()));
    }

    private void follow(int frame) {
        int row = blocks.firstRow(frame);
        if (row < 0 || table.getSelectedRow() >= 0 && blocks.rows().get(table.getSelectedRow()).frame() == frame) {
            return;
        }
        following = true;
        try {
            table.getSelectionModel().setSelectionInterval(row, row);
            table.scrollRectToVisible(table.getCellRect(row, 0, true));
        } finally {
            following = false;
        }
    }

    /** The document. */
    public Gk3Document document() {
        return document;
    }

    @Override
    public MotionPanel panel() {
        return panel;
    }

    /** The block table (for tests). */
    JTable blockTable() {
        return table;
    }
}
