package dev.marionette.editor.agent;

import dev.marionette.editor.util.Buttons;
import dev.marionette.io.acd.AcdProblem;
import dev.marionette.io.acd.AcdProject;
import dev.marionette.model.acs.edit.AgentDocument;
import java.awt.BorderLayout;
import java.awt.Color;
import java.beans.PropertyChangeListener;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;

/**
 * The line above a character opened from, or saved as, an ACD project that tells what the author should know:
 * after opening, the files that were missing or unreadable (placeholders stand in for them) or were read with a
 * change (colours mapped onto the palette), listed one per line under "Show files"; after saving, what was
 * written elsewhere than its file. Hidden when there is nothing to say; "Dismiss" hides it.
 */
final class ProjectNotice extends JPanel {

    private final AgentDocument document;
    private final JLabel summary = new JLabel();
    private final JTextArea list = new JTextArea(6, 60);
    private final JScrollPane listScroll = new JScrollPane(list);
    private final JButton toggle = new JButton("Show files");
    private final PropertyChangeListener listener;

    ProjectNotice(AgentDocument document) {
        super(new BorderLayout());
        this.document = document;
        setName("projectNotice");
        summary.setName("projectNoticeSummary");
        list.setName("projectNoticeList");
        list.setEditable(false);
        list.setLineWrap(false);
        toggle.setName("projectNoticeToggle");
        JButton dismiss = Buttons.named("Dismiss", "projectNoticeDismiss");
        setBorder(BorderFactory.createCompoundBorder(BorderFactory.createMatteBorder(0, 0, 1, 0,
                new Color(0xC9A227)), BorderFactory.createEmptyBorder(4, 8, 4, 8)));
        setBackground(new Color(0xFFF4C4));
        summary.setForeground(Color.BLACK);
        JPanel bar = new JPanel(new MigLayout("insets 0", "[grow][][]"));
        bar.setOpaque(false);
        bar.add(summary, "growx, wmin 0");
        bar.add(toggle);
        bar.add(dismiss);
        add(bar, BorderLayout.NORTH);
        add(listScroll, BorderLayout.CENTER);
        listScroll.setVisible(false);
        toggle.addActionListener(e -> {
            listScroll.setVisible(!listScroll.isVisible());
            toggle.setText(listScroll.isVisible() ? "Hide files" : "Show files");
            revalidate();
        });
        dismiss.addActionListener(e -> setVisible(false));
        listener = e -> {
            if (AgentDocument.PROJECT_PROPERTY.equals(e.getPropertyName())) {
                showSaveNotes();
            }
        };
        document.addPropertyChangeListener(listener);
        showProblems();
    }

    private void showProblems() {
        AcdProject project = project();
        List<AcdProblem> problems = project == null ? List.of() : project.problems();
        if (problems.isEmpty()) {
            setVisible(false);
            return;
        }
        long placeholders = problems.stream().filter(p -> !p.warning()).count();
        String name = project.acdFile().getFileName().toString();
        StringBuilder text = new StringBuilder();
        text.append(problems.size()).append(problems.size() == 1 ? " file " : " files ").append("of ").append(name)
                .append(problems.size() == 1 ? " was" : " were").append(" not used as is");
        if (placeholders > 0) {
            text.append("; placeholders stand in for ").append(placeholders).append(" until you replace them");
        }
        List<String> lines = new ArrayList<>();
        problems.forEach(p -> lines.add(p.toString()));
        show(text.append('.').toString(), lines, true);
    }

    private void showSaveNotes() {
        AcdProject project = project();
        if (project == null || project.notes().isEmpty()) {
            setVisible(false);
            return;
        }
        show("Saved: " + project.notes().size() + (project.notes().size() == 1 ? " part was" : " parts were")
                + " written inside the project's folder instead of where its file was.", project.notes(), true);
    }

    private void show(String text, List<String> lines, boolean withList) {
        summary.setText(text);
        summary.setToolTipText(text);
        list.setText(String.join("\n", lines));
        list.setCaretPosition(0);
        toggle.setVisible(withList);
        setVisible(true);
        revalidate();
    }

    private AcdProject project() {
        return document.sourceProject() instanceof AcdProject p ? p : null;
    }

    void dispose() {
        document.removePropertyChangeListener(listener);
    }
}
