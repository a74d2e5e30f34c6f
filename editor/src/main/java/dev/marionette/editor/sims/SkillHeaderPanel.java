package dev.marionette.editor.sims;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkill;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.util.Locale;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * The shown skill's header: its name, duration (ms), distance and whether it moves the Sim, each written through
 * the document as an undoable edit (a spinner held down is one step), and the rate it plays at (frames over
 * duration). The name is committed with Enter or on leaving the field.
 */
final class SkillHeaderPanel extends JPanel {

    private final SimsContext context;
    private final JTextField name = new JTextField(18);
    private final JSpinner duration = new JSpinner(new SpinnerNumberModel(1000.0, 1.0, 3_600_000.0, 33.0));
    private final JSpinner distance = new JSpinner(new SpinnerNumberModel(0.0, -1e6, 1e6, 0.1));
    private final JCheckBox moving = new JCheckBox("Moves the Sim");
    private final JLabel rate = new JLabel();
    private boolean updating;

    SkillHeaderPanel(SimsContext context) {
        super(new MigLayout("insets 4, wrap 2, hidemode 3", "[right][grow,fill]"));
        this.context = context;
        setName("skillHeader");
        name.setName("skillName");
        duration.setName("skillDuration");
        distance.setName("skillDistance");
        moving.setName("skillMoving");
        rate.setName("skillRate");
        duration.setEditor(new JSpinner.NumberEditor(duration, "0.###"));
        distance.setEditor(new JSpinner.NumberEditor(distance, "0.#####"));
        add(new JLabel("Name"));
        add(name);
        add(new JLabel("Duration (ms)"));
        add(duration, "wmin 80");
        add(new JLabel("Distance"));
        add(distance, "wmin 80");
        add(moving, "skip 1");
        add(rate, "skip 1");
        name.addActionListener(e -> commitName());
        name.addFocusListener(new FocusAdapter() {
            @Override
            public void focusLost(FocusEvent e) {
                commitName();
            }
        });
        duration.addChangeListener(e -> {
            if (!updating) {
                float value = ((Number) duration.getValue()).floatValue();
                withSkill(s -> context.document().operations().setDuration(s, value));
            }
        });
        distance.addChangeListener(e -> {
            if (!updating) {
                float value = ((Number) distance.getValue()).floatValue();
                withSkill(s -> context.document().operations().setDistance(s, value));
            }
        });
        moving.addActionListener(e -> {
            if (!updating) {
                boolean value = moving.isSelected();
                withSkill(s -> context.document().operations().setMoving(s, value));
            }
        });
        context.addSkillListener(e -> refresh());
        context.listen(this::documentChanged);
        refresh();
    }

    private interface SkillEdit {
        void apply(int skill);
    }

    private void withSkill(SkillEdit edit) {
        int s = context.skill();
        if (s >= 0 && !context.edit(() -> edit.apply(s))) {
            refresh();
        }
    }

    private void commitName() {
        int s = context.skill();
        if (!updating && s >= 0 && !name.getText().equals(context.document().state().skill(s).name())) {
            withSkill(skill -> context.document().operations().setName(skill, name.getText()));
        }
    }

    private void documentChanged(DocumentEvent e) {
        for (Change c : e.changes()) {
            if (c.part() == Part.SKILL && !c.path().isEmpty() && c.path().get(0) == context.skill()) {
                refresh();
                return;
            }
        }
    }

    void refresh() {
        updating = true;
        try {
            int s = context.skill();
            boolean any = s >= 0;
            name.setEnabled(any);
            duration.setEnabled(any);
            distance.setEnabled(any);
            moving.setEnabled(any);
            if (!any) {
                rate.setText("The file holds no skill.");
                return;
            }
            SimsSkill skill = context.document().state().skill(s);
            if (!name.getText().equals(skill.name())) {
                name.setText(skill.name());
            }
            if (((Number) duration.getValue()).floatValue() != skill.duration()) {
                duration.setValue(Math.max(1.0, (double) skill.duration()));
            }
            if (((Number) distance.getValue()).floatValue() != skill.distance()) {
                distance.setValue((double) skill.distance());
            }
            moving.setSelected(skill.isMoving());
            rate.setText(String.format(Locale.ROOT, "%d frames, %.3f fps", skill.frameCount(),
                    SimsRig.frameRate(skill.frameCount(), skill.duration())));
        } finally {
            updating = false;
        }
    }
}
