package dev.marionette.editor.compare;

import dev.marionette.io.textform.TextDiff;
import dev.marionette.io.textform.TextOutline;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Predicate;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import javax.swing.text.BadLocationException;
import org.fife.ui.rsyntaxtextarea.RSyntaxTextArea;
import org.fife.ui.rsyntaxtextarea.SyntaxConstants;
import org.fife.ui.rtextarea.RTextScrollPane;

/**
 * File &gt; Compare with…: two text forms side by side, read only, the lines that differ marked (removed on the
 * left, added on the right, changed on both), a list of the differences by their place in the file ("action #3 >
 * frame #1 > layer #0"), and Previous / Next / Show in editor, which selects that action, frame or layer in the
 * document's tab. Scrolling one side scrolls the other to the matching line.
 */
public final class CompareDialog extends JDialog {

    /** Lines marked at most per side: a rewritten file shows its first differences, not a slow sea of colour. */
    static final int MAX_MARKED_LINES = 20_000;

    private final TextComparison comparison;
    private final Predicate<List<TextOutline.Step>> reveal;
    private final RSyntaxTextArea left = area();
    private final RSyntaxTextArea right = area();
    private final JList<String> list;
    private final JLabel status = new JLabel();
    private final JButton showInEditor = new JButton("Show in Editor");

