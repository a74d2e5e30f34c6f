package dev.marionette.editor.agent.character;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentVoice;
import dev.marionette.model.doc.Part;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;

/**
 * Synthesized speech: on or off, the text-to-speech engine and mode (GUIDs), speed and pitch, and the optional
 * language, gender, age and style. A GUID that does not parse is marked and not applied.
 */
final class VoicePage extends JPanel {

    private static final String[] GENDERS = {"Neutral (0)", "Female (1)", "Male (2)"};
    /** TruVoice American English, the engine of Microsoft's characters. */
    private static final AgentVoice DEFAULT = new AgentVoice(AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-0060082730FF}"),
            AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-006008273000}"), 150, 100,
            new AgentVoice.Extra(0x0409, "", 2, 30, ""));

    private final AgentContext context;
    private final Controls.Guard guard = new Controls.Guard();
    private final JCheckBox enabled;
    private final JTextField engine = new JTextField(30);
    private final JTextField mode = new JTextField(30);
    private final JSpinner speed;
    private final JSpinner pitch;
    private final JCheckBox hasExtra;
    private final JTextField language = new JTextField(6);
    private final JComboBox<String> gender = new JComboBox<>(GENDERS);
    private final JSpinner age;
    private final JTextField style = new JTextField(12);

    VoicePage(AgentContext context) {
        super(new MigLayout("insets 6, wrap 2", "[right][grow,fill]"));
        this.context = context;
        enabled = Controls.check("Use synthesized speech", "voiceEnabled", guard,
                on -> context.edit(() -> context.ops().character().setVoice(on ? current() : null)));
        speed = Controls.spinner("voiceSpeed", 0, Integer.MAX_VALUE, guard, v -> apply());
        pitch = Controls.spinner("voicePitch", 0, 0xFFFF, guard, v -> apply());
        hasExtra = Controls.check("Language, gender, age and style", "voiceExtra", guard, on -> apply());
        age = Controls.spinner("voiceAge", 0, 0xFFFF, guard, v -> apply());
        engine.setName("voiceEngine");
        mode.setName("voiceMode");
        language.setName("voiceLanguage");
        gender.setName("voiceGender");
        style.setName("voiceStyle");
        add(new JLabel(Controls.title("Voice")), "span 2, align left");
        add(enabled, "skip 1");
        add(new JLabel("Engine ID"));
        add(engine, "wmin 60");
        add(new JLabel("Mode ID"));
        add(mode, "wmin 60");
        add(new JLabel("Speed"));
        add(speed, "split 3, w 80!");
        add(new JLabel("Pitch"), "growx 0");
        add(pitch, "w 80!");
        add(hasExtra, "skip 1");
        add(new JLabel("Language"));
        add(language, "split 3, w 60!");
        add(new JLabel("Gender"), "growx 0");
        add(gender);
        add(new JLabel("Age"));
        add(age, "split 3, w 60!");
        add(new JLabel("Style"), "growx 0");
        add(style);
        for (JTextField f : new JTextField[] {engine, mode, language, style}) {
            Controls.onTyping(f, guard, t -> apply());
        }
        gender.addActionListener(e -> {
            if (!guard.quiet()) {
                apply();
            }
        });
        Controls.follow(context, Part.CHARACTER, this::refresh);
    }

    private AgentVoice current() {
        AgentVoice v = context.character().voice();
        return v != null ? v : DEFAULT;
    }

    /** Builds the voice from the controls; marks and skips fields that do not parse. */
    private void apply() {
        if (context.character().voice() == null) {
            return;
        }
        AgentGuid e = guid(engine);
        AgentGuid m = guid(mode);
        Integer lang = hex(language);
        if (e == null || m == null || lang == null) {
            return;
        }
        AgentVoice.Extra extra = hasExtra.isSelected() ? new AgentVoice.Extra(lang,
                current().extra() != null ? current().extra().dialect() : "", gender.getSelectedIndex(),
                ((Number) age.getValue()).intValue(), style.getText()) : null;
        AgentVoice voice = new AgentVoice(e, m, ((Number) speed.getValue()).longValue(),
                ((Number) pitch.getValue()).intValue(), extra);
        context.edit(() -> context.ops().character().setVoice(voice));
    }

    /** The GUID typed in {@code f}, marking the field when it does not parse. */
    private static AgentGuid guid(JTextField f) {
        AgentGuid g = parseGuid(f.getText());
        Controls.markInvalid(f, g == null);
        return g;
    }

    /** The language ID typed in {@code f} (hexadecimal), marking the field when it is not one. */
    private static Integer hex(JTextField f) {
        Integer v = parseLanguage(f.getText());
        Controls.markInvalid(f, v == null);
        return v;
    }

    private static AgentGuid parseGuid(String text) {
        try {
            return AgentGuid.parse(text);
        } catch (IllegalArgumentException ex) {
            return null;
        }
    }

    private static Integer parseLanguage(String text) {
        try {
            int v = Integer.parseInt(text.strip().replaceFirst("^0[xX]", ""), 16);
            return v >= 0 && v <= 0xFFFF ? v : null;
        } catch (NumberFormatException ex) {
            return null;
        }
    }

    private void refresh() {
        guard.fill(() -> {
            AgentVoice v = current();
            boolean on = context.character().voice() != null;
            enabled.setSelected(on);
            // the fields now show the character's own values: valid, whatever was typed before
            if (!v.engineId().equals(parseGuid(engine.getText()))) {
                engine.setText(v.engineId().toString());
            }
            if (!v.modeId().equals(parseGuid(mode.getText()))) {
                mode.setText(v.modeId().toString());
            }
            Controls.setValue(speed, (int) Math.min(Integer.MAX_VALUE, v.speed()));
            Controls.setValue(pitch, v.pitch());
            hasExtra.setSelected(v.extra() != null);
            AgentVoice.Extra x = v.extra() != null ? v.extra() : DEFAULT.extra();
            Integer lang = parseLanguage(language.getText());
            if (lang == null || lang != x.languageId()) {
                language.setText(String.format("%04X", x.languageId()));
            }
            for (JTextField f : new JTextField[] {engine, mode, language}) {
                Controls.markInvalid(f, false);
            }
            gender.setSelectedIndex(x.gender() < GENDERS.length ? x.gender() : -1);
            Controls.setValue(age, x.age());
            Controls.setText(style, x.style());
            for (JComponent c : new JComponent[] {engine, mode, speed, pitch, hasExtra, language, gender, age, style}) {
                c.setEnabled(on);
            }
        });
    }
}
