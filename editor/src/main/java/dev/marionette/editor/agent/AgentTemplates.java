package dev.marionette.editor.agent;

import dev.marionette.editor.kind.DocumentTemplate;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.CharacterOperations;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * File &gt; New for Agent characters, after the Character Editor's "Custom" and "Default Character" projects: a
 * character with the editor's defaults (128x128, transparent index 10, the standard 256-colour palette, a word
 * balloon), and the same with every animation of the standard animation set named, one blank frame each, and the
 * states assigned as Microsoft's characters assign them. From the menu, {@link NewCharacterWizard} first asks
 * the name, frame size and palette.
 */
final class AgentTemplates {

    /** The standard animation set, as Microsoft's characters name it. */
    static final List<String> STANDARD_ANIMATIONS = List.of("Acknowledge", "Alert", "Announce", "Blink", "Confused",
            "Congratulate", "Decline", "DoMagic1", "DoMagic2", "DontRecognize", "Explain", "GestureDown",
            "GestureLeft", "GestureRight", "GestureUp", "GetAttention", "GetAttentionContinued", "GetAttentionReturn",
            "Greet", "Hearing_1", "Hide", "Idle1_1", "Idle2_1", "Idle3_1", "LookDown", "LookDownReturn", "LookLeft",
            "LookLeftReturn", "LookRight", "LookRightReturn", "LookUp", "LookUpReturn", "MoveDown", "MoveLeft",
            "MoveRight", "MoveUp", "Pleased", "Process", "Processing", "Read", "ReadContinued", "ReadReturn",
            "Reading", "RestPose", "Sad", "Search", "Searching", "Show", "StartListening", "StopListening", "Suggest",
            "Surprised", "Think", "Thinking", "Uncertain", "Wave", "Write", "WriteContinued", "WriteReturn",
            "Writing");

    private AgentTemplates() {
    }

    static List<DocumentTemplate> all() {
        String empty = "Empty Agent character";
        String standard = "Agent character (standard animation set)";
        return List.of(
                new DocumentTemplate(empty, "A character with a rest pose and a balloon; asks its name, size and"
                        + " palette first", () -> AgentDocument.untitled(empty()),
                        parent -> NewCharacterWizard.ask(parent, empty).map(s -> AgentDocument.untitled(empty(s)))),
                new DocumentTemplate(standard,
                        "The animations and states every Office-style character needs, one blank frame each; asks"
                                + " its name, size and palette first", () -> AgentDocument.untitled(standard()),
                        parent -> NewCharacterWizard.ask(parent, standard)
                                .map(s -> AgentDocument.untitled(standard(s)))));
    }

    /** A 128x128 character with one blank "RestPose" frame, used while speaking. */
    static AgentCharacter empty() {
        return empty(NewCharacterSettings.DEFAULT);
    }

    /** A character with these settings and one blank "RestPose" frame, used while speaking. */
    static AgentCharacter empty(NewCharacterSettings settings) {
        AgentCharacter c = base(settings);
        c.animations().add(blankAnimation("RestPose"));
        c.states().add(new AgentState("SPEAKING", List.of("RestPose")));
        return c;
    }

    /** A 128x128 character with the standard animation set's names and states. */
    static AgentCharacter standard() {
        return standard(NewCharacterSettings.DEFAULT);
    }

    /** A character with these settings and the standard animation set's names and states. */
    static AgentCharacter standard(NewCharacterSettings settings) {
        AgentCharacter c = base(settings);
        for (String name : STANDARD_ANIMATIONS) {
            c.animations().add(blankAnimation(name));
        }
        c.setStandardAnimationSet(true);
        Map<String, List<String>> states = new LinkedHashMap<>();
        states.put("SHOWING", List.of("Show"));
        states.put("HIDING", List.of("Hide"));
        states.put("SPEAKING", List.of("RestPose"));
        states.put("MOVINGUP", List.of("MoveUp"));
        states.put("MOVINGDOWN", List.of("MoveDown"));
        states.put("MOVINGLEFT", List.of("MoveLeft"));
        states.put("MOVINGRIGHT", List.of("MoveRight"));
        states.put("GESTURINGUP", List.of("GestureUp"));
        states.put("GESTURINGDOWN", List.of("GestureDown"));
        states.put("GESTURINGLEFT", List.of("GestureLeft"));
        states.put("GESTURINGRIGHT", List.of("GestureRight"));
        states.put("HEARING", List.of("Hearing_1"));
        states.put("LISTENING", List.of("Alert"));
        states.put("IDLINGLEVEL1", List.of("Idle1_1"));
        states.put("IDLINGLEVEL2", List.of("Idle2_1"));
        states.put("IDLINGLEVEL3", List.of("Idle3_1"));
        states.forEach((state, animations) -> c.states().add(new AgentState(state, animations)));
        return c;
    }

    private static AgentCharacter base(NewCharacterSettings settings) {
        AgentCharacter c = new AgentCharacter();
        c.setGuid(CharacterOperations.randomGuid(new SecureRandom()));
        c.setFrameSize(settings.width(), settings.height());
        c.setPalette(settings.palette());
        c.setTransparentIndex(settings.transparentIndex());
        c.setVoiceNone(true);
        // The Character Editor's balloon defaults (the sample definitions all use them): 2 lines of 28
        // characters, 13 px MS Sans Serif, black on light yellow.
        c.setBalloon(new AgentBalloon(2, 28, 0x000000, 0xE1FFFF, 0x000000, "MS Sans Serif", -13, 400, 0, 0));
        c.setBalloonRoundRect(true);
        c.localizedInfo().add(new AgentLocalizedInfo(0x0409, settings.name(), "", ""));
        return c;
    }

    private static AgentAnimation blankAnimation(String name) {
        AgentAnimation a = new AgentAnimation(name);
        a.setTransition(AgentAnimation.TRANSITION_NONE);
        a.frames().add(new AgentFrame());
        return a;
    }
}