    /**
     * @param reveal shows a place in the document's tab ({@code DocumentView.reveal}); false when it cannot
     */
    public CompareDialog(Window owner, TextComparison comparison, Predicate<List<TextOutline.Step>> reveal) {
        super(owner, "Compare: " + comparison.leftName() + " ↔ " + comparison.rightName(),
                ModalityType.MODELESS);
        this.comparison = comparison;
        this.reveal = reveal;
        setName("compareDialog");
        left.setName("compareLeft");
        right.setName("compareRight");
        left.setText(comparison.leftText());
        right.setText(comparison.rightText());
        mark();
        List<TextComparison.Difference> differences = comparison.differences();
        list = new JList<>(differences.stream().map(TextComparison.Difference::summary).toArray(String[]::new));
        list.setName("compareDifferences");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && list.getSelectedIndex() >= 0) {
                scrollTo(differences.get(list.getSelectedIndex()));
            }
        });
        JSplitPane texts = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, side(comparison.leftName(), left),
                side(comparison.rightName(), right));
        texts.setResizeWeight(0.5);
        JScrollPane listPane = new JScrollPane(list);
        listPane.setPreferredSize(new Dimension(900, 110));
        JSplitPane all = new JSplitPane(JSplitPane.VERTICAL_SPLIT, texts, listPane);
        all.setResizeWeight(0.85);

        JButton previous = new JButton(step("Previous Difference", -1));
        previous.setName("comparePrevious");
        JButton next = new JButton(step("Next Difference", 1));
        next.setName("compareNext");
        showInEditor.setName("compareShowInEditor");
        showInEditor.addActionListener(e -> showSelectedInEditor());
        JButton close = new JButton("Close");
        close.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(status);
        buttons.add(previous);
        buttons.add(next);
        buttons.add(showInEditor);
        buttons.add(close);
        status.setName("compareStatus");
        status.setText(differences.isEmpty() ? "The two are the same."
                : differences.size() + (differences.size() == 1 ? " difference" : " differences"));

        JPanel content = new JPanel(new BorderLayout());
        content.add(all, BorderLayout.CENTER);
        content.add(buttons, BorderLayout.SOUTH);
        setContentPane(content);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        getRootPane().registerKeyboardAction(e -> move(1), KeyStroke.getKeyStroke(KeyEvent.VK_F7, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        getRootPane().registerKeyboardAction(e -> move(-1), KeyStroke.getKeyStroke(KeyEvent.VK_F7,
                KeyEvent.SHIFT_DOWN_MASK), JComponent.WHEN_IN_FOCUSED_WINDOW);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        java.awt.Rectangle screen = (owner != null ? owner.getGraphicsConfiguration()
                : getGraphicsConfiguration()).getBounds();
        setSize(Math.min(1200, screen.width - 40), Math.min(760, screen.height - 60));
        setLocationRelativeTo(owner);
        showInEditor.setEnabled(!differences.isEmpty());
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowOpened(java.awt.event.WindowEvent e) {
                // Once laid out: the texts can scroll to a line only when they know where lines are.
                if (!differences.isEmpty() && list.getSelectedIndex() < 0) {
                    list.setSelectedIndex(0);
                }
            }
        });
    }

    private static RSyntaxTextArea area() {
        RSyntaxTextArea area = new RSyntaxTextArea();
        area.setSyntaxEditingStyle(SyntaxConstants.SYNTAX_STYLE_NONE);
        area.setEditable(false);
        area.setHighlightCurrentLine(false);
        area.setCodeFoldingEnabled(false);
        area.setAntiAliasingEnabled(true);
        area.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 12));
        return area;
    }

    private static JComponent side(String title, RSyntaxTextArea area) {
        RTextScrollPane scroll = new RTextScrollPane(area, true);
        JPanel panel = new JPanel(new BorderLayout());
        JLabel label = new JLabel(title);
        label.setBorder(BorderFactory.createEmptyBorder(2, 4, 2, 4));
        panel.add(label, BorderLayout.NORTH);
        panel.add(scroll, BorderLayout.CENTER);
        return panel;
    }

    /** Marks the differing lines: removed red on the left, added green on the right, changed yellow on both. */
    private void mark() {
        boolean dark = isDark();
        Color removed = dark ? new Color(0x5A2A2A) : new Color(0xFFD7D5);
        Color added = dark ? new Color(0x24452B) : new Color(0xD4F5D4);
        Color changed = dark ? new Color(0x4D4520) : new Color(0xFFF2B8);
        int markedLeft = 0;
        int markedRight = 0;
        for (TextComparison.Difference d : comparison.differences()) {
            TextDiff.Hunk h = d.hunk();
            boolean both = h.leftLines() > 0 && h.rightLines() > 0;
            markedLeft += mark(left, h.leftStart(), h.leftEnd(), both ? changed : removed,
                    MAX_MARKED_LINES - markedLeft);
            markedRight += mark(right, h.rightStart(), h.rightEnd(), both ? changed : added,
                    MAX_MARKED_LINES - markedRight);
        }
    }

    private static int mark(RSyntaxTextArea area, int from, int to, Color color, int budget) {
        int n = 0;
        for (int line = from; line < to && n < budget; line++, n++) {
            try {
                area.addLineHighlight(line, color);
            } catch (BadLocationException e) {
                return n;
            }
        }
        return n;
    }

    private static boolean isDark() {
        Color bg = UIManager.getColor("Panel.background");
        return bg != null && (bg.getRed() + bg.getGreen() + bg.getBlue()) / 3 < 128;
    }

    private AbstractAction step(String name, int direction) {
        return new AbstractAction(name) {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                move(direction);
            }
        };
    }

    /** Selects the next (1) or previous (-1) difference, wrapping around. */
    void move(int direction) {
        int n = comparison.differences().size();
        if (n == 0) {
            return;
        }
        int at = list.getSelectedIndex();
        int to = at < 0 ? (direction > 0 ? 0 : n - 1) : Math.floorMod(at + direction, n);
        list.setSelectedIndex(to);
        list.ensureIndexIsVisible(to);
    }

    private void scrollTo(TextComparison.Difference d) {
        TextDiff.Hunk h = d.hunk();
        showLine(left, h.leftStart());
        showLine(right, h.rightStart());
        status.setText((list.getSelectedIndex() + 1) + " of " + comparison.differences().size() + ": "
                + (d.where().isEmpty() ? "line " + (h.rightStart() + 1) : d.where()));
    }

    private static void showLine(RSyntaxTextArea area, int line) {
        try {
            int lines = area.getLineCount();
            int target = Math.max(0, Math.min(line, lines - 1));
            area.setCaretPosition(area.getLineStartOffset(target));
            java.awt.geom.Rectangle2D at = area.modelToView2D(area.getLineStartOffset(target));
            if (at == null) {
                return;
            }
            java.awt.Rectangle r = at.getBounds();
            java.awt.Rectangle visible = area.getVisibleRect();
            r.y = Math.max(0, r.y - visible.height / 3);
            r.height = visible.height;
            area.scrollRectToVisible(r);
        } catch (BadLocationException e) {
            // an empty text: nothing to show
        }
    }

    /** Shows the selected difference's action, frame or layer in the document's tab. */
    void showSelectedInEditor() {
        int at = list.getSelectedIndex();
        if (at < 0) {
            return;
        }
        TextComparison.Difference d = comparison.differences().get(at);
        if (!reveal.test(d.path())) {
            status.setText("The editor has nothing to show for " + (d.where().isEmpty() ? "this line" : d.where()));
        }
    }

    /** The list of differences (tests). */
    JList<String> differenceList() {
        return list;
    }
}
