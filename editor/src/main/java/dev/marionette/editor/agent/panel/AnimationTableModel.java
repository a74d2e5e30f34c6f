package dev.marionette.editor.agent.panel;

import dev.marionette.editor.util.NamedColumnsTableModel;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.edit.AgentStates;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;

/**
 * The animation list as a table: name (editable: renames), frame count, total duration, transition, return
 * animation and the states the animation belongs to. Reads the character directly; the panel tells it which
 * rows changed.
 */
final class AnimationTableModel extends NamedColumnsTableModel {

    /** Short headers that fit the side bar; {@link #COLUMN_TIPS} has the full names. */
    static final String[] COLUMNS = {"Name", "#", "Time", "Trans.", "Return", "States"};

    /** The full column names, shown as header tooltips. */
    static final String[] COLUMN_TIPS = {"Animation name", "Frames", "Total duration", "Transition",
        "Return animation", "States"};

    private final AgentCharacter character;
    private final BiConsumer<Integer, String> rename;

    AnimationTableModel(AgentCharacter character, BiConsumer<Integer, String> rename) {
        super(COLUMNS);
        this.character = character;
        this.rename = rename;
    }

    @Override
    public int getRowCount() {
        return character.animations().size();
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return column == 1 ? Integer.class : String.class;
    }

    @Override
    public boolean isCellEditable(int row, int column) {
        return column == 0;
    }

    @Override
    public void setValueAt(Object value, int row, int column) {
        if (column == 0 && value != null) {
            rename.accept(row, value.toString());
        }
    }

    @Override
    public Object getValueAt(int row, int column) {
        AgentAnimation a = character.animations().get(row);
        return switch (column) {
            case 0 -> a.name();
            case 1 -> a.frames().size();
            case 2 -> seconds(totalDuration(a));
            case 3 -> transitionName(a.transition());
            case 4 -> a.transition() == AgentAnimation.TRANSITION_RETURN ? a.returnAnimation() : "";
            default -> String.join(", ", states(character, a));
        };
    }

    /** The sum of the frame durations, in 1/100 s. */
    static int totalDuration(AgentAnimation a) {
        int sum = 0;
        for (AgentFrame f : a.frames()) {
            sum += f.duration();
        }
        return sum;
    }

    static String seconds(int hundredths) {
        return String.format(Locale.ROOT, "%.2f s", hundredths / 100.0);
    }

    static String transitionName(int transition) {
        return switch (transition) {
            case AgentAnimation.TRANSITION_RETURN -> "Return";
            case AgentAnimation.TRANSITION_EXIT_BRANCHES -> "Exit branches";
            case AgentAnimation.TRANSITION_NONE -> "None";
            default -> "Type " + transition;
        };
    }

    /** The states (as the Character Editor names them) the animation is assigned to. */
    static List<String> states(AgentCharacter c, AgentAnimation a) {
        List<String> out = new ArrayList<>();
        for (String state : AgentStates.editable(c)) {
            if (AgentStates.isAssigned(c, state, a.name())) {
                out.add(AgentStates.displayName(state));
            }
        }
        return out;
    }
}
