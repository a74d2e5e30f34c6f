package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Changes to the animation list (see {@link AgentOperations}): what the Character Editor's Animation page and
 * its "Assign To State" list do. Names are compared ignoring case, as Agent does; surrounding spaces are
 * trimmed from names typed by the author.
 */
public final class AnimationOperations extends AgentCommands {

    AnimationOperations(AgentDocument document) {
        super(document);
    }

    /** Adds an empty animation (no frames, no transition) at the end; returns its index. */
    public int add(String name) {
        return insert(c().animations().size(), name);
    }

    /** Inserts an empty animation at {@code index}; returns the index. */
    public int insert(int index, String name) {
        AgentLimits.require(name != null, "An animation needs a name.");
        AgentAnimation a = new AgentAnimation(name.strip());
        return insert("Add animation", index, a);
    }

    /**
     * Inserts a copy of an animation right after it, named "Name Copy" (or "Name Copy 2"...); returns the copy's
     * index. The copy keeps the return animation and is assigned to no state.
     */
    public int duplicate(int index) {
        AgentAnimation source = Locate.animation(c(), index);
        AgentAnimation copy = source.copy();
        copy.setName(uniqueName(source.name() + " Copy"));
        return insert("Duplicate animation", index + 1, copy);
    }

    /**
     * Inserts an animation (also duplicates and pastes). Its name must be new (ignoring case), its return
     * animation must exist (or be its own name, or none), and its frames must refer to images and sounds of this
     * character. It is not assigned to any state. Change: {@code ANIMATION} added.
     */
    private int insert(String name, int index, AgentAnimation animation) {
        AgentLimits.requireInsertPosition(index, c().animations().size(), "animation");
        AgentLimits.require(c().animations().stream().noneMatch(a -> a == animation),
                "The animation is already in the character.");
        AgentNames.requireNewAnimationName(c(), animation.name(), -1);
        String ret = animation.returnAnimation();
        AgentLimits.require(ret.isEmpty() || AgentNames.same(ret, animation.name())
                || AgentNames.animationIndex(c(), ret) >= 0, "The animation returns to \"" + ret
                        + "\", which this character does not have.");
        int n = animation.frames().size();
        AgentLimits.require(n <= AgentLimits.U16_MAX, "An animation can have at most " + AgentLimits.U16_MAX
                + " frames.");
        for (int f = 0; f < n; f++) {
            FrameRules.requireWritable(c(), n, animation.frames().get(f), Labels.frameOf(animation, f));
        }
        document.perform(ListEntryEdit.insert(name, c().animations(), index, animation,
                Change.added(Part.ANIMATION, index), Renumbering.NONE, 64L * n));
        return index;
    }

    /** A name no animation has yet: {@code base}, else {@code base 2}, {@code base 3}... */
    public String uniqueName(String base) {
        if (AgentNames.animationIndex(c(), base) < 0) {
            return base;
        }
        for (int n = 2;; n++) {
            String candidate = base + " " + n;
            if (AgentNames.animationIndex(c(), candidate) < 0) {
                return candidate;
            }
        }
    }

    /** Renames; return animations and states follow (see {@link RenameAnimationEdit}). */
    public void rename(int index, String name) {
        AgentLimits.require(name != null, "An animation needs a name.");
        String stripped = name.strip();
        if (!stripped.equals(Locate.animation(c(), index).name())) {
            document.perform(new RenameAnimationEdit(c(), index, stripped));
        }
    }

    /** Deletes an animation and the references to it (see {@link RemoveAnimationEdit}). */
    public void remove(int index) {
        document.perform(new RemoveAnimationEdit(c(), index));
    }

    /**
     * Moves an animation to another place in the list. References to animations are by name, so nothing else
     * changes. Change: {@code ANIMATION} moved (root path).
     */
    public void move(int from, int to) {
        if (from != to) {
            AgentLimits.requireIndex(from, c().animations().size(), "animation");
            AgentLimits.requireIndex(to, c().animations().size(), "animation");
            document.perform(ListEntryEdit.move("Move animation", c().animations(), from, to,
                    Change.moved(Part.ANIMATION)));
        }
    }

    /** Plays {@code returnAnimation} (another animation) when this one ends. */
    public void setReturnAnimation(int index, String returnAnimation) {
        setTransition(index, AgentAnimation.TRANSITION_RETURN, returnAnimation);
    }

    /** Leaves this animation through its frames' exit branches. */
    public void useExitBranches(int index) {
        setTransition(index, AgentAnimation.TRANSITION_EXIT_BRANCHES, null);
    }

    /** No transition when this animation ends. */
    public void setNoTransition(int index) {
        setTransition(index, AgentAnimation.TRANSITION_NONE, null);
    }

    /** The transition type and, for {@link AgentAnimation#TRANSITION_RETURN}, the animation to return to. */
    public void setTransition(int index, int transition, String returnAnimation) {
        AgentAnimation a = Locate.animation(c(), index);
        boolean same = a.transition() == transition && (transition != AgentAnimation.TRANSITION_RETURN
                ? a.returnAnimation().isEmpty()
                : returnAnimation != null && AgentNames.same(a.returnAnimation(), returnAnimation));
        if (!same) {
            document.perform(new SetTransitionEdit(c(), index, transition, returnAnimation));
        }
    }

    /** Assigns the animation to a state (one Agent knows, or one the character lists). */
    public void assignToState(String state, int animation) {
        document.perform(StateAssignmentEdit.assign(c(), state, Locate.animation(c(), animation).name()));
    }

    /** Takes the animation out of a state. */
    public void removeFromState(String state, int animation) {
        document.perform(StateAssignmentEdit.remove(c(), state, Locate.animation(c(), animation).name()));
    }

    /**
     * "Assign to states": makes {@code states} exactly the states the animation is assigned to, as one step (the
     * Character Editor's check list). States not in {@link AgentStates#editable} are rejected.
     */
    public void setStates(int animation, Collection<String> states) {
        String name = Locate.animation(c(), animation).name();
        List<String> editable = AgentStates.editable(c());
        for (String s : states) {
            AgentLimits.require(editable.stream().anyMatch(e -> AgentNames.same(e, s)), "Agent has no state named \""
                    + s + "\".");
        }
        List<String> add = new ArrayList<>();
        List<String> drop = new ArrayList<>();
        for (String s : editable) {
            boolean wanted = states.stream().anyMatch(w -> AgentNames.same(w, s));
            boolean assigned = AgentStates.isAssigned(c(), s, name);
            if (wanted && !assigned) {
                add.add(s);
            } else if (!wanted && assigned) {
                drop.add(s);
            }
        }
        if (add.isEmpty() && drop.isEmpty()) {
            return;
        }
        document.compound("Assign to states", () -> {
            for (String s : drop) {
                document.perform(StateAssignmentEdit.remove(c(), s, name));
            }
            for (String s : add) {
                document.perform(StateAssignmentEdit.assign(c(), s, name));
            }
        });
    }
}
