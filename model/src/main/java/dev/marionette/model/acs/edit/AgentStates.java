package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentState;
import java.util.ArrayList;
import java.util.List;

/**
 * The states Agent plays animations for (the Character Editor's fixed list; authors cannot invent states).
 * Files store the names in upper case, as {@link #NAMES} lists them. A file may list states Agent does not know;
 * they are kept, shown and editable, but no new unknown state can be created.
 */
public final class AgentStates {

    /** The known states in the Character Editor's order, as files store them. */
    public static final List<String> NAMES = List.of("SHOWING", "HIDING", "SPEAKING", "MOVINGUP", "MOVINGDOWN",
            "MOVINGLEFT", "MOVINGRIGHT", "GESTURINGUP", "GESTURINGDOWN", "GESTURINGLEFT", "GESTURINGRIGHT",
            "HEARING", "LISTENING", "IDLINGLEVEL1", "IDLINGLEVEL2", "IDLINGLEVEL3");

    private static final List<String> DISPLAY = List.of("Showing", "Hiding", "Speaking", "MovingUp", "MovingDown",
            "MovingLeft", "MovingRight", "GesturingUp", "GesturingDown", "GesturingLeft", "GesturingRight",
            "Hearing", "Listening", "IdlingLevel1", "IdlingLevel2", "IdlingLevel3");

    private AgentStates() {
    }

    /** Whether Agent knows a state of this name (ignoring case). */
    public static boolean isKnown(String name) {
        return knownIndex(name) >= 0;
    }

    /** The name as the Character Editor shows it ("IdlingLevel1"); unknown names as stored. */
    public static String displayName(String name) {
        int i = knownIndex(name);
        return i >= 0 ? DISPLAY.get(i) : name;
    }

    /** The known states followed by the unknown ones the character lists, for a state editor. */
    public static List<String> editable(AgentCharacter c) {
        List<String> out = new ArrayList<>(NAMES);
        for (AgentState s : c.states()) {
            if (!isKnown(s.name())) {
                out.add(s.name());
            }
        }
        return out;
    }

    /** The animations assigned to {@code state} (as stored), empty when the character does not list it. */
    public static List<String> animations(AgentCharacter c, String state) {
        int i = StatesUpdate.stateIndex(c, state);
        return i < 0 ? List.of() : c.states().get(i).animations();
    }

    /** Whether the animation named {@code animation} is assigned to {@code state} (ignoring case). */
    public static boolean isAssigned(AgentCharacter c, String state, String animation) {
        return animations(c, state).stream().anyMatch(a -> AgentNames.same(a, animation));
    }

    private static int knownIndex(String name) {
        for (int i = 0; i < NAMES.size(); i++) {
            if (AgentNames.same(NAMES.get(i), name)) {
                return i;
            }
        }
        return -1;
    }
}
