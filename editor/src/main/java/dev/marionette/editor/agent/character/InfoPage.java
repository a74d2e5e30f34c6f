package dev.marionette.editor.agent.character;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Buttons;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import java.util.List;
import java.util.Locale;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;

/**
 * The character's name, description and extra data in each of its languages; languages can be added (by their
 * Windows language id) and removed (not the last one).
 */
final class InfoPage extends JPanel {

    private final AgentContext context;
    private final Controls.Guard guard = new Controls.Guard();
    private final JComboBox<String> language = new JComboBox<>();
    private final JTextField name = new JTextField();
    private final JTextArea description = new JTextArea(3, 20);
    private final JTextArea extra = new JTextArea(3, 20);

    InfoPage(AgentContext context) {
        super(new MigLayout("insets 6, wrap 2", "[right][grow,fill]"));
        this.context = context;
        language.setName("language");
        name.setName("characterName");
        description.setName("characterDescription");
        extra.setName("characterExtraData");
        description.setLineWrap(true);
        description.setWrapStyleWord(true);
        extra.setLineWrap(true);
        extra.setWrapStyleWord(true);
        add(new JLabel(Controls.title("Name and description")), "span 2, align left");
        add(new JLabel("Language"));
        add(language, "split 3, wmin 80");
        add(Buttons.named("Add\u2026", "addLanguage", this::addLanguage), "growx 0");
        add(Buttons.named("Remove", "removeLanguage", () -> {
            int i = language.getSelectedIndex();
            if (i >= 0) {
                context.edit(() -> context.ops().character().removeLanguage(i));
            }
        }), "growx 0");
        add(new JLabel("Name"));
        add(name, "wmin 50");
        add(new JLabel("Description"));
        add(new JScrollPane(description), "h 60!, wmin 50");
        add(new JLabel("Extra data"));
        add(new JScrollPane(extra), "h 60!, wmin 50");
        language.addActionListener(e -> {
            if (!guard.quiet()) {
                fillTexts();
            }
        });
        Controls.onTyping(name, guard, t -> withLanguage(i -> context.ops().character().setName(i, t)));
        Controls.onTyping(description, guard, t -> withLanguage(i -> context.ops().character().setDescription(i, t)));
        Controls.onTyping(extra, guard, t -> withLanguage(i -> context.ops().character().setExtraData(i, t)));
        context.listen(this::documentChanged);
        refresh(0);
    }

    private void withLanguage(java.util.function.IntConsumer edit) {
        int i = language.getSelectedIndex();
        if (i >= 0) {
            context.edit(() -> edit.accept(i));
        }
    }

    private void documentChanged(DocumentEvent e) {
        if (e.touches(Part.LOCALE)) {
            refresh(language.getSelectedIndex());
        }
    }

    private void refresh(int selected) {
        guard.fill(() -> {
            List<AgentLocalizedInfo> infos = context.character().localizedInfo();
            DefaultComboBoxModel<String> model = new DefaultComboBoxModel<>();
            for (AgentLocalizedInfo info : infos) {
                model.addElement(languageName(info.languageId()));
            }
            language.setModel(model);
            language.setSelectedIndex(infos.isEmpty() ? -1 : Math.max(0, Math.min(selected, infos.size() - 1)));
            fillTexts();
        });
    }

    private void fillTexts() {
        guard.fill(() -> {
            int i = language.getSelectedIndex();
            List<AgentLocalizedInfo> infos = context.character().localizedInfo();
            AgentLocalizedInfo info = i >= 0 && i < infos.size() ? infos.get(i) : null;
            Controls.setText(name, info == null ? "" : info.name());
            Controls.setText(description, info == null ? "" : info.description());
            Controls.setText(extra, info == null ? "" : info.extraData());
        });
    }

    /** "0x0409 English (United States)" from a Windows LANGID, as far as Java knows the language. */
    static String languageName(int langId) {
        String tag = WindowsLanguages.tag(langId);
        String shown = tag == null ? "" : " " + Locale.forLanguageTag(tag).getDisplayName(Locale.ENGLISH);
        return String.format(Locale.ROOT, "0x%04X%s", langId, shown);
    }

    private void addLanguage() {
        String answer = JOptionPane.showInputDialog(this, "Windows language id (hexadecimal, e.g. 0407 for German):",
                "Add language", JOptionPane.PLAIN_MESSAGE);
        if (answer == null || answer.isBlank()) {
            return;
        }
        try {
            int id = Integer.parseInt(answer.strip().replaceFirst("^0[xX]", ""), 16);
            AgentLocalizedInfo base = context.character().localizedInfo().isEmpty()
                    ? new AgentLocalizedInfo(id, "Character", "", "") : context.character().localizedInfo().get(0);
            if (context.edit(() -> context.ops().character().addLanguage(new AgentLocalizedInfo(id, base.name(),
                    base.description(), base.extraData())))) {
                refresh(context.character().localizedInfo().size() - 1);
            }
        } catch (IllegalArgumentException e) {
            context.message("\"" + answer + "\" is not a language id (four hexadecimal digits).");
        }
    }
}
